import { assign, setup } from 'xstate';
import { DEFAULT_PASSWORD_RULE, PASSWORD_MAX_LENGTH, type PasswordRule } from '../../src/validation/password';
import { setPasswordError } from '../../src/validation/passwordForms';
import { outputOf } from '../shared/outputOf';
import { providedLater } from '../shared/providedLater';

export interface SetPasswordInput {
  /** From the query (`?phoneNum=`): the phone of the SMS-login session that agreed to the agreement change. */
  phoneNum: string;
  /** How long the success message shows before login: 0.5 s in the product (spec 1 §4, §9). */
  loginDelayMs?: number;
}

export interface SetPasswordContext {
  phoneNum: string;
  password: string;
  rePassword: string;
  rule: PasswordRule;
  /** The validation message on show; typing clears it. */
  error: string | null;
  loginDelayMs: number;
}

export type SetPasswordEvent =
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.changeRePassword'; value: string }
  | { type: 'user.submit' };

/** What resetPwdPc sends; the implementation hashes the passwords and adds registerSource '1'. */
export type SavePasswordRequest = Pick<SetPasswordContext, 'phoneNum' | 'password' | 'rePassword'>;

export const SET_PASSWORD_LOGIN_DELAY_MS = 500;
export const SET_PASSWORD_SUCCESS_TEXT = '设置密码成功';

/**
 * Set password (spec 1 §2 "Set-password page", §4 "Set password", §5, §7 resetPwdPc, queryPwdIntensity): a
 * legacy website user who logged in by SMS and agreed to the agreement change sets a password for the app.
 *
 * - form: the user types the new password and its repeat; typing clears the message on show.
 *   - loadingRule: the password rule is fetched (queryPwdIntensity); if that fails the default rule applies.
 *   - editing: 确定 checks the pair and shows the first problem, or sends it.
 *   - submitting: resetPwdPc is under way. A failure returns to editing with both fields kept (the call layer has
 *     shown the message; without the SMS-login session of that phone it answers 06060010 and opens login).
 * - succeeded: "设置密码成功" shows; login follows after the delay.
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
    assignPassword: assign(({ event }) => ({ password: valueOf(event).slice(0, PASSWORD_MAX_LENGTH), error: null })),
    assignRePassword: assign(({ event }) => ({
      rePassword: valueOf(event).slice(0, PASSWORD_MAX_LENGTH),
      error: null,
    })),
    assignRule: assign({ rule: ({ event }) => outputOf<PasswordRule>(event) }),
    showFirstError: assign({ error: ({ context }) => setPasswordError(context, context.rule) }),
    goToLogin: () => {},
  },
}).createMachine({
  id: 'setPassword',
  context: ({ input }) => ({
    phoneNum: input.phoneNum,
    password: '',
    rePassword: '',
    rule: DEFAULT_PASSWORD_RULE,
    error: null,
    loginDelayMs: input.loginDelayMs ?? SET_PASSWORD_LOGIN_DELAY_MS,
  }),
  initial: 'form',
  states: {
    form: {
      on: {
        'user.changePassword': { actions: 'assignPassword' },
        'user.changeRePassword': { actions: 'assignRePassword' },
      },
      initial: 'loadingRule',
      states: {
        loadingRule: {
          invoke: {
            id: 'loadPasswordRule',
            src: 'loadPasswordRule',
            onDone: { target: 'editing', actions: 'assignRule' },
            onError: 'editing',
          },
        },
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
      after: { loginDelay: { target: 'done', actions: 'goToLogin' } },
    },
    done: { type: 'final' },
  },
});

function valueOf(event: SetPasswordEvent): string {
  return 'value' in event ? event.value : '';
}
