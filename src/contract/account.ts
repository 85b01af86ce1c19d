/** Spec 1 (account access and personal area): its data and its calls, each declared once (`accountCalls`). */
import { defineCall } from './defineCall.ts';
import {
  ADVISER_SEARCH_MAX_LENGTH,
  AVATAR_MAX_BASE64_LENGTH,
  BASE64_PATTERN,
  fieldRules,
  passwordHashRule,
  passwordRepeatRule,
} from './fields.ts';
import {
  contactFormRules,
  dictSystem,
  equipmentNo,
  id,
  integer,
  invalid,
  loginPlatform,
  manageCode,
  oneOfText,
  optional,
  page,
  text,
} from './requestRules.ts';
import { avatarText, changePasswordText, forgotPasswordText, loginText, registerPasswordText } from './texts.ts';

export type ImageCodeType = 0 | 1 | 2; // 0 register, 1 login, 2 forgot password
export type RegisterSource = '1' | '4' | '5';
export type IsCertified = 0 | 2;

export interface LoginData {
  type: number;
  certificateType: string;
  pwdChangeType: number;
  xtoken: string;
  isCertified: IsCertified;
  /**
   * The user's full phone: it is stored and set as the telephone cookie, which the native shell reads (spec 1 §3).
   * Screens show it through maskPhone.
   */
  telephone: string;
  realName: string;
}

export interface CustomerInfo {
  profilePhoto: string;
  nickName: string;
  realName: string;
  /** Masked for display, 138****0001 (spec 1 §3). */
  telephone: string;
  isCertified: IsCertified;
  /**
   * Whole years on today's China date, from the certified record; null when the server has no birth date. Not in
   * spec 1 §7: the risk questionnaire's 65+ rules (spec 2 §2) need it from every link, and the app's `age` query is
   * only on some of them.
   */
  age: number | null;
  /**
   * The birth date of the certified record (yyyy-mm-dd); null when the server has none. Not in spec 1 §7: the CRS
   * declaration's birth date starts from it (issue 15/18).
   */
  birthDate: string | null;
}

export interface ContactForm {
  certificateType: string;
  country: string;
  countryCode: string;
  sex: string;
  postalCode: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  zoneCode: string;
  zoneName: string;
  contactAddress: string;
  faxAddress: string;
  email: string;
  nation: string;
  nationCode: string;
  jobOccupation: string;
  jobOccupationCode: string;
  jobDescription: string;
}

export interface CustomerManager {
  name: string;
  headImage: string;
  workYears: number;
  telephone: string;
  weChatNo: string;
  address: string;
}

export interface DictItem {
  caption: string;
  key_value: string;
  dictName: string;
  dictValue: string;
  english: string;
}

export interface AreaItem {
  name: string;
  code: string;
}

export interface HelpCategory {
  dictName: string;
  dictValue: string;
}

export interface HelpQuestion {
  id: number;
  title: string;
  answer: string;
}

export interface Message {
  id: number;
  title: string;
  content: string;
  pushTime: string;
  isRead: 0 | 1;
  isMsg: 0 | 1;
  entityId: string;
}

export interface MessageDetail {
  msgList: Array<{ id: number; title: string; content: string; pushTime: string }>;
  opinion?: string;
  time?: string;
}

/**
 * The calls of spec 1, one declaration each (`defineCall`): request and response types, action, session,
 * submission, headers and request rules.
 */
export const accountCalls = {
  getUserRegister: defineCall<{ phoneNum: string }, { isRegister: 0 | 1 }>()({
    label: '查询注册状态',
    public: true,
    rules: { phoneNum: fieldRules.phone },
  }),
  queryPwdIntensity: defineCall<Record<string, never>, { rule: string; msg: string }>()({
    label: '查询密码规则',
    public: true,
    rules: {},
  }),
  getImgCode: defineCall<
    { imageCodeType: ImageCodeType; phoneNum: string; equipmentNo?: string },
    { imageVerification: string }
  >()({
    label: '获取图形验证码',
    public: true,
    rules: {
      imageCodeType: integer(0, 2, { required: invalid }),
      // Login pictures are keyed by what was typed as user name, which may be an ID number.
      phoneNum: {
        type: 'switch',
        on: 'imageCodeType',
        cases: { 0: fieldRules.phone, 1: fieldRules.loginName, 2: fieldRules.phone },
      },
      equipmentNo,
    },
  }),
  getSmsCode: defineCall<{ phoneNum: string; imgaeCode: string; equipmentNo?: string }, null>()({
    label: '获取短信验证码',
    public: true,
    rules: { phoneNum: fieldRules.phone, imgaeCode: fieldRules.pictureCode, equipmentNo },
  }),
  getQuickySmsCode: defineCall<{ phoneNum: string; imgaeCode?: string; equipmentNo?: string }, null>()({
    label: '获取短信验证码',
    public: true,
    rules: { phoneNum: fieldRules.phone, imgaeCode: fieldRules.loginPictureCode, equipmentNo },
  }),
  getForgetPwdSmsCode: defineCall<{ phoneNum: string; imgaeCode: string; equipmentNo?: string }, null>()({
    label: '获取短信验证码',
    public: true,
    rules: { phoneNum: fieldRules.phone, imgaeCode: fieldRules.pictureCode, equipmentNo },
  }),
  userRegister: defineCall<
    {
      phoneNum: string;
      password: string;
      rePassword?: string;
      smsCode: string;
      registerSource: RegisterSource;
      equipmentNo?: string;
      imgaeCode?: string;
      manageCode?: string;
      customerBId?: string;
      promotionLinkId?: string;
    },
    null
  >()({
    label: '注册',
    public: true,
    submission: true,
    rules: {
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
  }),
  selectManagerInfo: defineCall<
    { broker_name?: string; broker_account?: string },
    Array<{ broker_name: string; broker_account: string }>
  >()({
    label: '查询理财经理',
    public: true,
    rules: {
      broker_name: text(ADVISER_SEARCH_MAX_LENGTH, { trim: true }),
      broker_account: manageCode,
    },
  }),
  userPasswordLogin: defineCall<
    { userName: string; password: string; imgaeCode?: string; equipmentNo?: string; loginPlatform?: '2' },
    LoginData
  >()({
    label: '登录',
    public: true,
    rules: {
      userName: fieldRules.loginName,
      password: passwordHashRule({ required: loginText.passwordRequired, invalid: forgotPasswordText.invalid }),
      imgaeCode: fieldRules.loginPictureCode,
      equipmentNo,
      loginPlatform,
    },
  }),
  smsPasswordLogin: defineCall<
    { userName: string; imgaeCode?: string; smsCode: string; loginPlatform?: '2'; equipmentNo?: string },
    LoginData
  >()({
    label: '登录',
    public: true,
    rules: {
      userName: fieldRules.phone,
      imgaeCode: fieldRules.loginPictureCode,
      smsCode: fieldRules.smsCode,
      equipmentNo,
      loginPlatform,
    },
  }),
  forgetPwd: defineCall<
    {
      phoneNum: string;
      password: string;
      rePassword: string;
      validateCode: string;
      equipmentNo?: string;
      imgaeCode?: string;
    },
    null
  >()({
    label: '重置密码',
    public: true,
    submission: true,
    // The forgot-password form's order (spec 1 §5): phone, picture code, SMS code, then the new pair.
    rules: {
      phoneNum: fieldRules.phone,
      imgaeCode: fieldRules.loginPictureCode,
      validateCode: fieldRules.smsCode,
      password: passwordHashRule(forgotPasswordText),
      rePassword: passwordRepeatRule('password', forgotPasswordText),
      equipmentNo,
    },
  }),
  resetPwdPc: defineCall<{ phoneNum: string; password: string; rePassword: string; registerSource: '1' }, null>()({
    label: '设置密码',
    submission: true,
    rules: {
      phoneNum: fieldRules.phone,
      password: passwordHashRule(changePasswordText),
      rePassword: passwordRepeatRule('password', changePasswordText),
      registerSource: oneOfText(['1'], { required: invalid }),
    },
  }),
  updateLoginPwd: defineCall<{ oldPassword: string; newPassword: string; rePassword: string }, null>()({
    label: '修改密码',
    submission: true,
    rules: {
      oldPassword: passwordHashRule({
        required: changePasswordText.oldRequired,
        invalid: changePasswordText.oldInvalid,
      }),
      newPassword: passwordHashRule(changePasswordText),
      rePassword: passwordRepeatRule('newPassword', changePasswordText),
    },
  }),
  loginOut: defineCall<Record<string, never>, null>()({
    label: '退出登录',
    rules: {},
  }),
  queryCustomerInfo: defineCall<Record<string, never>, CustomerInfo>()({
    label: '查询个人信息',
    rules: {},
  }),
  saveProfilePhotoUpload: defineCall<{ headPortrait: string }, null>()({
    label: '上传头像',
    submission: true,
    // The picture's base64 and the envelope around it.
    bodyLimit: AVATAR_MAX_BASE64_LENGTH + 1024,
    rules: {
      // Base64 without its data-URL prefix (spec 1 §7), at most AVATAR_MAX_BYTES of picture; the handler decodes
      // it and judges the type by the picture's first bytes.
      headPortrait: text(AVATAR_MAX_BASE64_LENGTH, {
        required: avatarText.required,
        pattern: BASE64_PATTERN,
        message: avatarText.unreadable,
        tooLong: avatarText.tooLarge,
      }),
    },
  }),
  updateNickName: defineCall<{ nickName: string }, null>()({
    label: '修改昵称',
    submission: true,
    rules: { nickName: fieldRules.nickname },
  }),
  selectContact: defineCall<Record<string, never>, ContactForm>()({
    label: '查询联系信息',
    rules: {},
  }),
  /** What the form changed; fields left out keep their value. */
  modifyCustomerInfo: defineCall<Partial<ContactForm>, null>()({
    label: '保存联系信息',
    submission: true,
    rules: contactFormRules,
  }),
  /** code '000000' or none: the provinces. */
  selectArea: defineCall<{ code?: string }, AreaItem[]>()({
    label: '查询地区',
    public: true,
    // '000000' or nothing: the provinces.
    rules: { code: text(6, { pattern: /^\d{6}$/, message: '地区编码有误' }) },
  }),
  queryCrmDictList: defineCall<{ key: '2099' | '1027' | '5084'; system: 'TA' | 'DATACNT' }, DictItem[]>()({
    label: '查询字典',
    public: true,
    rules: {
      key: oneOfText(['2099', '1027', '5084'], { required: '请传入字典编码', message: '字典编码有误' }),
      system: dictSystem,
    },
  }),
  findCustManager: defineCall<Record<string, never>, CustomerManager | null>()({
    label: '查询理财经理',
    rules: {},
  }),
  isUnReadMsg: defineCall<Record<string, never>, { isNews: 0 | 1 }>()({
    label: '查询未读消息',
    rules: {},
  }),
  getPushMsg: defineCall<{ pageNo?: number; pageSize?: number }, { list: Message[]; total: number }>()({
    label: '查询消息',
    rules: page,
  }),
  /** An empty or missing list marks every message read. */
  changeStatusBatch: defineCall<{ list?: Array<Pick<Message, 'id' | 'isMsg'>> }, null>()({
    label: '标记已读',
    submission: true,
    listAs: 'list',
    // An empty or missing list marks every message read (the list's mark-all-read).
    rules: {
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
  }),
  getMsgDetail: defineCall<{ id: number; isMsg?: 0 | 1; entityId?: string }, { msgData: MessageDetail | null }>()({
    label: '查询消息详情',
    rules: {
      id: id('消息编号有误'),
      isMsg: integer(0, 1, { message: '消息编号有误' }),
      entityId: text(64),
    },
  }),
  helpCenterList: defineCall<Record<string, never>, HelpCategory[]>()({
    label: '查询帮助分类',
    public: true,
    rules: {},
  }),
  helpQuestionList: defineCall<{ dictValue?: string; title?: string }, HelpQuestion[]>()({
    label: '查询问题列表',
    public: true,
    rules: { dictValue: text(30, { trim: true }), title: text(50, { trim: true }) },
  }),
  helpQuestionDetail: defineCall<{ id: number }, HelpQuestion>()({
    label: '查询问题详情',
    public: true,
    rules: { id: id('问题编号有误') },
  }),
  /** source defaults to '1' (spec 1 §3). */
  addOpinion: defineCall<{ opinion: string; type: '0' | '1'; source?: string }, null>()({
    label: '提交投诉建议',
    submission: true,
    rules: {
      opinion: fieldRules.opinion,
      type: fieldRules.opinionType,
      // Spec 1 §3: source defaults to '1'.
      source: text(10),
    },
  }),
};
