import { RiskResultScreen } from './RiskResultScreen';

/** The risk result (spec 2 §2), in a browser. */
export default function RiskResultPage() {
  return <RiskResultScreen inApp={false} />;
}
