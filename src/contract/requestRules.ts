/**
 * How a call's `requestData` is described: per field, required or optional, its type, length, format or allowed
 * values, and the message when it does not hold. Each call's rules are written in its declaration (`defineCall` in
 * account.ts, invest.ts, content.ts) from the builders and shared groups here; the server checks every request
 * against them before a handler runs (answering 04040001 with the first failing field's message), and the client's
 * form checks are built from the same field rules, so the two cannot disagree. Fields are checked in the order
 * written, which is the order the screens show them; a rule that refers to another field (sameAs, requiredWhen,
 * switch) names one written before it.
 *
 * What a request alone cannot tell stays with the handler: picture and SMS codes, passwords against the stored
 * ones, ownership, whether a login picture is required now, limits over time.
 */
import type { ContactForm } from './account.ts';
import type { ArticleListRequest } from './content.ts';
import type { CrsForm } from './invest.ts';
import {
  CRS_ADDRESS_MAX_LENGTH,
  CRS_ENGLISH_PATTERN,
  CRS_MAX_TAX_ROWS,
  MANAGE_CODE_PATTERN,
  OTHER_OCCUPATION,
  type AmountRule,
  type FieldRule,
  type IntegerRule,
  type OptionalRule,
  type RequiredRule,
  type TextRule,
} from './fields.ts';
import { accountText, contactText, crsText, requestText } from './texts.ts';

/**
 * Rules for exactly the fields of a call's request type, each required exactly when the type requires it: a
 * handler can rely on its request type, and a client compiles against what the server will refuse.
 */
export type RequestRules<Req> = {
  readonly [F in keyof Req]-?: Record<never, never> extends Pick<Req, F> ? OptionalRule : RequiredRule;
};

export const invalid = requestText.invalid;
/** PostgreSQL's integer: ids and counts beyond it are no one's. */
const INT_MAX = 2_147_483_647;

// The builders' types say whether they were given `required`, so the table's types can hold them to the call's.
type Built<R, E> = Omit<R, 'required'> &
  (E extends { required: string } ? { readonly required: string } : { readonly required?: undefined });
type TextExtra = Partial<Omit<TextRule, 'type' | 'maxLength'>>;
type IntegerExtra = Partial<Omit<IntegerRule, 'type' | 'min' | 'max'>>;

export const text = <const E extends TextExtra = Record<never, never>>(maxLength: number, extra?: E) =>
  ({ type: 'text', maxLength, message: invalid, ...extra }) as unknown as Built<TextRule, E>;
export const oneOfText = <const E extends TextExtra = Record<never, never>>(values: readonly string[], extra?: E) =>
  ({ ...text(Math.max(...values.map((v) => v.length))), oneOf: values, ...extra }) as unknown as Built<TextRule, E>;
export const integer = <const E extends IntegerExtra = Record<never, never>>(min: number, max: number, extra?: E) =>
  ({ type: 'integer', min, max, message: invalid, ...extra }) as unknown as Built<IntegerRule, E>;
export const amount = (): AmountRule & { readonly required?: undefined } => ({
  type: 'amount',
  min: 0,
  max: 1e12,
  message: '金额参数有误',
});
export const id = (message: string, required = message) => integer(1, INT_MAX, { required, message });

/** The same rule without its "required". */
export function optional<R extends FieldRule>(rule: R): Omit<R, 'required'> {
  const { required: _required, ...rest } = rule as R & { required?: string };
  return rest;
}

export const equipmentNo = text(64);
export const loginPlatform = oneOfText(['2']);
/** Spec 2 §9, spec 3 §9: page numbers from 1, at most 100 items a page. */
export const page = {
  pageNo: integer(1, 100_000, { message: '分页参数有误' }),
  pageSize: integer(1, 100, { message: '分页参数有误' }),
};
export const trustCode = text(32, { required: '请传入产品代码', message: '请传入产品代码' });
/** Chart periods (spec 2 §4): '' and '5' since inception; absent means the default '4'. */
export const period = oneOfText(['0', '1', '2', '3', '4', '5', ''], { message: '查询区间参数有误' });
export const orderBy = oneOfText(['0', '1', ''], { message: '排序参数有误' });
export const manageCode = text(30, { pattern: MANAGE_CODE_PATTERN, message: accountText.adviserNotFound });

export const articleList = {
  pageNum: integer(1, 100_000, { message: '分页参数有误' }),
  pageSize: integer(1, 100, { message: '分页参数有误' }),
  articleCategory: {
    type: 'list',
    maxItems: 30,
    loose: true,
    item: integer(0, 999, { message: '文章分类参数有误' }),
    message: '文章分类参数有误',
  },
  category: integer(0, 999, { message: '栏目参数有误' }),
  type: oneOfText(['SIGN_UP_AREA', 'REVIEW_AREA', 'GENERAL'], { message: '专区类型参数有误' }),
  displayTerminal: integer(1, 2, { message: '展示终端参数有误' }),
  displayArea: integer(0, 999, { message: '展示区域参数有误' }),
} as const satisfies RequestRules<ArticleListRequest>;

const crsTaxRow = {
  type: 'record',
  message: crsText.taxRequired,
  fields: {
    p_taxnation: text(50, { required: crsText.taxRequired, trim: true }),
    p_taxnationText: text(50, { trim: true }),
    p_taxno: text(50, { trim: true }),
  },
} as const satisfies FieldRule;

const english = text(CRS_ADDRESS_MAX_LENGTH, {
  trim: true,
  pattern: CRS_ENGLISH_PATTERN,
  message: crsText.englishOnly,
});
const chinese = text(CRS_ADDRESS_MAX_LENGTH, { trim: true });
/** Spec 2 §5: the flag alone for 0; the cross-field requirements of types 1 and 2 belong to the CRS flow. */
export const crsForm = {
  p_oricustflag: oneOfText(['0', '1', '2'], {
    required: crsText.residencyRequired,
    message: crsText.residencyRequired,
  }),
  p_tax: { type: 'list', maxItems: CRS_MAX_TAX_ROWS, item: crsTaxRow, message: crsText.taxRequired },
  p_englastname: english,
  p_engname: english,
  p_birthdate: text(10, { pattern: /^\d{4}-?\d{2}-?\d{2}$/ }),
  p_engcurrentworknation: english,
  jzsfzw: chinese,
  p_currentadrfixcn: chinese,
  p_currentaddr: chinese,
  jjgjyw: english,
  jjsfyw: english,
  p_engcurrentaddr: english,
  p_engregaddr: english,
  p_bornnation: chinese,
  p_engbornnation: english,
  cssfzw: chinese,
  cscszw: chinese,
  cssfyw: english,
  cscsyw: english,
  csdzyw: english,
  p_homeplace: chinese,
  reansonforexe: oneOfText(['A', 'B', '']),
  p_taxexplain: text(CRS_ADDRESS_MAX_LENGTH, {
    trim: true,
    requiredWhen: { field: 'reansonforexe', oneOf: ['B'], message: crsText.reasonRequired },
  }),
} as const satisfies RequestRules<CrsForm>;

/** The contact form's rules (modifyCustomerInfo); the page checks with these alone, not the whole table. */
export const contactFormRules = {
  certificateType: text(10),
  country: text(50, { trim: true }),
  countryCode: text(10),
  sex: text(10),
  postalCode: text(10, { pattern: /^\d{6}$/, message: contactText.postalCodeInvalid }),
  provinceCode: text(6, { pattern: /^\d{6}$/, message: contactText.areaCodeInvalid }),
  provinceName: text(30, { trim: true }),
  cityCode: text(6, { pattern: /^\d{6}$/, message: contactText.areaCodeInvalid }),
  cityName: text(30, { trim: true }),
  zoneCode: text(6, { pattern: /^\d{6}$/, message: contactText.areaCodeInvalid }),
  zoneName: text(30, { trim: true }),
  contactAddress: text(100, { trim: true }),
  faxAddress: text(100, { trim: true }),
  email: text(100, { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: contactText.emailInvalid }),
  nation: text(30, { trim: true }),
  nationCode: text(10),
  jobOccupation: text(30, { trim: true }),
  jobOccupationCode: text(10),
  jobDescription: text(100, {
    trim: true,
    requiredWhen: {
      field: 'jobOccupation',
      oneOf: [OTHER_OCCUPATION.caption],
      message: contactText.jobDescriptionRequired,
    },
  }),
} as const satisfies RequestRules<Partial<ContactForm>>;

export const dictSystem = oneOfText(['TA', 'DATACNT'], { required: '请传入字典编码', message: '字典编码有误' });
