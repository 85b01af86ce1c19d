/**
 * Live inspection for product owners, dev builds only: main.tsx imports this module dynamically when the page is
 * opened with `?inspect=1`, before any flow actor starts. It opens the hosted Stately inspector in a new window and
 * hands its observer to every flow (useFlow and the dev flows page pass `flowInspector()` to their actors).
 */
import { createBrowserInspector } from '@statelyai/inspect';
import { setFlowInspector } from './inspection';
import { maskSecrets, toPlain } from './mask';

type InspectorOptions = NonNullable<Parameters<typeof createBrowserInspector>[0]>;

export function startInspector(options: Pick<InspectorOptions, 'window' | 'url'> = {}) {
  const inspector = createBrowserInspector({
    ...options,
    // `serialize` is the library's last step before anything is posted to the inspector window (and what it
    // replays on connecting), and it sees the whole inspection event: event payloads, snapshots with context,
    // actor inputs. Masking there covers all three in one place. It replaces the library's default, a
    // cycle-safe JSON copy, which toPlain does instead.
    serialize: (event) => maskSecrets(toPlain(event)) as typeof event,
  });
  setFlowInspector(inspector.inspect);
  return inspector;
}
