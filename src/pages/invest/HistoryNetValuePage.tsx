import { NetValueScreen } from './NetValueScreen';

/** The net-value and yield screen (spec 2 §2), layout history. */
export default function HistoryNetValuePage() {
  return <NetValueScreen layout="history" inApp={false} />;
}
