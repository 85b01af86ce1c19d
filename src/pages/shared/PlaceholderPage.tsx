import { useRouteTitle } from '../../routing';
import { Placeholder } from '../../ui';

/** Every route whose screen a later issue delivers. */
export default function PlaceholderPage() {
  return <Placeholder title={useRouteTitle()} />;
}
