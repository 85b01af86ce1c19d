import { assign, setup, type SnapshotFrom } from 'xstate';
import { mineText } from '../../src/contract';
import { output, providedLater } from '../shared/flow';

export type MarkAllReadEvent = { type: 'user.markAllRead' };

/** What changeStatusBatch answers: the server's message (spec 1 §7 "result.msg (mark read)"). */
export interface MarkAllReadOutput {
  msg: string;
}

export interface MarkAllReadContext {
  /** The server's message after the last success; empty otherwise. */
  message: string;
  /** How many times everything was marked read in this visit: the list reloads each time, with its new marks. */
  marks: number;
}

/**
 * Mark all read on the message list (spec 1 §2 "Message list: paged, with mark-all-read", §7 changeStatusBatch).
 * The list itself is the loader chart's; this is the one action on it that changes data.
 *
 * - idle: the 全部已读 button can be tapped.
 * - marking: changeStatusBatch marks every message of the user read; the button cannot be tapped again.
 * - marked: the server's message shows and the list reloads (every message now read; the My page's red dot goes
 *   the next time it loads). The button stays, for messages that arrive meanwhile.
 * - failed: the call layer has shown why; nothing changed, and the user can tap again.
 */
export const markAllReadMachine = setup({
  types: {
    context: {} as MarkAllReadContext,
    events: {} as MarkAllReadEvent,
    tags: {} as 'busy',
  },
  actors: {
    markAllRead: providedLater<MarkAllReadOutput>('markAllRead'),
  },
  actions: {
    assignMarked: assign(({ context }, { msg }: MarkAllReadOutput) => ({
      message: msg || mineText.markedAllRead,
      marks: context.marks + 1,
    })),
    clearMessage: assign({ message: '' }),
  },
}).createMachine({
  id: 'markAllRead',
  context: { message: '', marks: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.markAllRead': 'marking' },
    },
    marking: {
      tags: ['busy'],
      entry: 'clearMessage',
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        onDone: { target: 'marked', actions: { type: 'assignMarked', params: output } },
        onError: { target: 'failed' },
      },
    },
    marked: {
      on: { 'user.markAllRead': 'marking' },
    },
    failed: {
      on: { 'user.markAllRead': 'marking' },
    },
  },
});

export type MarkAllReadSnapshot = SnapshotFrom<typeof markAllReadMachine>;

/** What the mark-all-read action shows. */
export function selectMarkAllReadView(snapshot: Pick<MarkAllReadSnapshot, 'context' | 'hasTag'>) {
  return {
    buttonEnabled: !snapshot.hasTag('busy'),
    message: snapshot.context.message,
    /** Changes each time everything was marked read: the list is loaded afresh. */
    listVersion: snapshot.context.marks,
  };
}
