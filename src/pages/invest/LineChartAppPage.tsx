import { NetValueScreen } from './NetValueScreen';

/** The net-value and yield screen (spec 2 §2), layout lineChart. */
export default function LineChartAppPage() {
  return <NetValueScreen layout="lineChart" inApp={true} />;
}
