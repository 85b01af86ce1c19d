import { useSyncExternalStore } from 'react';

/**
 * How many skeletons (src/ui/Skeleton.tsx) are on screen, apart from their drawing: the loading veil, at start-up,
 * reads it; the skeleton itself comes with the pages that load something.
 */
let shown = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Counts a skeleton on screen from its mount; the returned function, its unmount, uncounts it. */
export function skeletonShown(): () => void {
  shown++;
  notify();
  return () => {
    shown--;
    notify();
  };
}

/** Whether a skeleton is on screen: the veil's spinner steps aside for it. */
export const useSkeletonShown = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => shown > 0,
    () => false,
  );
