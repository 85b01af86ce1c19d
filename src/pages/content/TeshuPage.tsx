import care from '../../assets/content/special-needs-care.svg';
import roles from '../../assets/content/special-needs-roles.svg';
import specialNeeds from '../../assets/content/special-needs.svg';
import { Consult, Picture, Steps } from './explainerParts';
import { Article, Block } from '../../ui';
import { Hotline } from '../shared/companyParts';

/** Where the company's special-needs trust starts (its own rule: the law sets no minimum). */
export const SPECIAL_NEEDS_TRUST_MINIMUM = '100万元';

const STEPS = [
  { title: '咨询评估', text: '了解受益人的身体状况、生活与照护需要，以及家庭现有的资产和保障。' },
  {
    title: '制定照护计划',
    text: '与家人共同写下“意愿书”：受益人的生活习惯、医疗康复和居住安排，作为日后分配的依据。',
  },
  { title: '确定各方', text: '选定监察人（保护人）和合作的照护、康复机构，明确各方的职责。' },
  { title: '签约交付', text: '签署信托合同，交付资金或保险金请求权；可一次交付，也可分期追加。' },
  {
    title: '按需支付',
    text: '受托人按计划定期支付生活费，或直接向照护机构、医院付款，并定期向监察人报告。',
  },
] as const;

/**
 * 特殊需要信托 (spec 3 §2 teshu): a trust that pays for the lifelong care of a person with special needs: what it
 * is, who takes part, who it suits, the steps and threshold, and the way to an adviser. Static.
 */
export default function TeshuPage() {
  return (
    <Article>
      <Picture src={specialNeeds} alt="特殊需要信托：父母为孩子安排长久的照顾" />
      <Block id="special-what" title="什么是特殊需要信托">
        <p>
          特殊需要信托是为心智障碍者、残障人士、失能失智老人等需要长期照护的人士设立的信托。委托人（通常是父母或其他亲属）将财产交付信托，由信托公司按照事先约定的照护计划，持续为受益人支付生活、医疗、康复和照护费用。
        </p>
        <p>即使父母年迈或离世，信托仍按约定运行，回答“我们不在了，孩子怎么办”这一许多家庭最牵挂的问题。</p>
      </Block>
      <Block id="special-parties" title="参与各方">
        <Picture src={roles} alt="参与各方：受托人、监察人、家庭与照护机构共同守护受益人" />
        <ul>
          <li>委托人：设立信托、交付财产的父母或亲属</li>
          <li>受益人：需要长期照护的家庭成员</li>
          <li>受托人：本公司，负责管理信托财产并按计划支付</li>
          <li>监察人（保护人）：监督受托人，确认支出符合受益人利益，可由亲友或专业机构担任</li>
          <li>服务机构：提供照护、康复、医疗服务，可由信托直接付款</li>
        </ul>
      </Block>
      <Block id="special-who" title="适合哪些家庭">
        <ul>
          <li>有心智障碍、孤独症或重度残障子女的家庭</li>
          <li>需要为失能、失智长辈安排长期照护的家庭</li>
          <li>担心受益人无力自行管理财产、易受他人侵害的家庭</li>
        </ul>
      </Block>
      <Block id="special-steps" title="设立流程">
        <Steps steps={STEPS} />
        <Picture src={care} alt="按需支付：受托人按照照护计划定期向照护机构付款" />
      </Block>
      <Block id="special-threshold" title="设立门槛">
        <ul>
          <li>本公司特殊需要信托的起设金额为{SPECIAL_NEEDS_TRUST_MINIMUM}，设立后可分期追加</li>
          <li>可以资金设立，也可以保险金请求权设立（保险金信托），理赔金直接进入信托</li>
          <li>委托人为具有完全民事行为能力的自然人，财产来源合法</li>
          <li>信托期限可覆盖受益人的一生，费用以信托合同为准</li>
        </ul>
      </Block>
      <Consult id="special-contact" title="咨询特殊需要信托">
        <p>每个家庭的照护需要都不同。联系您的理财经理，我们将与您一起制定适合的照护计划。</p>
      </Consult>
      <Hotline />
    </Article>
  );
}
