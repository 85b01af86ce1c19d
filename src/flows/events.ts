/**
 * How XState names the events it makes itself, and a snapshot's state keys: read by the flow docs and the dev
 * flows page here, and by the test harness (tests/model). One place, so the prefixes are written once.
 */
export const DONE = 'xstate.done.actor.';
export const ERROR = 'xstate.error.actor.';
export const AFTER = 'xstate.after.';

/** The invoke id of a done or error event, or null for any other event. */
export function invokeOf(eventType: string): { id: string; done: boolean } | null {
  if (eventType.startsWith(DONE)) return { id: eventType.slice(DONE.length), done: true };
  if (eventType.startsWith(ERROR)) return { id: eventType.slice(ERROR.length), done: false };
  return null;
}

/** The named delay of an `xstate.after.<delay>.<stateId>` event, or null. */
export const delayNameOf = (eventType: string): string | null =>
  eventType.startsWith(AFTER) ? eventType.slice(AFTER.length).split('.')[0]! : null;

/** `after tick`, `sendSmsCode done`, `sendSmsCode fails`, or the event type as it is. */
export function eventLabel(eventType: string): string {
  const delay = delayNameOf(eventType);
  if (delay) return `after ${delay}`;
  const invoke = invokeOf(eventType);
  if (invoke) return `${invoke.id} ${invoke.done ? 'done' : 'fails'}`;
  return eventType;
}

/** A guard's name for people: `canSubmit`, or `isOutcome captchaWrong` for a guard with a `kind` parameter. */
export function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  const { type, params } = guard as { type?: string; params?: { kind?: string } };
  return [type ?? 'guard', params?.kind].filter(Boolean).join(' ');
}

/** The dotted paths of every active state, parents included: `{ form: 'editing' }` → form, form.editing. */
export function stateKeysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...stateKeysOf(child, `${prefix}${key}.`),
  ]);
}

/** The active leaf states only: `{ form: 'editing' }` → form.editing. */
export function leafKeysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafKeysOf(child, `${prefix}${key}.`),
  );
}
