import { RiskCollectScreen } from './RiskCollectScreen';

/** The re-assessment reason (spec 2 §2), the app's variant: the questionnaire that follows is the app's. */
export default function RiskCollectAppPage() {
  return <RiskCollectScreen inApp={true} />;
}
