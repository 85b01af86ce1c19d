/** The register chart's draft: what is kept of the form, and what never is (passwords, picture and SMS codes). */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  registerMachine,
  type RegisterDraft,
  type RegisterOutcome,
  type RegisterVariant,
} from '../../machines/register/register';
import { DEFAULT_PASSWORD_RULE } from '../../src/validation/password';

const PASSWORD = 'Reg@2024';

type Actors = Parameters<typeof registerMachine.provide>[0]['actors'];

function start(variant: RegisterVariant, draft: RegisterDraft | null, actors: Actors = {}) {
  const persisted: RegisterDraft[] = [];
  const cleared = vi.fn();
  const machine = registerMachine.provide({
    actors: {
      loadDraft: fromPromise(async () => draft),
      loadPasswordRule: fromPromise(async () => DEFAULT_PASSWORD_RULE),
      findAdviser: fromPromise(async (): Promise<string | null> => null),
      submitRegistration: fromPromise(async (): Promise<RegisterOutcome> => ({ kind: 'ok', data: null, msg: '' })),
      ...actors,
    },
    actions: { persistDraft: (_, d: RegisterDraft) => void persisted.push(d), clearDraft: cleared },
  });
  const actor = createActor(machine, { input: { variant, loadedAt: 0, redirectDelayMs: 60_000 } }).start();
  return { actor, persisted, cleared };
}

const editing = async ({ actor }: ReturnType<typeof start>) =>
  vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));

describe('register chart: the draft', () => {
  it('keeps the phone as it is typed, never a password, the picture code or the SMS code', async () => {
    const flow = start('promotion', null);
    await editing(flow);
    const type = (field: 'phoneNum' | 'password' | 'rePassword' | 'imgaeCode' | 'smsCode', value: string) =>
      flow.actor.send({ type: 'user.changeField', field, value });
    type('phoneNum', '13912340001');
    type('password', PASSWORD);
    type('rePassword', PASSWORD);
    type('imgaeCode', 'ab3d');
    type('smsCode', '246810');
    expect(flow.persisted.at(-1)).toEqual({ phoneNum: '13912340001' });
    const kept = JSON.stringify(flow.persisted);
    for (const secret of [PASSWORD, 'ab3d', '246810']) expect(kept).not.toContain(secret);
    flow.actor.stop();
  });

  it('keeps what is typed while the password rule still loads (the form shows from the first paint)', async () => {
    let ruleLoaded: (rule: typeof DEFAULT_PASSWORD_RULE) => void = () => {};
    const flow = start('promotionWithAdviserSearch', null, {
      loadPasswordRule: fromPromise(() => new Promise((resolve) => (ruleLoaded = resolve))),
    });
    await vi.waitFor(() => expect(flow.actor.getSnapshot().value).toBe('loadingRule'));
    flow.actor.send({ type: 'user.changeField', field: 'manageCodeText', value: '李' });
    flow.actor.send({ type: 'user.changeField', field: 'phoneNum', value: '13912340001' });
    ruleLoaded(DEFAULT_PASSWORD_RULE);
    await editing(flow);
    expect(flow.actor.getSnapshot().context).toMatchObject({ manageCodeText: '李', phoneNum: '13912340001' });
    expect(flow.persisted.at(-1)).toMatchObject({ phoneNum: '13912340001', manageCodeText: '李' });
    flow.actor.stop();
  });

  it('opens with the draft: the phone, and the adviser only where the user searches for one', async () => {
    const draft = { phoneNum: '13912340001', manageCodeText: '李婷', manageCode: '8001' };
    const search = start('promotionWithAdviserSearch', draft);
    await editing(search);
    expect(search.actor.getSnapshot().context).toMatchObject(draft);
    search.actor.stop();

    const link = start('invitation', draft);
    await editing(link);
    expect(link.actor.getSnapshot().context).toMatchObject({ phoneNum: '13912340001', manageCode: '' });
    link.actor.stop();
  });

  it('takes a stored draft as typing would (at most 11 characters of phone)', async () => {
    const flow = start('promotion', { phoneNum: '139123400019999' });
    await editing(flow);
    expect(flow.actor.getSnapshot().context.phoneNum).toBe('13912340001');
    flow.actor.stop();
  });

  it('drops the draft once registered', async () => {
    const flow = start('loginTab', null);
    await editing(flow);
    for (const [field, value] of [
      ['phoneNum', '13912340001'],
      ['password', PASSWORD],
      ['rePassword', PASSWORD],
      ['imgaeCode', 'ab3d'],
      ['smsCode', '246810'],
    ] as const) {
      flow.actor.send({ type: 'user.changeField', field, value });
    }
    flow.actor.send({ type: 'user.toggleAgreement' });
    flow.actor.send({ type: 'user.submit' });
    await vi.waitFor(() => expect(flow.actor.getSnapshot().value).toBe('registered'));
    expect(flow.cleared).toHaveBeenCalledTimes(1);
    flow.actor.stop();
  });
});
