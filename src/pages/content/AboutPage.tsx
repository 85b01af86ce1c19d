import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { href } from '../../paths';
import { callNative } from '../../platform/bridge';
import { isInApp } from '../../platform/terminal';
import { Article, Block } from '../../ui/Article';
import { Button } from '../../ui/Button';
import { COMPANY_NAME, HOTLINE, WEALTH_HOTLINE_HOURS } from '../shared/company';

const VALUES = [
  ['合规经营', '持牌金融机构'],
  ['稳健发展', '风控贯穿全程'],
  ['专业投研', '专属理财经理'],
] as const;

/**
 * Company introduction (spec 3 §2 "The company introduction page has static facts"), where `/phone/` lands: the
 * brand with the way to the products first (UX.md; inside the app the app's own product list), then the facts.
 */
export default function AboutPage() {
  return (
    <Article>
      <Hero aria-labelledby="about-brand">
        <h2 id="about-brand">{COMPANY_NAME}</h2>
        <p>受人之托 · 代人理财</p>
        <Values>
          {VALUES.map(([title, line]) => (
            <li key={title}>
              <strong>{title}</strong>
              <span>{line}</span>
            </li>
          ))}
        </Values>
        <Actions>
          <Primary
            to={href('productList')}
            onClick={(e) => {
              if (!isInApp()) return;
              e.preventDefault();
              void callNative('toProductList');
            }}
          >
            浏览信托产品
          </Primary>
          <Secondary to={href('aboutWealth')}>财富管理服务</Secondary>
        </Actions>
      </Hero>
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

const Hero = styled.section`
  margin-bottom: 12px;
  padding: 24px 16px 16px;
  border-radius: 8px;
  background: linear-gradient(135deg, #c0392b 0%, #8e1b1b 100%);
  color: #ffffff;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.xl};
  }
  > p {
    margin: 6px 0 16px;
    opacity: 0.9;
    letter-spacing: 2px;
  }
`;

const Values = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 10px 6px;
    border-radius: 6px;
    background: rgba(255, 255, 255, 0.14);
    text-align: center;
  }
  strong {
    font-size: ${({ theme }) => theme.font.medium};
  }
  span {
    font-size: ${({ theme }) => theme.font.small};
    opacity: 0.9;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
`;

const Primary = styled(Link)`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.tap};
  border-radius: 22px;
  background: #ffffff;
  color: #8e1b1b;
  font-weight: 600;
  text-decoration: none;
`;

const Secondary = styled(Primary)`
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.8);
  color: #ffffff;
  font-weight: normal;
`;
