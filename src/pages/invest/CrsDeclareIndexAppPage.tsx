import { CrsDeclareScreen } from './CrsDeclareScreen';

/** The CRS declaration form, the app's variant: images through the app's chooser when it offers one. */
export default function CrsDeclareIndexAppPage() {
  return <CrsDeclareScreen inApp={true} />;
}
