import { RISK_SENIOR_COUNTDOWN_S } from '../../contract';
import { RiskQuestionnaireScreen } from './RiskQuestionnaireScreen';

/**
 * The risk SMS step (riskMessageApp): the answers come in `param` or from the draft; without either the questionnaire
 * opens at its start.
 */
export default function RiskMessageAppPage() {
  return <RiskQuestionnaireScreen inApp={true} ageNoticeSeconds={RISK_SENIOR_COUNTDOWN_S} />;
}
