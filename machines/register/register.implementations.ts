/** The real calls and storage the register form provides to the register flow (spec 1 §7). */
import { fromPromise } from 'xstate';
import { registerMachine, type AdviserCandidate, type RegisterDraft, type RegisterRequest } from './register';
import { api, hashPassword } from '../../src/api';
import { Code } from '../../src/contract';
import type { Implementations } from '../../src/flows/useFlow';
import { getDraft, removeDraft, setDraft } from '../../src/platform/storage';
import { withRefusals } from '../../src/implementations/outcome';
import { loadPasswordRule } from '../../src/implementations/passwordRule';

/** Register picture codes are imageCodeType 0 (spec 1 §4). */
const REGISTER_CAPTCHA = 0;

/** The adviser a link binds: the name it gives, else the one selectManagerInfo finds for the code, else none. */
export async function findAdviserName({
  manageCode,
  managerName,
}: {
  manageCode: string;
  managerName: string;
}): Promise<string | null> {
  if (managerName || !manageCode) return managerName || null;
  const { data } = await api.selectManagerInfo({ broker_account: manageCode });
  return data.find((c) => c.broker_account === manageCode)?.broker_name ?? null;
}

const ALREADY_REGISTERED = { [Code.alreadyRegistered]: 'alreadyRegistered' } as const;

/** userRegister with both passwords hashed and only the bindings that apply. */
function submitRegistration(request: RegisterRequest) {
  const { manageCode, customerBId, promotionLinkId } = request;
  return withRefusals(
    (options) =>
      api.userRegister(
        {
          phoneNum: request.phoneNum,
          password: hashPassword(request.password),
          rePassword: hashPassword(request.rePassword),
          smsCode: request.smsCode,
          imgaeCode: request.imgaeCode,
          registerSource: request.registerSource,
          equipmentNo: request.equipmentNo,
          ...(manageCode && { manageCode }),
          ...(customerBId && { customerBId }),
          ...(promotionLinkId && { promotionLinkId }),
        },
        options,
      ),
    ALREADY_REGISTERED,
  );
}

export const registerImplementations: Implementations<typeof registerMachine> = {
  actors: {
    loadDraft: fromPromise(async () => getDraft<RegisterDraft>('register')),
    loadPasswordRule,
    findAdviser: fromPromise(({ input }: { input: { manageCode: string; managerName: string } }) =>
      findAdviserName(input),
    ),
    checkRegistered: fromPromise(
      async ({ input }: { input: { phoneNum: string } }) => (await api.getUserRegister(input)).data,
    ),
    loadCaptcha: fromPromise(async ({ input }: { input: { phoneNum: string; equipmentNo: string } }) => {
      const { data } = await api.getImgCode({ imageCodeType: REGISTER_CAPTCHA, ...input });
      return data.imageVerification;
    }),
    sendSmsCode: fromPromise(({ input }: { input: { phoneNum: string; imgaeCode: string; equipmentNo: string } }) =>
      withRefusals((options) => api.getSmsCode(input, options), {
        [Code.captchaWrong]: 'captchaWrong',
        ...ALREADY_REGISTERED,
      }),
    ),
    searchAdvisers: fromPromise(
      async ({ input }: { input: { brokerName: string } }): Promise<AdviserCandidate[]> =>
        (await api.selectManagerInfo({ broker_name: input.brokerName })).data,
    ),
    submitRegistration: fromPromise(({ input }: { input: RegisterRequest }) => submitRegistration(input)),
  },
  actions: {
    persistDraft: (_args: unknown, draft: RegisterDraft) => setDraft('register', draft),
    clearDraft: () => removeDraft('register'),
  },
};

/** The register flow with its calls, for a flow that hosts it (login's 注册 tab invokes it as its child). */
export const registerActor = registerMachine.provide(registerImplementations);
