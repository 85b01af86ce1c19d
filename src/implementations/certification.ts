/**
 * Whether the customer is verified (实名认证, isCertified 2: spec 1 §3), as the server says now. The native app
 * verifies customers outside these pages, so what the login stored goes stale: every screen whose content depends on
 * it asks the server as it opens (the adviser page, the contact form, a product's detail, and the product list while
 * the stored value says not verified), and the stored value and its cookie follow the answer, so what those screens
 * then read (a card's tap, the adviser page's note) is the server's word too. 我的 stores what its own
 * queryCustomerInfo answers.
 */
import { api } from '../api/calls';
import { commonText } from '../contract/commonText';
import { callNative } from '../platform/bridge';
import { downloadPrompt, toast } from '../platform/notices';
import { getToken, isCertified, saveCertified } from '../platform/storage';
import { isInApp } from '../platform/terminal';

export async function refreshCertified({ quiet = false }: { quiet?: boolean } = {}): Promise<boolean> {
  const { data } = await api.queryCustomerInfo(undefined, { quiet, outlivesPage: quiet });
  saveCertified(data.isCertified);
  return isCertified();
}

/**
 * When the page comes back to the foreground (the investor returns from the native app, which may have verified
 * them, or from another tab), the stored status is asked of the server again, quietly: what the screens then read
 * (a product card's tap, a document, the adviser prompt) is the server's word without a new login or a new screen.
 */
export function refreshOnForeground(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !getToken()) return;
    refreshCertified({ quiet: true }).catch(() => undefined);
  });
}

/**
 * Where an unverified investor goes from something that needs verification (a product, the adviser, personal
 * information; spec 1 §2, spec 2 §6), with the reason 请先完成实名认证: inside the app the app's own certification
 * screen (goCertificCard); in a browser the download prompt, the reason under its title. Nothing inside the app asks
 * the investor to download the app they are in.
 */
export function askForCertification(): void {
  if (!isInApp()) return downloadPrompt.open(commonText.notCertified);
  toast.info(commonText.notCertified);
  void callNative('goCertificCard');
}
