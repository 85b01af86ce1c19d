import { useRouteTitle } from '../../app/title';
import { Placeholder } from '../../ui/Placeholder';

/** Every route whose screen a later issue delivers. */
export default function PlaceholderPage() {
  return <Placeholder title={useRouteTitle()} />;
}
