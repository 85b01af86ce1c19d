import type { InspectionEvent, Observer } from 'xstate';

/**
 * Where live inspection plugs in: the dev-only inspector (started with `?inspect=1`) registers its observer
 * here before any actor starts, and `useFlow` hands it to every flow actor. Production builds never register one.
 */
let observer: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;

export function setFlowInspector(next: typeof observer): void {
  observer = next;
}

export function flowInspector(): typeof observer {
  return observer;
}
