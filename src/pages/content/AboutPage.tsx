import { callNative } from '../../platform/bridge';
import { Article, Block } from '../../ui/Article';
import { Button } from '../../ui/Button';
import { HOTLINE, WEALTH_HOTLINE_HOURS } from '../shared/company';

/** Company introduction: static facts (spec 3 §2 "The company introduction page has static facts"). */
export default function AboutPage() {
  return (
    <Article>
      <Block id="about-intro" title="公司简介">
        <p>
          公司是经国家金融监督管理部门批准设立的非银行金融机构，总部位于北京，在上海、杭州设有财富中心。公司坚守“受人之托、代人理财”的信托本源，以合规经营、稳健发展为根本，依托专业的投研与风控体系，为合格投资者提供安全、透明、个性化的财富管理服务。
        </p>
        <p>
          公司坚持“卖者尽责、买者自负”的原则，严格执行投资者适当性管理，持续开展消费者权益保护与投资者教育，守护每一位客户的资产安全与合法权益。
        </p>
      </Block>
      <Block id="about-business" title="业务范围">
        <ul>
          <li>固定收益类、权益类、现金管理类及混合类信托产品</li>
          <li>家族信托、特殊需要信托与慈善信托</li>
          <li>财富体检、资产配置与专属理财经理服务</li>
        </ul>
      </Block>
      <Block id="about-contact" title="联系我们">
        <p>财富热线：{HOTLINE}</p>
        <p>服务时间：{WEALTH_HOTLINE_HOURS}</p>
        <p>服务网点：北京（总部）、上海、杭州</p>
        <Button onClick={() => void callNative('toCall', HOTLINE)}>拨打财富热线</Button>
      </Block>
    </Article>
  );
}
