import education from '../../assets/content/charity-education.svg';
import environment from '../../assets/content/charity-environment.svg';
import charity from '../../assets/content/charity.svg';
import { Consult, Picture, Steps } from './explainerParts';
import { Article, Block } from '../../ui';
import { Hotline } from '../shared/companyParts';

/** Within how many days of signing the trustee files a charitable trust with the civil-affairs department (慈善法). */
export const FILING_DAYS = 7;
/** Where the company's charitable trust starts (its own rule: the law sets no minimum). */
export const CHARITABLE_TRUST_MINIMUM = '10万元';

const STEPS = [
  { title: '确定慈善目的', text: '明确资助的领域、受益人范围和期望达到的效果。' },
  { title: '方案设计', text: '确定信托财产的管理方式、资助项目、执行机构，以及是否设立监察人。' },
  { title: '签约交付', text: '签订慈善信托合同，将资金或其他财产交付至信托财产专户。' },
  {
    title: '备案',
    text: `受托人在信托文件签订之日起${FILING_DAYS}日内，向所在地县级以上人民政府民政部门备案。`,
  },
  { title: '执行与公开', text: '按方案实施慈善项目，每年至少一次向民政部门报告并向社会公开信托事务处理情况。' },
] as const;

/**
 * 慈善信托 (spec 3 §2 cishan): a trust for charitable purposes under the Charity Law: what it is, what it may fund,
 * its features and who sets one up, the steps (filing within 7 days), the threshold, and the way to an adviser.
 * Static.
 */
export default function CishanPage() {
  return (
    <Article>
      <Picture src={charity} alt="慈善信托：让善意生根发芽" />
      <Block id="charity-what" title="什么是慈善信托">
        <p>
          慈善信托是委托人基于慈善目的，依法将其财产委托给受托人，由受托人按照委托人的意愿以受托人名义进行管理和处分，开展慈善活动的行为。慈善信托依照《中华人民共和国慈善法》《中华人民共和国信托法》和《慈善信托管理办法》设立和运行。
        </p>
      </Block>
      <Block id="charity-purposes" title="可以资助哪些领域">
        <Picture src={education} alt="助学兴教：资助乡村学校与学生" />
        <ul>
          <li>扶贫、济困，扶老、救孤、恤病、助残、优抚</li>
          <li>救助自然灾害、事故灾难和公共卫生事件等造成的损害</li>
          <li>促进教育、科学、文化、卫生、体育等事业的发展</li>
          <li>防治污染和其他公害，保护和改善生态环境</li>
          <li>符合《中华人民共和国慈善法》规定的其他公益活动</li>
        </ul>
      </Block>
      <Block id="charity-features" title="慈善信托的特点">
        <Picture src={environment} alt="生态保护：青山绿水的长期守护" />
        <ul>
          <li>财产独立：信托财产独立于委托人和受托人的固有财产，专款专用</li>
          <li>设立灵活：个人、家庭和企业均可设立，可多人共同设立、持续追加</li>
          <li>长期存续：本金可以保值运作，以收益持续资助，延续委托人的心愿</li>
          <li>公开透明：依法备案，定期报告和公开，可设监察人监督</li>
          <li>税收优惠：符合条件的，可依照国家有关规定享受税收优惠</li>
        </ul>
      </Block>
      <Block id="charity-who" title="适合哪些客户">
        <ul>
          <li>希望以家族名义长期行善、传承家风的家庭</li>
          <li>希望系统开展公益、履行社会责任的企业</li>
          <li>希望定向资助某一地区、学校或群体的个人</li>
        </ul>
      </Block>
      <Block id="charity-steps" title="设立流程">
        <Steps steps={STEPS} />
      </Block>
      <Block id="charity-threshold" title="设立门槛">
        <ul>
          <li>法律未规定慈善信托的最低设立金额；本公司慈善信托一般{CHARITABLE_TRUST_MINIMUM}起设</li>
          <li>可以资金设立，也可以股权、不动产等其他合法财产设立，需经尽职调查</li>
          <li>受托人管理费以信托合同为准，本公司对慈善信托执行优惠费率</li>
        </ul>
      </Block>
      <Consult id="charity-contact" title="咨询慈善信托">
        <p>联系您的理财经理，我们将协助您明确慈善目的、设计方案并完成备案。</p>
      </Consult>
      <Hotline />
    </Article>
  );
}
