import styled from 'styled-components';
import { RulesText } from './RulesText';

/** 积分规则 (spec 3 §2 pointsRules, §9). Static. */
export default function PointsRulesPage() {
  return (
    <Page>
      <RulesText />
    </Page>
  );
}

const Page = styled.article`
  padding: 16px 16px calc(24px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.surface};
  min-height: calc(100vh - var(--top-bar-height, 0px));
`;
