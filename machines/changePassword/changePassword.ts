import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { DEFAULT_PASSWORD_RULE, PASSWORD_MAX_LENGTH, type PasswordRule } from '../../src/validation/password';
import { changePasswordError, type ChangePasswordFields } from '../../src/validation/passwordForms';
import { navigate, providedLater } from '../shared/flow';
import { accountText } from '../../src/contract';
import { loadingRuleState } from '../shared/passwordForm';

export interface ChangePasswordInput {
  /** The forced change after a first login (the login flow opens the page with firstLogin=1); else the ordinary change. */
  firstLogin?: boolean;
  /** How long the success message shows before login: 1 s in the product (spec 1 §4, §9). */
  loginDelayMs?: number;
}

export type ChangePasswordField = keyof ChangePasswordFields;

export interface ChangePasswordContext extends ChangePasswordFields {
  firstLogin: boolean;
  rule: PasswordRule;
  /** The first field to fix; typing clears it. */
  message: string | null;
  loginDelayMs: number;
}

export type ChangePasswordEvent =
  { type: 'user.changeField'; field: ChangePasswordField; value: string } | { type: 'user.submit' };

export const CHANGE_PASSWORD_LOGIN_DELAY_MS = 1000;
/** The page's header after a first login (spec 1 §2): why the user is here. */
export const FIRST_LOGIN_TEXT = '为了您的账户安全，首次登录需修改登录密码';

/** 确定 becomes active once all three fields hold something (spec 1 §2); what is wrong is said on the tap. */
export const isChangePasswordFilled = (context: ChangePasswordFields): boolean =>
  context.oldPassword !== '' && context.newPassword !== '' && context.rePassword !== '';

/**
 * Change password (spec 1 §2 "First-login change-password page", §3 password change, §4 "Change password", §5
 * "Change password", §7 updateLoginPwd, queryPwdIntensity). Also the forced change after a first login, whose
 * session may call nothing but updateLoginPwd and loginOut.
 *
 * - form: the user types the old password, the new one and its repeat; typing clears the message on show.
 *   - loadingRule: the password rule is fetched (queryPwdIntensity); if that fails the default rule applies.
 *   - editing: 确定 (active once all three are filled) checks them top to bottom and shows the first problem, or
 *     sends the change.
 *   - submitting: updateLoginPwd is under way. A failure (e.g. a wrong old password) returns to editing with
 *     everything typed kept; the call layer has shown the message.
 * - succeeded: the server ended every session of the user, so the stored token is cleared; the success message
 *   shows, and login follows after the delay.
 * - done: the flow has handed over to the login page.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    tags: {} as 'busy',
  },
  actors: {
    loadPasswordRule: providedLater<PasswordRule>('loadPasswordRule'),
    changePassword: providedLater<null, ChangePasswordFields>('changePassword'),
  },
  delays: {
    /** The success message stays this long before the login page opens. */
    loginDelay: ({ context }) => context.loginDelayMs,
  },
  guards: {
    isFormValid: ({ context }) => changePasswordError(context, context.rule) === null,
  },
  actions: {
    navigate,
    assignField: assign(({ event }) => {
      assertEvent(event, 'user.changeField');
      return { [event.field]: event.value.slice(0, PASSWORD_MAX_LENGTH), message: null };
    }),
    assignRule: assign((_, rule: PasswordRule) => ({ rule })),
    showFirstError: assign({ message: ({ context }) => changePasswordError(context, context.rule) }),
    // Provided by the page: storage is not the machine's.
    clearSession: () => {},
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    oldPassword: '',
    newPassword: '',
    rePassword: '',
    firstLogin: input.firstLogin ?? false,
    rule: DEFAULT_PASSWORD_RULE,
    message: null,
    loginDelayMs: input.loginDelayMs ?? CHANGE_PASSWORD_LOGIN_DELAY_MS,
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
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => ({
              oldPassword: context.oldPassword,
              newPassword: context.newPassword,
              rePassword: context.rePassword,
            }),
            onDone: '#changePassword.succeeded',
            onError: 'editing',
          },
        },
      },
    },
    succeeded: {
      entry: 'clearSession',
      after: { loginDelay: { target: 'done', actions: { type: 'navigate', params: { to: 'login', replace: true } } } },
    },
    done: { type: 'final' },
  },
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

/** What the change-password page shows. */
export function selectChangePasswordView(snapshot: Pick<ChangePasswordSnapshot, 'context' | 'matches'>) {
  const { context } = snapshot;
  return {
    /** Only after a first login does the page say why the user is here (spec 1 §2). */
    lead: context.firstLogin ? FIRST_LOGIN_TEXT : null,
    fields: context as ChangePasswordFields,
    message: context.message,
    canSubmit: snapshot.matches({ form: 'editing' }) && isChangePasswordFilled(context),
    success: snapshot.matches('succeeded') ? accountText.passwordChanged : null,
  };
}
