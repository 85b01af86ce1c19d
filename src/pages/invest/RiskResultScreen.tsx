import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { RISK_TYPES, attemptsHint, readRisk, riskText, type RiskLevel, type RiskStanding } from '../../contract';
import { isoDay } from '../../contract/figures';
import { useLoader } from '../../flows/useLoader';
import { loadRiskStanding } from '../../implementations/risk';
import { href } from '../../paths';
import { callNative } from '../../platform/bridge';
import { toast } from '../../platform/notices';
import { Button } from '../../ui/Button';
import { LoadedOne } from '../shared/LoadStates';
import { EmptyState } from '../../ui/EmptyState';
import { Items } from './parts';
import { Page, Section } from '../../ui';

/**
 * 测评结果 (spec 2 §2 "Risk result", §4): the assessed type, the product levels it allows, the assessment and expiry
 * dates, today's remaining attempts, re-assess and confirm. A result past its 365 days says it must be renewed
 * before buying; an investor never assessed is offered the questionnaire. 确认 closes the page (the app's
 * closeh5Back; back in a browser).
 */
export function RiskResultScreen({ inApp }: { inApp: boolean }) {
  const { view, send } = useLoader<RiskStanding>({ load: loadRiskStanding, pageSize: 0 });
  const navigate = useNavigate();
  const standing = view.items[0];
  const questionnaire = href(inApp ? 'riskIndexApp' : 'riskIndex');

  const reassess = () => {
    if (!standing || standing.times < 1) toast.error(riskText.attemptsUsedUp);
    else navigate(href(inApp ? 'riskCollectApp' : 'riskCollect'));
  };

  return (
    <Page>
      <LoadedOne
        view={view}
        onRetry={() => send({ type: 'user.retry' })}
        loading="verdict"
        empty={
          <Section>
            <EmptyState
              text={riskText.notAssessed}
              action={{ label: riskText.start, onAction: () => navigate(questionnaire) }}
            />
          </Section>
        }
      >
        {(loaded) => (
          <>
            <Standing standing={loaded} />
            <Actions>
              <Button $variant="secondary" onClick={reassess}>
                {riskText.reassess}
              </Button>
              <Button onClick={() => void callNative('closeh5Back')}>{riskText.confirm}</Button>
            </Actions>
          </>
        )}
      </LoadedOne>
    </Page>
  );
}

function Standing({ standing }: { standing: RiskStanding }) {
  const { result, times, totalTimes } = standing;
  const reading = readRisk(result);
  // The screen opens only on an assessment (loadRiskStanding is empty without one).
  if (!reading.assessed) return null;
  const { type, expired, level } = reading;
  return (
    <>
      <Section aria-label="测评结果">
        <Verdict>
          <span>您的风险承受能力为</span>
          <strong>{type.name}</strong>
        </Verdict>
        <RiskScale level={level} />
        {expired && <Expired role="alert">{riskText.expired}</Expired>}
        <Items
          items={[
            ['可购买产品', type.products],
            ['测评日期', isoDay(result.riskinputdate)],
            ['有效期至', isoDay(result.corpenddate)],
          ]}
        />
      </Section>
      <Hint>{attemptsHint(totalTimes, times)}</Hint>
    </>
  );
}

const LEVELS = Object.keys(RISK_TYPES) as RiskLevel[];

/** The five types from the most cautious up, the investor's marked: where their level sits among them. */
function RiskScale({ level }: { level: RiskLevel }) {
  const at = LEVELS.indexOf(level);
  return (
    <Scale aria-label="风险承受能力等级">
      {LEVELS.map((l, i) => (
        <li key={l} aria-current={l === level ? 'true' : undefined} data-reached={i <= at || undefined}>
          {RISK_TYPES[l].name}
        </li>
      ))}
    </Scale>
  );
}

const Scale = styled.ol`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0 16px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  list-style: none;
  li {
    flex: 1;
    padding-top: 10px;
    border-top: 6px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
    text-align: center;
    white-space: nowrap;
  }
  li:first-child {
    border-top-left-radius: 3px;
  }
  li[data-reached] {
    border-top-color: ${({ theme }) => theme.color.primary};
  }
  li[aria-current] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

const Verdict = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 28px 16px 20px;
  color: ${({ theme }) => theme.color.muted};
  strong {
    font-size: ${({ theme }) => theme.font.display};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Expired = styled.p`
  margin: 12px 16px 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: #fff3f0;
  color: ${({ theme }) => theme.color.error};
  line-height: 1.5;
`;

const Hint = styled.p`
  margin: 12px 16px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  margin: 24px 16px 0;
  > * {
    flex: 1;
  }
`;

/** The module of the routes that show it (src/paths.ts), each with its props. */
export default RiskResultScreen;
