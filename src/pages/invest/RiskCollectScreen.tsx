import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  OTHER_REASON_LABEL,
  riskReassessMachine,
  selectRiskReassessView,
} from '../../../machines/riskReassess/riskReassess';
import { REASSESS_REASONS, RISK_TYPES, attemptsHint, type RiskLevel } from '../../contract';
import { useFlow } from '../../flows/useFlow';
import { riskReassessImplementations } from '../../../machines/riskReassess/riskReassess.implementations';
import { Button } from '../../ui/Button';
import { ChoiceList, ChoiceRow } from '../../ui/Choices';
import { FieldError, TextField } from '../../ui/Field';
import { LoadFailed, Loading } from '../shared/LoadStates';
import { Items } from './parts';
import { Section, SectionTitle } from '../../ui';

/**
 * 重新测评 (spec 2 §2 "Risk re-assessment reason"): the previous result and the products it allows, the reason for
 * re-assessing, today's remaining attempts; 确认 sends the reason and opens the questionnaire.
 */
export function RiskCollectScreen({ inApp }: { inApp: boolean }) {
  const [params] = useSearchParams();
  const [snapshot, send] = useFlow(riskReassessMachine, riskReassessImplementations, {
    input: { inApp, age: params.get('age') ?? '', jumpType: params.get('jumpType') ?? '' },
  });
  const view = selectRiskReassessView(snapshot);

  if (view.loading) return <Loading />;
  if (view.failed) return <LoadFailed onRetry={() => send({ type: 'user.retry' })} />;
  const previous = view.standing?.result.riskleveldic
    ? RISK_TYPES[view.standing.result.riskleveldic as RiskLevel]
    : null;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'user.submit' });
      }}
    >
      {previous && (
        <Section aria-label="上次测评结果">
          <Items
            items={[
              ['上次测评结果', previous.name],
              ['可购买产品', previous.products],
            ]}
          />
        </Section>
      )}
      <Section>
        <SectionTitle id="reassess-reason">请选择重新测评的原因</SectionTitle>
        <ChoiceList role="radiogroup" aria-labelledby="reassess-reason">
          {REASSESS_REASONS.map((r) => (
            <ChoiceRow key={r.value}>
              <input
                type="radio"
                name="reassessReason"
                value={r.value}
                checked={view.reason === r.value}
                disabled={!view.canSubmit}
                onChange={() => send({ type: 'user.changeField', field: 'reason', value: r.value })}
              />
              <span>
                {r.value}. {r.label}
              </span>
            </ChoiceRow>
          ))}
        </ChoiceList>
        {view.showOther && (
          <Other>
            <TextField
              label={OTHER_REASON_LABEL}
              placeholder="请输入其他原因"
              value={view.otherReason}
              maxLength={view.otherMaxLength}
              readOnly={!view.canSubmit}
              onValueChange={(value) => send({ type: 'user.changeField', field: 'otherReason', value })}
            />
          </Other>
        )}
      </Section>
      {view.standing && <Hint>{attemptsHint(view.standing.totalTimes, view.standing.times)}</Hint>}
      {view.message && <FieldError>{view.message}</FieldError>}
      <Actions>
        <Button type="submit" disabled={!view.canSubmit} aria-busy={view.busy}>
          确认
        </Button>
      </Actions>
    </form>
  );
}

/** The field's row brings its own side padding: flush with the reasons above it. */
const Other = styled.div`
  padding: 0 0 12px;
`;

const Hint = styled.p`
  margin: 12px 16px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Actions = styled.div`
  margin: 20px 16px 24px;
`;

/** The module of the routes that show it (src/paths.ts), each with its props. */
export default RiskCollectScreen;
