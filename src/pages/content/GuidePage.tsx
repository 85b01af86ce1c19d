import { Link } from 'react-router-dom';
import styled from 'styled-components';
import step1 from '../../assets/guide/step1.svg';
import step2 from '../../assets/guide/step2.svg';
import step3 from '../../assets/guide/step3.svg';
import step4 from '../../assets/guide/step4.svg';
import step5 from '../../assets/guide/step5.svg';
import step6 from '../../assets/guide/step6.svg';
import { href } from '../../paths';
import { fillsRatioBox, ratioBox } from '../../ui/ratio';

/** What each picture says, for readers who cannot see it. */
const STEPS = [
  { src: step1, alt: '第1步 注册登录：手机号注册，设置登录密码' },
  { src: step2, alt: '第2步 实名认证：在APP中完成身份认证' },
  { src: step3, alt: '第3步 风险测评：了解您的风险承受能力' },
  { src: step4, alt: '第4步 合格投资者确认：提交资产或收入证明' },
  { src: step5, alt: '第5步 选购产品：在APP中认购适合您的产品' },
  { src: step6, alt: '第6步 专属服务：理财经理一对一为您服务' },
] as const;

export const CONTACT_ADVISER = '联系我的理财经理';

/** 服务指南: six pictures and "contact my wealth adviser" (spec 1 §2 "Tips screen", spec 3 §2 guide page). */
export default function GuidePage() {
  return (
    <Page>
      <Pictures>
        {STEPS.map((step) => (
          <li key={step.src}>
            {/* A fixed box: the page does not shift while the pictures load. */}
            <img src={step.src} alt={step.alt} width={686} height={386} decoding="async" />
          </li>
        ))}
      </Pictures>
      <Bar>
        <Contact to={href('mineFinancialManager')}>{CONTACT_ADVISER}</Contact>
      </Bar>
    </Page>
  );
}

const Page = styled.div`
  padding: 12px 12px 0;
`;

const Pictures = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    ${ratioBox(686, 386)}
  }
  li + li {
    margin-top: 12px;
  }
  img {
    ${fillsRatioBox}
    display: block;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** Stays in reach at the bottom of the screen while the pictures scroll. */
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  margin: 12px -12px 0;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.background};
`;

const Contact = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.tap};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: ${({ theme }) => theme.font.subtitle};
  text-decoration: none;
`;
