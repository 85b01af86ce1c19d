/**
 * The personal-information calls of spec 1 §2–§7: avatar, nickname and the contact form (services/profile.ts).
 * Changes are for verified customers only (spec 1 §6: "personal-information changes … are gated by verification"):
 * the screens show the download prompt instead, and the server refuses too (04040009), so the gate does not rest on
 * the client. Reading the contact form is open to every logged-in user.
 */
import { avatarText, contactText, nicknameText } from '../../src/contract';
import { sessionOf, type Handlers } from '../core/calls';
import { contactOf, saveAvatar, saveContact, setNickname } from '../services/profile';
import { requireCertified } from '../services/users';

export const profileHandlers = {
  async updateNickName(req, ctx) {
    const user = sessionOf(ctx).userId;
    await requireCertified(ctx.db, user);
    await setNickname(ctx.db, ctx.clock, user, req.nickName);
    return { data: null, msg: nicknameText.saved };
  },

  async saveProfilePhotoUpload(req, ctx) {
    const user = sessionOf(ctx).userId;
    await requireCertified(ctx.db, user);
    await saveAvatar(ctx.db, ctx.clock, user, req.headPortrait);
    return { data: null, msg: avatarText.saved };
  },

  async selectContact(_req, ctx) {
    return { data: await contactOf(ctx.db, sessionOf(ctx).userId) };
  },

  async modifyCustomerInfo(req, ctx) {
    const user = sessionOf(ctx).userId;
    await requireCertified(ctx.db, user);
    await saveContact(ctx.db, ctx.clock, user, req);
    return { data: null, msg: contactText.saved };
  },
} satisfies Handlers;
