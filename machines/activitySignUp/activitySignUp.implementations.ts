/**
 * The real calls of an activity's sign-up block (spec 3 §7 articleDetailCheck, queryCustomerInfo, findCustManager,
 * applySave). The server's refusals of a save (ended meanwhile, signed up already, a field it does not accept)
 * answer 04040001 with their message, which the form shows. The form's draft is kept in the session's storage.
 */
import { fromPromise } from 'xstate';
import type {
  activitySignUpMachine,
  SignUpCheck,
  SaveOutcome,
  SignUpDraft,
  SignUpForm,
  SignUpPrefill,
} from './activitySignUp';
import { api } from '../../src/api';
import { Code } from '../../src/contract';
import type { Implementations } from '../../src/flows/useFlow';
import { getDraft, getToken, removeDraft, setDraft } from '../../src/platform/storage';
import { withRefusals } from '../../src/implementations/outcome';

/** The draft of this activity's form, if the one kept belongs to it. */
function draftOf(articleId: number): SignUpForm | null {
  const draft = getDraft<SignUpDraft>('activitySignUp');
  return draft?.articleId === articleId && draft.form && typeof draft.form === 'object' ? draft.form : null;
}

export const activitySignUpImplementations: Implementations<typeof activitySignUpMachine> = {
  actors: {
    checkStatus: fromPromise(async ({ input }: { input: { articleId: number } }): Promise<SignUpCheck> => {
      const { checkStatus, signUp } = (await api.articleDetailCheck({ id: input.articleId })).data;
      return {
        checkStatus,
        takesSignUps: signUp,
        visitor: !getToken(),
        draft: draftOf(input.articleId),
      };
    }),
    prefill: fromPromise(async (): Promise<SignUpPrefill> => {
      const [customer, manager] = await Promise.all([api.queryCustomerInfo(), api.findCustManager()]);
      return {
        applyName: customer.data.realName ?? '',
        // As queryCustomerInfo answers it, masked (spec 3 §7): sent unchanged, it means the account's own number.
        applyPhoneNumber: customer.data.telephone,
        customerManager: manager.data?.name ?? '',
      };
    }),
    save: fromPromise(({ input }: { input: { articleId: number; form: SignUpForm } }): Promise<SaveOutcome> =>
      withRefusals(
        (options) =>
          api.applySave(
            {
              articleId: input.articleId,
              applyName: input.form.applyName.trim(),
              applyPhoneNumber: input.form.applyPhoneNumber,
              customerManager: input.form.customerManager.trim(),
              areaCode: input.form.areaCode as '1' | '2' | '3',
              accompanyNumber: Number(input.form.accompanyNumber || '0'),
              notes: input.form.notes.trim(),
            },
            options,
          ),
        { [Code.invalidInput]: 'refused' } as const,
      ),
    ),
  },
  actions: {
    persistDraft: (_args: unknown, draft: SignUpDraft) => setDraft('activitySignUp', draft),
    clearDraft: () => removeDraft('activitySignUp'),
  },
};
