/**
 * The dev inspector: it registers its observer for every flow, and everything it posts to the Stately window is
 * masked. The hosted inspector needs internet, so the test stands in for its window: `open` returns a fake
 * inspector window whose `postMessage` records what would have been sent.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  forgotPasswordMachine,
  type ResetSmsOutcome,
  type SmsRequest,
} from '../../machines/forgotPassword/forgotPassword';
import { DEFAULT_PASSWORD_RULE } from '../../src/validation/password';
import { flowInspector, setFlowInspector } from '../../src/flows/inspection';
import { startInspector } from '../../src/flows/inspector';
import { useFlow } from '../../src/flows/useFlow';

/** Flows navigate through the router. */
const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

const SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

function fakeInspectorWindow() {
  const posted: Array<{ type: string; [key: string]: unknown }> = [];
  const listeners: Array<(message: { data: unknown }) => void> = [];
  const target = { postMessage: vi.fn((message: { type: string }) => posted.push(message)) };
  const window = {
    open: vi.fn(() => target),
    addEventListener: vi.fn((_type: string, listener: (message: { data: unknown }) => void) =>
      listeners.push(listener),
    ),
  };
  return {
    window: window as unknown as Window,
    open: window.open,
    posted,
    /** What the hosted inspector sends once it has loaded. */
    connect: () => listeners.forEach((listener) => listener({ data: { type: '@statelyai.connected' } })),
  };
}

const signIn = setup({
  types: {
    context: {} as { phoneNum: string; password: string; idNo: string; smsCode: string },
    events: {} as { type: 'user.submit'; phoneNum: string; password: string; idNo: string; smsCode: string },
  },
  actors: { submit: fromPromise(async ({ input }: { input: { phoneNum: string; password: string } }) => input) },
}).createMachine({
  id: 'signIn',
  context: { phoneNum: '', password: '', idNo: '', smsCode: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.submit': {
          target: 'submitting',
          actions: assign(({ event }) => ({
            phoneNum: event.phoneNum,
            password: event.password,
            idNo: event.idNo,
            smsCode: event.smsCode,
          })),
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ phoneNum: context.phoneNum, password: context.password }),
        onDone: 'done',
      },
    },
    done: {},
  },
});

afterEach(() => setFlowInspector(undefined));

describe('the dev inspector', () => {
  it('opens the Stately inspector and registers its observer for every flow', () => {
    const fake = fakeInspectorWindow();
    expect(flowInspector()).toBeUndefined();
    const inspector = startInspector({ window: fake.window });
    expect(fake.open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
    expect(flowInspector()).toBe(inspector.inspect);
  });

  it('sends a flow run through useFlow, with the phone and picture code masked', async () => {
    const fake = fakeInspectorWindow();
    startInspector({ window: fake.window });
    fake.connect();
    const { result } = renderHook(
      () =>
        useFlow(
          forgotPasswordMachine,
          {
            actors: {
              loadPasswordRule: fromPromise(async () => DEFAULT_PASSWORD_RULE),
              sendSmsCode: fromPromise<ResetSmsOutcome, SmsRequest>(async () => ({ kind: 'ok', data: null, msg: '' })),
            },
          },
          { input: { equipmentNo: 'e', smsSeconds: 2 } },
        ),
      { wrapper: inRouter },
    );
    const send = (event: Parameters<(typeof result.current)[1]>[0]) => act(() => result.current[1](event));
    await vi.waitFor(() => expect(result.current[0].matches({ form: 'editing' })).toBe(true));
    send({ type: 'user.changeField', field: 'phoneNum', value: '13800000001' });
    send({ type: 'user.changeField', field: 'imgaeCode', value: 'x7k2' });
    send({ type: 'user.requestSms' });
    // The countdown child started once the code went out.
    await vi.waitFor(() =>
      expect(
        fake.posted.some(
          (m) => m.type === '@xstate.snapshot' && (m.snapshot as { value: string }).value === 'countingDown',
        ),
      ).toBe(true),
    );

    const sent = JSON.stringify(fake.posted);
    expect(sent).not.toContain('13800000001');
    expect(sent).not.toContain('x7k2');
    const edits = fake.posted.filter(
      (m) => m.type === '@xstate.event' && (m.event as { type: string }).type === 'user.changeField',
    );
    expect(edits.map((m) => m.event)).toEqual([
      { type: 'user.changeField', field: 'phoneNum', value: '138****0001' },
      { type: 'user.changeField', field: 'imgaeCode', value: '******' },
    ]);
    // The invoked request's own snapshot carries its input.
    const child = fake.posted.find((m) => m.type === '@xstate.actor' && m.name === 'sendSmsCode');
    const input = fake.posted.find(
      (m) => m.type === '@xstate.snapshot' && m.sessionId === child?.sessionId && 'input' in (m.snapshot as object),
    );
    expect((input?.snapshot as { input: unknown }).input).toEqual({
      phoneNum: '138****0001',
      imgaeCode: '******',
      equipmentNo: 'e',
    });
  });

  it('masks passwords, hashes, ID numbers and SMS codes in events, context and inputs, also when replayed on connecting', async () => {
    const fake = fakeInspectorWindow();
    startInspector({ window: fake.window });
    const { result } = renderHook(() => useFlow(signIn, {}), { wrapper: inRouter });
    act(() =>
      result.current[1]({
        type: 'user.submit',
        phoneNum: '13900000009',
        password: SHA,
        idNo: '11010119900307123X',
        smsCode: '246810',
      }),
    );
    await vi.waitFor(() => expect(result.current[0].value).toBe('done'));
    // Nothing leaves before the inspector window says it is ready; then the held events are replayed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.posted).toEqual([]);
    fake.connect();

    const sent = JSON.stringify(fake.posted);
    expect(fake.posted.length).toBeGreaterThan(3);
    for (const secret of ['13900000009', SHA, '11010119900307123X', '246810']) expect(sent).not.toContain(secret);
    const machine = fake.posted.find((m) => m.type === '@xstate.actor' && m.name === 'signIn');
    const last = fake.posted.filter((m) => m.type === '@xstate.snapshot' && m.sessionId === machine?.sessionId).at(-1);
    expect((last?.snapshot as { context: unknown }).context).toEqual({
      phoneNum: '139****0009',
      password: '******',
      idNo: '110****123X',
      smsCode: '******',
    });
  });
});
