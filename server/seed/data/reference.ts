/** Static reference data: dictionaries, help centre, risk questionnaire, single dictionary values. */

/** The 56 ethnic groups in GB 3304 order (code 01–56) with their official romanisation. */
export const NATIONS: ReadonlyArray<readonly [string, string]> = [
  ['汉族', 'Han'],
  ['蒙古族', 'Mongol'],
  ['回族', 'Hui'],
  ['藏族', 'Zang'],
  ['维吾尔族', 'Uygur'],
  ['苗族', 'Miao'],
  ['彝族', 'Yi'],
  ['壮族', 'Zhuang'],
  ['布依族', 'Buyei'],
  ['朝鲜族', 'Chosen'],
  ['满族', 'Man'],
  ['侗族', 'Dong'],
  ['瑶族', 'Yao'],
  ['白族', 'Bai'],
  ['土家族', 'Tujia'],
  ['哈尼族', 'Hani'],
  ['哈萨克族', 'Kazak'],
  ['傣族', 'Dai'],
  ['黎族', 'Li'],
  ['傈僳族', 'Lisu'],
  ['佤族', 'Va'],
  ['畲族', 'She'],
  ['高山族', 'Gaoshan'],
  ['拉祜族', 'Lahu'],
  ['水族', 'Sui'],
  ['东乡族', 'Dongxiang'],
  ['纳西族', 'Naxi'],
  ['景颇族', 'Jingpo'],
  ['柯尔克孜族', 'Kirgiz'],
  ['土族', 'Tu'],
  ['达斡尔族', 'Daur'],
  ['仫佬族', 'Mulao'],
  ['羌族', 'Qiang'],
  ['布朗族', 'Blang'],
  ['撒拉族', 'Salar'],
  ['毛南族', 'Maonan'],
  ['仡佬族', 'Gelao'],
  ['锡伯族', 'Xibe'],
  ['阿昌族', 'Achang'],
  ['普米族', 'Pumi'],
  ['塔吉克族', 'Tajik'],
  ['怒族', 'Nu'],
  ['乌孜别克族', 'Uzbek'],
  ['俄罗斯族', 'Russ'],
  ['鄂温克族', 'Ewenki'],
  ['德昂族', 'Deang'],
  ['保安族', 'Bonan'],
  ['裕固族', 'Yugur'],
  ['京族', 'Gin'],
  ['塔塔尔族', 'Tatar'],
  ['独龙族', 'Derung'],
  ['鄂伦春族', 'Oroqen'],
  ['赫哲族', 'Hezhen'],
  ['门巴族', 'Monba'],
  ['珞巴族', 'Lhoba'],
  ['基诺族', 'Jino'],
];

/** Occupation categories (after GB/T 6565) plus the entries CRM systems add; 其他 needs a description (spec 1 §5). */
export const OCCUPATIONS: ReadonlyArray<readonly [string, string, string]> = [
  [
    '01',
    '国家机关、党群组织、企业、事业单位负责人',
    'Heads of government agencies, party organisations, enterprises and institutions',
  ],
  ['02', '专业技术人员', 'Professional and technical personnel'],
  ['03', '办事人员和有关人员', 'Clerks and related personnel'],
  ['04', '商业、服务业人员', 'Commercial and service personnel'],
  [
    '05',
    '农、林、牧、渔、水利业生产人员',
    'Agriculture, forestry, animal husbandry, fishery and water conservancy workers',
  ],
  ['06', '生产、运输设备操作人员及有关人员', 'Production and transport equipment operators'],
  ['07', '军人', 'Military personnel'],
  ['08', '自由职业者', 'Freelancers'],
  ['09', '个体工商户', 'Self-employed business owners'],
  ['10', '学生', 'Students'],
  ['11', '离退休人员', 'Retirees'],
  ['12', '无业人员', 'Unemployed'],
  ['99', '其他', 'Other'],
];

/** Key 5090: why no taxpayer identification number is given (CRS form, spec 2 §5: A and B). */
export const NO_TIN_REASONS: ReadonlyArray<readonly [string, string, string]> = [
  ['A', '居民国（地区）不发放纳税人识别号', 'The country/jurisdiction of residence does not issue TINs'],
  ['B', '账户持有人未能取得纳税人识别号', 'The account holder is unable to obtain a TIN'],
];

export const DICT_VALUES: ReadonlyArray<readonly [string, string, string]> = [
  ['HOME_PAGE_COLOUR', '#B8292F', 'Theme colour of the home and discover pages (a CSS colour).'],
  [
    'H5_SERVER_PAGE_DESC_JF',
    '积分可在积分商城兑换精美礼品及专属服务。积分自获得之日起一年内有效，按获得时间先后顺序优先使用即将到期的积分；兑换需在积分到期前至少7天申请。',
    'Points page description.',
  ],
  ['RISK_DAILY_TIMES', '2', 'Risk assessments an investor may save per day (China time).'],
  ['RISK_YEAR_TIMES', '8', 'Risk assessments an investor may save in any 12 months.'],
];

export const HELP: ReadonlyArray<{
  dictValue: string;
  dictName: string;
  questions: ReadonlyArray<readonly [string, string]>;
}> = [
  {
    dictValue: '1',
    dictName: '账户相关',
    questions: [
      [
        '如何注册成为鼎元信托APP用户？',
        '打开APP或H5页面，点击“注册”，输入手机号、图形验证码及短信验证码，设置登录密码并勾选同意《电子渠道服务协议》即可完成注册。',
      ],
      [
        '忘记登录密码怎么办？',
        '在登录页点击“忘记密码”，通过手机号、图形验证码和短信验证码验证身份后即可重新设置密码。',
      ],
      [
        '为什么要进行实名认证？',
        '根据反洗钱及投资者适当性管理相关规定，购买信托产品前须完成实名认证。实名认证后您还将获得专属财富顾问服务。',
      ],
      [
        '如何修改手机号码？',
        '为保障账户安全，修改手机号需携带本人有效身份证件前往营业网点办理，或联系您的专属财富顾问协助办理。',
      ],
      [
        '登录时提示需要图形验证码是什么原因？',
        '为保护您的账户安全，连续输错密码后系统会要求输入图形验证码，请按图片显示内容输入。',
      ],
      ['老网站用户如何登录APP？', '因系统升级，老网站用户请使用“短信快捷登录”，登录后按提示修改个人密码。'],
    ],
  },
  {
    dictValue: '2',
    dictName: '产品相关',
    questions: [
      [
        '什么是集合资金信托计划？',
        '集合资金信托计划是信托公司接受两个以上委托人的资金委托，按照委托人意愿，以自己的名义为受益人利益进行管理、运用和处分的信托业务。',
      ],
      [
        '购买信托产品的起点金额是多少？',
        '投资于固定收益类产品不低于30万元，投资于混合类产品不低于40万元，投资于权益类、商品及金融衍生品类产品不低于100万元。',
      ],
      [
        '什么是合格投资者？',
        '具有2年以上投资经历，且家庭金融净资产不低于300万元，或家庭金融资产不低于500万元，或近3年本人年均收入不低于40万元的自然人。',
      ],
      ['如何查看产品净值与收益？', '在产品详情页点击“历史业绩”，可查看净值走势、七日年化收益率及万份收益等数据。'],
      ['为什么网页端无法购买产品？', '产品认购需在鼎元信托APP内完成，网页端将提示您下载APP。'],
    ],
  },
  {
    dictValue: '3',
    dictName: '风险测评',
    questions: [
      [
        '为什么要做风险测评？',
        '风险测评用于评估您的风险承受能力，以便为您匹配风险等级相适应的产品，是投资者适当性管理的法定要求。',
      ],
      ['风险测评结果的有效期是多久？', '风险测评结果有效期为一年（365天），到期后需重新测评方可购买产品。'],
      ['每天可以测评几次？', '每日测评次数有限，剩余次数会在测评页面显示；当日次数用完后请次日再试。'],
      [
        '风险类型与产品风险等级如何对应？',
        '保守型可购买R1级产品；稳健型可购买R2及以下；平衡型可购买R3及以下；积极型可购买R4及以下；激进型可购买全部风险等级产品。',
      ],
      ['65岁以上客户测评有什么特别要求？', '65岁及以上客户在测评前需阅读年龄提示，并在保存前完整抄录确认语句。'],
    ],
  },
  {
    dictValue: '4',
    dictName: '积分活动',
    questions: [
      [
        '如何获得积分？',
        '完成首次实名认证、每日签到、邀请好友、首次认购信托产品、首次设立财富管理服务信托等任务均可获得积分。',
      ],
      ['每日签到可获得多少积分？', '每日签到可获得100积分，每天仅限前50名完成实名认证的客户获得签到奖励。'],
      ['积分有效期是多久？', '积分自获得之日起一年内有效，优先使用即将到期的积分。'],
      ['积分如何兑换？', '通过任务中心进入积分商城即可兑换礼品，兑换需在积分到期前至少7天申请。'],
      [
        '邀请好友如何获得积分？',
        '好友通过您的邀请链接注册并完成实名认证及合格投资者认证后，您和好友均可获得1000积分。',
      ],
    ],
  },
  {
    dictValue: '5',
    dictName: '税收居民声明',
    questions: [
      [
        '什么是税收居民身份声明？',
        '根据《非居民金融账户涉税信息尽职调查管理办法》，金融机构需识别账户持有人的税收居民身份，您需如实声明。',
      ],
      ['什么是中国税收居民？', '在中国境内有住所，或者无住所而一个纳税年度内在中国境内居住累计满183天的个人。'],
      [
        '没有纳税人识别号怎么办？',
        '如居民国（地区）不发放纳税人识别号请选择原因A；如您未能取得纳税人识别号请选择原因B并填写具体原因。',
      ],
      ['声明信息变更后需要做什么？', '如声明信息发生变化，请在30日内重新提交声明。'],
      ['需要上传哪些附件？', '请上传身份证明等相关材料照片，支持jpg、jpeg、png格式，每张不超过5M，最多6张。'],
    ],
  },
];

export const RISK_SURVEY_ID = '2024001';

/**
 * Questionnaire for individual investors; each option is value:label with its score. Choice questions score their
 * option (a multiple choice its highest chosen option), the text question scores nothing: the total of 10–40 gives
 * the risk type (server/services/riskScoring.ts). The first question's ranges are the ones `ageAnswer` derives from an age.
 */
export const RISK_QUESTIONS: ReadonlyArray<{
  name: string;
  /** choicemodel: 0 single, 1 multiple, 3 text. */
  choice: '0' | '1' | '3';
  options: ReadonlyArray<readonly [string, string, number]>;
}> = [
  {
    name: '您的年龄是？',
    choice: '0',
    options: [
      ['A', '18-30岁', 3],
      ['B', '31-50岁', 4],
      ['C', '51-64岁', 2],
      ['D', '65岁及以上', 1],
    ],
  },
  {
    name: '您的家庭年收入（折合人民币）为？',
    choice: '0',
    options: [
      ['A', '10万元以下', 1],
      ['B', '10-50万元', 2],
      ['C', '50-100万元', 3],
      ['D', '100万元以上', 4],
    ],
  },
  {
    name: '您可用于投资的金融资产占家庭总资产的比例为？',
    choice: '0',
    options: [
      ['A', '10%以下', 4],
      ['B', '10%-30%', 3],
      ['C', '30%-50%', 2],
      ['D', '50%以上', 1],
    ],
  },
  {
    name: '您的投资经验可以概括为？',
    choice: '0',
    options: [
      ['A', '除银行储蓄外基本没有其他投资经验', 1],
      ['B', '购买过银行理财、债券基金等低风险产品', 2],
      ['C', '购买过股票、混合基金等产品', 3],
      ['D', '参与过股票、期货、私募等高风险投资', 4],
    ],
  },
  {
    name: '您有多少年投资股票、基金、信托等风险投资品的经验？',
    choice: '0',
    options: [
      ['A', '没有经验', 1],
      ['B', '2年以下', 2],
      ['C', '2-5年', 3],
      ['D', '5年以上', 4],
    ],
  },
  {
    name: '您计划的投资期限是多久？',
    choice: '0',
    options: [
      ['A', '1年以内', 1],
      ['B', '1-3年', 2],
      ['C', '3-5年', 3],
      ['D', '5年以上', 4],
    ],
  },
  {
    name: '您的投资目标是？',
    choice: '0',
    options: [
      ['A', '保本为主，获取稳定收益', 1],
      ['B', '在较小风险下获取一定收益', 2],
      ['C', '资产稳步增长', 3],
      ['D', '追求较高收益，能承受较大波动', 4],
    ],
  },
  {
    name: '您能承受的最大投资损失是？',
    choice: '0',
    options: [
      ['A', '不能承受任何损失', 1],
      ['B', '10%以内', 2],
      ['C', '10%-30%', 3],
      ['D', '30%以上', 4],
    ],
  },
  {
    name: '您曾投资过的产品类型有哪些？（可多选）',
    choice: '1',
    options: [
      ['A', '银行存款', 1],
      ['B', '债券、货币基金', 2],
      ['C', '股票、混合基金', 3],
      ['D', '信托、私募、期货等', 4],
    ],
  },
  {
    name: '当您的投资市值下跌20%时，您会？',
    choice: '0',
    options: [
      ['A', '全部卖出', 1],
      ['B', '卖出部分', 2],
      ['C', '继续持有', 3],
      ['D', '逢低加仓', 4],
    ],
  },
  {
    name: '请简要说明您的主要投资目的或其他需要向我们说明的情况（如资金用途、流动性需求）',
    choice: '3',
    options: [],
  },
];
