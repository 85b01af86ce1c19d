import { NetValueScreen } from './NetValueScreen';

/** The net-value and yield screen (spec 2 §2), layout lineChart. */
export default function LineChartPage() {
  return <NetValueScreen layout="lineChart" inApp={false} />;
}
