import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { NICKNAME_MAX_LENGTH, nicknameError } from '../../src/validation/profile';
import { output, providedLater } from '../shared/flow';

/** What opening the page loads (queryCustomerInfo): the nickname now, and whether the user may change it here. */
export interface LoadedNickname {
  nickName: string;
  /** Real-name verified (isCertified 2); others get the download prompt (spec 1 §6). */
  certified: boolean;
}

export interface NicknameInput {
  /** How long the server's message shows before the previous page returns. */
  backDelayMs?: number;
}

export interface NicknameContext {
  nickName: string;
  certified: boolean;
  /** The nickname's problem (spec 1 §5 "Nickname"); typing clears it. */
  message: string | null;
  /** The server's answer to the save (result.msg). */
  notice: string | null;
  backDelayMs: number;
}

export type NicknameEvent =
  { type: 'user.changeField'; field: 'nickName'; value: string } | { type: 'user.submit' } | { type: 'user.retry' };

/** The server's message shows this long before the previous page returns (the spec gives no length). */
export const NICKNAME_BACK_DELAY_MS = 1000;

/**
 * Nickname edit, mineModifyNickname (spec 1 §2 "Nickname edit", §4 "Nickname", §5 "Nickname", §7 updateNickName).
 *
 * - loading: the nickname now loads (queryCustomerInfo), to edit it in place.
 * - failed: it could not load (the call layer has said why); 重新加载 tries again.
 * - editing: the user types (at most 30 characters); 保存 shows the first problem (请输入昵称, or only Chinese,
 *   digits and letters), or saves. An unverified user gets the download prompt instead (请在APP中操作).
 * - saving: updateNickName is under way; a second tap does nothing. A failure keeps what was typed.
 * - saved: the server's message (result.msg) shows, then the previous page returns.
 * - done: back on the previous page.
 */
export const nicknameMachine = setup({
  types: {
    context: {} as NicknameContext,
    events: {} as NicknameEvent,
    input: {} as NicknameInput,
    tags: {} as 'busy',
  },
  actors: {
    loadNickname: providedLater<LoadedNickname>('loadNickname'),
    saveNickname: providedLater<string, { nickName: string }>('saveNickname'),
  },
  delays: {
    /** The message stays this long before the previous page returns. */
    backDelay: ({ context }) => context.backDelayMs,
  },
  guards: {
    isUncertified: ({ context }) => !context.certified,
    isValid: ({ context }) => nicknameError(context.nickName) === null,
  },
  actions: {
    // Provided by the page: history is the router's.
    goBack: () => {},
    askForCertification: () => {},
    assignLoaded: assign((_, { nickName, certified }: LoadedNickname) => ({ nickName, certified })),
    assignField: assign(({ event }) => {
      assertEvent(event, 'user.changeField');
      return { nickName: [...event.value].slice(0, NICKNAME_MAX_LENGTH).join(''), message: null };
    }),
    showError: assign({ message: ({ context }) => nicknameError(context.nickName) }),
    showSaved: assign((_, notice: string) => ({ notice })),
  },
}).createMachine({
  id: 'nickname',
  context: ({ input }) => ({
    nickName: '',
    certified: false,
    message: null,
    notice: null,
    backDelayMs: input?.backDelayMs ?? NICKNAME_BACK_DELAY_MS,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadNickname',
        src: 'loadNickname',
        onDone: { target: 'editing', actions: { type: 'assignLoaded', params: output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    editing: {
      on: {
        'user.changeField': { actions: 'assignField' },
        'user.submit': [
          { guard: 'isUncertified', actions: 'askForCertification' },
          { guard: 'isValid', target: 'saving' },
          { actions: 'showError' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveNickname',
        src: 'saveNickname',
        input: ({ context }) => ({ nickName: context.nickName }),
        onDone: { target: 'saved', actions: { type: 'showSaved', params: output } },
        onError: 'editing',
      },
    },
    saved: {
      tags: ['busy'],
      after: { backDelay: { target: 'done', actions: 'goBack' } },
    },
    done: { type: 'final' },
  },
});

export type NicknameSnapshot = SnapshotFrom<typeof nicknameMachine>;

/** What the nickname page shows. */
export function selectNicknameView(snapshot: Pick<NicknameSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { context } = snapshot;
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    nickName: context.nickName,
    maxLength: NICKNAME_MAX_LENGTH,
    canSubmit: snapshot.matches('editing'),
    message: context.message,
    notice: context.notice,
  };
}
