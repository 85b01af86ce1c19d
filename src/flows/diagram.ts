/**
 * A machine's states and transitions read from its own state nodes, for the flow docs (Mermaid) and the dev
 * flows page (a list with the current state highlighted). Pure: no DOM, no file system.
 */
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { eventLabel, guardName, stateKeysOf } from './events';

type StateNode = AnyStateMachine['root'];

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

/** A Mermaid stateDiagram-v2 drawn from the machine's own state nodes and transitions. */
export function mermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const render = (node: StateNode, indent: string) => {
    const children = Object.values(node.states);
    if (node.initial?.target?.[0]) lines.push(`${indent}[*] --> ${mermaidId(node.initial.target[0].id)}`);
    for (const child of children) {
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
    for (const [eventType, list] of node.transitions) {
      for (const t of list) {
        const guard = guardName(t.guard);
        const label = `${eventLabel(eventType)}${guard ? ` [${guard}]` : ''}`;
        for (const target of t.target ?? [node])
          lines.push(`  ${mermaidId(node.id)} --> ${mermaidId(target.id)} : ${label}`);
      }
    }
    for (const t of node.always ?? []) {
      const guard = guardName(t.guard);
      for (const target of t.target ?? [])
        lines.push(`  ${mermaidId(node.id)} --> ${mermaidId(target.id)} : always${guard ? ` [${guard}]` : ''}`);
    }
  }
  return lines.join('\n');
}

export interface ChartTransition {
  /** `user.requestCode`, `after tick`, `sendSmsCode done`, `always`. */
  label: string;
  /** The guard's name; '' when unguarded. */
  guard: string;
  /** Target states as dotted paths; empty when the transition stays (actions only). */
  targets: string[];
}

export interface ChartState {
  /** Dotted path from the root, e.g. `countingDown` or `form.editing`. */
  path: string;
  /** The state's own key. */
  key: string;
  depth: number;
  initial: boolean;
  final: boolean;
  transitions: ChartTransition[];
}

const pathOf = (node: StateNode) => node.path.join('.');

function transitionsOf(node: StateNode): ChartTransition[] {
  const out: ChartTransition[] = [];
  for (const [eventType, list] of node.transitions) {
    for (const t of list)
      out.push({ label: eventLabel(eventType), guard: guardName(t.guard), targets: (t.target ?? []).map(pathOf) });
  }
  for (const t of node.always ?? [])
    out.push({ label: 'always', guard: guardName(t.guard), targets: (t.target ?? []).map(pathOf) });
  return out;
}

/**
 * The machine as a list in document order (children after their parent), each state with its outgoing
 * transitions, plus the transitions the root takes in any state.
 */
export function chartOf(machine: AnyStateMachine): { states: ChartState[]; anyState: ChartTransition[] } {
  const states: ChartState[] = [];
  const walk = (node: StateNode, depth: number) => {
    const initialId = node.initial?.target?.[0]?.id;
    for (const child of Object.values(node.states)) {
      states.push({
        path: pathOf(child),
        key: child.key,
        depth,
        initial: child.id === initialId,
        final: child.type === 'final',
        transitions: transitionsOf(child),
      });
      walk(child, depth + 1);
    }
  };
  walk(machine.root, 0);
  return { states, anyState: transitionsOf(machine.root) };
}

/** The leaf states of a snapshot value, for display: `idle`, `form.editing`, `a.x, b.y` (parallel). */
export function describeValue(value: unknown): string {
  const all = stateKeysOf(value);
  return all.filter((p) => !all.some((other) => other.startsWith(`${p}.`))).join(', ');
}
