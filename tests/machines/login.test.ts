/**
 * Rules of the login flow that read more plainly stated once than found among the generated paths: what switching
 * clears, what a failed call keeps, what each call is sent, which prompt follows which answer, and the delays.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { loginMachine, selectLoginView, type LoginEvent, type LoginInput } from '../../machines/login/login';
import type { LoginData } from '../../src/contract';
import { LegacyPrompt } from '../../machines/shared/legacyPrompt';

interface Call<I> {
  input: I;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A login actor on a simulated clock whose calls wait for the test to answer them. */
function start(input: Partial<LoginInput> = {}) {
  const calls: Record<'password' | 'sms' | 'captcha' | 'smsCode' | 'register', Array<Call<Record<string, string>>>> = {
    password: [],
    sms: [],
    captcha: [],
    smsCode: [],
    register: [],
  };
  const controlled = (list: keyof typeof calls) =>
    fromPromise(
      ({ input }: { input: Record<string, string> }) =>
        new Promise((resolve, reject) => calls[list].push({ input, resolve, reject })),
    );
  const actions = { storeLogin: vi.fn(), storeAppToken: vi.fn(), navigate: vi.fn() };
  const clock = new SimulatedClock();
  const machine = loginMachine.provide({
    actors: {
      submitPasswordLogin: controlled('password'),
      submitSmsLogin: controlled('sms'),
      loadCaptcha: controlled('captcha'),
      sendSmsCode: controlled('smsCode'),
      // The register tab's own flow has its own tests; here it only ends with the phone it registered.
      register: controlled('register'),
    } as never,
    actions,
  });
  const actor = createActor(machine, { input: { equipmentNo: '1700000000000', ...input }, clock }).start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    calls,
    actions,
    clock,
    send: (...events: LoginEvent[]) => events.forEach((e) => actor.send(e)),
    type: (fields: Record<string, string>) =>
      Object.entries(fields).forEach(([field, value]) =>
        actor.send({ type: 'user.changeField', field: field as never, value }),
      ),
    answer: async (list: keyof typeof calls, value: unknown) => {
      calls[list].at(-1)!.resolve(value);
      await flush();
    },
    fail: async (list: keyof typeof calls) => {
      calls[list].at(-1)!.reject(new Error('账号或密码错误'));
      await flush();
    },
    context: () => actor.getSnapshot().context,
    view: () => selectLoginView(actor.getSnapshot()),
    /** Where the flow sent the user, in order. */
    went: () => actions.navigate.mock.calls.map(([, destination]) => destination),
  };
}

const data = (over: Partial<LoginData> = {}): LoginData => ({
  type: 1,
  certificateType: '0',
  pwdChangeType: 1,
  xtoken: 'token',
  isCertified: 2,
  telephone: '13800000001',
  realName: '张明远',
  ...over,
});
const ok = (over?: Partial<LoginData>) => ({ kind: 'ok', data: data(over), msg: '登录成功' });
const refused = (kind: string, msg = '') => ({ kind, msg });

describe('login flow', () => {
  it('opens in the mode the query asks for', () => {
    expect(start().view().mode).toBe(1);
    expect(start({ loginType: 2 }).view().mode).toBe(2);
  });

  it('clears the fields of the mode it leaves, and keeps each mode its own picture-code flag', async () => {
    const f = start();
    f.type({ userName: '13800000001', password: 'Demo@1234' });
    f.send({ type: 'user.submit' });
    await f.answer('password', refused('captchaRequired', '请输入图片验证码'));
    await f.answer('captcha', 'data:image/svg+xml;base64,AA');
    f.type({ imgaeCode: 'ab12' });

    f.send({ type: 'user.selectMode', mode: 2 });
    expect(f.context()).toMatchObject({ mode: 2, userName: '', password: '', imgaeCode: '', captchaImage: null });
    expect(f.view().captcha).toBeNull();
    f.type({ phoneNum: '13800000001', smsCode: '123456' });

    f.send({ type: 'user.selectMode', mode: 1 });
    expect(f.context()).toMatchObject({ mode: 1, phoneNum: '', smsCode: '', quickyImgaeCode: '' });
    // The password mode's picture code is still asked for; its picture is loaded again on a tap.
    expect(f.view().captcha).toEqual({ image: null, loading: false });
  });

  it('keeps everything typed when a call fails', async () => {
    const f = start();
    f.type({ userName: '13800000001', password: 'Wrong@1234' });
    f.send({ type: 'user.submit' });
    await f.fail('password');
    expect(f.actor.getSnapshot().matches({ loginTab: 'editing' })).toBe(true);
    expect(f.context()).toMatchObject({ userName: '13800000001', password: 'Wrong@1234' });

    f.send({ type: 'user.selectMode', mode: 2 });
    f.type({ phoneNum: '13800000001', smsCode: '123456' });
    f.send({ type: 'user.submit' });
    await f.fail('sms');
    expect(f.context()).toMatchObject({ phoneNum: '13800000001', smsCode: '123456' });
  });

  it('says what is missing when login is tapped too early, and forgets it on the next change', () => {
    const f = start({ loginType: 2 });
    f.send({ type: 'user.submit' });
    expect(f.view().message).toBe('请输入手机号');
    f.type({ phoneNum: '1380000' });
    expect(f.view().message).toBeNull();
    f.type({ smsCode: '123456' });
    expect(f.view().submitActive).toBe(true);
    f.send({ type: 'user.submit' });
    expect(f.view().message).toBe('您输入的手机号格式有误');
    expect(f.calls.sms).toHaveLength(0);
  });

  it('shows and loads a picture code on 00000015, sends it from then on, and loads another on 04040517', async () => {
    const f = start();
    f.type({ userName: '11010519810315201X', password: 'Demo@1234' });
    f.send({ type: 'user.submit' });
    expect(f.calls.password[0]!.input).toEqual({
      userName: '11010519810315201X',
      password: 'Demo@1234',
      imgaeCode: '',
      equipmentNo: '1700000000000',
    });
    await f.answer('password', refused('captchaRequired', '请输入图片验证码'));
    expect(f.calls.captcha[0]!.input).toEqual({ phoneNum: '11010519810315201X', equipmentNo: '1700000000000' });
    expect(f.view().captcha).toEqual({ image: null, loading: true });
    await f.answer('captcha', 'data:image/svg+xml;base64,AA');
    expect(f.view().submitActive).toBe(false);

    f.type({ imgaeCode: 'ab12' });
    f.send({ type: 'user.submit' });
    expect(f.calls.password[1]!.input.imgaeCode).toBe('ab12');
    await f.answer('password', refused('captchaWrong', '图片验证码错误'));
    expect(f.calls.captcha).toHaveLength(2);
    expect(f.context().imgaeCode).toBe('');
    // Every refusal says why (spec 1 §8): the server's message shows while the new picture loads.
    expect(f.view().message).toBe('图片验证码错误');

    // A tap on the picture loads another one, and also clears what was typed for the old one.
    await f.answer('captcha', 'data:image/svg+xml;base64,BB');
    f.type({ imgaeCode: 'cd34' });
    f.send({ type: 'user.refreshCaptcha' });
    expect(f.calls.captcha).toHaveLength(3);
    expect(f.context()).toMatchObject({ imgaeCode: '', captchaImage: null });
  });

  it('loads an SMS-mode picture code for the phone only, and asks for a valid phone first', async () => {
    const f = start({ loginType: 2 });
    f.type({ phoneNum: '13800000001', smsCode: '123456' });
    f.send({ type: 'user.submit' });
    await f.answer('sms', refused('captchaRequired', '请输入图片验证码'));
    expect(f.calls.captcha[0]!.input.phoneNum).toBe('13800000001');
    await f.answer('captcha', 'data:image/svg+xml;base64,AA');
    // The SMS button still looks usable with a valid phone; a tap without the picture code says it is missing.
    expect(f.view().smsButtonUsable).toBe(true);
    f.send({ type: 'user.requestSms' });
    expect(f.view().message).toBe('请输入图片验证码');
    expect(f.calls.smsCode).toHaveLength(0);
    f.type({ quickyImgaeCode: 'ef56' });
    f.send({ type: 'user.requestSms' });
    expect(f.calls.smsCode[0]!.input).toEqual({
      phoneNum: '13800000001',
      equipmentNo: '1700000000000',
      imgaeCode: 'ef56',
    });
    await f.answer('smsCode', { kind: 'ok', data: null, msg: '' });

    f.type({ phoneNum: '138' });
    f.send({ type: 'user.refreshCaptcha' });
    expect(f.view().message).toBe('您输入的手机号格式有误');
    expect(f.calls.captcha).toHaveLength(1);
  });

  it('ignores a picture-code tap while none is asked for', () => {
    const f = start();
    f.type({ userName: '13800000001' });
    f.send({ type: 'user.refreshCaptcha' });
    expect(f.calls.captcha).toHaveLength(0);
    expect(f.view().message).toBeNull();
  });

  it('stores the login and opens the product list 1 s after password login', async () => {
    const f = start();
    f.type({ userName: '13800000001', password: 'Demo@1234' });
    f.send({ type: 'user.submit' });
    await f.answer('password', ok());
    expect(f.view().success).toBe('登录成功');
    expect(f.actions.storeLogin).toHaveBeenCalledTimes(1);
    f.clock.increment(999);
    expect(f.went()).toEqual([]);
    f.clock.increment(1);
    expect(f.went()).toEqual([{ to: 'productList', replace: true }]);
    expect(f.view().leaving).toBe(true);
  });

  it('opens the product list 0.5 s after SMS login', async () => {
    const f = start({ loginType: 2 });
    f.type({ phoneNum: '13800000001', smsCode: '123456' });
    f.send({ type: 'user.submit' });
    await f.answer('sms', ok());
    f.clock.increment(499);
    expect(f.went()).toEqual([]);
    f.clock.increment(1);
    expect(f.went()).toEqual([{ to: 'productList', replace: true }]);
  });

  it.each([
    ['password', 1],
    ['sms', 2],
  ] as const)(
    'keeps only the app token and opens change password on a forced first change (%s login)',
    async (list, mode) => {
      const f = start({ loginType: mode });
      f.type(
        mode === 1
          ? { userName: '13800000004', password: 'Demo@1234' }
          : { phoneNum: '13800000004', smsCode: '123456' },
      );
      f.send({ type: 'user.submit' });
      await f.answer(list, ok({ certificateType: '1', pwdChangeType: 0 }));
      expect(f.actions.storeAppToken).toHaveBeenCalledTimes(1);
      // The change page says why only after such a login (spec 1 §2).
      expect(f.went()).toEqual([{ to: 'changePassword', query: { firstLogin: '1' }, replace: true }]);
      expect(f.actions.storeLogin).not.toHaveBeenCalled();
      expect(f.view().success).toBeNull();
    },
  );

  it.each([
    ['type 0', { type: 0, certificateType: '1', pwdChangeType: 0 }],
    ['an ID card', { certificateType: '0', pwdChangeType: 0 }],
    ['a changed password', { certificateType: '1', pwdChangeType: 1 }],
  ])('logs in normally with %s', async (_case, over) => {
    const f = start();
    f.type({ userName: '13800000001', password: 'Demo@1234' });
    f.send({ type: 'user.submit' });
    await f.answer('password', ok(over));
    expect(f.actions.storeLogin).toHaveBeenCalledTimes(1);
    expect(f.went()).toEqual([]);
  });

  it('sends a legacy website user to SMS login with the phone they typed, then asks them to set a password', async () => {
    const f = start();
    f.type({ userName: '13800000003', password: 'Demo@1234' });
    f.send({ type: 'user.submit' });
    await f.answer('password', refused('useSmsLogin', LegacyPrompt.useSmsLogin.text));
    expect(f.view()).toMatchObject({ mode: 2, prompt: { text: LegacyPrompt.useSmsLogin.text, button: '快捷登录' } });
    expect(f.context()).toMatchObject({ userName: '', password: '', phoneNum: '13800000003' });

    f.send({ type: 'user.chooseSmsLogin' });
    expect(f.view().prompt).toBeNull();
    f.type({ smsCode: '123456' });
    f.send({ type: 'user.submit' });
    await f.answer('sms', ok({ telephone: '138****0003' }));
    expect(f.view().prompt).toMatchObject({
      text: '您是老官网用户，请修改个人密码',
      button: '修改密码',
      skip: { button: '暂不修改' },
    });
    // Logged in for real, so the set-password call is authorised; no product list yet.
    expect(f.actions.storeLogin).toHaveBeenCalledTimes(1);
    f.clock.increment(5000);
    expect(f.went()).toEqual([]);

    f.send({ type: 'user.choosePasswordUpdate' });
    expect(f.went()).toEqual([{ to: 'agreementChange', query: { phoneNum: '13800000003' } }]);
  });

  it('lets a legacy website user put the password change off: logged in, 登录成功, then the product list', async () => {
    const f = start();
    f.type({ userName: '13800000003', password: 'Demo@1234' });
    f.send({ type: 'user.submit' });
    await f.answer('password', refused('useSmsLogin', LegacyPrompt.useSmsLogin.text));
    f.send({ type: 'user.chooseSmsLogin' });
    f.type({ smsCode: '123456' });
    f.send({ type: 'user.submit' });
    await f.answer('sms', ok({ telephone: '13800000003' }));
    f.send({ type: 'user.skipPasswordUpdate' });
    expect(f.view()).toMatchObject({ prompt: null, success: '登录成功' });
    f.clock.increment(500);
    expect(f.went()).toEqual([{ to: 'productList', replace: true }]);
  });

  it('returns to the page that asked for the login', async () => {
    const f = start({ redirect: '/phone/mineManagerIndex' });
    f.type({ userName: '13800000001', password: 'Demo@1234' });
    f.send({ type: 'user.submit' });
    await f.answer('password', ok());
    f.clock.increment(1000);
    expect(f.went()).toEqual([{ to: 'returnTo', path: '/phone/mineManagerIndex', replace: true }]);
  });

  it("asks for the picture code when the SMS send is refused with 00000015, saying the server's reason", async () => {
    const f = start({ loginType: 2 });
    f.type({ phoneNum: '13800000001' });
    f.send({ type: 'user.requestSms' });
    expect(f.calls.smsCode[0]!.input).toEqual({ phoneNum: '13800000001', equipmentNo: '1700000000000' });
    await f.answer('smsCode', refused('captchaRequired', '请输入图片验证码'));
    expect(f.view()).toMatchObject({ message: '请输入图片验证码', captcha: { image: null, loading: true } });
    expect(f.calls.captcha[0]!.input).toEqual({ phoneNum: '13800000001', equipmentNo: '1700000000000' });
  });

  it('says the code was sent and starts the countdown', async () => {
    const f = start({ loginType: 2, smsSeconds: 3 });
    f.type({ phoneNum: '13800000001' });
    f.send({ type: 'user.requestSms' });
    expect(f.view().busy).toBe(true);
    await f.answer('smsCode', { kind: 'ok', data: null, msg: '' });
    expect(f.view().smsNotice).toBe('验证码已发送至您的手机, 请注意查收');
    const countdown = f.actor.getSnapshot().children.smsCountdown!;
    expect(countdown.getSnapshot().context.remaining).toBe(3);
  });

  it('opens the login tab with the phone the register tab registered', async () => {
    const f = start();
    f.type({ userName: '13800000009' });
    f.send({ type: 'user.selectTab', tab: 2 });
    expect(f.calls.register[0]!.input).toEqual({ variant: 'loginTab', loadedAt: 1700000000000 });
    await f.answer('register', { phoneNum: '13912340418' });
    expect(f.view()).toMatchObject({ tab: 1, fields: { userName: '13912340418', phoneNum: '13912340418' } });
  });

  it('registers inside the app as the in-app flow', () => {
    const f = start({ inApp: true });
    f.send({ type: 'user.selectTab', tab: 2 });
    expect(f.calls.register[0]!.input.variant).toBe('inApp');
  });

  it('shows the server text of 04040540 (a PC user is told so), and carries no ID number into the phone field', async () => {
    const f = start();
    f.type({ userName: '11010519810315201X', password: 'Demo@1234' });
    f.send({ type: 'user.submit' });
    await f.answer('password', refused('useSmsLogin', '您是老PC端用户，由于系统升级，请使用短信验证码登录'));
    expect(f.view().prompt?.text).toBe('您是老PC端用户，由于系统升级，请使用短信验证码登录');
    expect(f.context().phoneNum).toBe('');
  });

  it('does not ask another phone than the refused one to set a password', async () => {
    const f = start();
    f.type({ userName: '13800000003', password: 'Demo@1234' });
    f.send({ type: 'user.submit' });
    await f.answer('password', refused('useSmsLogin'));
    expect(f.view().prompt?.text).toBe(LegacyPrompt.useSmsLogin.text);
    f.send({ type: 'user.chooseSmsLogin' });
    f.type({ phoneNum: '13800000001', smsCode: '123456' });
    f.send({ type: 'user.submit' });
    await f.answer('sms', ok());
    expect(f.view()).toMatchObject({ prompt: null, success: '登录成功' });
  });

  it('tells a legacy PC user to register again, and the button opens the register tab', async () => {
    const f = start({ loginType: 2 });
    f.type({ phoneNum: '13800000005', smsCode: '123456' });
    f.send({ type: 'user.submit' });
    await f.answer('sms', refused('registerAgain', ''));
    expect(f.view().prompt).toMatchObject({ text: LegacyPrompt.registerAgain.text, button: '去注册' });
    f.send({ type: 'user.chooseRegister' });
    expect(f.view().tab).toBe(2);
    f.send({ type: 'user.selectTab', tab: 1 });
    // Back on the login tab in the mode it left, with what was typed.
    expect(f.view()).toMatchObject({ tab: 1, mode: 2, fields: { phoneNum: '13800000005' } });
  });

  it('does not switch tabs or modes while a login call is under way', () => {
    const f = start();
    f.type({ userName: '13800000001', password: 'Demo@1234' });
    f.send({ type: 'user.submit' }, { type: 'user.selectMode', mode: 2 }, { type: 'user.selectTab', tab: 2 });
    expect(f.actor.getSnapshot().matches({ loginTab: 'submittingPassword' })).toBe(true);
    expect(f.view().mode).toBe(1);
  });
});
