/** Pieces the product screens share: a list of labelled items that hides empty ones, and amounts in ten-thousands. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Spec 2 §9: amounts in ten-thousands. */
export const wan = (amount: number | null | undefined): string =>
  typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? `${amount / 10_000}万元` : '';

/** Spec 2 §9: yield with 2 decimals. */
export const yieldRange = (min: number, max: number): string =>
  min === max ? `${min.toFixed(2)}%` : `${min.toFixed(2)}%-${max.toFixed(2)}%`;

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

/** A day as the server sends it (yyyymmdd) shown yyyy-mm-dd, as the spec shows dates elsewhere (§3). */
export const day = (value: string): string =>
  /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value;
