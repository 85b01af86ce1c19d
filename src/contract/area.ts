/** An area's levels, from the top: the 省 / 市 / 区 of an address (the area calls of spec 1 §2). */
export type AreaLevel = 'province' | 'city' | 'zone';
export const AREA_LEVELS = ['province', 'city', 'zone'] as const satisfies readonly AreaLevel[];

/** The area sheet's tab of each level (src/ui/Picker's AreaPicker), as the screens and their tests name it. */
export const AREA_LEVEL_LABELS = { province: '省份', city: '城市', zone: '区县' } as const satisfies Record<
  AreaLevel,
  string
>;
/** An address's area row (the contact form's). */
export const AREA_TITLE = '所在地区';
