import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SCROLL_BOTTOM_ACTION } from '../../platform/bridge';
import { useScrollBottomNotice } from '../shared/useScrollBottomNotice';
import { privacyPolicy, type PolicyBlock } from './privacyPolicy';

export const FULL_TEXT_LINK = '查看完整版隐私政策';

/** Privacy policy (spec 1 §2, spec 3 §2): the key points, or the full text with `showAll=1`. */
export default function PrivacyPolicyPage() {
  const [query] = useSearchParams();
  return query.get('showAll') === '1' ? <FullText /> : <Summary />;
}

function Header() {
  return (
    <div>
      <h2>{privacyPolicy.title}</h2>
      <Dates>
        <span>更新日期：{privacyPolicy.updatedOn}</span>
        <span>生效日期：{privacyPolicy.effectiveOn}</span>
      </Dates>
    </div>
  );
}

// Each view calls the hook itself: switching from the summary to the full text mounts a new view, so the full
// text's bottom is reported even after the short summary's was.
function Summary() {
  useScrollBottomNotice(SCROLL_BOTTOM_ACTION);
  return (
    <Article>
      <Header />
      <p>{privacyPolicy.intro[0]}</p>
      <Points aria-label="隐私政策要点">
        {privacyPolicy.keyPoints.map((point) => (
          <div key={point.title}>
            <dt>{point.title}</dt>
            <dd>{point.text}</dd>
          </div>
        ))}
      </Points>
      <FullLink to="?showAll=1">{FULL_TEXT_LINK}</FullLink>
    </Article>
  );
}

function FullText() {
  useScrollBottomNotice(SCROLL_BOTTOM_ACTION);
  return (
    <Article>
      <Header />
      {privacyPolicy.intro.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {privacyPolicy.sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h3>{section.heading}</h3>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </Article>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('subheading' in block) return <h4>{block.subheading}</h4>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const Article = styled.article`
  padding: 16px 16px 32px;
  background: ${({ theme }) => theme.color.surface};
  line-height: 1.75;
  h2 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.font.large};
    text-align: center;
  }
  h3 {
    margin: 24px 0 8px;
    font-size: ${({ theme }) => theme.font.subtitle};
  }
  h4 {
    margin: 16px 0 4px;
    font-size: ${({ theme }) => theme.font.body};
  }
  p {
    margin: 0 0 10px;
    text-align: justify;
  }
  ul {
    margin: 0 0 10px;
    padding-left: 20px;
  }
`;

const Dates = styled.div`
  margin-bottom: 12px;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
  span + span {
    margin-left: 1em;
  }
`;

const Points = styled.dl`
  margin: 16px 0;
  div {
    margin-bottom: 12px;
    padding: 12px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.background};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 4px 0 0;
  }
`;

const FullLink = styled(Link)`
  display: block;
  min-height: ${({ theme }) => theme.tap};
  line-height: 44px;
  text-align: center;
  color: ${({ theme }) => theme.color.primary};
`;
