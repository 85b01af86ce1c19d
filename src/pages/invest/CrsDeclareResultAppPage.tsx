import { CrsDeclareResultScreen } from './CrsDeclareResultScreen';

/** The CRS declaration's audit status, the app's variant. */
export default function CrsDeclareResultAppPage() {
  return <CrsDeclareResultScreen inApp={true} />;
}
