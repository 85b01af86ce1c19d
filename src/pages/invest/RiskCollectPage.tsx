import { RiskCollectScreen } from './RiskCollectScreen';

/** The re-assessment reason (spec 2 §2), in a browser. */
export default function RiskCollectPage() {
  return <RiskCollectScreen inApp={false} />;
}
