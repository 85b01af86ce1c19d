/** Product documents as a reader would find them: risk statement, trust contract, plan description, rights notice. */
import { CATEGORY_NAMES, INDUSTRY_TEXTS, RISK_LEVEL_NAMES, TRUSTEE, type ProductSpec } from '../data/products';
import { documentPdf, type PdfBlock } from './media';

export interface DocumentFacts {
  spec: ProductSpec;
  trustCode: string;
  projectName: string;
  registrationCode: string;
  scaleWan: number;
  addBalance: number;
  raiseBank: string;
  storageBank: string;
  setupDate: string;
  expiryDate: string;
  incomeRules: string;
}

const p = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const h = (text: string): PdfBlock => ({ kind: 'heading', text });
const small = (text: string): PdfBlock => ({ kind: 'small', text });
const rule: PdfBlock = { kind: 'rule' };
const gap = (size: number): PdfBlock => ({ kind: 'gap', size });

function cover(f: DocumentFacts, name: string): PdfBlock[] {
  return [
    { kind: 'title', text: f.projectName },
    { kind: 'title', text: name },
    gap(6),
    small(`产品代码：${f.trustCode}    信托登记编码：${f.registrationCode}`),
    small(
      `受托人：${TRUSTEE}    产品类别：${CATEGORY_NAMES[f.spec.fundProperty]}    风险等级：${RISK_LEVEL_NAMES[f.spec.risk]}`,
    ),
    rule,
  ];
}

const signature: PdfBlock[] = [
  gap(18),
  p('委托人（签字）：____________________        日期：______年____月____日'),
  gap(6),
  p(`受托人：${TRUSTEE}（盖章）          日期：______年____月____日`),
];

const demoNote = small('本文件为演示数据，仅用于系统展示与测试，不构成任何投资建议或要约。');

function riskStatement(f: DocumentFacts): PdfBlock[] {
  const risks: [string, string][] = [
    ['市场风险', '信托财产的投资收益受宏观经济、利率、汇率及证券市场价格波动影响，可能导致信托财产损失。'],
    ['信用风险', '融资方、交易对手或担保方可能因经营状况恶化而不能按约履行义务，导致信托财产遭受损失。'],
    ['流动性风险', '本信托计划存续期间，委托人不得要求赎回或提前终止；信托受益权转让须符合信托合同约定。'],
    ['管理风险', '受托人的经验、技能及判断会影响信托财产的管理效果，受托人不承诺信托财产不受损失。'],
    ['政策风险', '国家金融、财政、税收及产业政策的变化可能对信托财产的运作及收益产生影响。'],
    ['不可抗力风险', '自然灾害、战争、疫情等不可抗力事件可能导致信托财产遭受损失或信托计划提前终止。'],
  ];
  return [
    ...cover(f, '认购风险申明书'),
    p(
      `尊敬的委托人：信托计划不同于银行存款，受托人依据信托计划文件管理信托财产所产生的风险，由信托财产承担。本信托计划风险等级为${RISK_LEVEL_NAMES[f.spec.risk]}，适合风险承受能力与之相匹配的合格投资者。请您在认购前认真阅读以下内容。`,
    ),
    ...risks.flatMap(([title, text], i) => [h(`${i + 1}. ${title}`), p(text)]),
    h('委托人声明'),
    p(
      '本人已仔细阅读信托合同、信托计划说明书及本申明书，充分理解信托计划的风险收益特征，确认本人为合格投资者，认购资金为本人合法所有的自有资金，自愿承担投资风险。',
    ),
    p('请委托人抄录以下文字：本人已阅读认购风险申明书，愿意承担投资风险。'),
    ...signature,
    gap(12),
    demoNote,
  ];
}

function contract(f: DocumentFacts): PdfBlock[] {
  const s = f.spec;
  const industry = INDUSTRY_TEXTS[s.industry];
  const chapters: [string, string[]][] = [
    [
      '第一章 总则',
      [
        '为规范本信托计划的设立与管理，明确各方当事人的权利义务，根据《中华人民共和国信托法》《信托公司管理办法》《信托公司集合资金信托计划管理办法》及其他法律法规，委托人与受托人订立本合同。',
        '委托人基于对受托人的信任，自愿将其合法所有的资金委托给受托人，由受托人按照委托人的意愿，以受托人的名义进行管理、运用和处分。',
      ],
    ],
    [
      '第二章 释义',
      [
        '信托计划：指本合同项下的' + f.projectName + '。',
        '信托单位：指用于计算、衡量信托财产及信托受益权的计量单位，每份信托单位面值为人民币1元。',
        '信托财产：指受托人因承诺信托而取得的财产，以及因信托财产的管理、运用、处分或者其他情形而取得的财产。',
        '工作日：指中国法定节假日及公休日以外的日期。',
      ],
    ],
    [
      '第三章 信托目的',
      [
        `委托人将合法所有的资金交付受托人，由受托人集合管理、运用，${industry.scope}在有效控制风险的前提下，为受益人谋求信托利益。`,
      ],
    ],
    [
      '第四章 信托计划的规模与期限',
      [
        `信托计划规模为人民币${f.scaleWan}万元，受托人可根据实际情况分期发行。`,
        `信托计划期限为${s.term}${s.unit}，自信托计划成立之日起计算，预计成立日为${f.setupDate}，预计到期日为${f.expiryDate}。`,
      ],
    ],
    [
      '第五章 信托资金的认购',
      [
        `认购起点为人民币${s.minBalance / 10_000}万元，超过部分须以人民币${f.addBalance / 10_000}万元的整数倍递增。`,
        `信托资金募集账户开户行为${f.raiseBank}。委托人应于认购期内将认购资金足额划入募集账户。`,
      ],
    ],
    ['第六章 信托财产的管理运用', [industry.background, industry.control]],
    [
      '第七章 信托利益的计算与分配',
      [
        f.incomeRules,
        `业绩比较基准为${s.yieldMin.toFixed(2)}%-${s.yieldMax.toFixed(2)}%/年，业绩比较基准不构成受托人对信托利益的承诺或保证。`,
      ],
    ],
    ['第八章 信托财产的保管', [`信托财产由${f.storageBank}保管，保管人按照保管协议履行保管职责，独立核算信托财产。`]],
    [
      '第九章 委托人与受益人的权利义务',
      [
        '委托人有权了解信托财产的管理运用、处分及收支情况，并要求受托人作出说明；有权查阅、抄录或者复制与信托财产有关的账目。',
        '受益人享有信托利益，可依法转让信托受益权；受益人应遵守信托文件的约定，不得干预受托人对信托财产的正常管理。',
      ],
    ],
    [
      '第十章 受托人的权利义务',
      [
        '受托人应当遵守信托文件的约定，为受益人的最大利益处理信托事务，恪尽职守，履行诚实、信用、谨慎、有效管理的义务。',
        '受托人应将信托财产与其固有财产分别管理、分别记账，并将不同委托人的信托财产分别记账。',
        '受托人应每季度制作信托资金管理报告，并于信托计划终止后十个工作日内编制清算报告。',
      ],
    ],
    [
      '第十一章 信托费用与税费',
      [
        '信托费用包括受托人信托报酬、保管费、信托事务管理费用及为处理信托事务发生的其他费用，由信托财产承担。',
        '受托人信托报酬按信托财产规模的0.8%/年计提，保管费按0.05%/年计提。',
      ],
    ],
    [
      '第十二章 风险揭示与承担',
      [
        '受托人依据本合同管理信托财产所产生的风险，由信托财产承担。受托人违背信托文件的约定管理、处分信托财产导致信托财产损失的，由受托人以固有财产赔偿。',
      ],
    ],
    [
      '第十三章 信托的终止与清算',
      [
        '信托计划期限届满、信托目的已经实现或者不能实现、受益人大会决定终止或法律法规规定的其他情形，信托计划终止。',
        '信托计划终止后，受托人应负责信托财产的清算，清算后的剩余信托财产按受益人持有的信托单位比例分配。',
      ],
    ],
    [
      '第十四章 争议解决',
      [
        '因本合同引起的或与本合同有关的争议，各方应协商解决；协商不成的，任何一方均可向受托人住所地有管辖权的人民法院提起诉讼。',
      ],
    ],
  ];
  return [
    ...cover(f, '信托合同'),
    ...chapters.flatMap(([title, paragraphs]) => [h(title), ...paragraphs.map((text, i) => p(`第${i + 1}条 ${text}`))]),
    ...signature,
    gap(12),
    demoNote,
  ];
}

function planDescription(f: DocumentFacts): PdfBlock[] {
  const s = f.spec;
  const industry = INDUSTRY_TEXTS[s.industry];
  const facts: [string, string][] = [
    ['信托计划名称', f.projectName],
    ['受托人', TRUSTEE],
    ['产品类别', CATEGORY_NAMES[s.fundProperty]],
    ['信托规模', `人民币${f.scaleWan}万元`],
    ['信托期限', `${s.term}${s.unit}`],
    ['认购起点', `人民币${s.minBalance / 10_000}万元`],
    ['业绩比较基准', `${s.yieldMin.toFixed(2)}%-${s.yieldMax.toFixed(2)}%/年`],
    ['风险等级', RISK_LEVEL_NAMES[s.risk]],
    ['募集账户开户行', f.raiseBank],
    ['保管银行', f.storageBank],
  ];
  return [
    ...cover(f, '信托计划说明书'),
    h('一、信托计划要素'),
    ...facts.map(([k, v]) => p(`${k}：${v}`)),
    h('二、交易对手与项目背景'),
    p(industry.financier),
    p(industry.background),
    h('三、信托资金运用'),
    p(industry.scope),
    h('四、还款来源'),
    p(industry.repayment),
    h('五、风险控制措施'),
    p(industry.control),
    h('六、项目优势'),
    p(industry.advantage),
    h('七、信托利益分配'),
    p(f.incomeRules),
    h('八、信息披露'),
    p(
      '受托人将通过官方网站、手机客户端或邮寄方式，按季度披露信托资金管理报告，并于重大事项发生之日起三个工作日内进行临时披露。',
    ),
    gap(12),
    demoNote,
  ];
}

function rightsNotice(f: DocumentFacts): PdfBlock[] {
  const items = [
    '知情权：您有权了解所购买信托产品的投资方向、风险收益特征、费用标准及信息披露安排。',
    '自主选择权：您有权根据自身风险承受能力自主选择信托产品，受托人不得误导或强制销售。',
    '公平交易权：您有权获得公平、合理的交易条件，不受歧视对待。',
    '依法求偿权：因受托人违反法律法规或信托文件造成损失的，您有权依法要求赔偿。',
    '信息安全权：您的个人信息受法律保护，受托人不得泄露或非法使用。',
    '投诉与监督权：您可通过客服热线400-000-0000、官方网站或营业场所进行投诉，受托人将在十五个工作日内答复。',
    '冷静期：自认购资金划入募集账户起二十四小时内为投资冷静期，冷静期内您可撤销认购，受托人将及时退还全部认购款项。',
  ];
  return [
    ...cover(f, '投资者权益须知'),
    p('为保护您的合法权益，请在认购信托产品前仔细阅读本须知。'),
    ...items.map((text, i) => p(`${i + 1}. ${text}`)),
    h('合格投资者条件'),
    p(
      '具有2年以上投资经历，且满足家庭金融净资产不低于300万元、家庭金融资产不低于500万元或者近3年本人年均收入不低于40万元之一。',
    ),
    ...signature,
    gap(12),
    demoNote,
  ];
}

const BUILDERS = { '7': riskStatement, '1': contract, '2': planDescription, '3': rightsNotice } as const;

export function productDocument(fileType: keyof typeof BUILDERS, name: string, f: DocumentFacts): Buffer {
  return documentPdf(`${TRUSTEE}  ${f.projectName}  ${name}`, BUILDERS[fileType](f));
}
