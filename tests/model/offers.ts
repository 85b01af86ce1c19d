/**
 * What the dev flows page offers in a state: the entry's samples for the events the state handles, each running
 * invoke's answers by name and the `after` delays, limited to what the machine would take now (`snapshot.can`).
 * The same derivation as the generated tests (eventsFor), so the page shows exactly the steps the tests replay.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { delayNameOf, invokeOf } from '../../src/flows/diagram';
import { maskSecrets, toPlain } from '../../src/flows/mask';
import { delayOf, describeEvent, eventsFor, type StepEvent } from './harness';
import type { Entry } from './kit';

export interface Offer {
  event: StepEvent;
  /** What the button says: `user.requestSms`, `sendSmsCode 完成：sent`, `sendSmsCode 失败：failed`, `等待 tick (1000 ms)`. */
  label: string;
}

export function offersFor(entry: Entry, snapshot: AnyMachineSnapshot): Offer[] {
  if (snapshot.status !== 'active') return [];
  const events = eventsFor(entry)(snapshot).filter((event) => snapshot.can(event));
  return events.map((event) => ({ event, label: labelOf(entry, event, snapshot) }));
}

function labelOf(entry: Entry, event: StepEvent, snapshot: AnyMachineSnapshot): string {
  const delay = delayNameOf(event.type);
  if (delay) return `等待 ${delay} (${delayOf(entry.machine, event.type, snapshot)} ms)`;
  const invoke = invokeOf(event.type);
  if (invoke) return `${invoke.id} ${invoke.done ? '完成' : '失败'}：${event.name}`;
  // The test's own words for the event, with what was typed masked.
  return describeEvent(entry, maskSecrets(toPlain(event)) as StepEvent);
}
