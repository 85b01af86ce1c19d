import { RISK_SENIOR_COUNTDOWN_S } from '../../contract';
import { RiskQuestionnaireScreen } from './RiskQuestionnaireScreen';

/** The risk questionnaire, the app's variant: the 65+ notice counts down before it can be confirmed (decisions.md). */
export default function RiskIndexAppPage() {
  return <RiskQuestionnaireScreen inApp={true} ageNoticeSeconds={RISK_SENIOR_COUNTDOWN_S} />;
}
