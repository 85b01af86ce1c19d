/**
 * The spec's Chinese texts that the screens show and the server answers, written once. The client's checks
 * (`src/validation`), its flows and the server's request rules and handlers all take them from here, so a screen
 * and the server cannot word the same thing two ways. Texts are verbatim from the spec where it gives Chinese;
 * where it gives only English the wording is the product's, and the comment says so.
 */

/**
 * A value the screens cannot produce (a wrong type, a length the input already caps, a value outside a fixed
 * list) and for which the spec gives no text: only another client or a hand-made request gets this.
 */
export const requestText = {
  invalid: '请求参数有误',
  /** A body over its call's limit (calls.ts `bodyLimitOf`), before any call rule can look at it. */
  tooLarge: '请求内容过大',
  /** A body that did not arrive within its deadline (server/http/api.ts bodyDeadlineMs). */
  tooSlow: '请求超时，请重试',
  /** A call body that is not `application/json` (for the CRS upload: not multipart or JSON). */
  contentType: '请求内容类型不支持',
  /** A state-changing request sent from a page of another site (its `Origin` is not this server's). */
  origin: '请求来源不被允许',
} as const;

/** Spec 1 §5 "Phone". */
export const phoneText = {
  required: '请输入手机号',
  invalid: '您输入的手机号格式有误',
} as const;

/** Spec 1 §5 "Phone" (login accepts a phone or an ID number), §4 "Successful login", §8. */
export const loginText = {
  userNameRequired: '请输入手机号或证件号',
  passwordRequired: '请输入密码',
  /** Login's own picture field says 图片验证码 (spec 1 §5 "Captchas"). */
  imageCodeRequired: '请输入图片验证码',
  loggedIn: '登录成功',
  /** The same for a wrong password and an unknown account, so the answer does not tell who has one. */
  failed: '账号或密码错误',
} as const;

/** Spec 1 §5 "Captchas", §7 (the SMS call's answer). */
export const codeText = {
  /** Forms that request an SMS code call the picture code 图形验证码. */
  imageRequired: '请输入图形验证码',
  smsRequired: '请输入短信验证码',
  imageWrong: '图片验证码错误',
  /** One text for wrong, expired, spent and never-sent codes. */
  smsWrong: '短信验证码错误或已失效',
  smsSent: '验证码已发送至您的手机, 请注意查收',
} as const;

/** Spec 1 §5 "Password": on a mismatch with the rule the screens say this, not the server's rule message. */
export const passwordText = {
  invalid: '您输入的密码格式有误',
  /** What the set- and change-password pages say under their heading (spec 1 §2 "the same hint"). */
  hint: '密码为8~20位数字、字母、特殊字符，且至少包含其中两种',
} as const;

/** The messages of a new-password pair. Spec 1 §5 gives two wordings; each form keeps to one. */
export interface PasswordPairText {
  required: string;
  /** On a mismatch with the rule the client shows this, not the server's message (spec 1 §5). */
  invalid: string;
  repeatRequired: string;
  mismatch: string;
}

/** Forgot password (spec 1 §5 "Password"). */
export const forgotPasswordText = {
  required: '请输入新密码',
  invalid: passwordText.invalid,
  repeatRequired: '请输入再次输入新密码',
  mismatch: '两次密码不一致',
} as const satisfies PasswordPairText;

/**
 * Change password. Spec 1 §5 lists these in English; the Chinese wording is the product's:
 * - "please enter the old password"      → 请输入原密码
 * - "the old password format is wrong"   → 原密码格式有误
 * - "please enter the new password"      → 请输入新密码
 * - "the password format is wrong"       → 您输入的密码格式有误
 * - "please enter the confirm password"  → 请输入确认密码
 * - "the two passwords do not match"     → 两次输入的密码不一致
 * The set-password page uses the same pair wording: it is the same screen family with the same hint.
 */
export const changePasswordText = {
  oldRequired: '请输入原密码',
  oldInvalid: '原密码格式有误',
  required: '请输入新密码',
  invalid: passwordText.invalid,
  repeatRequired: '请输入确认密码',
  mismatch: '两次输入的密码不一致',
} as const satisfies PasswordPairText & Record<string, string>;

/** Register (spec 1 §5 "Password" with the register wording). */
export const registerPasswordText = {
  required: loginText.passwordRequired,
  invalid: passwordText.invalid,
  repeatRequired: changePasswordText.repeatRequired,
  mismatch: changePasswordText.mismatch,
} as const satisfies PasswordPairText;

/** Spec 1 §5 "Agreement" gives two wordings: the register agreement, or the electronic channel service agreement. */
export const agreementText = {
  register: '请阅读并同意注册协议',
  channel: '请阅读并同意电子渠道服务协议',
} as const;

/**
 * The legacy users' prompts (spec 1 §1, §4 "Legacy-user prompts on login"). The server answers them as the msg
 * of 04040540 / 04040541; the login and forgot-password flows show them (and fall back to them when a msg is
 * missing).
 */
export const legacyUserText = {
  /** A legacy website user's password login (04040540) and forgot password (04040540). */
  websiteUseSms: '您是老官网用户，由于系统升级，请使用短信验证码登录',
  /** After a legacy website user's SMS login: the client's own prompt to set a password. */
  websiteChangePassword: '您是老官网用户，请修改个人密码',
  /** A legacy PC user's password login (04040540): the spec's "PC-password tip". */
  pcUseSms: '您是老PC端用户，由于系统升级，请使用短信验证码登录',
  /** A legacy PC user's SMS login and forgot password (04040541). */
  pcRegisterAgain: '您是老PC端用户，由于系统升级，需要在APP重新注册',
} as const;

/** The account calls' outcomes that the server answers as msg and the flows show (spec 1 §4, §7, §8). */
export const accountText = {
  registered: '恭喜您, 注册成功',
  alreadyRegistered: '该手机号已经注册',
  passwordReset: '设置新密码成功',
  passwordSet: '设置密码成功',
  passwordChanged: '密码修改成功，请重新登录',
  loggedOut: '退出成功',
  adviserNotFound: '未找到该理财经理，请核对理财经理编号',
} as const;

/**
 * The My page, the wealth adviser and the messages (spec 1 §2, §4). The spec gives the unverified prompt in English
 * only ("after real-name verification you will get a dedicated wealth adviser"); the wording is the product's, as
 * are the others here. markedAllRead is changeStatusBatch's answer, shown when the server sends none.
 */
export const mineText = {
  adviserAfterCertification: '完成实名认证后，将为您配备专属理财经理',
  noAdviser: '暂无专属理财经理',
  markAllRead: '全部已读',
  markedAllRead: '已全部标为已读',
  weChatCopied: '微信号已复制',
  copyFailed: '复制失败，请长按微信号复制',
  noAdviserCompany: '暂无投资顾问信息',
  /** The large-text mode (适老化, ours): its switch, and its offer to an investor of 65 or over. */
  largeText: '大字模式',
  largeTextNote: '字号更大、按钮更大，阅读更轻松',
  largeTextOffer: '为方便您阅读，可开启大字模式：字号更大、按钮更大。也可随时在“我的”中开启或关闭。',
  largeTextOn: '开启大字模式',
  largeTextLater: '暂不需要',
} as const;

/** Spec 1 §5 "Nickname"; the length text is the product's (the spec gives the limit, not a message). */
export const nicknameText = {
  required: '请输入昵称',
  invalid: '只能输入汉字、数字、英文一种或多种的组合',
  tooLong: '昵称不能超过30个字',
  /** updateNickName's answer (the page shows result.msg); the product's wording. */
  saved: '昵称修改成功',
} as const;

/** Spec 1 §5 "Avatar" gives these in English ("please select a picture", "wrong file type"). */
export const avatarText = {
  required: '请选择图片',
  invalid: '文件类型错误',
  /** The product's: the text is not base64 of a whole picture. */
  unreadable: '图片数据有误，请重新选择',
  /** The product's: over AVATAR_MAX_BYTES. */
  tooLarge: '图片不大于2M',
  /** saveProfilePhotoUpload's answer (result.msg); the spec gives none. */
  saved: '头像上传成功',
} as const;

/** Spec 1 §5 "Contact". */
export const contactText = {
  jobDescriptionRequired: '请输入职业描述',
  /** The rest are the product's: codes the pickers offer, checked again by the server. */
  postalCodeInvalid: '邮政编码有误',
  emailInvalid: '邮箱格式有误',
  areaCodeInvalid: '地区编码有误',
  /** The form holds changes the server does not (typed now or kept from an earlier visit), and the way to drop them. */
  unsaved: '您有未保存的修改',
  discard: '放弃修改',
  /** A region is a province, its city and (where the city has them) its district, or nothing at all. */
  regionIncomplete: '请选择完整的省市区',
  regionInvalid: '所选地区有误，请重新选择',
  countryInvalid: '所选国家或地区有误，请重新选择',
  nationInvalid: '所选民族有误，请重新选择',
  occupationInvalid: '所选职业有误，请重新选择',
  saved: '联系信息保存成功',
} as const;

/**
 * Spec 1 §5 "Complaint" ("please fill in the complaint or suggestion"; the other texts are the product's), and
 * the answer of addOpinion.
 */
export const opinionText = {
  required: '请填写投诉或建议',
  tooLong: '投诉或建议不能超过100个字',
  type: '请选择投诉或建议',
  submitted: '提交成功，感谢您的反馈',
  /** More than OPINIONS_PER_DAY in a China day; worded as the risk assessment's 每日最多可测评N次 (spec 2 §2). */
  usedUp: '您今日提交投诉或建议的次数已经用完，每日最多可提交10次',
} as const;

/** The activity sign-up form (spec 3 §3, §5: limits given, texts the product's) and its answer (spec 3 §8). */
export const signUpText = {
  nameRequired: '请输入姓名',
  nameTooLong: '姓名不能超过30个字',
  managerTooLong: '客户经理不能超过30个字',
  notesTooLong: '备注不能超过50个字',
  areaRequired: '请选择活动地区',
  accompanyInvalid: '同行人数有误',
  saved: '报名信息提交成功',
} as const;

/** The risk assessment (spec 2 §2 "Risk re-assessment reason", §8). */
export const riskText = {
  reasonRequired: '请选择原因',
  otherReasonRequired: '请输入其他原因',
  attemptsUsedUp: '您今日测评次数已经用完',
  // The product's wording for what the spec leaves open.
  /** Twelve months' assessments reached the yearly cap (docs/server.md). */
  yearlyUsedUp: '您近12个月的测评次数已经用完',
  /** The questionnaire changed while it was being answered. */
  surveyChanged: '问卷已更新，请重新作答',
  /** An answer the questionnaire does not offer, a question left out or answered twice. */
  answersInvalid: '问卷答案有误，请重新作答',
  /** The first answer does not match the age on record (spec 2 §5: derived from the age range). */
  ageMismatch: '年龄选项与您的实际年龄不符',
  /** Saved from 65 without the re-typed acknowledgement (spec 2 §2: the read flag). */
  acknowledgementRequired: '请先阅读并确认适老提示',
  saved: '风险测评已完成',
  reasonSaved: '提交成功',
  pledgeSaved: '承诺已确认',
  /** More than PLEDGES_PER_DAY in a China day; the product's wording, after 每日最多可测评N次. */
  pledgesUsedUp: '您今日确认承诺的次数已经用完，每日最多可确认5次',
  /** The result screen (spec 2 §2 "Risk result"); the wording is the product's. */
  notAssessed: '您还未进行风险测评',
  expired: '您的风险测评结果已过期，请重新测评后再购买产品',
  start: '开始测评',
  reassess: '重新测评',
  confirm: '确认',
  /** The questionnaire (spec 2 §2 "Risk questionnaire"); the wording is the product's where the spec gives none. */
  resume: '继续测评',
  previous: '上一题',
  next: '下一题',
  submit: '提交',
  /** The 65+ acknowledgement typed with a difference (spec 2 §2: "the copied content is wrong"). */
  acknowledgementWrong: '复制内容有误',
  fillAcknowledgement: '一键填入',
  acknowledgementLabel: '确认内容',
  acknowledgementConfirm: '确认提交',
  ageNoticeTitle: '温馨提示',
  ageNoticeRead: '我已知晓',
  smsTitle: '验证手机号',
  backToAnswers: '返回修改',
} as const;

/** The CRS declaration and its attachments (spec 2 §5 "CRS save", §8). */
export const crsText = {
  residencyRequired: '请选择居民身份',
  reasonRequired: '请填写原因',
  taxRequired: '请填写税收居民国（地区）及纳税人识别号',
  attachmentRequired: '请上传附件',
  imageType: '图片支持格式为：jpg、jpeg、png',
  imageSize: '图片不大于5M',
  imageCount: '最多上传6张',
  uploadFailed: '图片上传异常',
  // The form's other refusals: the spec names the fields, the wording is the product's.
  englishName: '请填写英文姓和英文名',
  birthDate: '请选择出生日期',
  residenceChinese: '请选择现居住地省、市',
  birthChinese: '请选择出生地省、市',
  residenceEnglish: '请填写现居住地英文国家、省、市及详细地址',
  birthEnglish: '请填写出生地英文国家、省、市及详细地址',
  exemptionRequired: '请选择未能提供纳税人识别号的原因',
  nonResidentChina: '仅为非居民时，税收居民国（地区）不能为中国',
  bothNeedChina: '请至少填写两个税收居民国（地区），且其中一个为中国',
  saved: '声明提交成功',
  englishOnly: '英文信息仅支持字母、数字、下划线(_)、点(.)和斜杠(/)',
  /** The result page (spec 2 §4 "CRS audit status"); the wording is the product's. */
  auditStatus: { '1': '审核中', '2': '审核通过', '3': '审核未通过' },
  notDeclared: '您尚未进行税收居民身份声明',
  declare: '去声明',
  redeclare: '重新声明',
} as const;

// In its own module: the first page's bundle needs these and none of the texts above.
export { commonText } from './commonText.ts';

/**
 * The product list, its filter and the search (spec 2 §2 "Product list", "Product filter", §9). The spec names the
 * filter's values in English; the Chinese wording of groups, values and buttons is the product's.
 */
export const productText = {
  searchPlaceholder: '请输入产品名称',
  search: '搜索',
  filter: '筛选',
  reset: '重置',
  confirm: '确定',
  filterTitle: '产品筛选',
  /** The applied choices as chips, and the way out of a list the filter left empty (ours, issue 16/18). */
  removeChoice: (label: string) => `移除筛选条件：${label}`,
  clearAll: '全部清除',
  clearFilter: '清除筛选',
  filteredEmpty: '没有符合筛选条件的产品',
  /** The search page's recent searches (ours, issue 16/18). */
  recentSearches: '最近搜索',
  clearRecent: '清除最近搜索',
  groups: { saleProjectStatus: '产品状态', type: '投资行业', riskLevel: '风险等级', amount: '起投金额' },
  saleStatus: [
    { value: '1', label: '即将发售' },
    { value: '2', label: '募集中' },
    { value: '3,4', label: '募集结束' },
  ],
  industry: [
    { value: '1', label: '基础设施' },
    { value: '2', label: '房地产' },
    { value: '3', label: '证券投资' },
    { value: '4', label: '金融机构' },
    { value: '5', label: '工商企业' },
    { value: '9', label: '其他' },
  ],
  riskLevel: [
    { value: '01', label: '低风险' },
    { value: '02', label: '中低风险' },
    { value: '03', label: '中风险' },
    { value: '04', label: '中高风险' },
    { value: '05', label: '高风险' },
  ],
  amount: [
    { value: '1', label: '100万以下' },
    { value: '2', label: '100-300万' },
    { value: '3', label: '300-1000万' },
    { value: '4', label: '1000万以上' },
  ],
} as const;

/** The product filter's groups (spec 2 §2 "Product filter") with their options, in the sheet's order. */
export const FILTER_OPTIONS = {
  saleProjectStatus: productText.saleStatus,
  type: productText.industry,
  riskLevel: productText.riskLevel,
  amount: productText.amount,
} as const;

/** How a chosen option reads (on its chip). */
export const filterChoiceLabel = (field: keyof typeof FILTER_OPTIONS, value: string): string =>
  FILTER_OPTIONS[field].find((o) => o.value === value)?.label ?? value;

/**
 * What the server says of points and tasks (spec 3 §2, §4, §9; the spec names them in English, so the wording is the
 * product's): the task names, the ledger's entry names and the sign-in's refusals.
 */
export const pointsTaskText = {
  tasks: {
    certify: '完成实名认证',
    signIn: '每日签到',
    invite: '邀请好友',
    firstSubscribe: '首次认购信托产品',
    serviceTrust: '首次设立财富管理服务信托',
  },
  entries: {
    certify: '实名认证奖励',
    signIn: '每日签到奖励',
    invite: '邀请好友奖励',
    invited: '受邀好友奖励',
    firstSubscribe: '首次认购信托产品奖励',
    serviceTrust: '首次设立财富管理服务信托奖励',
    redeem: '积分商城兑换',
    expired: '积分过期',
  },
  /** Points expiring within 30 days, beside the balance (ours, issue 16/18). */
  expiring: (points: number, day: string) => `${points}积分将于${day}过期，请尽快使用`,
  /** Followed by "，获得N积分" with the day's reward. */
  signedIn: '今日签到成功',
  alreadySignedIn: '今日已签到，请明天再来',
  quotaFull: '今日签到奖励名额已满，请明天再来',
  campaignNotStarted: '积分活动尚未开始',
  campaignEnded: '积分活动已结束',
  notEnoughPoints: '可用积分不足',
} as const;
