import { CrsDeclareScreen } from './CrsDeclareScreen';

/** The CRS declaration form in a browser. */
export default function CrsDeclareIndexPage() {
  return <CrsDeclareScreen inApp={false} />;
}
