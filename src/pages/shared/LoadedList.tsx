import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoaderText } from '../../../machines/shared/loader';
import { useLoader, type LoaderOptions } from '../../flows/useLoader';
import { EmptyState } from '../../ui';
import { LoadFailed } from './LoadStates';
import { useScrolledToBottom } from './useScrollBottomNotice';

export interface LoadedListProps<Item, Query> extends LoaderOptions<Query> {
  /** Accessible name of the list. */
  label: string;
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => string | number;
  /** The screen's own empty text; 暂无相关数据 otherwise (spec 1 §8). */
  emptyText?: string;
  /** A list kept but not shown (another tab is open): reaching the page's end is not its end. */
  paused?: boolean;
}

/**
 * A read-only list on the loader chart (machines/shared/loader.ts): its loading, empty and failed states, and the
 * next page asked for when the reader reaches the end (spec 1 §4 "Lists", §9: within 10 px).
 */
export function LoadedList<Item, Query = undefined>({
  label,
  renderItem,
  itemKey,
  emptyText,
  paused = false,
  ...loader
}: LoadedListProps<Item, Query>) {
  const { view, send } = useLoader<Item, Query>(loader);
  useScrolledToBottom(() => paused || send({ type: 'user.loadMore' }), { once: false });

  if (view.status === 'loading') return <Status role="status">{LoaderText.loading}</Status>;
  if (view.status === 'empty') return <EmptyState text={emptyText} />;
  if (view.status === 'failed') return <LoadFailed onRetry={() => send({ type: 'user.retry' })} />;
  return (
    <>
      <List aria-label={label}>
        {view.items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </List>
      {view.loadingMore && <Status role="status">{LoaderText.loading}</Status>}
      {view.complete && <Status>{LoaderText.noMore}</Status>}
    </>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Status = styled.p`
  margin: 0;
  padding: 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;
