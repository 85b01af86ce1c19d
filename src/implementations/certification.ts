/**
 * Whether the customer is verified (实名认证, isCertified 2: spec 1 §3), as the server says now. The native app
 * verifies customers outside these pages, so what the login stored goes stale: every screen whose content depends on
 * it asks the server as it opens (the adviser page, the contact form, a product's detail, and the product list while
 * the stored value says not verified), and the stored value and its cookie follow the answer, so what those screens
 * then read (a card's tap, the adviser page's note) is the server's word too. 我的 stores what its own
 * queryCustomerInfo answers.
 */
import { api } from '../api';
import { isCertified, saveCertified } from '../platform/storage';

export async function refreshCertified(): Promise<boolean> {
  const { data } = await api.queryCustomerInfo();
  saveCertified(data.isCertified);
  return isCertified();
}
