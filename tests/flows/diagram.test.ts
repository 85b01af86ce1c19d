import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { chartOf, leafKeysOf, stateKeysOf } from '../../src/flows/diagram';

const form = createMachine({
  id: 'form',
  initial: 'editing',
  on: { 'user.cancel': '.done' },
  states: {
    editing: {
      type: 'parallel',
      states: {
        phone: { initial: 'empty', states: { empty: { on: { 'user.type': 'filled' } }, filled: {} } },
        code: { initial: 'empty', states: { empty: {}, filled: {} } },
      },
      on: { 'user.submit': { guard: 'isComplete', target: 'done' } },
      always: { guard: 'isExpired', target: 'done' },
    },
    done: { type: 'final' },
  },
});

describe('chartOf', () => {
  it('lists nested states after their parent, with depth, initial and final marks', () => {
    const { states } = chartOf(form);
    expect(states.map((s) => [s.path, s.depth, s.initial, s.final])).toEqual([
      ['editing', 0, true, false],
      ['editing.phone', 1, false, false],
      ['editing.phone.empty', 2, true, false],
      ['editing.phone.filled', 2, false, false],
      ['editing.code', 1, false, false],
      ['editing.code.empty', 2, true, false],
      ['editing.code.filled', 2, false, false],
      ['done', 0, false, true],
    ]);
  });

  it('gives each state its transitions with guards and targets, and the root its any-state transitions', () => {
    const { states, anyState } = chartOf(form);
    expect(states.find((s) => s.path === 'editing')?.transitions).toEqual([
      { label: 'user.submit', guard: 'isComplete', targets: ['done'] },
      { label: 'always', guard: 'isExpired', targets: ['done'] },
    ]);
    expect(states.find((s) => s.path === 'editing.phone.empty')?.transitions).toEqual([
      { label: 'user.type', guard: '', targets: ['editing.phone.filled'] },
    ]);
    expect(anyState).toEqual([{ label: 'user.cancel', guard: '', targets: ['done'] }]);
  });
});

describe('state values', () => {
  it('lists active paths with their parents', () => {
    expect(stateKeysOf('idle')).toEqual(['idle']);
    expect(stateKeysOf({ editing: { phone: 'empty', code: 'filled' } })).toEqual([
      'editing',
      'editing.phone',
      'editing.phone.empty',
      'editing.code',
      'editing.code.filled',
    ]);
  });

  it('describes a value by its leaves', () => {
    expect(leafKeysOf('idle')).toEqual(['idle']);
    expect(leafKeysOf({ editing: { phone: 'empty', code: 'filled' } })).toEqual([
      'editing.phone.empty',
      'editing.code.filled',
    ]);
  });
});
