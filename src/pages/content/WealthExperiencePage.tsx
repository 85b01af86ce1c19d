import allocation from '../../assets/content/wealth-allocation.svg';
import checkup from '../../assets/content/wealth-checkup.svg';
import report from '../../assets/content/wealth-report.svg';
import { Consult, Picture, Steps } from './explainerParts';
import { Article, Block } from '../../ui';
import { Hotline } from '../shared/companyParts';

const STEPS = [
  { title: '预约', text: '通过财富热线或您的理财经理预约，约定面谈或视频沟通的时间。' },
  {
    title: '信息收集',
    text: '填写家庭财务问卷并与理财经理沟通，约需30分钟，内容包括资产负债、收支、保障和财富目标。',
  },
  { title: '分析诊断', text: '投研、法律与税务顾问共同分析，资料齐全后5个工作日内出具书面体检报告。' },
  { title: '报告解读', text: '理财经理一对一解读报告，说明发现的问题和调整建议，由您自主决定是否采纳。' },
  { title: '定期复检', text: '建议每年复检一次；家庭或资产状况发生重大变化时，可随时预约复检。' },
] as const;

/**
 * 财富体检 (spec 3 §2 wealthExperience): the free wealth check-up service: what it looks at, who it suits, the
 * steps from booking to the yearly re-check, its terms, and the way to an adviser. Static.
 */
export default function WealthExperiencePage() {
  return (
    <Article>
      <Picture src={checkup} alt="财富体检：理财经理为您逐项检查家庭资产状况" />
      <Block id="checkup-what" title="什么是财富体检">
        <p>
          财富体检是本公司为客户提供的免费财富诊断服务。专属理财经理会同投研、法律与税务顾问，从资产配置、现金流、风险保障和财富传承四个方面梳理您的家庭财务状况，出具书面体检报告，并提出与您的风险承受能力相匹配的配置建议。
        </p>
      </Block>
      <Block id="checkup-who" title="适合哪些客户">
        <ul>
          <li>资产分散在多家机构、多类产品，希望看清全貌的家庭</li>
          <li>面临子女教育、养老、购房或企业经营等重大财务安排的客户</li>
          <li>想知道现有配置是否与自身风险承受能力相符的投资者</li>
          <li>开始考虑婚姻、继承风险和财富传承的高净值家庭</li>
        </ul>
      </Block>
      <Block id="checkup-items" title="体检内容">
        <Picture src={allocation} alt="资产配置示意：现金、固收、权益与另类资产的占比" />
        <ul>
          <li>资产配置：现金类、固定收益类、权益类及另类资产的占比和集中度</li>
          <li>现金流：收入、支出与负债结构，应急资金能否覆盖3至6个月的家庭支出</li>
          <li>风险保障：人身与财产保险的保障缺口</li>
          <li>财富传承：婚姻、继承和企业经营风险，是否需要家族信托等安排</li>
        </ul>
      </Block>
      <Block id="checkup-steps" title="服务流程">
        <Steps steps={STEPS} />
        <Picture src={report} alt="理财经理与客户面对面解读体检报告" />
      </Block>
      <Block id="checkup-terms" title="服务说明">
        <ul>
          <li>完成注册和实名认证的客户均可预约，服务不收取任何费用。</li>
          <li>体检报告依据您提供的信息作出，仅供参考，不构成投资建议或收益承诺。</li>
          <li>涉及具体信托产品的，将另行按照投资者适当性要求，在风险测评和合格投资者确认后向您推介。</li>
          <li>您提供的信息仅用于本次服务，本公司依照《鼎元信托隐私政策》予以保护。</li>
        </ul>
      </Block>
      <Consult id="checkup-contact" title="预约财富体检">
        <p>联系您的理财经理或拨打财富热线，即可预约一次财富体检。</p>
      </Consult>
      <Hotline />
    </Article>
  );
}
