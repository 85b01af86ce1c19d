/**
 * The product list and the search (spec 2 §2 "Product list", §7 productList): pages of 10 on the loader chart
 * (machines/loader/loader.ts); the filter has a chart of its own (machines/productFilter/), stored as productParam.
 * A visitor without a login is sent to log in at once (loginRequired: login, then back here) instead of calling the
 * server for the 06060010 that would say the same with an error toast; a 06060010 the server gives (an expired
 * session) opens login through the call layer.
 */
import { LOGIN_REQUIRED, pageOf, type PageOutcome } from '../../machines/loader/loader';
import { api } from '../api';
import type { ProductFilter } from '../contract';
import { getToken, isCertified } from '../platform/storage';
import { refreshCertified } from './certification';

/** Spec 2 §9: 10 products a page. */
export const PRODUCT_PAGE_SIZE = 10;

export interface ProductListQuery {
  filter?: ProductFilter;
  /** Search by short name (searchPage). */
  shortName?: string;
}

/** One page of products with the applied filter or the searched name. */
export async function loadProducts({
  page,
  pageSize,
  query,
}: {
  page: number;
  pageSize: number;
  query: ProductListQuery;
}): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  const [{ data }] = await Promise.all([
    api.productList({
      pageNo: page,
      pageSize,
      ...query.filter,
      ...(query.shortName && { shortName: query.shortName }),
    }),
    // A card's tap opens the detail only for a verified customer: one stored as not verified may be by now.
    page === 1 && !isCertified() ? refreshCertified() : null,
  ]);
  return pageOf(data);
}
