/**
 * Invitations (spec 3 §2 activeInvite, invitation share page, §7 queryShareInfo, queryInviteUserList): who this
 * customer has invited, and the registration link a friend opens.
 */
import { LOGIN_REQUIRED, pageOf, type PageOutcome } from '../../machines/loader/loader';
import { api } from '../api/calls';
import type { InvitedFriend } from '../contract';
import { href } from '../paths';
import { getToken } from '../platform/storage';

export interface InviteOverview {
  inviteNum: number;
  inviteUserNames: string[];
  /** Every friend invited, with their stage and the reward (newest first). */
  friends: InvitedFriend[];
  /** The registration link (spec 3 §2: /phone/codeRegister?brokeraccount={manageCode}&id={customerBId}). */
  link: string;
  /** The customer's wealth adviser, whom 立即联系 calls; empty without an adviser (the hotline then). */
  adviserPhone: string;
  adviserName: string;
}

/** The link a friend registers with, on this same site. */
export function invitationLink(manageCode: string, customerBId: string, origin = window.location.origin): string {
  return new URL(href({ to: 'codeRegister', query: { brokeraccount: manageCode, id: customerBId } }), origin).href;
}

export async function loadInviteOverview(): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  const [share, invited, manager] = await Promise.all([
    api.queryShareInfo({}),
    api.queryInviteUserList({}),
    api.findCustManager(),
  ]);
  const overview: InviteOverview = {
    inviteNum: invited.data.inviteNum,
    inviteUserNames: invited.data.inviteUserNames,
    friends: invited.data.inviteUsers ?? [],
    link: invitationLink(share.data.manageCode, share.data.customerBId),
    adviserPhone: manager.data?.telephone ?? '',
    adviserName: manager.data?.name ?? '',
  };
  return pageOf([overview]);
}
