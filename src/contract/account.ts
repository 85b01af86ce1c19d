/** Calls of spec 1 (account access and personal area), request and response per call key. */

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

export interface AccountCalls {
  getUserRegister: { req: { phoneNum: string }; res: { isRegister: 0 | 1 } };
  queryPwdIntensity: { req: Record<string, never>; res: { rule: string; msg: string } };
  getImgCode: {
    req: { imageCodeType: ImageCodeType; phoneNum: string; equipmentNo?: string };
    res: { imageVerification: string };
  };
  getSmsCode: { req: { phoneNum: string; imgaeCode: string; equipmentNo?: string }; res: null };
  getQuickySmsCode: { req: { phoneNum: string; imgaeCode?: string; equipmentNo?: string }; res: null };
  getForgetPwdSmsCode: { req: { phoneNum: string; imgaeCode: string; equipmentNo?: string }; res: null };
  userRegister: {
    req: {
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
    };
    res: null;
  };
  selectManagerInfo: {
    req: { broker_name?: string; broker_account?: string };
    res: Array<{ broker_name: string; broker_account: string }>;
  };
  userPasswordLogin: {
    req: { userName: string; password: string; imgaeCode?: string; equipmentNo?: string; loginPlatform?: '2' };
    res: LoginData;
  };
  smsPasswordLogin: {
    req: { userName: string; imgaeCode?: string; smsCode: string; loginPlatform?: '2'; equipmentNo?: string };
    res: LoginData;
  };
  forgetPwd: {
    req: {
      phoneNum: string;
      password: string;
      rePassword: string;
      validateCode: string;
      equipmentNo?: string;
      imgaeCode?: string;
    };
    res: null;
  };
  resetPwdPc: { req: { phoneNum: string; password: string; rePassword: string; registerSource: '1' }; res: null };
  updateLoginPwd: { req: { oldPassword: string; newPassword: string; rePassword: string }; res: null };
  loginOut: { req: Record<string, never>; res: null };
  queryCustomerInfo: { req: Record<string, never>; res: CustomerInfo };
  saveProfilePhotoUpload: { req: { headPortrait: string }; res: null };
  updateNickName: { req: { nickName: string }; res: null };
  selectContact: { req: Record<string, never>; res: ContactForm };
  /** What the form changed; fields left out keep their value. */
  modifyCustomerInfo: { req: Partial<ContactForm>; res: null };
  /** code '000000' or none: the provinces. */
  selectArea: { req: { code?: string }; res: AreaItem[] };
  queryCrmDictList: { req: { key: '2099' | '1027' | '5084'; system: 'TA' | 'DATACNT' }; res: DictItem[] };
  findCustManager: { req: Record<string, never>; res: CustomerManager | null };
  isUnReadMsg: { req: Record<string, never>; res: { isNews: 0 | 1 } };
  getPushMsg: { req: { pageNo?: number; pageSize?: number }; res: { list: Message[]; total: number } };
  /** An empty or missing list marks every message read. */
  changeStatusBatch: { req: { list?: Array<Pick<Message, 'id' | 'isMsg'>> }; res: null };
  getMsgDetail: { req: { id: number; isMsg?: 0 | 1; entityId?: string }; res: { msgData: MessageDetail | null } };
  helpCenterList: { req: Record<string, never>; res: HelpCategory[] };
  helpQuestionList: { req: { dictValue?: string; title?: string }; res: HelpQuestion[] };
  helpQuestionDetail: { req: { id: number }; res: HelpQuestion };
  /** source defaults to '1' (spec 1 §3). */
  addOpinion: { req: { opinion: string; type: '0' | '1'; source?: string }; res: null };
}
