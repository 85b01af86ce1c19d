import { and, assertEvent, assign, not, setup, type SnapshotFrom } from 'xstate';
import {
  CRS_BIRTH_DEFAULT,
  crsDeclarationProblem,
  crsFormSent,
  crsImagesError,
  type ImageFacts,
} from '../../src/contract/crs';
import { CRS_MAX_TAX_ROWS } from '../../src/contract/fields';
import type { CrsForm, CrsTaxRow } from '../../src/contract/invest';
import { crsText } from '../../src/contract/texts';
import { navigate, output, providedLater } from '../shared/flow';

/** An area or a country as the pickers show it. */
export interface CrsChoice {
  code: string;
  name: string;
}

/** A chosen attachment: what the checks read, and the file itself (kept in memory for a retry, never stored). */
export interface CrsImage extends ImageFacts {
  file: Blob;
}

/** The residence and the birthplace: each with a Chinese province and city picked from selectArea. */
export type CrsPlace = 'residence' | 'birth';
/** Which form fields hold each place's Chinese province and city names. */
export const PLACE_FIELDS = {
  residence: { province: 'jzsfzw', city: 'p_currentadrfixcn' },
  birth: { province: 'cssfzw', city: 'cscszw' },
} as const satisfies Record<CrsPlace, Record<'province' | 'city', keyof CrsForm>>;

/** The fields typed as text (the English ones accept letters, digits, _ . / only: spec 2 §5). */
export type CrsTextField =
  | 'p_englastname'
  | 'p_engname'
  | 'p_currentaddr'
  | 'jjsfyw'
  | 'p_engcurrentaddr'
  | 'p_engregaddr'
  | 'cssfyw'
  | 'cscsyw'
  | 'csdzyw'
  | 'p_homeplace'
  | 'p_taxexplain';
/** The fields picked from the country dictionary (5084). */
export type CrsCountryField = 'jjgjyw' | 'p_engbornnation' | 'p_engcurrentworknation';

/** A place's row (province and city in one sheet, src/ui/Picker's AreaPicker) and the levels it picks. */
export const CRS_AREA_LABELS = { residence: '居住地区', birth: '出生地区' } as const satisfies Record<CrsPlace, string>;
export const CRS_AREA_LEVELS = ['province', 'city'] as const;

/** Each field's label: what the page shows and what tests and assistive technology find it by. */
export const CRS_FIELD_LABELS = {
  p_englastname: '英文姓',
  p_engname: '英文名',
  p_birthdate: '出生日期',
  p_engcurrentworknation: '现工作国家（英文）',
  'residence.province': '居住省份',
  'residence.city': '居住城市',
  p_currentaddr: '居住详细地址',
  jjgjyw: '居住国家（英文）',
  jjsfyw: '居住省份（英文）',
  p_engcurrentaddr: '居住城市（英文）',
  p_engregaddr: '居住详细地址（英文）',
  'birth.province': '出生省份',
  'birth.city': '出生城市',
  p_engbornnation: '出生国家（英文）',
  cssfyw: '出生省份（英文）',
  cscsyw: '出生城市（英文）',
  p_homeplace: '出生详细地址',
  csdzyw: '出生详细地址（英文）',
  p_taxexplain: '原因',
} as const satisfies Record<
  CrsTextField | CrsCountryField | `${CrsPlace}.${'province' | 'city'}` | 'p_birthdate',
  string
>;

/** The labels of the tax row at `index` (0-based), numbered as the page shows them. */
export const taxLabels = (index: number) => ({
  country: `税收居民国（地区）${index + 1}`,
  number: `纳税人识别号${index + 1}`,
  remove: `删除第${index + 1}个税收居民国（地区）`,
});

/** The file input's accessible name. */
export const CRS_IMAGE_INPUT_LABEL = '上传证明材料';

/** The declaration as typed: the form as sent, plus the picked areas' codes (to load a province's cities). */
export interface CrsDraft {
  form: CrsForm;
  areaCodes: Record<CrsPlace, { province: string; city: string }>;
}

/**
 * What opening the form loads: provinces, countries, the draft of an unsent declaration (or null), and the cities of
 * the provinces the draft holds.
 */
export interface LoadedCrs {
  /** The birth date of the certified record (yyyy-mm-dd), where the form's starts; null when not on record. */
  birthDate: string | null;
  provinces: CrsChoice[];
  countries: CrsChoice[];
  draft: CrsDraft | null;
  cities: Record<CrsPlace, CrsChoice[]>;
}

export interface CrsDeclarationInput {
  /** jumpType 1 sends the declaration with updateCrs, anything else with crsCommit (spec 2 §4 "CRS commit"). */
  jumpType?: string;
  inApp?: boolean;
  /** Today in China (yyyy-mm-dd): the birth date's latest day. */
  today: string;
}

export interface CrsDeclarationContext {
  form: CrsForm;
  areaCodes: CrsDraft['areaCodes'];
  provinces: CrsChoice[];
  cities: Record<CrsPlace, CrsChoice[]>;
  countries: CrsChoice[];
  images: CrsImage[];
  /** The place whose cities are loading. */
  loadingPlace: CrsPlace;
  /** The data went out and only the images are left: a retry after 图片上传异常 sends the images alone. */
  dataSent: boolean;
  /** The first thing to fix, or a refusal of chosen images, or the upload's failure; any edit clears it. */
  message: string | null;
  /** Where the message belongs: the field to fix (`CrsProblem.field`), `p_tax`, or `images`. */
  messageAt: string | null;
  jumpType: string;
  inApp: boolean;
  today: string;
}

export type CrsDeclarationEvent =
  | { type: 'user.chooseResidency'; value: '0' | '1' | '2' }
  | { type: 'user.changeField'; field: CrsTextField; value: string }
  | { type: 'user.pickArea'; place: CrsPlace; level: 'province' | 'city'; choice: CrsChoice }
  | { type: 'user.pickCountry'; field: CrsCountryField; choice: CrsChoice }
  | { type: 'user.pickBirthDate'; value: string }
  | { type: 'user.addTaxRow' }
  | { type: 'user.removeTaxRow'; index: number }
  | { type: 'user.pickTaxCountry'; index: number; choice: CrsChoice }
  | { type: 'user.changeTaxNo'; index: number; value: string }
  | { type: 'user.chooseExemption'; value: 'A' | 'B' }
  | { type: 'user.addImages'; images: CrsImage[] }
  | { type: 'user.removeImage'; index: number }
  | { type: 'user.submit' }
  | { type: 'user.retry' };

const EMPTY_ROW: CrsTaxRow = { p_taxnation: '', p_taxnationText: '', p_taxno: '' };
/** The form a first declaration opens with: nothing chosen, the birth date picker at its default (spec 2 §5). */
export const EMPTY_CRS_DRAFT: CrsDraft = {
  form: { p_oricustflag: '' as CrsForm['p_oricustflag'], p_birthdate: CRS_BIRTH_DEFAULT, p_tax: [{ ...EMPTY_ROW }] },
  areaCodes: { residence: { province: '', city: '' }, birth: { province: '', city: '' } },
};

const draftOf = (c: CrsDeclarationContext): CrsDraft => ({ form: c.form, areaCodes: c.areaCodes });
const persist = {
  type: 'persistDraft',
  params: ({ context }: { context: CrsDeclarationContext }) => draftOf(context),
} as const;
const toResult = {
  type: 'navigate',
  params: ({ context }: { context: CrsDeclarationContext }) => ({
    to: context.inApp ? ('crsDeclareResultApp' as const) : ('crsDeclareResult' as const),
    replace: true,
  }),
} as const;
const rowsOf = (form: CrsForm) => form.p_tax ?? [];
const withRow = (form: CrsForm, index: number, change: Partial<CrsTaxRow>): CrsForm => ({
  ...form,
  p_tax: rowsOf(form).map((row, i) => (i === index ? { ...row, ...change } : row)),
});

/**
 * The CRS tax-residency declaration, crsDeclareIndex(+App) (spec 2 §3 "CRS form", §4 "Residency type", "CRS
 * commit", §5 "CRS save", §7 selectArea, queryDict 5084, crsCommit / updateCrs, POST /ums/uploadCrs, §8).
 *
 * - loading: the provinces, the countries (5084) and the draft of an unsent declaration (with its provinces'
 *   cities), so a reload keeps what was typed and picked; images are kept in memory only (identity documents are not
 *   stored on the device). failed: 重新加载.
 * - editing: the residency type (0 only a Chinese tax resident, 1 only elsewhere, 2 both), and for 1 and 2 the
 *   name, birth date (1901-01-01..today, 2000-01-01 at first), residence and birthplace in Chinese (province and
 *   city pickers) and in English (country picker, province, city, detail), up to three tax rows (country, tax
 *   number), the exemption A/B with B's reason, and 1–6 images (jpg, jpeg, png; 5 MB each). Chosen images that
 *   break a rule are refused with its message and the others stay. 提交 shows the first problem or sends.
 *   - loadingCities: a province was picked; its cities load (its old city is cleared).
 * - sending: crsCommit, or updateCrs for jumpType 1, with the flag alone for type 0 (then the result) or the form.
 * - uploading: the images (multipart); 图片上传异常 on failure, back to editing with the form and the images, and a
 *   retry sends only the images unless something was changed since.
 * - done: the draft is dropped and the result (crsDeclareResult, or the app's) opens.
 */
export const crsDeclarationMachine = setup({
  types: {
    context: {} as CrsDeclarationContext,
    events: {} as CrsDeclarationEvent,
    input: {} as CrsDeclarationInput,
    tags: {} as 'busy',
  },
  actors: {
    loadCrs: providedLater<LoadedCrs>('loadCrs'),
    loadCities: providedLater<CrsChoice[], { code: string }>('loadCities'),
    sendDeclaration: providedLater<null, { form: CrsForm; update: boolean }>('sendDeclaration'),
    uploadImages: providedLater<null, { files: Blob[] }>('uploadImages'),
  },
  guards: {
    isFlagOnly: ({ context }) => context.form.p_oricustflag === '0',
    isValid: ({ context }) => crsDeclarationProblem(context.form, context.today, context.images.length) === null,
    isDataSent: ({ context }) => context.dataSent,
    imagesFit: ({ context, event }) => {
      assertEvent(event, 'user.addImages');
      return crsImagesError(event.images, context.images.length) === null;
    },
    isProvince: ({ event }) => {
      assertEvent(event, 'user.pickArea');
      return event.level === 'province';
    },
    canAddRow: ({ context }) => rowsOf(context.form).length < CRS_MAX_TAX_ROWS,
    canRemoveRow: ({ context }) => rowsOf(context.form).length > 1,
  },
  actions: {
    navigate,
    persistDraft: (_args, _draft: CrsDraft) => {},
    clearDraft: () => {},
    assignLoaded: assign((_, { birthDate, provinces, countries, draft, cities }: LoadedCrs) => {
      const { form, areaCodes } = draft ?? {
        ...EMPTY_CRS_DRAFT,
        form: { ...EMPTY_CRS_DRAFT.form, p_birthdate: birthDate ?? CRS_BIRTH_DEFAULT },
      };
      return { provinces, countries, cities, form, areaCodes, message: null, messageAt: null };
    }),
    /** Every edit: the message goes, and the data must be sent again. */
    edited: assign({ message: null, messageAt: null, dataSent: false }),
    chooseResidency: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseResidency');
      return { form: { ...context.form, p_oricustflag: event.value } };
    }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'user.changeField');
      return { form: { ...context.form, [event.field]: event.value } };
    }),
    pickArea: assign(({ context, event }) => {
      assertEvent(event, 'user.pickArea');
      const fields = PLACE_FIELDS[event.place];
      const codes = { ...context.areaCodes[event.place], [event.level]: event.choice.code };
      const form = { ...context.form, [fields[event.level]]: event.choice.name };
      // A new province's cities are not the old one's.
      if (event.level === 'province') {
        codes.city = '';
        form[fields.city] = '';
      }
      return {
        form,
        areaCodes: { ...context.areaCodes, [event.place]: codes },
        loadingPlace: event.place,
        cities: event.level === 'province' ? { ...context.cities, [event.place]: [] } : context.cities,
      };
    }),
    assignCities: assign(({ context }, cities: CrsChoice[]) => ({
      cities: { ...context.cities, [context.loadingPlace]: cities },
    })),
    pickCountry: assign(({ context, event }) => {
      assertEvent(event, 'user.pickCountry');
      const form = { ...context.form, [event.field]: event.choice.code };
      // The birth country in Chinese follows the English one's pick.
      if (event.field === 'p_engbornnation') form.p_bornnation = event.choice.name;
      return { form };
    }),
    pickBirthDate: assign(({ context, event }) => {
      assertEvent(event, 'user.pickBirthDate');
      return { form: { ...context.form, p_birthdate: event.value } };
    }),
    addTaxRow: assign({
      form: ({ context }) => ({ ...context.form, p_tax: [...rowsOf(context.form), { ...EMPTY_ROW }] }),
    }),
    removeTaxRow: assign(({ context, event }) => {
      assertEvent(event, 'user.removeTaxRow');
      return { form: { ...context.form, p_tax: rowsOf(context.form).filter((_, i) => i !== event.index) } };
    }),
    pickTaxCountry: assign(({ context, event }) => {
      assertEvent(event, 'user.pickTaxCountry');
      const row = { p_taxnation: event.choice.code, p_taxnationText: event.choice.name };
      return { form: withRow(context.form, event.index, row) };
    }),
    changeTaxNo: assign(({ context, event }) => {
      assertEvent(event, 'user.changeTaxNo');
      return { form: withRow(context.form, event.index, { p_taxno: event.value }) };
    }),
    chooseExemption: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseExemption');
      const explanation = event.value === 'A' && { p_taxexplain: '' };
      return { form: { ...context.form, reansonforexe: event.value, ...explanation } };
    }),
    addImages: assign(({ context, event }) => {
      assertEvent(event, 'user.addImages');
      return { images: [...context.images, ...event.images] };
    }),
    refuseImages: assign(({ context, event }) => {
      assertEvent(event, 'user.addImages');
      return { message: crsImagesError(event.images, context.images.length), messageAt: 'images' };
    }),
    removeImage: assign(({ context, event }) => {
      assertEvent(event, 'user.removeImage');
      return { images: context.images.filter((_, i) => i !== event.index) };
    }),
    showFirstError: assign(({ context }) => {
      const problem = crsDeclarationProblem(context.form, context.today, context.images.length);
      return { message: problem?.message ?? null, messageAt: problem?.field ?? null };
    }),
    markDataSent: assign({ dataSent: true }),
    showUploadFailed: assign({ message: crsText.uploadFailed, messageAt: 'images' }),
    clearMessage: assign({ message: null, messageAt: null }),
  },
}).createMachine({
  id: 'crsDeclaration',
  context: ({ input }) => ({
    ...EMPTY_CRS_DRAFT,
    provinces: [],
    cities: { residence: [], birth: [] },
    countries: [],
    images: [],
    loadingPlace: 'residence',
    dataSent: false,
    message: null,
    messageAt: null,
    jumpType: input.jumpType ?? '',
    inApp: input.inApp ?? false,
    today: input.today,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCrs',
        src: 'loadCrs',
        onDone: { target: 'editing', actions: { type: 'assignLoaded', params: output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    editing: {
      initial: 'idle',
      on: {
        'user.chooseResidency': { actions: ['edited', 'chooseResidency', persist] },
        'user.changeField': { actions: ['edited', 'changeField', persist] },
        'user.pickCountry': { actions: ['edited', 'pickCountry', persist] },
        'user.pickBirthDate': { actions: ['edited', 'pickBirthDate', persist] },
        'user.addTaxRow': { guard: 'canAddRow', actions: ['edited', 'addTaxRow', persist] },
        'user.removeTaxRow': { guard: 'canRemoveRow', actions: ['edited', 'removeTaxRow', persist] },
        'user.pickTaxCountry': { actions: ['edited', 'pickTaxCountry', persist] },
        'user.changeTaxNo': { actions: ['edited', 'changeTaxNo', persist] },
        'user.chooseExemption': { actions: ['edited', 'chooseExemption', persist] },
        'user.addImages': [{ guard: 'imagesFit', actions: ['edited', 'addImages'] }, { actions: 'refuseImages' }],
        'user.removeImage': { actions: ['edited', 'removeImage'] },
      },
      states: {
        idle: {
          on: {
            'user.pickArea': [
              { guard: 'isProvince', target: 'loadingCities', actions: ['edited', 'pickArea', persist] },
              { actions: ['edited', 'pickArea', persist] },
            ],
            'user.submit': [
              { guard: 'isFlagOnly', target: '#crsDeclaration.sending', actions: 'clearMessage' },
              { guard: and(['isValid', 'isDataSent']), target: '#crsDeclaration.uploading', actions: 'clearMessage' },
              {
                guard: and(['isValid', not('isDataSent')]),
                target: '#crsDeclaration.sending',
                actions: 'clearMessage',
              },
              { actions: 'showFirstError' },
            ],
          },
        },
        loadingCities: {
          tags: ['busy'],
          invoke: {
            id: 'loadCities',
            src: 'loadCities',
            input: ({ context }) => ({ code: context.areaCodes[context.loadingPlace].province }),
            onDone: { target: 'idle', actions: { type: 'assignCities', params: output } },
            // The call layer has said why; picking the province again retries.
            onError: 'idle',
          },
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendDeclaration',
        src: 'sendDeclaration',
        input: ({ context }) => ({ form: crsFormSent(context.form), update: context.jumpType === '1' }),
        onDone: [
          { guard: 'isFlagOnly', target: 'done', actions: ['clearDraft', toResult] },
          { target: 'uploading', actions: 'markDataSent' },
        ],
        onError: 'editing',
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadImages',
        src: 'uploadImages',
        input: ({ context }) => ({ files: context.images.map((image) => image.file) }),
        onDone: { target: 'done', actions: ['clearDraft', toResult] },
        onError: { target: 'editing', actions: 'showUploadFailed' },
      },
    },
    done: { type: 'final' },
  },
});

export type CrsDeclarationSnapshot = SnapshotFrom<typeof crsDeclarationMachine>;

/** What the declaration page shows. */
export function selectCrsDeclarationView(snapshot: Pick<CrsDeclarationSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { context } = snapshot;
  const flag = context.form.p_oricustflag;
  const rows = rowsOf(context.form);
  const countryName = (code: string | undefined) => context.countries.find((c) => c.code === code) ?? null;
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    form: context.form,
    /** Types 1 and 2 fill in the whole form; type 0 is the flag alone. */
    full: flag === '1' || flag === '2',
    provinces: context.provinces,
    cities: context.cities,
    loadingCities: snapshot.matches({ editing: 'loadingCities' }) ? context.loadingPlace : null,
    areaChosen: (place: CrsPlace, level: 'province' | 'city'): CrsChoice | null => {
      const code = context.areaCodes[place][level];
      return code ? { code, name: context.form[PLACE_FIELDS[place][level]] ?? '' } : null;
    },
    countries: context.countries,
    countryChosen: countryName,
    rows,
    canAddRow: rows.length < CRS_MAX_TAX_ROWS,
    canRemoveRow: rows.length > 1,
    /** The exemption shows once a row has no tax number. */
    needsExemption: rows.some((row) => row.p_taxno.trim() === ''),
    images: context.images,
    message: context.message,
    messageAt: context.messageAt,
    uploading: snapshot.matches('uploading'),
    busy: snapshot.hasTag('busy'),
    canSubmit: snapshot.matches({ editing: 'idle' }),
  };
}
