/**
 * What the dev flows page offers in a state: the catalogue's samples for the events the state handles, each
 * running invoke's done/error samples and the `after` delays, limited to what the machine would take now
 * (`snapshot.can`). The same derivation as the generated tests (eventsFor), so the page shows exactly the steps
 * the tests replay.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CatalogueEntry } from '../../machines/catalogue';
import { delayOf, eventsFor } from './graph';
import { maskSecrets, toPlain } from './mask';

export interface Offer {
  event: EventObject;
  /** What the button says: `user.requestCode`, `sendSmsCode 完成`, `sendSmsCode 失败：…`, `等待 tick (1000 ms)`. */
  label: string;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

export function offersFor(entry: CatalogueEntry, snapshot: AnyMachineSnapshot): Offer[] {
  if (snapshot.status !== 'active') return [];
  const events = eventsFor(entry)(snapshot);
  return events
    .filter((event) => snapshot.can(event))
    .map((event) => ({
      event,
      label: labelOf(
        entry,
        event,
        events.filter((e) => e.type === event.type),
        snapshot,
      ),
    }));
}

function labelOf(
  entry: CatalogueEntry,
  event: EventObject,
  sameType: EventObject[],
  snapshot: AnyMachineSnapshot,
): string {
  const e = event as EventObject & { output?: unknown; error?: unknown };
  if (e.type.startsWith(AFTER))
    return `等待 ${e.type.slice(AFTER.length).split('.')[0]} (${delayOf(entry.machine, e.type, snapshot)} ms)`;
  if (e.type.startsWith(ERROR)) return `${e.type.slice(ERROR.length)} 失败：${errorText(e.error)}`;
  if (e.type.startsWith(DONE)) {
    const outputs = sameType.map((s) => (s as { output?: unknown }).output);
    return `${e.type.slice(DONE.length)} 完成${difference(outputs, e.output)}`;
  }
  const payload = (ev: EventObject) => Object.fromEntries(Object.entries(ev).filter(([k]) => k !== 'type'));
  return `${e.type}${difference(sameType.map(payload), payload(e))}`;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return maskSecrets(error.message);
  return short(maskSecrets(toPlain(error)));
}

/**
 * What tells this sample apart from the other samples of the same event: the fields whose values differ, e.g.
 * ` (statusCode: 00000015)`. Nothing when there is only one sample.
 */
function difference(samples: unknown[], sample: unknown): string {
  if (samples.length < 2) return '';
  const plain = maskSecrets(toPlain(sample));
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(plain) || !samples.every((s) => isRecord(toPlain(s)))) return ` (${short(plain)})`;
  const others = samples.map((s) => toPlain(s) as Record<string, unknown>);
  const keys = [...new Set(others.flatMap(Object.keys))].filter(
    (k) => new Set(others.map((o) => JSON.stringify(o[k]))).size > 1,
  );
  return keys.length ? ` (${keys.map((k) => `${k}: ${short(plain[k])}`).join(', ')})` : '';
}

function short(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
