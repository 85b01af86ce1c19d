/**
 * What every call's `requestData` must hold: per field, required or optional, its type, length, format or
 * allowed values, and the message when it does not. The server checks every request against this table before
 * a handler runs (answering 04040001 with the first failing field's message), and the client's form checks are
 * built from the same field rules, so the two cannot disagree. Fields are checked in the order written, which
 * is the order the screens show them; a rule that refers to another field (sameAs, requiredWhen, switch) names
 * one written before it.
 *
 * `satisfies` below: a call added to the contract does not compile until its rules are written here, and a rule
 * for a field the call does not have does not compile either.
 *
 * What a request alone cannot tell stays with the handler: picture and SMS codes, passwords against the stored
 * ones, ownership, whether a login picture is required now, limits over time.
 */
import type { CallKey, CallRequest } from './calls';
import {
  ADVISER_SEARCH_MAX_LENGTH,
  AVATAR_MAX_BASE64_LENGTH,
  BASE64_PATTERN,
  CRS_ADDRESS_MAX_LENGTH,
  CRS_ENGLISH_PATTERN,
  CRS_MAX_TAX_ROWS,
  MANAGE_CODE_PATTERN,
  OTHER_OCCUPATION,
  SIGN_UP_MAX_ACCOMPANY,
  SIGN_UP_NAME_MAX_LENGTH,
  SIGN_UP_NOTES_MAX_LENGTH,
  fieldRules,
  passwordHashRule,
  passwordRepeatRule,
  type AmountRule,
  type FieldRule,
  type IntegerRule,
  type OptionalRule,
  type RequiredRule,
  type TextRule,
} from './fields';
import {
  accountText,
  avatarText,
  changePasswordText,
  contactText,
  crsText,
  forgotPasswordText,
  loginText,
  registerPasswordText,
  requestText,
  riskText,
  signUpText,
} from './texts';
import { REASSESS_REASON_MAX } from './risk';

/**
 * Rules for exactly the fields of a call's request type, each required exactly when the type requires it: a
 * handler can rely on its request type, and a client compiles against what the server will refuse.
 */
export type RequestRules<Req> = {
  readonly [F in keyof Req]-?: Record<never, never> extends Pick<Req, F> ? OptionalRule : RequiredRule;
};

const invalid = requestText.invalid;
/** PostgreSQL's integer: ids and counts beyond it are no one's. */
const INT_MAX = 2_147_483_647;

// The builders' types say whether they were given `required`, so the table's types can hold them to the call's.
type Built<R, E> = Omit<R, 'required'> &
  (E extends { required: string } ? { readonly required: string } : { readonly required?: undefined });
type TextExtra = Partial<Omit<TextRule, 'type' | 'maxLength'>>;
type IntegerExtra = Partial<Omit<IntegerRule, 'type' | 'min' | 'max'>>;

const text = <const E extends TextExtra = Record<never, never>>(maxLength: number, extra?: E) =>
  ({ type: 'text', maxLength, message: invalid, ...extra }) as unknown as Built<TextRule, E>;
const oneOfText = <const E extends TextExtra = Record<never, never>>(values: readonly string[], extra?: E) =>
  ({ ...text(Math.max(...values.map((v) => v.length))), oneOf: values, ...extra }) as unknown as Built<TextRule, E>;
const integer = <const E extends IntegerExtra = Record<never, never>>(min: number, max: number, extra?: E) =>
  ({ type: 'integer', min, max, message: invalid, ...extra }) as unknown as Built<IntegerRule, E>;
const amount = (): AmountRule & { readonly required?: undefined } => ({
  type: 'amount',
  min: 0,
  max: 1e12,
  message: '金额参数有误',
});
const id = (message: string, required = message) => integer(1, INT_MAX, { required, message });

/** The same rule without its "required". */
function optional<R extends FieldRule>(rule: R): Omit<R, 'required'> {
  const { required: _required, ...rest } = rule as R & { required?: string };
  return rest;
}

const equipmentNo = text(64);
const loginPlatform = oneOfText(['2']);
/** Spec 2 §9, spec 3 §9: page numbers from 1, at most 100 items a page. */
const page = {
  pageNo: integer(1, 100_000, { message: '分页参数有误' }),
  pageSize: integer(1, 100, { message: '分页参数有误' }),
};
const trustCode = text(32, { required: '请传入产品代码', message: '请传入产品代码' });
/** Chart periods (spec 2 §4): '' and '5' since inception; absent means the default '4'. */
const period = oneOfText(['0', '1', '2', '3', '4', '5', ''], { message: '查询区间参数有误' });
const orderBy = oneOfText(['0', '1', ''], { message: '排序参数有误' });
const manageCode = text(30, { pattern: MANAGE_CODE_PATTERN, message: accountText.adviserNotFound });

const articleList = {
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
} as const satisfies RequestRules<CallRequest<'getArticleList'>>;

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
const crsForm = {
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
} as const satisfies RequestRules<CallRequest<'crsCommit'>>;

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
} as const satisfies RequestRules<CallRequest<'modifyCustomerInfo'>>;

const dictSystem = oneOfText(['TA', 'DATACNT'], { required: '请传入字典编码', message: '字典编码有误' });

export const REQUEST_RULES = {
  // Spec 1: account and personal area
  getUserRegister: { phoneNum: fieldRules.phone },
  queryPwdIntensity: {},
  getImgCode: {
    imageCodeType: integer(0, 2, { required: invalid }),
    // Login pictures are keyed by what was typed as user name, which may be an ID number.
    phoneNum: {
      type: 'switch',
      on: 'imageCodeType',
      cases: { 0: fieldRules.phone, 1: fieldRules.loginName, 2: fieldRules.phone },
    },
    equipmentNo,
  },
  getSmsCode: { phoneNum: fieldRules.phone, imgaeCode: fieldRules.pictureCode, equipmentNo },
  getQuickySmsCode: { phoneNum: fieldRules.phone, imgaeCode: fieldRules.loginPictureCode, equipmentNo },
  getForgetPwdSmsCode: { phoneNum: fieldRules.phone, imgaeCode: fieldRules.pictureCode, equipmentNo },
  userRegister: {
    phoneNum: fieldRules.phone,
    password: passwordHashRule(registerPasswordText),
    // Optional on the wire (spec 1 §7 does not list it), but when sent it must be the same.
    rePassword: optional(passwordRepeatRule('password', registerPasswordText)),
    // The picture was checked and spent by getSmsCode; a register request may still carry it.
    imgaeCode: fieldRules.loginPictureCode,
    smsCode: fieldRules.smsCode,
    registerSource: oneOfText(['1', '4', '5'], { required: invalid }),
    equipmentNo,
    manageCode,
    customerBId: text(32),
    promotionLinkId: text(64),
  },
  selectManagerInfo: {
    broker_name: text(ADVISER_SEARCH_MAX_LENGTH, { trim: true }),
    broker_account: manageCode,
  },
  userPasswordLogin: {
    userName: fieldRules.loginName,
    password: passwordHashRule({ required: loginText.passwordRequired, invalid: forgotPasswordText.invalid }),
    imgaeCode: fieldRules.loginPictureCode,
    equipmentNo,
    loginPlatform,
  },
  smsPasswordLogin: {
    userName: fieldRules.phone,
    imgaeCode: fieldRules.loginPictureCode,
    smsCode: fieldRules.smsCode,
    equipmentNo,
    loginPlatform,
  },
  // The forgot-password form's order (spec 1 §5): phone, picture code, SMS code, then the new pair.
  forgetPwd: {
    phoneNum: fieldRules.phone,
    imgaeCode: fieldRules.loginPictureCode,
    validateCode: fieldRules.smsCode,
    password: passwordHashRule(forgotPasswordText),
    rePassword: passwordRepeatRule('password', forgotPasswordText),
    equipmentNo,
  },
  resetPwdPc: {
    phoneNum: fieldRules.phone,
    password: passwordHashRule(changePasswordText),
    rePassword: passwordRepeatRule('password', changePasswordText),
    registerSource: oneOfText(['1'], { required: invalid }),
  },
  updateLoginPwd: {
    oldPassword: passwordHashRule({ required: changePasswordText.oldRequired, invalid: changePasswordText.oldInvalid }),
    newPassword: passwordHashRule(changePasswordText),
    rePassword: passwordRepeatRule('newPassword', changePasswordText),
  },
  loginOut: {},
  queryCustomerInfo: {},
  saveProfilePhotoUpload: {
    // Base64 without its data-URL prefix (spec 1 §7), at most AVATAR_MAX_BYTES of picture; the handler decodes
    // it and judges the type by the picture's first bytes.
    headPortrait: text(AVATAR_MAX_BASE64_LENGTH, {
      required: avatarText.required,
      pattern: BASE64_PATTERN,
      message: avatarText.unreadable,
      tooLong: avatarText.tooLarge,
    }),
  },
  updateNickName: { nickName: fieldRules.nickname },
  selectContact: {},
  modifyCustomerInfo: contactFormRules,
  // '000000' or nothing: the provinces.
  selectArea: { code: text(6, { pattern: /^\d{6}$/, message: '地区编码有误' }) },
  queryCrmDictList: {
    key: oneOfText(['2099', '1027', '5084'], { required: '请传入字典编码', message: '字典编码有误' }),
    system: dictSystem,
  },
  findCustManager: {},
  isUnReadMsg: {},
  getPushMsg: page,
  // An empty or missing list marks every message read (the list's mark-all-read).
  changeStatusBatch: {
    list: {
      type: 'list',
      maxItems: 1000,
      message: '消息编号有误',
      item: {
        type: 'record',
        message: '消息编号有误',
        fields: { id: id('消息编号有误'), isMsg: integer(0, 1, { message: '消息编号有误' }) },
      },
    },
  },
  getMsgDetail: {
    id: id('消息编号有误'),
    isMsg: integer(0, 1, { message: '消息编号有误' }),
    entityId: text(64),
  },
  helpCenterList: {},
  helpQuestionList: { dictValue: text(30, { trim: true }), title: text(50, { trim: true }) },
  helpQuestionDetail: { id: id('问题编号有误') },
  addOpinion: {
    opinion: fieldRules.opinion,
    type: fieldRules.opinionType,
    // Spec 1 §3: source defaults to '1'.
    source: text(10),
  },

  // Spec 2: investment
  productList: {
    ...page,
    shortName: text(50, { trim: true }),
    // Filter values as the client stores them: '', '2', '3,4' (spec 2 §2 "Product filter").
    saleProjectStatus: text(20, { pattern: /^[1-4](,[1-4])*$/, message: '产品状态参数有误' }),
    type: text(20, { pattern: /^[1-59](,[1-59])*$/, message: '投资行业参数有误' }),
    riskLevel: text(20, { pattern: /^0[1-5](,0[1-5])*$/, message: '风险等级参数有误' }),
    startAmount: amount(),
    endAmount: amount(),
  },
  queryProjectInfo: { trustCode },
  fixedDetail: { trustCode },
  queryproductnetvalue: {
    trust_code: trustCode,
    type: period,
    orderBy,
    showType: integer(1, 2, { message: '展示类型参数有误' }),
  },
  queryProductIncome: {
    trustCode,
    showType: oneOfText(['1', '2'], { message: '展示类型参数有误' }),
    orderBy,
    dateCycle: period,
  },
  queryProductFile: {
    trustCode,
    fileType: oneOfText(['7', '1', '2', '3'], { required: '文件类型参数有误', message: '文件类型参数有误' }),
  },
  getQuestionary: { typeid: oneOfText(['1']), custtype: oneOfText(['1']) },
  updateInvestor: {
    surveyid: text(32, { required: invalid }),
    objtype: oneOfText(['1'], { required: invalid }),
    answercontent: text(4000, { required: invalid }),
    msgCode: fieldRules.smsCode,
    readFlag: oneOfText(['0', '1']),
  },
  queryRiskMsg: {},
  getQuestionResult: {},
  queryRiskTimes: {},
  // Spec 2 §2: a reason (E: the user's own text, sent as the reason) is required.
  updateRiskReason: { riskReason: text(REASSESS_REASON_MAX, { trim: true, required: riskText.reasonRequired }) },
  queryDict: {
    key: oneOfText(['5084', '5090'], { required: '请传入字典编码', message: '字典编码有误' }),
    system: dictSystem,
  },
  updateCrs: crsForm,
  crsCommit: crsForm,
  selectCrs: {},
  investorCert: {},

  // Spec 3: content and engagement
  queryArticleList: articleList,
  getArticleList: articleList,
  getConsumerKnowleageList: articleList,
  getArticleDetail: { id: id('文章编号参数有误') },
  articleDetailCheck: { id: id('文章编号参数有误') },
  queryBanner: {
    pageType: integer(2, 3, { required: '页面类型参数有误', message: '页面类型参数有误' }),
    bannerType: integer(10, 13, { required: '轮播类型参数有误', message: '轮播类型参数有误' }),
    productTerminal: integer(1, 2, { message: '终端类型参数有误' }),
  },
  // Dictionary codes are upper-case words joined by underscores (HOME_PAGE_COLOUR, H5_SERVER_PAGE_DESC_JF).
  queryDictValue: { dictCode: text(64, { trim: true, required: '请传入字典编码', pattern: /^[A-Za-z0-9_]+$/ }) },
  queryInvestmentAdviserInfo: { investrea: text(32, { required: '请传入投资顾问' }) },
  // The sign-up form's order (spec 3 §2: prefilled name, phone and customer manager).
  applySave: {
    applyName: text(SIGN_UP_NAME_MAX_LENGTH, {
      trim: true,
      required: signUpText.nameRequired,
      tooLong: signUpText.nameTooLong,
    }),
    applyPhoneNumber: fieldRules.phone,
    customerManager: text(SIGN_UP_NAME_MAX_LENGTH, { trim: true, tooLong: signUpText.managerTooLong }),
    accompanyNumber: integer(0, SIGN_UP_MAX_ACCOMPANY, { message: signUpText.accompanyInvalid }),
    areaCode: oneOfText(['1', '2', '3'], { required: signUpText.areaRequired, message: signUpText.areaRequired }),
    notes: text(SIGN_UP_NOTES_MAX_LENGTH, { trim: true, tooLong: signUpText.notesTooLong }),
    articleId: id('文章编号参数有误', '活动不存在'),
  },
  getPointsDetails: {
    // 0 all, 1 earned, 2 used, 3 expired (spec 3 §3).
    pointsType: integer(0, 3, { required: '请选择积分类型', message: '积分类型参数有误' }),
    // A month: yyyy-mm or yyyymm (1900–2099, months 01–12); '' or nothing means every month.
    pointsTime: text(7, { pattern: /^(19|20)\d{2}-?(0[1-9]|1[0-2])$/, message: '查询月份格式应为YYYY-MM' }),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
  },
  queryTaskCenterList: {},
  customerSignIn: {},
  queryShareInfo: {},
  queryInviteUserList: {},
} as const satisfies { readonly [K in CallKey]: RequestRules<CallRequest<K>> };
