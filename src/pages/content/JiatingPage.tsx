import legacy from '../../assets/content/family-legacy.svg';
import signing from '../../assets/content/family-process.svg';
import familyTrust from '../../assets/content/family-trust.svg';
import { Consult, Picture, Steps } from './explainerParts';
import { Article, Block } from '../../ui';
import { Hotline } from '../shared/companyParts';

/** The regulatory minimum for a family trust at set-up; smaller estates are served by a family service trust. */
export const FAMILY_TRUST_MINIMUM = '1000万元';
export const FAMILY_SERVICE_TRUST_MINIMUM = '100万元';

const STEPS = [
  { title: '需求沟通', text: '理财经理与家族办公室顾问了解您的家庭结构、资产状况和传承意愿。' },
  { title: '方案设计', text: '确定受益人、分配条件、投资策略及是否设立监察人，形成信托方案。' },
  {
    title: '尽职调查',
    text: '核实委托人身份和财产来源的合法性，完成反洗钱审查及风险承受能力评估。',
  },
  { title: '签约交付', text: '签署信托合同等法律文件，将资金、保险金请求权等信托财产交付至信托专户。' },
  { title: '存续管理', text: '按合同管理信托财产、向受益人分配，并定期向您报告信托财产的管理情况。' },
] as const;

/**
 * 家族信托 (spec 3 §2 jiating): what a family trust is, what it does, who it suits, the set-up thresholds and
 * steps, and the way to an adviser. Static.
 */
export default function JiatingPage() {
  return (
    <Article>
      <Picture src={familyTrust} alt="家族信托：为家人和家业撑起一把保护伞" />
      <Block id="family-what" title="什么是家族信托">
        <p>
          家族信托是委托人将资金、保险金请求权等合法财产委托给信托公司，由信托公司按照委托人的意愿，以自己的名义为家庭成员等受益人的利益进行管理、运用和分配的财富管理安排。
        </p>
        <p>
          依照《中华人民共和国信托法》，信托财产与委托人、受托人的固有财产相区别，这使家族信托成为兼顾财富保护、传承与家庭事务管理的长期工具。
        </p>
      </Block>
      <Block id="family-functions" title="核心功能">
        <Picture src={legacy} alt="财富传承：家族之树代代相承" />
        <ul>
          <li>风险隔离：信托财产独立于委托人的其他财产，有助于隔离家庭与企业经营风险</li>
          <li>定向传承：按您设定的条件和节奏向子孙分配，减少继承纠纷</li>
          <li>灵活分配：可设置教育金、婚嫁金、创业金、养老金和激励条款</li>
          <li>隐私保护：信托安排不必公开，保护家庭财务信息</li>
          <li>专业管理：由受托人按约定的投资策略管理信托财产</li>
        </ul>
      </Block>
      <Block id="family-who" title="适合哪些客户">
        <ul>
          <li>希望家庭财产与企业经营风险相区隔的企业主</li>
          <li>关注子女教育、婚姻风险和代际传承的高净值家庭</li>
          <li>希望为自己和配偶安排稳定养老收入的客户</li>
        </ul>
      </Block>
      <Block id="family-threshold" title="设立门槛">
        <ul>
          <li>初始设立时信托财产的金额或价值不低于{FAMILY_TRUST_MINIMUM}人民币</li>
          <li>委托人为具有完全民事行为能力的自然人，信托财产来源合法</li>
          <li>受益人为委托人的家庭成员；委托人可以是受益人之一，但不得为唯一受益人</li>
          <li>信托期限按传承目标约定，设立费和管理费以信托合同为准</li>
          <li>资产规模未达到上述标准的，可了解起点为{FAMILY_SERVICE_TRUST_MINIMUM}的家族服务信托或保险金信托</li>
        </ul>
      </Block>
      <Block id="family-steps" title="设立流程">
        <Steps steps={STEPS} />
        <Picture src={signing} alt="签署信托合同：法律文件与受托人印章" />
      </Block>
      <Consult id="family-contact" title="咨询家族信托">
        <p>家族信托方案因家而异。联系您的理财经理，预约家族办公室顾问一对一沟通。</p>
      </Consult>
      <Hotline />
    </Article>
  );
}
