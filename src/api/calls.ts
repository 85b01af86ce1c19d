import type { CallKey, CallRequest, CallResponse, PicByUuid } from '../contract';
import { PIC_BY_UUID_PATH } from '../contract/envelope';
import { request, send, type CallOptions, type CallOutcome } from './client';

/**
 * The Chinese action of every call, for "<action>失败" when the server sends no message (spec 1 §8).
 * `satisfies Record<CallKey, string>`: a call added to the contract does not compile until it is named here,
 * and that also gives it its typed function below.
 */
const ACTION_LABELS = {
  // Spec 1: account and personal area
  getUserRegister: '查询注册状态',
  queryPwdIntensity: '查询密码规则',
  getImgCode: '获取图形验证码',
  getSmsCode: '获取短信验证码',
  getQuickySmsCode: '获取短信验证码',
  getForgetPwdSmsCode: '获取短信验证码',
  userRegister: '注册',
  selectManagerInfo: '查询理财经理',
  userPasswordLogin: '登录',
  smsPasswordLogin: '登录',
  forgetPwd: '重置密码',
  resetPwdPc: '设置密码',
  updateLoginPwd: '修改密码',
  loginOut: '退出登录',
  queryCustomerInfo: '查询个人信息',
  saveProfilePhotoUpload: '上传头像',
  updateNickName: '修改昵称',
  selectContact: '查询联系信息',
  modifyCustomerInfo: '保存联系信息',
  selectArea: '查询地区',
  queryCrmDictList: '查询字典',
  findCustManager: '查询理财经理',
  isUnReadMsg: '查询未读消息',
  getPushMsg: '查询消息',
  changeStatusBatch: '标记已读',
  getMsgDetail: '查询消息详情',
  helpCenterList: '查询帮助分类',
  helpQuestionList: '查询问题列表',
  helpQuestionDetail: '查询问题详情',
  addOpinion: '提交投诉建议',
  // Spec 2: investment
  productList: '查询产品列表',
  queryProjectInfo: '查询产品详情',
  fixedDetail: '查询产品详情',
  queryproductnetvalue: '查询产品净值',
  queryProductIncome: '查询产品收益',
  queryProductFile: '查询产品文件',
  getQuestionary: '查询测评问卷',
  updateInvestor: '提交风险测评',
  queryRiskMsg: '获取短信验证码',
  getQuestionResult: '查询测评结果',
  queryRiskTimes: '查询测评次数',
  updateRiskReason: '提交测评原因',
  queryDict: '查询字典',
  updateCrs: '提交声明',
  crsCommit: '提交声明',
  selectCrs: '查询声明',
  investorCert: '合格投资者确认',
  // Spec 3: content and engagement
  queryArticleList: '查询文章列表',
  getArticleList: '查询文章列表',
  getConsumerKnowleageList: '查询文章列表',
  getArticleDetail: '查询文章详情',
  articleDetailCheck: '查询报名状态',
  queryBanner: '查询轮播图',
  queryDictValue: '查询配置',
  queryInvestmentAdviserInfo: '查询投资顾问信息',
  applySave: '活动报名',
  getPointsDetails: '查询积分明细',
  queryTaskCenterList: '查询任务列表',
  customerSignIn: '签到',
  queryShareInfo: '查询分享信息',
  queryInviteUserList: '查询邀请列表',
} satisfies Record<CallKey, string>;

/** Extra request headers a call needs (spec 2 §7: updateInvestor sends version 146 and agent 2). */
const CALL_HEADERS: Partial<Record<CallKey, Record<string, string>>> = {
  updateInvestor: { version: '146', agent: '2' },
};

// Calls whose request has no required field may be made without one: `api.loginOut()`.
type CallArgs<K extends CallKey, E extends string> =
  Record<never, never> extends CallRequest<K>
    ? [requestData?: CallRequest<K>, options?: CallOptions<E>]
    : [requestData: CallRequest<K>, options?: CallOptions<E>];

export type CallFn<K extends CallKey> = <const E extends string = never>(
  ...args: CallArgs<K, E>
) => Promise<CallOutcome<CallResponse<K>, E>>;

export type Api = { [K in CallKey]: CallFn<K> };

function bind<K extends CallKey>(key: K): CallFn<K> {
  const fn = (requestData?: CallRequest<K>, options: CallOptions<string> = {}) =>
    request(key, requestData ?? ({} as CallRequest<K>), {
      action: ACTION_LABELS[key],
      ...options,
      headers: { ...CALL_HEADERS[key], ...options.headers },
    });
  return fn as CallFn<K>;
}

/** One typed function per call key: `api.userPasswordLogin(req, { expect: [Code.captchaRequired] })`. */
export const api = Object.fromEntries((Object.keys(ACTION_LABELS) as CallKey[]).map((key) => [key, bind(key)])) as Api;

/** `GET ${API_PREFIX}/getPicByUuid?uuid=`: banner and article images, answered as base64. */
export function getPicByUuid(uuid: string): Promise<CallOutcome<PicByUuid>> {
  return send<PicByUuid>(PIC_BY_UUID_PATH, { method: 'GET', query: { uuid } }, { action: '获取图片' });
}
