import { RiskQuestionnaireScreen } from './RiskQuestionnaireScreen';

/** The risk questionnaire in a browser: the variant without a countdown on the 65+ notice (decisions.md). */
export default function RiskIndexPage() {
  return <RiskQuestionnaireScreen inApp={false} ageNoticeSeconds={0} />;
}
