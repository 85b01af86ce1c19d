import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ExpiringPoints, Task } from '../../src/contract';
import { commonText, pointsTaskText } from '../../src/contract';
import { isOutcome, type Outcome, outcome, output, providedLater } from '../shared/flow';

/** What the task centre loads (queryTaskCenterList, spec 3 §3 "Task list"). */
export interface TaskCentre {
  /** 1: real-name certified; sign-in and invitation need it (spec 3 §4). */
  appCertified: 0 | 1;
  totalPointsNum: number;
  list: Task[];
  /** What of the balance expires within 30 days (ours); absent from an older server's answer. */
  expiring?: ExpiringPoints | null;
}

/** customerSignIn: the reward's message, or the server's refusal (not certified, signed already, quota full). */
export type SignInOutcome = Outcome<null, 'refused'>;

export type TaskCode = Task['taskCode'];

export interface DailySignInContext {
  centre: TaskCentre | null;
  /** Why an action cannot go ahead (请先完成实名认证, or the server's refusal of the sign-in). */
  message: string | null;
  /** The sign-in's success message (today's sign-in success, spec 3 §4). */
  notice: string | null;
}

export type DailySignInEvent =
  | { type: 'user.retry' }
  | { type: 'user.signIn' }
  | { type: 'user.invite' }
  | { type: 'user.openRules' }
  | { type: 'user.closeRules' };

const taskOf = (centre: TaskCentre | null, code: TaskCode) => centre?.list.find((t) => t.taskCode === code);

/**
 * The task centre with its daily sign-in, taskCenter (spec 3 §2 "Points and tasks", §4 "Task centre", §7
 * queryTaskCenterList, customerSignIn, §9 points rules).
 *
 * - loading: the balance, the five tasks and the certification flag load.
 * - failed: they could not load (the call layer has said why); 重新加载 tries again.
 * - ready: the balance and the tasks with their points and status (0 to do, 1 done, 2 today's sign-in quota full).
 *   - idle: 签到 (while today's sign-in is open) and 去邀请 need real-name certification, else 请先完成实名认证.
 *     规则 opens the rules. (The other tasks' buttons, 积分明细 and back are links to the app or other pages: the
 *     page's, not the flow's.)
 *   - rules: the points rules over the page; 我知道了 closes them.
 *   - signingIn: customerSignIn is under way; a second tap does nothing. A refusal shows the server's message.
 *   - reloading: after a sign-in (or its refusal) the list loads again, so the balance and the button show what
 *     the server now holds; the success message shows meanwhile (spec 3 §4).
 * - left: 去邀请 opened the invitation (through the native app inside it, spec 3 §2).
 */
export const dailySignInMachine = setup({
  types: {
    context: {} as DailySignInContext,
    events: {} as DailySignInEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadCentre: providedLater<TaskCentre>('loadCentre'),
    signIn: providedLater<SignInOutcome>('signIn'),
  },
  guards: {
    isOutcome: isOutcome<SignInOutcome>(),
    isUncertified: ({ context }) => context.centre?.appCertified !== 1,
    canSignIn: ({ context }) => taskOf(context.centre, 'signIn')?.taskStatus === 0,
  },
  actions: {
    // Provided by the page: the invitation opens through the shell inside the app, through the router outside.
    openInvite: () => {},
    assignCentre: assign((_, centre: TaskCentre) => ({ centre })),
    clearMessages: assign({ message: null, notice: null }),
    showCertifyFirst: assign({ message: commonText.notCertified, notice: null }),
    showSignedIn: assign((_, { msg }: SignInOutcome) => ({ notice: msg || pointsTaskText.signedIn })),
    showRefusal: assign((_, { msg }: SignInOutcome) => ({ message: msg })),
  },
}).createMachine({
  id: 'dailySignIn',
  context: { centre: null, message: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCentre',
        src: 'loadCentre',
        onDone: { target: 'ready', actions: { type: 'assignCentre', params: output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.signIn': [
              { guard: 'isUncertified', actions: 'showCertifyFirst' },
              { guard: 'canSignIn', target: 'signingIn', actions: 'clearMessages' },
            ],
            'user.invite': [
              { guard: 'isUncertified', actions: 'showCertifyFirst' },
              { target: '#dailySignIn.left', actions: 'openInvite' },
            ],
            'user.openRules': 'rules',
          },
        },
        rules: {
          on: { 'user.closeRules': 'idle' },
        },
        signingIn: {
          tags: ['busy'],
          invoke: {
            id: 'signIn',
            src: 'signIn',
            onDone: [
              { guard: outcome('ok'), target: 'reloading', actions: { type: 'showSignedIn', params: output } },
              { target: 'reloading', actions: { type: 'showRefusal', params: output } },
            ],
            onError: 'idle',
          },
        },
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'reloadCentre',
            src: 'loadCentre',
            onDone: { target: 'idle', actions: { type: 'assignCentre', params: output } },
            // The list stays as it was; the call layer has said why.
            onError: 'idle',
          },
        },
      },
    },
    left: { type: 'final' },
  },
});

export type DailySignInSnapshot = SnapshotFrom<typeof dailySignInMachine>;

/** Everything the task centre shows. */
export function selectDailySignInView(snapshot: Pick<DailySignInSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { centre, message, notice } = snapshot.context;
  const signIn = taskOf(centre, 'signIn');
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    balance: centre?.totalPointsNum ?? null,
    expiring: centre?.expiring ?? null,
    certified: centre?.appCertified === 1,
    tasks: centre?.list ?? [],
    /** Today's sign-in: 0 open (签到 taps; without certification it says 请先完成实名认证), 1 signed, 2 quota full. */
    signInStatus: signIn?.taskStatus ?? null,
    signingIn: snapshot.matches({ ready: 'signingIn' }),
    rulesOpen: snapshot.matches({ ready: 'rules' }),
    message,
    notice,
  };
}
