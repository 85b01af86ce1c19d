import { memo, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LoaderText } from '../../../machines/loader/loader';
import { useLoader, type LoaderOptions } from '../../flows/useLoader';
import { keptScroll } from '../../routing';
import { EmptyState, type SkeletonShape } from '../../ui';
import { LoadFailed, Loading } from './LoadStates';
import { useListWindow } from './useListWindow';
import { useScrolledToBottom } from './useScrollBottomNotice';

export interface LoadedListProps<Item, Query> extends LoaderOptions<Query> {
  /** Accessible name of the list. */
  label: string;
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => string | number;
  /** The screen's own empty text; 暂无相关数据 otherwise (spec 1 §8). */
  emptyText?: string;
  /** What is empty said the screen's way, with its way out (清除筛选): instead of the empty text. */
  empty?: ReactNode;
  /** The shape of its rows while the first page loads. */
  skeleton?: SkeletonShape;
  /** A list kept but not shown (another tab is open): reaching the page's end is not its end. */
  paused?: boolean;
  /**
   * Kept for Back (the default): a list whose items its detail changes (a message read on opening it) loads afresh
   * instead, so Back never shows it as it was before.
   */
  keptForBack?: boolean;
}

/**
 * A read-only list on the loader chart (machines/loader/loader.ts): its loading, empty and failed states, and the
 * next page asked for when the reader reaches the end (spec 1 §4 "Lists", §9: within 10 px). Only the rows near the
 * screen are in the document (useListWindow): five hundred loaded rows cost what twenty do. Kept for Back by its
 * label (useLoader's `keep`): returning to it shows what it had loaded, where it was left.
 */
export function LoadedList<Item, Query = undefined>({
  label,
  renderItem,
  itemKey,
  emptyText,
  empty,
  skeleton = 'rows',
  paused = false,
  keptForBack = true,
  ...loader
}: LoadedListProps<Item, Query>) {
  const { view, send, restored } = useLoader<Item, Query>({ ...loader, ...(keptForBack && { keep: label }) });
  useScrolledToBottom(() => paused || send({ type: 'user.loadMore' }), { once: false });
  // Back to a kept list: its pages are there at once, so the place it was left is too.
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (restored && !paused) window.scrollTo(0, keptScroll(key) ?? 0);
    // Once, as the kept list comes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (view.status === 'loading') return <Loading shape={skeleton} />;
  if (view.status === 'empty') return empty ?? <EmptyState text={emptyText} />;
  if (view.status === 'failed') return <LoadFailed onRetry={() => send({ type: 'user.retry' })} />;
  return (
    <>
      <WindowedList label={label} items={view.items} itemKey={itemKey} renderItem={renderItem} paused={paused} />
      {view.loadingMore && <Status role="status">{LoaderText.loading}</Status>}
      {view.complete && <Status>{LoaderText.noMore}</Status>}
    </>
  );
}

function WindowedList<Item>({
  label,
  items,
  itemKey,
  renderItem,
  paused,
}: Pick<LoadedListProps<Item, unknown>, 'label' | 'itemKey' | 'renderItem'> & { items: Item[]; paused: boolean }) {
  const keys = useMemo(() => items.map(itemKey), [items, itemKey]);
  const { ref, start, end, before, after } = useListWindow(keys, paused);
  return (
    // The rows not drawn are padding: the list keeps its height, and each drawn row says where it is in the whole.
    <List ref={ref} aria-label={label} style={{ paddingTop: before, paddingBottom: after }}>
      {items.slice(start, end).map((item, i) => (
        <li key={keys[start + i]} data-index={start + i} aria-posinset={start + i + 1} aria-setsize={items.length}>
          <Row item={item} render={renderItem} />
        </li>
      ))}
    </List>
  );
}

/** A drawn row renders again only when its item does: scrolling re-renders the list, not every row in it. */
const Row = memo(function Row({ item, render }: { item: unknown; render: (item: never) => ReactNode }) {
  return render(item as never);
});

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  /* A row drawn or dropped while scrolling is laid out on its own, not with the rest of the page. */
  & > li {
    contain: content;
  }
`;

const Status = styled.p`
  margin: 0;
  padding: 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;
