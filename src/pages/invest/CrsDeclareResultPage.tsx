import { CrsDeclareResultScreen } from './CrsDeclareResultScreen';

/** The CRS declaration's audit status in a browser. */
export default function CrsDeclareResultPage() {
  return <CrsDeclareResultScreen inApp={false} />;
}
