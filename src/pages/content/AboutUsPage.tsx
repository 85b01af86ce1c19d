import { Link } from 'react-router-dom';
import { href } from '../../paths';
import { COMPANY_ADDRESS, COMPANY_NAME } from '../shared/company';
import { Article, Block, Links } from '../../ui';
import { Hotline } from '../shared/companyParts';

/** 关于我们: who the company is and where to find it (spec 1 §2, spec 3 §2 about pages). Static. */
export default function AboutUsPage() {
  return (
    <Article>
      <Block id="about-us-who" title={COMPANY_NAME}>
        <p>
          公司是经国家金融监督管理部门批准设立的非银行金融机构，注册地址：{COMPANY_ADDRESS}
          。公司以“受人之托、代人理财”为本，坚持合规经营、稳健发展，为合格投资者提供专业的信托与财富管理服务。
        </p>
      </Block>
      <Block id="about-us-values" title="经营理念">
        <ul>
          <li>诚信：恪守受托人职责，忠实履行信托义务</li>
          <li>稳健：严守风险底线，审慎开展每一项业务</li>
          <li>专业：以投研与风控能力守护客户资产</li>
        </ul>
      </Block>
      <Block id="about-us-where" title="服务网点">
        <p>总部位于北京，在上海、杭州设有财富中心。</p>
        <Links>
          <Link to={href('branchNetwork')}>查看服务网点</Link>
          <Link to={href('contactUs')}>联系我们</Link>
          <Link to={href('guide')}>服务指南</Link>
        </Links>
      </Block>
      <Hotline />
    </Article>
  );
}
