import { RiskResultScreen } from './RiskResultScreen';

/** The risk result (spec 2 §2), the app's variant: re-assessing stays on the app's screens. */
export default function RiskResultAppPage() {
  return <RiskResultScreen inApp={true} />;
}
