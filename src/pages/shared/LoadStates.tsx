import type { ReactNode } from 'react';
import { LoaderText, type LoaderView } from '../../../machines/loader/loader';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton, type SkeletonShape } from '../../ui/Skeleton';
import { LoadFailed } from './LoadFailed';

/** A screen that is loading (the loader chart's loading state): a skeleton of its content, named 加载中…. */
export function Loading({ shape = 'detail', count }: { shape?: SkeletonShape; count?: number }) {
  return <Skeleton shape={shape} label={LoaderText.loading} count={count} />;
}

export { LoadFailed };

/**
 * A screen on the loader chart with one thing to show (a detail, an overview): 加载中… while it loads (or while a
 * login is on its way), 加载失败 with 重新加载, the screen's empty content (暂无相关数据 by default), else the item.
 */
export function LoadedOne<Item>({
  view,
  onRetry,
  empty = <EmptyState />,
  loading = 'detail',
  children,
}: {
  view: LoaderView<Item>;
  onRetry: () => void;
  empty?: ReactNode;
  /** The skeleton's shape: the item's, so nothing jumps when it comes. */
  loading?: SkeletonShape;
  children: (item: Item) => ReactNode;
}) {
  if (view.status === 'failed') return <LoadFailed onRetry={onRetry} />;
  if (view.status === 'empty') return <>{empty}</>;
  if (view.status !== 'ready') return <Loading shape={loading} />;
  return <>{children(view.items[0]!)}</>;
}
