import type { CallKey } from './calls';

export * from './envelope';
export * from './texts';
export * from './fields';
export * from './requestRules';
export * from './checkRequest';
export * from './risk';
export * from './crs';
export type * from './account';
export type * from './invest';
export type * from './content';
export type * from './calls';

/**
 * Calls that work without a session; every other call answers 06060010 when the token is missing or expired.
 * resetPwdPc is not here: setting a password from a phone number alone would hand over accounts, so it needs the
 * (SMS-login) session of that phone.
 */
export const PUBLIC_CALLS = [
  'getUserRegister',
  'queryPwdIntensity',
  'getImgCode',
  'getSmsCode',
  'getQuickySmsCode',
  'getForgetPwdSmsCode',
  'userRegister',
  'selectManagerInfo',
  'userPasswordLogin',
  'smsPasswordLogin',
  'forgetPwd',
  'queryDictValue',
  'queryBanner',
  'queryArticleList',
  'getArticleList',
  'getConsumerKnowleageList',
  'getArticleDetail',
  // Public: visitors read activity pages; checkStatus reflects the session when there is one.
  'articleDetailCheck',
  'helpCenterList',
  'helpQuestionList',
  'helpQuestionDetail',
  'selectArea',
  'queryCrmDictList',
  'queryDict',
  'queryInvestmentAdviserInfo',
] as const satisfies readonly CallKey[];

/** What the CRS upload answers as `result.data`. */
export interface CrsUploadResult {
  count: number;
  ids: number[];
}
