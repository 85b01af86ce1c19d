/**
 * The product detail, its project introduction and its documents as their screens load them (spec 2 §2): each is a
 * read-only screen on the loader chart (machines/loader/loader.ts). Trust products are private placements: an
 * unverified customer (isCertified ≠ 2) is not asked for the detail at all (the server refuses it too, 04040009);
 * the screen says so and asks for the verification (askForCertification).
 */
import { LOGIN_REQUIRED, pageOf, recordOf, type PageOutcome } from '../../machines/loader/loader';
import { api } from '../api/calls';
import type { NetValueRecord, Product } from '../contract';
import { Code } from '../contract/envelope';
import { native, nativeOffers } from '../platform/bridge';
import { getToken, isCertified } from '../platform/storage';
import { isInApp } from '../platform/terminal';
import { refreshCertified } from './certification';

export interface ProductQuery {
  trustCode: string;
  /** The link's fund property, where it gives one: '0' (fixed income) reads the detail with fixedDetail. */
  fundproperty?: string;
}

/** Whether the customer may see product details (spec 2 §6), as last asked (`loadProduct` asks as the detail opens). */
export const mayViewProducts = (): boolean => isCertified();

/**
 * One product, or none: an unknown code, or a customer the server does not count as verified, is an empty screen.
 * A failed call rejects, so the loader drops what it showed (a failure clears the product).
 */
export async function loadProduct({ query }: { query: ProductQuery }): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  // Stored as not verified: the server may know better (verified in the native app since the login).
  if (!query.trustCode || (!mayViewProducts() && !(await refreshCertified()))) return pageOf([]);
  // Spec 2 §7 gives a fixed-income product's detail its own call; both answer the product, whose own fundproperty
  // then decides the layout (the link's only chooses the call).
  const read = query.fundproperty === '0' ? api.fixedDetail : api.queryProjectInfo;
  const answer = await read({ trustCode: query.trustCode }, { expect: [Code.notFound, Code.notCertified] });
  // Stored as verified, refused as not: the stored value follows the server's, for the screen's note.
  if (answer.statusCode === Code.notCertified) await refreshCertified();
  return pageOf(answer.statusCode === Code.ok ? [recordOf(answer.data satisfies Product)] : []);
}

/** Whose newest values the net-value page's headline shows: the product, and whether it is a cash product. */
export interface LatestValuesQuery {
  trustCode: string;
  cash: boolean;
}

/**
 * The net-value page's headline (spec 2 §2): the product's newest record of the last month (a product is valued every
 * business day) — its unit and accumulated net value, or seven-day annualised yield and income per ten thousand
 * units, with its date and the returns over each range — so it shows however the page was reached; none for a
 * product without values (暂无).
 */
export async function loadLatestValues({ query }: { query: LatestValuesQuery }): Promise<PageOutcome> {
  const answer = await api.queryproductnetvalue(
    { trust_code: query.trustCode, type: '1', orderBy: '0', showType: query.cash ? 2 : 1 },
    { expect: [Code.notFound] },
  );
  if (answer.statusCode !== Code.ok) return pageOf([]);
  const latest = answer.data.reduce<NetValueRecord | null>(
    (a, r) => (!a || r.netValueDate > a.netValueDate ? r : a),
    null,
  );
  return pageOf(latest ? [recordOf(latest)] : []);
}

export type FileType = '7' | '1' | '2' | '3';

/** A document as a data URL of its PDF (queryProductFile answers it base64-encoded). */
export async function loadProductFile(trustCode: string, fileType: FileType): Promise<string> {
  const { data } = await api.queryProductFile({ trustCode, fileType });
  return data.url;
}

/** The PDF bytes of a `data:application/pdf;base64,…` URL, for pdf.js. */
export function pdfBytes(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * 立即投资 (spec 2 §1, §6: subscription only inside the app): the app's own subscription of the product (toSubscribe,
 * docs/bridge.md; in a browser its web fallback, the download prompt); a shell too old to offer it opens its product
 * list (toProductList), where the product is bought.
 */
export function investInApp(trustCode: string): void {
  if (isInApp() && !nativeOffers('toSubscribe')) void native.toProductList();
  else void native.toSubscribe({ trustCode });
}
