/** Article titles per category (spec 3 §3) and the paragraph pools their bodies are made from. */

export type Section = 'activity' | 'news' | 'consumer' | 'survey' | 'about';

export interface CategoryContent {
  category: number;
  /** The section (stored as `category`): 1 activities, 3 news and research, 21 consumer protection, 8 survey, 22 about us. */
  section: Section;
  author: string;
  titles: readonly string[];
  /** Indexes into `titles` of the items that are video links (videoType 3): the list opens the file, not a page. */
  videos?: readonly number[];
}

export const SECTION_CODES: Record<Section, number> = { activity: 1, news: 3, consumer: 21, survey: 8, about: 22 };

export const ARTICLE_CATEGORIES: readonly CategoryContent[] = [
  {
    category: 1,
    section: 'activity',
    author: '财富管理中心',
    titles: [
      '“财富传承与家族信托”私享沙龙',
      '春季亲子自然研学营',
      '客户答谢日·高尔夫邀请赛',
      '名家书画鉴赏雅集',
      '健康讲座：中医养生与四季调理',
    ],
  },
  {
    category: 2,
    section: 'activity',
    author: '财富管理中心',
    titles: [
      '家族信托专题讲座报名',
      '年度投资策略会（北京站）报名',
      '年度投资策略会（上海站）报名',
      '少儿财商训练营报名',
      '茶艺体验课报名',
    ],
  },
  {
    category: 3,
    section: 'news',
    author: '品牌宣传部',
    titles: [
      '鼎元信托荣获“年度卓越财富管理信托公司”奖',
      '鼎元信托发布新一代财富管理APP',
      '鼎元信托与多家银行签署战略合作协议',
      '鼎元信托成功设立首单保险金信托',
      '信托业务分类新规落地，公司积极推进业务转型',
      '鼎元信托杭州财富中心正式开业',
    ],
  },
  {
    category: 5,
    section: 'consumer',
    author: '消费者权益保护部',
    titles: [
      '《中华人民共和国消费者权益保护法》要点解读',
      '《银行保险机构消费者权益保护管理办法》全文',
      '《信托公司集合资金信托计划管理办法》摘要',
      '《个人信息保护法》与金融消费者权益',
      '《关于规范金融机构资产管理业务的指导意见》解读',
    ],
  },
  {
    category: 6,
    section: 'consumer',
    author: '消费者权益保护部',
    titles: [
      '如何识别非法集资？牢记“四个特征”',
      '警惕冒充金融机构的电信网络诈骗',
      '什么是合格投资者？',
      '理性投资，远离“高收益”陷阱',
      '个人征信那些事儿',
    ],
  },
  {
    category: 7,
    section: 'consumer',
    author: '消费者权益保护部',
    titles: [
      '“3·15”金融消费者权益日宣传活动纪实',
      '金融知识进社区，守好百姓“钱袋子”',
      '“普及金融知识万里行”活动走进高校',
      '防范非法集资宣传月活动圆满收官',
      '适老化服务：为老年客户办实事',
    ],
    videos: [1],
  },
  {
    category: 8,
    section: 'survey',
    author: '客户服务部',
    titles: ['客户满意度调查问卷', '财富管理需求调研', '线上服务体验调查', '家族信托认知度调查'],
  },
  {
    category: 9,
    section: 'news',
    author: '研究发展部',
    titles: [
      '宏观经济月报：内需修复与政策发力',
      '债券市场展望：利率中枢有望继续下行',
      '权益市场策略：关注高股息与科技成长',
      '家族信托行业发展报告摘要',
      '资产配置观察：低利率时代的财富管理',
    ],
    videos: [1],
  },
  {
    category: 10,
    section: 'news',
    author: '投资者教育基地',
    titles: [
      '一文读懂信托产品净值',
      '七日年化收益率与万份收益是什么？',
      '认识风险等级：R1到R5',
      '什么是业绩比较基准？',
      '投资者适当性管理知多少',
      '信托产品的期限与流动性',
    ],
    videos: [1],
  },
  {
    category: 15,
    section: 'news',
    author: '品牌宣传部',
    titles: [
      '《鼎元财富》第1期：稳中求进',
      '《鼎元财富》第2期：守正出新',
      '《鼎元财富》第3期：配置的艺术',
      '《鼎元财富》第4期：传承的智慧',
    ],
  },
  {
    category: 16,
    section: 'news',
    author: '综合管理部',
    titles: [
      '关于客户服务热线升级的公告',
      '关于防范不法分子冒用我司名义进行诈骗的郑重声明',
      '关于系统升级维护的公告',
      '关于调整部分产品业绩比较基准的公告',
    ],
  },
  {
    category: 17,
    section: 'news',
    author: '品牌宣传部',
    titles: [
      '鼎元信托年度社会责任报告发布',
      '慈善信托助力乡村振兴',
      '“鼎元助学”公益项目走进云南',
      '绿色信托支持清洁能源项目',
    ],
  },
  {
    category: 18,
    section: 'news',
    author: '党群工作部',
    titles: [
      '鼎元信托第十届员工运动会举行',
      '“匠心服务”客户经理风采展示',
      '公司举办新员工入职培训',
      '读书月活动：阅读点亮财富人生',
    ],
  },
  {
    category: 19,
    section: 'activity',
    author: '财富管理中心',
    titles: ['春·踏青赏花健步行', '夏·亲子海洋探索营', '秋·金秋登高品蟹宴', '冬·温泉养生之旅', '春·茶山采茶体验'],
  },
  {
    category: 20,
    section: 'activity',
    author: '财富管理中心',
    titles: ['客户答谢音乐会', '财富人生高端论坛', '红酒品鉴之夜', '马术体验日', '慈善拍卖晚宴'],
  },
  {
    category: 21,
    section: 'consumer',
    author: '消费者权益保护部',
    titles: [
      '金融消费者的八项基本权利',
      '投诉渠道与处理流程',
      '个人信息保护承诺',
      '产品销售“双录”说明',
      '冷静期与回访制度',
    ],
  },
  // The discover page's 关于我们 tab: the company film is a video link, so a discover tab has one too.
  {
    category: 22,
    section: 'about',
    author: '综合管理部',
    titles: ['公司简介', '发展历程', '资质荣誉', '联系我们', '鼎元信托企业宣传片'],
    videos: [4],
  },
];

export const PARAGRAPHS: Record<Section, readonly string[]> = {
  activity: [
    '为回馈广大客户长期以来的信任与支持，鼎元信托财富管理中心精心策划本次活动，诚邀您与家人共同参与。',
    '活动现场将邀请资深财富顾问与行业专家，与您分享资产配置、家族财富规划等方面的实用经验。',
    '本次活动名额有限，报名成功后我们将以短信方式通知您活动详情，请保持手机畅通。',
    '活动期间将提供茶歇及精美伴手礼，欢迎携家人朋友一同参加（同行人数请在报名时注明）。',
    '如遇天气等不可抗力因素，活动时间可能调整，届时您的专属财富顾问将第一时间与您联系。',
    '参与活动不收取任何费用，活动不涉及任何产品销售及收益承诺。',
  ],
  news: [
    '近日，鼎元信托在财富管理领域再获佳绩，这是市场与客户对公司长期坚持“受人之托、代人理财”初心的充分肯定。',
    '公司始终坚持以客户为中心，持续完善产品体系与服务体系，为高净值客户提供覆盖资产配置、财富传承、慈善公益的综合金融服务。',
    '在监管引导下，信托行业正加快回归本源，服务信托、资产管理信托与公益慈善信托成为转型发展的三大方向。',
    '展望未来，公司将继续坚守合规底线，强化投研能力建设，以专业稳健的资产管理能力为投资者创造长期价值。',
    '数据显示，过去一年公司新增服务客户数量稳步增长，客户满意度保持在较高水平。',
    '本文内容仅供参考，不构成任何投资建议。市场有风险，投资需谨慎。',
  ],
  consumer: [
    '金融消费者依法享有财产安全权、知情权、自主选择权、公平交易权、依法求偿权、受教育权、受尊重权和信息安全权。',
    '请通过正规渠道购买金融产品，仔细阅读产品合同与风险揭示书，充分了解产品风险，选择与自身风险承受能力相匹配的产品。',
    '如您对我司服务有任何意见或建议，可通过客户服务热线、官方APP“投诉建议”功能或前往营业网点反映，我们将在规定时限内处理并答复。',
    '警惕以“高收益、低风险、保本保息”为诱饵的非法金融活动，不轻信陌生来电与短信，不向陌生账户转账。',
    '我司严格遵守个人信息保护相关法律法规，未经您的同意不会向第三方提供您的个人信息。',
    '守住“钱袋子”，护好“幸福家”。金融知识的普及需要你我共同参与。',
  ],
  survey: [
    '为持续提升服务质量，我们诚挚邀请您花几分钟时间参与本次调查。',
    '问卷采用匿名方式，您的回答仅用于服务改进研究，我们将严格保护您的个人信息。',
    '完成问卷的客户可获得积分奖励，积分将于问卷提交后三个工作日内发放。',
    '感谢您的宝贵意见，您的每一条建议都是我们前进的动力。',
  ],
  about: [
    '鼎元信托股份有限公司是经国家金融监督管理机构批准设立的非银行金融机构，总部位于北京，在上海、杭州设有财富中心。',
    '公司秉承“诚信、专业、稳健、创新”的经营理念，业务覆盖资产管理信托、资产服务信托和公益慈善信托。',
    '公司建立了完善的公司治理结构与全面风险管理体系，连续多年获评行业监管评级良好等级。',
    '财富热线：400-650-0717（工作日9:00-12:00，13:30-17:30）。',
  ],
};

export const CITIES = ['北京', '上海', '杭州'] as const;
export const VENUES: Record<(typeof CITIES)[number], string> = {
  北京: '北京市西城区金融大街鼎元大厦18层财富中心',
  上海: '上海市浦东新区陆家嘴环路鼎元金融中心26层',
  杭州: '杭州市上城区钱江路鼎元财富中心9层',
};

/**
 * A published news item (category 3) about phishing links whose "examples" are live hostile markup: a script, an
 * image with onerror, a javascript: link, an iframe to a foreign site, an SVG with onload and an inline style that
 * fetches a foreign url(http://…). The detail page must show the readable text and neutralise every one of them.
 * Each handler calls `window.__xss('article:…')`, so a browser test that defines `__xss` sees any that ran.
 * `{picture}` is replaced by the article's own picture (an <img> with a data: URL, like every other article).
 */
export const PHISHING_ARTICLE = {
  category: 3,
  section: 'news',
  author: '信息科技部',
  title: '警惕钓鱼链接：教您识别仿冒鼎元信托的诈骗短信与网页',
  /** Days before "now" it was published: recent, so it sits near the top of the news list. */
  ageDays: 5,
  content: [
    '<p>近期，有不法分子通过短信、社交软件和仿冒网站冒用我司名义，以“积分清零”“账户异常”“高收益产品限时认购”等为由，诱导客户点击钓鱼链接并填写登录密码、银行卡号和短信验证码。为帮助您识别此类风险，我们整理了常见手法与防范要点。</p>',
    '{picture}',
    '<h4>一、仿冒“官方”的链接</h4>',
    '<p>钓鱼短信中的链接往往与官网十分相似，例如：<a href="javascript:window.__xss(\'article:link\')">https://www.dingyuan-trust.com.verify-account.example/login</a>。我司官方网址及APP下载地址以官网公布为准，请勿点击来历不明的链接。</p>',
    "<script>window.__xss('article:script')</script>",
    '<h4>二、伪造的“积分兑换”页面</h4>',
    '<p>诈骗网页常以“积分即将清零”为由，诱导您输入银行卡号和验证码。<img src="x" onerror="window.__xss(\'article:img\')" alt="积分兑换页面示例"></p>',
    '<iframe src="https://phishing.example/dingyuan/login" width="300" height="200"></iframe>',
    '<h4>三、冒充客服的“安全验证”</h4>',
    '<p>不法分子会冒充客服人员，声称您的账户存在风险，要求您在“安全验证”页面完成操作。<svg onload="window.__xss(\'article:svg\')" width="16" height="16"><rect width="16" height="16" fill="#c8553d"/></svg></p>',
    '<p style="background:url(http://tracker.example/pixel.gif?from=dingyuan)">请牢记：我司工作人员不会以任何理由索要您的登录密码、短信验证码，也不会要求您向所谓“安全账户”转账。</p>',
    '<h4>四、防范要点</h4>',
    '<p>1. 通过官方APP或官网办理业务，不扫描、不点击来源不明的二维码和链接；2. 不向任何人透露密码和验证码；3. 发现可疑情况，请立即拨打客户服务热线400-650-0717核实，必要时向当地公安机关报案。</p>',
  ].join(''),
} as const;
