/** Pieces the product screens share: the product of the page, a list of labelled items that hides empty ones. */
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '../../contract';
import { commonText } from '../../contract/commonText';
import { productText } from '../../contract/productTexts';
import { useLoader } from '../../flows/useLoader';
import { askForCertification } from '../../implementations/certification';
import { loadProduct, mayViewProducts, type ProductQuery } from '../../implementations/products';
import { isInApp } from '../../platform/terminal';
import { EmptyState } from '../../ui';
import { LoadFailed, Loading } from '../shared/LoadStates';

/**
 * The product of the page's `?trustCode=` on the loader chart, and what the page shows while there is none:
 * loading, a failure with retry, or empty. An unverified customer is not asked for it (spec 2 §6): the empty state
 * says why and the investor is asked to verify (askForCertification: the app's certification inside the app).
 */
export function useProduct(): { product: Product | undefined; status: ReactNode } {
  const [params] = useSearchParams();
  const query: ProductQuery = {
    trustCode: params.get('trustCode') ?? '',
    fundproperty: params.get('fundproperty') ?? '',
  };
  const { view, send } = useLoader<Product, ProductQuery>({ load: loadProduct, pageSize: 0, query });
  const blocked = view.status === 'empty' && !mayViewProducts();
  useEffect(() => {
    if (blocked) askForCertification();
  }, [blocked]);
  const status = (
    <>
      {view.status === 'loading' && <Loading />}
      {view.status === 'failed' && <LoadFailed onRetry={() => send({ type: 'user.retry' })} />}
      {view.status === 'empty' && (
        <EmptyState text={blocked ? (isInApp() ? commonText.notCertified : productText.blocked) : undefined} />
      )}
    </>
  );
  return { product: view.items[0], status };
}

export type Item = readonly [label: string, value: ReactNode];

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/** Labelled items; an empty one is not shown (spec 2 §2 "Empty items are hidden"). */
export function Items({ items, label }: { items: readonly Item[]; label?: string }) {
  const shown = items.filter(([, value]) => !isEmpty(value));
  if (shown.length === 0) return null;
  return (
    <List aria-label={label}>
      {shown.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  margin: 0;
  padding: 0 16px;
  > div {
    display: flex;
    gap: 12px;
    padding: 12px 0;
    line-height: 1.6;
  }
  > div + div {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    flex: none;
    width: 6.5em;
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    flex: 1;
    min-width: 0;
    margin: 0;
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

/** The rounded field of the product search, on the list (a link to the search) and on the search page (its input). */
export const SearchPill = styled.span`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  height: 34px;
  padding: 0 12px;
  border-radius: 17px;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.muted};
`;
