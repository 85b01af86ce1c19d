/**
 * Account calls of spec 1 §4–§5 and §7: registration, the three ways in (password, SMS, forgot password),
 * password changes, logout and the customer summary. The numbers (captcha after 3 failures, lock after 10,
 * SMS limits, session lifetime) live in the services; docs/server.md lists them.
 */
import type { ImageCodeType } from '../../src/contract';
import { Code } from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { CallContext, Handlers, Session } from '../core/calls';
import { SessionRequiredError } from '../core/errors';
import { checkCaptcha, issueCaptcha } from '../services/captcha';
import { clearFailures, guardState, recordFailure } from '../services/loginGuard';
import type { GuardState } from '../services/loginGuard';
import {
  PASSWORD_RULE,
  PASSWORD_RULE_MSG,
  assertAcceptableNewPassword,
  hashPassword,
  isSha256Hex,
  verifyPassword,
} from '../services/passwords';
import { deleteSession } from '../services/sessions';
import { SMS_SENT_MSG, SMS_WRONG_MSG, checkSmsCode, requireSmsCode, sendSmsCode } from '../services/sms';
import {
  findUserById,
  findUserByLoginName,
  findUserByPhone,
  isRegistered,
  issueLogin,
  setUserPassword,
} from '../services/users';
import type { UserRow } from '../services/users';
import { invalid, maskPhone, oneOf, required, requirePhone, text } from '../services/validation';

const MSG = {
  captchaMissing: '请输入图形验证码',
  loginCaptchaMissing: '请输入图片验证码',
  captchaWrong: '图片验证码错误',
  alreadyRegistered: '该手机号已经注册',
  loginFailed: '账号或密码错误',
  websiteUser: '您是老官网用户，由于系统升级，请使用短信验证码登录',
  pcUserPassword: '您是老PC端用户，由于系统升级，请使用短信验证码登录',
  pcUserRegister: '您是老PC端用户，由于系统升级，需要在APP重新注册',
  passwordsDiffer: '两次输入的密码不一致',
  loggedIn: '登录成功',
} as const;

/** The register form spells the field imgaeCode; one variant spells it imageCode (spec 1 §3). */
const imageCodeOf = (req: object): string =>
  text((req as { imgaeCode?: unknown }).imgaeCode) || text((req as { imageCode?: unknown }).imageCode);

const equipmentOf = (req: object): string => text((req as { equipmentNo?: unknown }).equipmentNo).slice(0, 64);

function sessionOf(ctx: CallContext): Session {
  if (!ctx.session) throw new SessionRequiredError();
  return ctx.session;
}

function lockedError(state: GuardState): BusinessError {
  return new BusinessError(Code.accountLocked, `登录失败次数过多，请${state.lockedMinutes}分钟后再试`);
}

/**
 * The captcha gate of the login calls (spec 1 §4): a locked principal is refused; once the failure flag is up
 * a captcha is needed (00000015 when missing, 04040517 when wrong). A captcha sent while not required is ignored.
 */
async function passLoginGate(
  ctx: CallContext,
  principal: string,
  captcha: { phone: string; input: string; equipmentNo: string; keepIfRight?: boolean },
): Promise<void> {
  const state = await guardState(ctx.db, ctx.clock, principal);
  if (state.lockedMinutes > 0) throw lockedError(state);
  if (!state.captchaRequired) return;
  if (!captcha.input) throw new BusinessError(Code.captchaRequired, MSG.loginCaptchaMissing);
  const right = await checkCaptcha(
    ctx.db,
    ctx.clock,
    { phone: captcha.phone, type: 1, equipmentNo: captcha.equipmentNo },
    captcha.input,
    { keepIfRight: captcha.keepIfRight ?? false },
  );
  if (!right) throw new BusinessError(Code.captchaWrong, MSG.captchaWrong);
}

/** Counts a failure and answers it: the lock message when this one locked the principal. */
async function failLogin(ctx: CallContext, principal: string, statusCode: string, msg: string): Promise<never> {
  const state = await recordFailure(ctx.db, ctx.clock, principal);
  if (state.lockedMinutes > 0) throw lockedError(state);
  throw new BusinessError(statusCode, msg);
}

/** Register and forgot-password sends need the picture code of their type first. */
async function requireImageCode(ctx: CallContext, req: object, phone: string, type: ImageCodeType): Promise<void> {
  const input = imageCodeOf(req);
  if (!input) invalid(MSG.captchaMissing);
  const right = await checkCaptcha(ctx.db, ctx.clock, { phone, type, equipmentNo: equipmentOf(req) }, input);
  if (!right) throw new BusinessError(Code.captchaWrong, MSG.captchaWrong);
}

/** New password + repeat, as every set-password form sends them. */
function newPasswordPair(password: unknown, rePassword: unknown, emptyMsg: string): string {
  const pwd = required(password, emptyMsg);
  assertAcceptableNewPassword(pwd);
  const repeat = required(rePassword, '请输入确认密码');
  if (repeat !== pwd) invalid(MSG.passwordsDiffer);
  return pwd;
}

const pwdPrincipal = (user: UserRow | null, userName: string) =>
  user ? `pwd:user:${user.id}` : `pwd:name:${userName.toUpperCase()}`;
const smsPrincipal = (phone: string) => `sms:${phone}`;

export const accountHandlers = {
  async getUserRegister(req, ctx) {
    const phone = requirePhone(req.phoneNum);
    const user = await findUserByPhone(ctx.db, phone);
    return { data: { isRegister: isRegistered(user) ? 1 : 0 } };
  },

  async queryPwdIntensity() {
    return { data: { rule: PASSWORD_RULE, msg: PASSWORD_RULE_MSG } };
  },

  async getImgCode(req, ctx) {
    const type = Number(oneOf(req.imageCodeType, ['0', '1', '2'])) as ImageCodeType;
    // Login captchas are keyed by what was typed as user name, which may be an ID number.
    const phone = type === 1 ? required(req.phoneNum, '请输入手机号或证件号', 30) : requirePhone(req.phoneNum);
    const imageVerification = await issueCaptcha(ctx.db, ctx.clock, { phone, type, equipmentNo: equipmentOf(req) });
    return { data: { imageVerification } };
  },

  async getSmsCode(req, ctx) {
    const phone = requirePhone(req.phoneNum);
    await requireImageCode(ctx, req, phone, 0);
    if (isRegistered(await findUserByPhone(ctx.db, phone))) {
      throw new BusinessError(Code.alreadyRegistered, MSG.alreadyRegistered);
    }
    await sendSmsCode(ctx.db, ctx.clock, { phone, purpose: 'register' });
    return { data: null, msg: SMS_SENT_MSG };
  },

  async getQuickySmsCode(req, ctx) {
    const phone = requirePhone(req.phoneNum);
    await passLoginGate(ctx, smsPrincipal(phone), {
      phone,
      input: imageCodeOf(req),
      equipmentNo: equipmentOf(req),
      keepIfRight: true,
    });
    // No account, no SMS: but the same answer and limits, so the call does not reveal who has an account.
    const user = await findUserByPhone(ctx.db, phone);
    await sendSmsCode(ctx.db, ctx.clock, { phone, purpose: 'login', deliver: user !== null });
    return { data: null, msg: SMS_SENT_MSG };
  },

  async getForgetPwdSmsCode(req, ctx) {
    const phone = requirePhone(req.phoneNum);
    await requireImageCode(ctx, req, phone, 2);
    const user = await findUserByPhone(ctx.db, phone);
    await sendSmsCode(ctx.db, ctx.clock, { phone, purpose: 'forgetPwd', deliver: user !== null });
    return { data: null, msg: SMS_SENT_MSG };
  },

  async userRegister(req, ctx) {
    const phone = requirePhone(req.phoneNum);
    const password = required(req.password, '请输入密码');
    assertAcceptableNewPassword(password);
    if (req.rePassword !== undefined && text(req.rePassword) !== password) invalid(MSG.passwordsDiffer);
    const smsCode = required(req.smsCode, '请输入短信验证码', 6);
    const registerSource = oneOf(req.registerSource, ['1', '4', '5'] as const);
    const manageCode = text(req.manageCode);
    const customerBId = text(req.customerBId);
    const promotionLinkId = text(req.promotionLinkId).slice(0, 64);

    const existing = await findUserByPhone(ctx.db, phone);
    if (isRegistered(existing)) throw new BusinessError(Code.alreadyRegistered, MSG.alreadyRegistered);

    let adviserId: number | null = null;
    if (manageCode) {
      const adviser = await ctx.db.query<{ id: number }>('SELECT id FROM advisers WHERE manage_code = $1', [
        manageCode,
      ]);
      adviserId = adviser.rows[0]?.id ?? invalid('未找到该理财经理，请核对理财经理编号');
    }
    // An unknown inviter id only loses the invitation credit; it does not block the registration.
    const inviter = customerBId
      ? await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE customer_bid = $1', [customerBId])
      : null;
    const inviterId = inviter?.rows[0]?.id ?? null;

    await requireSmsCode(ctx.db, ctx.clock, { phone, purpose: 'register', code: smsCode });
    const { hash, salt } = await hashPassword(password);
    const now = ctx.clock.now();
    const values = [phone, hash, salt, adviserId, inviterId, promotionLinkId, registerSource, equipmentOf(req), now];
    // A legacy PC user registers again on the same row (spec 1 §4: "register in the app again").
    const saved = await ctx.db.query(
      `INSERT INTO users (phone, password_hash, password_salt, adviser_id, inviter_id, promotion_link_id,
         register_source, equipment_no, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
       ON CONFLICT (phone) DO UPDATE SET password_hash = $2, password_salt = $3,
         adviser_id = COALESCE($4, users.adviser_id), inviter_id = COALESCE(users.inviter_id, $5),
         promotion_link_id = $6, register_source = $7, equipment_no = $8, legacy = '', pwd_change_type = 1,
         updated_at = $9
       WHERE users.legacy = 'pc'
       RETURNING id`,
      values,
    );
    if (saved.rows.length === 0) throw new BusinessError(Code.alreadyRegistered, MSG.alreadyRegistered);
    return { data: null, msg: '恭喜您, 注册成功' };
  },

  async selectManagerInfo(req, ctx) {
    const name = text(req.broker_name).slice(0, 30);
    const account = text(req.broker_account).slice(0, 30);
    if (!name && !account) return { data: [] };
    const r = await ctx.db.query<{ broker_name: string; broker_account: string }>(
      `SELECT name AS broker_name, manage_code AS broker_account FROM advisers
       WHERE ($1 <> '' AND strpos(name, $1) > 0) OR ($2 <> '' AND manage_code = $2)
       ORDER BY name, manage_code LIMIT 20`,
      [name, account],
    );
    return { data: r.rows };
  },

  async userPasswordLogin(req, ctx) {
    const userName = required(req.userName, '请输入手机号或证件号', 30);
    const password = required(req.password, '请输入密码');
    if (!isSha256Hex(password)) invalid('您输入的密码格式有误');
    const user = await findUserByLoginName(ctx.db, userName);
    const principal = pwdPrincipal(user, userName);
    await passLoginGate(ctx, principal, { phone: userName, input: imageCodeOf(req), equipmentNo: equipmentOf(req) });
    // Legacy passwords were never migrated, so they cannot be checked: these users are sent to SMS login.
    if (user?.legacy === 'website') throw new BusinessError(Code.passwordLoginForbidden, MSG.websiteUser);
    if (user?.legacy === 'pc') throw new BusinessError(Code.passwordLoginForbidden, MSG.pcUserPassword);
    if (!(await verifyPassword(password, user)) || !user) {
      return failLogin(ctx, principal, Code.loginFailed, MSG.loginFailed);
    }
    await clearFailures(ctx.db, principal);
    return { data: await issueLogin(ctx.db, ctx.clock, user), msg: MSG.loggedIn };
  },

  async smsPasswordLogin(req, ctx) {
    const phone = requirePhone(req.userName);
    const smsCode = required(req.smsCode, '请输入短信验证码', 6);
    const principal = smsPrincipal(phone);
    await passLoginGate(ctx, principal, { phone, input: imageCodeOf(req), equipmentNo: equipmentOf(req) });
    const user = await findUserByPhone(ctx.db, phone);
    if (!user || !(await checkSmsCode(ctx.db, ctx.clock, { phone, purpose: 'login', code: smsCode }))) {
      return failLogin(ctx, principal, Code.smsCodeWrong, SMS_WRONG_MSG);
    }
    // Told only after the code proved the phone is theirs.
    if (user.legacy === 'pc') throw new BusinessError(Code.smsLoginTip, MSG.pcUserRegister);
    await clearFailures(ctx.db, principal);
    await clearFailures(ctx.db, pwdPrincipal(user, phone));
    return { data: await issueLogin(ctx.db, ctx.clock, user), msg: MSG.loggedIn };
  },

  async forgetPwd(req, ctx) {
    const phone = requirePhone(req.phoneNum);
    const password = newPasswordPair(req.password, req.rePassword, '请输入新密码');
    const code = required(req.validateCode, '请输入短信验证码', 6);
    await requireSmsCode(ctx.db, ctx.clock, { phone, purpose: 'forgetPwd', code });
    const user = await findUserByPhone(ctx.db, phone);
    if (!user) throw new BusinessError(Code.smsCodeWrong, SMS_WRONG_MSG);
    if (user.legacy === 'website') throw new BusinessError(Code.passwordLoginForbidden, MSG.websiteUser);
    if (user.legacy === 'pc') throw new BusinessError(Code.smsLoginTip, MSG.pcUserRegister);
    // The same password as before is accepted here: the SMS code proved ownership, and refusing would only
    // cost the user another code. updateLoginPwd does require a different one.
    await setUserPassword(ctx.db, ctx.clock, user.id, password);
    await clearFailures(ctx.db, pwdPrincipal(user, phone));
    return { data: null, msg: '设置新密码成功' };
  },

  async resetPwdPc(req, ctx) {
    const phone = requirePhone(req.phoneNum);
    const password = newPasswordPair(req.password, req.rePassword, '请输入新密码');
    oneOf(req.registerSource, ['1'] as const);
    // Setting a password on a phone number alone would hand over accounts: the dispatcher requires a session
    // (resetPwdPc is not a public call) and it must be a full session of that very phone.
    const session = ctx.session;
    const user = session?.scope === 'full' ? await findUserById(ctx.db, session.userId) : null;
    if (!user || user.phone !== phone) throw new SessionRequiredError();
    if (user.legacy !== 'website' && user.password_hash !== null) invalid('该账号已设置密码，请使用修改密码');
    await setUserPassword(ctx.db, ctx.clock, user.id, password);
    return { data: null, msg: '设置密码成功' };
  },

  async updateLoginPwd(req, ctx) {
    const session = sessionOf(ctx);
    const oldPassword = required(req.oldPassword, '请输入原密码');
    if (!isSha256Hex(oldPassword)) invalid('原密码格式有误');
    const newPassword = newPasswordPair(req.newPassword, req.rePassword, '请输入新密码');
    const user = await findUserById(ctx.db, session.userId);
    if (!user) throw new SessionRequiredError();
    const principal = pwdPrincipal(user, user.phone);
    const state = await guardState(ctx.db, ctx.clock, principal);
    if (state.lockedMinutes > 0) throw lockedError(state);
    if (!(await verifyPassword(oldPassword, user))) return failLogin(ctx, principal, Code.loginFailed, '原密码错误');
    if (newPassword === oldPassword) invalid('新密码不能与原密码相同');
    await setUserPassword(ctx.db, ctx.clock, user.id, newPassword);
    await clearFailures(ctx.db, principal);
    return { data: null, msg: '密码修改成功，请重新登录' };
  },

  async loginOut(_req, ctx) {
    await deleteSession(ctx.db, sessionOf(ctx).token);
    return { data: null, msg: '退出成功' };
  },

  async queryCustomerInfo(_req, ctx) {
    const user = await findUserById(ctx.db, sessionOf(ctx).userId);
    if (!user) throw new SessionRequiredError();
    return {
      data: {
        profilePhoto: user.profile_photo,
        nickName: user.nick_name,
        realName: user.real_name,
        telephone: maskPhone(user.phone),
        isCertified: user.is_certified,
      },
    };
  },
} satisfies Handlers;
