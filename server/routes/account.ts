/**
 * Account calls of spec 1 §4–§5 and §7: registration, the three ways in (password, SMS, forgot password),
 * password changes, logout and the customer summary. The numbers (captcha after 3 failures, lock after 10,
 * SMS limits, session lifetime) live in the services; docs/server.md lists them.
 */
import {
  Code,
  DEFAULT_PASSWORD_RULE,
  accountText,
  codeText,
  legacyUserText,
  loginText,
  maskPhone,
  type ImageCodeType,
} from '../../src/contract';
import { BusinessError, sessionOf } from '../core/calls';
import type { CallContext, Handlers } from '../core/calls';
import { SessionRequiredError } from '../core/errors';
import { checkCaptcha, issueCaptcha } from '../services/captcha';
import { countAttempt, guardState, settleLogin } from '../services/loginGuard';
import { countLoginAttempt, limitRegisterLookup } from '../services/originLimits';
import type { GuardState } from '../services/loginGuard';
import { assertAcceptableNewPassword, verifyPassword } from '../services/passwords';
import { deleteSession } from '../services/sessions';
import { SMS_SENT_MSG, SMS_WRONG_MSG, checkSmsCode, requireSmsCode, sendSmsCode } from '../services/sms';
import { adviserIdOf, searchAdvisers } from '../services/advisers';
import { profilePhotoBase64 } from '../services/uploads';
import {
  birthOf,
  findUserById,
  findUserByLoginName,
  findUserByPhone,
  isRegistered,
  issueLogin,
  registerUser,
  setUserPassword,
  upgradePasswordHash,
} from '../services/users';
import type { UserRow } from '../services/users';
import { invalid } from '../services/validation';

/*
 * Requests arrive checked against the contract's REQUEST_RULES (required fields, phone format, lengths, hash
 * format, password repeats, allowed values; imageCode already read as imgaeCode). What is left here needs the
 * database or the server's state.
 */

function lockedError(state: GuardState): BusinessError {
  return new BusinessError(Code.accountLocked, `登录失败次数过多，请${state.lockedMinutes}分钟后再试`);
}

/** What a login call offers the picture-code gate. */
interface LoginCaptcha {
  phone: string;
  input?: string;
  equipmentNo?: string;
  keepIfRight?: boolean;
  /** The request's origin has failed too often (services/originLimits), whatever this principal did. */
  required?: boolean;
}

/**
 * The captcha gate of the login calls (spec 1 §4), given the principal's state: a locked principal is refused; once
 * the failure flag is up a captcha is needed (00000015 when missing, 04040517 when wrong). A captcha sent while not
 * required is ignored. Answers whether a right captcha was given.
 */
async function passLoginGate(ctx: CallContext, state: GuardState, captcha: LoginCaptcha): Promise<boolean> {
  if (state.lockedMinutes > 0) throw lockedError(state);
  if (!state.captchaRequired && !captcha.required) return false;
  if (!captcha.input) throw new BusinessError(Code.captchaRequired, loginText.imageCodeRequired);
  const right = await checkCaptcha(
    ctx.db,
    ctx.clock,
    { phone: captcha.phone, type: 1, equipmentNo: captcha.equipmentNo ?? '' },
    captcha.input,
    { keepIfRight: captcha.keepIfRight ?? false },
  );
  if (!right) throw new BusinessError(Code.captchaWrong, codeText.imageWrong);
  return true;
}

/** The gate alone, for a call that checks nothing under the count (an SMS send, a refusal told before any check). */
async function passGateOf(ctx: CallContext, principal: string, captcha: LoginCaptcha): Promise<boolean> {
  return passLoginGate(ctx, await guardState(ctx.db, ctx.clock, principal), captcha);
}

/**
 * Counts one attempt on `principal` (services/loginGuard) and answers the state after it, or refuses it (lock,
 * captcha). `'session'`: a session stands in for the picture code, so only the lock applies. When nothing asks for a
 * picture code (the common case) the count is the only statement; when the count refuses for want of one, the
 * captcha is checked and the attempt counted again.
 */
async function admitAttempt(
  ctx: CallContext,
  principal: string,
  captcha: LoginCaptcha | 'session',
): Promise<GuardState> {
  const count = (captchaPassed: boolean) => countAttempt(ctx.db, ctx.clock, principal, { captchaPassed });
  let captchaPassed: boolean;
  if (captcha === 'session' || !captcha.required) {
    const first = await count(captcha === 'session');
    if (first.admitted) return first.state;
    if (captcha === 'session') throw lockedError(first.state);
    captchaPassed = await passLoginGate(ctx, first.state, captcha);
  } else {
    captchaPassed = await passGateOf(ctx, principal, captcha);
  }
  const { admitted, state } = await count(captchaPassed);
  if (admitted) return state;
  throw state.lockedMinutes > 0
    ? lockedError(state)
    : new BusinessError(Code.captchaRequired, loginText.imageCodeRequired);
}

/**
 * One check of a login secret under the failure count: the attempt is counted before `check` runs (admitAttempt), so
 * requests in parallel cannot pass the captcha or the lock while others are still being checked. A right answer
 * (`check` answers what it proved) clears the count of `principal` and of `settle.principals`, and takes back the
 * origin's hit (`settle.originHits`); a wrong one answers `failure`, or the lock when this attempt was the 10th.
 */
async function checkCounted<T>(
  ctx: CallContext,
  principal: string,
  captcha: LoginCaptcha | 'session',
  check: () => Promise<T | null>,
  failure: { statusCode: string; msg: string },
  settle: { principals?: readonly string[]; originHits?: readonly string[] } = {},
): Promise<T> {
  const state = await admitAttempt(ctx, principal, captcha);
  const proved = await check();
  if (proved === null) {
    throw state.lockedMinutes > 0 ? lockedError(state) : new BusinessError(failure.statusCode, failure.msg);
  }
  await settleLogin(ctx.db, [principal, ...(settle.principals ?? [])], settle.originHits);
  return proved;
}

/** Register and forgot-password sends need a right picture code of their type first (its presence is a rule). */
async function requireImageCode(
  ctx: CallContext,
  req: { phoneNum: string; imgaeCode: string; equipmentNo?: string },
  type: ImageCodeType,
): Promise<void> {
  const where = { phone: req.phoneNum, type, equipmentNo: req.equipmentNo ?? '' };
  const right = await checkCaptcha(ctx.db, ctx.clock, where, req.imgaeCode);
  if (!right) throw new BusinessError(Code.captchaWrong, codeText.imageWrong);
}

const pwdPrincipal = (user: UserRow | null, userName: string) =>
  user ? `pwd:user:${user.id}` : `pwd:name:${userName.toUpperCase()}`;
const smsPrincipal = (phone: string) => `sms:${phone}`;
/** Where a request comes from, for the limits per address and device. */
const originOf = (req: { equipmentNo?: string }, ctx: CallContext) => ({ ip: ctx.ip, equipmentNo: req.equipmentNo });

export const accountHandlers = {
  async getUserRegister(req, ctx) {
    await limitRegisterLookup(ctx.db, ctx.clock, { ip: ctx.ip }); // the spec's request has no equipmentNo
    const user = await findUserByPhone(ctx.db, req.phoneNum);
    return { data: { isRegister: isRegistered(user) ? 1 : 0 } };
  },

  async queryPwdIntensity() {
    return { data: DEFAULT_PASSWORD_RULE };
  },

  async getImgCode(req, ctx) {
    // Login captchas are keyed by what was typed as user name, which the request rules let be an ID number.
    const where = { phone: req.phoneNum, type: req.imageCodeType, equipmentNo: req.equipmentNo ?? '' };
    const imageVerification = await issueCaptcha(ctx.db, ctx.clock, where);
    return { data: { imageVerification } };
  },

  async getSmsCode(req, ctx) {
    const phone = req.phoneNum;
    await requireImageCode(ctx, req, 0);
    // Its answer says whether the phone is registered, so it counts as a lookup too.
    await limitRegisterLookup(ctx.db, ctx.clock, originOf(req, ctx));
    if (isRegistered(await findUserByPhone(ctx.db, phone))) {
      throw new BusinessError(Code.alreadyRegistered, accountText.alreadyRegistered);
    }
    await sendSmsCode(ctx.db, ctx.clock, { phone, purpose: 'register', origin: originOf(req, ctx) });
    return { data: null, msg: SMS_SENT_MSG };
  },

  async getQuickySmsCode(req, ctx) {
    const phone = req.phoneNum;
    await passGateOf(ctx, smsPrincipal(phone), {
      phone,
      input: req.imgaeCode,
      equipmentNo: req.equipmentNo,
      keepIfRight: true,
    });
    // No account, no SMS: but the same answer and limits, so the call does not reveal who has an account.
    const user = await findUserByPhone(ctx.db, phone);
    await sendSmsCode(ctx.db, ctx.clock, {
      phone,
      purpose: 'login',
      origin: originOf(req, ctx),
      deliver: user !== null,
    });
    return { data: null, msg: SMS_SENT_MSG };
  },

  async getForgetPwdSmsCode(req, ctx) {
    const phone = req.phoneNum;
    await requireImageCode(ctx, req, 2);
    const user = await findUserByPhone(ctx.db, phone);
    await sendSmsCode(ctx.db, ctx.clock, {
      phone,
      purpose: 'forgetPwd',
      origin: originOf(req, ctx),
      deliver: user !== null,
    });
    return { data: null, msg: SMS_SENT_MSG };
  },

  async userRegister(req, ctx) {
    const { phoneNum: phone, password, smsCode, registerSource } = req;
    const manageCode = req.manageCode ?? '';
    const customerBId = req.customerBId ?? '';
    const promotionLinkId = req.promotionLinkId ?? '';
    assertAcceptableNewPassword(password);
    const adviserId = manageCode ? await adviserIdOf(ctx.db, manageCode) : null;
    // The SMS code before "already registered" (the insert): a made-up code answers the same whether the phone has
    // an account or not, so the call does not tell strangers which phones do.
    await requireSmsCode(ctx.db, ctx.clock, { phone, purpose: 'register', code: smsCode });
    await registerUser(ctx.db, ctx.clock, {
      phone,
      password,
      adviserId,
      inviterBId: customerBId,
      promotionLinkId,
      registerSource,
      equipmentNo: req.equipmentNo ?? '',
    });
    return { data: null, msg: accountText.registered };
  },

  async selectManagerInfo(req, ctx) {
    const name = req.broker_name ?? '';
    const account = req.broker_account ?? '';
    return { data: await searchAdvisers(ctx.db, name, account) };
  },

  async userPasswordLogin(req, ctx) {
    const { userName, password } = req;
    const attempt = await countLoginAttempt(ctx.db, ctx.clock, originOf(req, ctx));
    const user = await findUserByLoginName(ctx.db, userName);
    const principal = pwdPrincipal(user, userName);
    const captcha = {
      phone: userName,
      input: req.imgaeCode,
      equipmentNo: req.equipmentNo,
      required: attempt.captchaRequired,
    };
    // Legacy passwords were never migrated, so they cannot be checked: these users are sent to SMS login, past the
    // gate as any attempt, and not counted.
    if (user?.legacy === 'website' || user?.legacy === 'pc') {
      await passGateOf(ctx, principal, captcha);
      const msg = user.legacy === 'website' ? legacyUserText.websiteUseSms : legacyUserText.pcUseSms;
      throw new BusinessError(Code.passwordLoginForbidden, msg);
    }
    // An unknown name costs a hash too (verifyPassword), and answers as a wrong password does.
    const known = await checkCounted(
      ctx,
      principal,
      captcha,
      async () => ((await verifyPassword(password, user)) ? user : null),
      { statusCode: Code.loginFailed, msg: loginText.failed },
      { originHits: attempt.originHits },
    );
    await upgradePasswordHash(ctx.db, known, password);
    return { data: await issueLogin(ctx.db, ctx.clock, known, 'password'), msg: loginText.loggedIn };
  },

  async smsPasswordLogin(req, ctx) {
    const { userName: phone, smsCode } = req;
    const attempt = await countLoginAttempt(ctx.db, ctx.clock, originOf(req, ctx));
    const found = await findUserByPhone(ctx.db, phone);
    const user = await checkCounted(
      ctx,
      smsPrincipal(phone),
      { phone, input: req.imgaeCode, equipmentNo: req.equipmentNo, required: attempt.captchaRequired },
      async () =>
        found && (await checkSmsCode(ctx.db, ctx.clock, { phone, purpose: 'login', code: smsCode })) ? found : null,
      { statusCode: Code.smsCodeWrong, msg: SMS_WRONG_MSG },
      // The phone is proved theirs: its password failures go too.
      { principals: found ? [pwdPrincipal(found, phone)] : [], originHits: attempt.originHits },
    );
    // Told only after the code proved the phone is theirs.
    if (user.legacy === 'pc') throw new BusinessError(Code.smsLoginTip, legacyUserText.pcRegisterAgain);
    return { data: await issueLogin(ctx.db, ctx.clock, user, 'smsCode'), msg: loginText.loggedIn };
  },

  async forgetPwd(req, ctx) {
    const { phoneNum: phone, password, validateCode: code } = req;
    assertAcceptableNewPassword(password);
    await requireSmsCode(ctx.db, ctx.clock, { phone, purpose: 'forgetPwd', code });
    const user = await findUserByPhone(ctx.db, phone);
    if (!user) throw new BusinessError(Code.smsCodeWrong, SMS_WRONG_MSG);
    if (user.legacy === 'website') throw new BusinessError(Code.passwordLoginForbidden, legacyUserText.websiteUseSms);
    if (user.legacy === 'pc') throw new BusinessError(Code.smsLoginTip, legacyUserText.pcRegisterAgain);
    // The same password as before is accepted here: the SMS code proved ownership, and refusing would only
    // cost the user another code. updateLoginPwd does require a different one.
    await setUserPassword(ctx.db, ctx.clock, user.id, password);
    await settleLogin(ctx.db, [pwdPrincipal(user, phone)]);
    return { data: null, msg: accountText.passwordReset };
  },

  async resetPwdPc(req, ctx) {
    const { phoneNum: phone, password } = req;
    assertAcceptableNewPassword(password);
    // Setting a password on a phone number alone would hand over accounts: the dispatcher requires a session
    // (resetPwdPc is not a public call) and it must be a full session of that very phone.
    const session = ctx.session;
    const user = session?.scope === 'full' ? await findUserById(ctx.db, session.userId) : null;
    if (!user || user.phone !== phone) throw new SessionRequiredError();
    const alreadySet = '该账号已设置密码，请使用修改密码';
    if (user.legacy !== 'website' && user.password_hash !== null) invalid(alreadySet);
    // Only onto the password state just checked: a password set meanwhile (another request) is not overwritten.
    if (!(await setUserPassword(ctx.db, ctx.clock, user.id, password, user.password_version))) invalid(alreadySet);
    return { data: null, msg: accountText.passwordSet };
  },

  async updateLoginPwd(req, ctx) {
    const session = sessionOf(ctx);
    const { oldPassword, newPassword } = req;
    const oldWrong = { statusCode: Code.loginFailed, msg: '原密码错误' };
    assertAcceptableNewPassword(newPassword);
    const user = await findUserById(ctx.db, session.userId);
    if (!user) throw new SessionRequiredError();
    // The screen has no picture code: the session stands in for it, so only the lock applies.
    await checkCounted(
      ctx,
      pwdPrincipal(user, user.phone),
      'session',
      async () => (await verifyPassword(oldPassword, user)) || null,
      oldWrong,
    );
    // Only meaningful once the old password is known to be the stored one; the client does not compare the two.
    if (newPassword === oldPassword) invalid('新密码不能与原密码相同');
    // The old password was checked against the row read before the slow hash. A reset or another change that landed
    // meanwhile made it no longer the password, so nothing is written and it answers as a wrong old password.
    if (!(await setUserPassword(ctx.db, ctx.clock, user.id, newPassword, user.password_version))) {
      throw new BusinessError(oldWrong.statusCode, oldWrong.msg);
    }
    return { data: null, msg: accountText.passwordChanged };
  },

  async loginOut(_req, ctx) {
    await deleteSession(ctx.db, sessionOf(ctx).token);
    return { data: null, msg: accountText.loggedOut };
  },

  async queryCustomerInfo(_req, ctx) {
    const user = await findUserById(ctx.db, sessionOf(ctx).userId);
    if (!user) throw new SessionRequiredError();
    return {
      data: {
        profilePhoto: await profilePhotoBase64(user),
        nickName: user.nick_name,
        realName: user.real_name,
        telephone: maskPhone(user.phone),
        isCertified: user.is_certified,
        ...(await birthOf(ctx.db, ctx.clock, user.id)),
      },
    };
  },
} satisfies Handlers;
