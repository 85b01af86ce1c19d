import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { DEFAULT_PASSWORD_RULE, PASSWORD_MAX_LENGTH, type PasswordRule } from '../../src/validation/password';
import { setPasswordError } from '../../src/validation/passwordForms';
import { navigate, providedLater } from '../shared/flow';
import { accountText } from '../../src/contract';
import { loadingRuleState } from '../shared/passwordForm';

export interface SetPasswordInput {
  /** From the query (`?phoneNum=`): the phone of the SMS-login session that agreed to the agreement change. */
  phoneNum: string;
  /** How long the success message shows before login: 0.5 s in the product (spec 1 §4, §9). */
  loginDelayMs?: number;
}

export type SetPasswordField = 'password' | 'rePassword';

export interface SetPasswordContext extends Record<SetPasswordField, string> {
  phoneNum: string;
  rule: PasswordRule;
  /** The first field to fix; typing clears it. */
  message: string | null;
  loginDelayMs: number;
}

export type SetPasswordEvent =
  { type: 'user.changeField'; field: SetPasswordField; value: string } | { type: 'user.submit' };

/** What resetPwdPc sends; the implementation hashes the passwords and adds registerSource '1'. */
export type SavePasswordRequest = Pick<SetPasswordContext, 'phoneNum' | SetPasswordField>;

export const SET_PASSWORD_LOGIN_DELAY_MS = 500;

/**
 * Set password (spec 1 §2 "Set-password page", §4 "Set password", §5, §7 resetPwdPc, queryPwdIntensity): a
 * legacy website user who logged in by SMS and agreed to the agreement change sets a password for the app.
 *
 * - form: the user types the new password and its repeat; typing clears the message on show.
 *   - loadingRule: the password rule is fetched (queryPwdIntensity); if that fails the default rule applies.
 *   - editing: 确定 checks the pair and shows the first problem, or sends it.
 *   - submitting: resetPwdPc is under way. A failure returns to editing with both fields kept (the call layer has
 *     shown the message; without the SMS-login session of that phone it answers 06060010 and opens login).
 * - succeeded: "设置密码成功" shows; the server ended the SMS-login session, so the stored login is cleared; login
 *   follows after the delay, with the phone.
 * - done: the flow has handed over to the login page.
 */
export const setPasswordMachine = setup({
  types: {
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
    input: {} as SetPasswordInput,
    tags: {} as 'busy',
  },
  actors: {
    loadPasswordRule: providedLater<PasswordRule>('loadPasswordRule'),
    savePassword: providedLater<null, SavePasswordRequest>('savePassword'),
  },
  delays: {
    /** The success message stays this long before the login page opens. */
    loginDelay: ({ context }) => context.loginDelayMs,
  },
  guards: {
    isFormValid: ({ context }) => setPasswordError(context, context.rule) === null,
  },
  actions: {
    navigate,
    assignField: assign(({ event }) => {
      assertEvent(event, 'user.changeField');
      return { [event.field]: event.value.slice(0, PASSWORD_MAX_LENGTH), message: null };
    }),
    assignRule: assign((_, rule: PasswordRule) => ({ rule })),
    showFirstError: assign({ message: ({ context }) => setPasswordError(context, context.rule) }),
    // Provided by the page: storage is not the machine's.
    clearSession: () => {},
  },
}).createMachine({
  id: 'setPassword',
  context: ({ input }) => ({
    phoneNum: input.phoneNum,
    password: '',
    rePassword: '',
    rule: DEFAULT_PASSWORD_RULE,
    message: null,
    loginDelayMs: input.loginDelayMs ?? SET_PASSWORD_LOGIN_DELAY_MS,
  }),
  initial: 'form',
  states: {
    form: {
      on: { 'user.changeField': { actions: 'assignField' } },
      initial: 'loadingRule',
      states: {
        loadingRule: loadingRuleState,
        editing: {
          on: { 'user.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showFirstError' }] },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'savePassword',
            src: 'savePassword',
            input: ({ context }) => ({
              phoneNum: context.phoneNum,
              password: context.password,
              rePassword: context.rePassword,
            }),
            onDone: '#setPassword.succeeded',
            onError: 'editing',
          },
        },
      },
    },
    succeeded: {
      entry: 'clearSession',
      after: {
        loginDelay: {
          target: 'done',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: 'login', query: { phoneNum: context.phoneNum }, replace: true }),
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type SetPasswordSnapshot = SnapshotFrom<typeof setPasswordMachine>;

/** What the set-password page shows. */
export function selectSetPasswordView(snapshot: Pick<SetPasswordSnapshot, 'context' | 'matches'>) {
  const { context } = snapshot;
  return {
    fields: context as Record<SetPasswordField, string>,
    message: context.message,
    canSubmit: snapshot.matches({ form: 'editing' }),
    success: snapshot.matches('succeeded') ? accountText.passwordSet : null,
  };
}
