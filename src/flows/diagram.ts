/**
 * A machine's states and transitions read from its own state nodes, and how XState names the events it makes itself:
 * for the flow docs (Mermaid), the dev flows page and the test harness (tests/model). Pure: no DOM, no file system.
 */
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';

type StateNode = AnyStateMachine['root'];
type TransitionList = StateNode['always'] & object;

/** Each branch of a state's transitions: the `branch`-th for its event (`''` for `always`), its guard and targets. */
export function branchesOf(node: StateNode) {
  const of = (eventType: string, list: TransitionList) =>
    list.map((t, branch) => ({ eventType, branch, guard: guardName(t.guard), targets: t.target ?? [] }));
  return [...[...node.transitions].flatMap(([eventType, list]) => of(eventType, list)), ...of('', node.always ?? [])];
}

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

export function mermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const render = (node: StateNode, indent: string) => {
    if (node.initial?.target?.[0]) lines.push(`${indent}[*] --> ${mermaidId(node.initial.target[0].id)}`);
    for (const child of Object.values(node.states)) {
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${mermaidId(child.id)} {`);
        render(child, indent + '  ');
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}${mermaidId(child.id)} : ${child.key}`);
      }
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child.id)} --> [*]`);
    }
  };
  render(machine.root, '  ');
  for (const node of getStateNodes(machine.root)) {
    for (const { eventType, guard, targets } of branchesOf(node)) {
      const label = `${eventLabel(eventType)}${guard ? ` [${guard}]` : ''}`;
      // A transition that stays is drawn as a loop; an `always` that stays runs actions only and is not drawn.
      for (const target of targets.length || !eventType ? targets : [node]) {
        lines.push(`  ${mermaidId(node.id)} --> ${mermaidId(target.id)} : ${label}`);
      }
    }
  }
  return lines.join('\n');
}

/** A state's transitions for people: `after tick` [guard] → target states as dotted paths (none: it stays). */
const transitionsOf = (node: StateNode) =>
  branchesOf(node).map(({ eventType, guard, targets }) => ({
    label: eventLabel(eventType),
    guard,
    targets: targets.map((t) => t.path.join('.')),
  }));
export type ChartTransition = ReturnType<typeof transitionsOf>[number];

/**
 * The machine as a list in document order (children after their parent): each state's dotted path, key, depth and
 * marks with its outgoing transitions, plus the transitions the root takes in any state.
 */
export function chartOf(machine: AnyStateMachine) {
  const states = getStateNodes(machine.root).map((node) => ({
    path: node.path.join('.'),
    key: node.key,
    depth: node.path.length - 1,
    initial: node.parent?.initial?.target?.[0] === node,
    final: node.type === 'final',
    transitions: transitionsOf(node),
  }));
  return { states, anyState: transitionsOf(machine.root) };
}

/** The invoke id of a done or error event (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`), or null. */
export function invokeOf(eventType: string): { id: string; done: boolean } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  return match ? { id: match[2]!, done: match[1] === 'done' } : null;
}

/** The named delay of an `xstate.after.<delay>.<stateId>` event, or null. */
export const delayNameOf = (eventType: string) => /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] ?? null;

/** `after tick`, `sendSmsCode done`, `sendSmsCode fails`, `always` (no event), or the event type as it is. */
export function eventLabel(eventType: string): string {
  const delay = delayNameOf(eventType);
  if (delay) return `after ${delay}`;
  const invoke = invokeOf(eventType);
  if (invoke) return `${invoke.id} ${invoke.done ? 'done' : 'fails'}`;
  return eventType || 'always';
}

/**
 * A guard's name for people: `canSubmit`, or `isOutcome captchaWrong` for `outcome('captchaWrong')`, whose params
 * carry the kind beside the call's output (machines/shared/flow.ts): read here without an event.
 */
export function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  const { type, params } = guard as { type?: string; params?: unknown };
  const kind = (typeof params === 'function' ? params({ event: {} }) : params) as { kind?: string } | undefined;
  return [type ?? 'guard', kind?.kind].filter(Boolean).join(' ');
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
export function leafKeysOf(value: unknown): string[] {
  const all = stateKeysOf(value);
  return all.filter((key) => !all.some((other) => other.startsWith(`${key}.`)));
}
