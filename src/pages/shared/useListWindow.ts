import { startTransition, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';

type Key = string | number;

/**
 * What an unmeasured row is taken to be until some are measured (then their mean): a row is at least a touch
 * target high, so estimating low draws a few rows too many at first, never a gap.
 */
const MIN_ROW_PX = 44;
/**
 * Rows are drawn for the screen and half a screen above and below it, and drawn again once the screen comes within a
 * quarter of a screen of the drawn rows' edge: a re-render every few rows of scrolling, not every frame.
 */
const DRAWN_MARGIN = 0.5;
const NEEDED_MARGIN = 0.25;
/** Rows drawn beyond what the drawn margin asks for before the window is narrowed again (rows vary in height). */
const SLACK_ROWS = 4;

interface Rows {
  start: number;
  end: number;
}

/** The rows [start, end) that overlap [top, bottom) of the list, from where each row starts (`offsets[n]` = height). */
export function rowsCovering(offsets: readonly number[], top: number, bottom: number): Rows {
  const n = offsets.length - 1;
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid + 1]! <= top) lo = mid + 1;
    else hi = mid;
  }
  const start = lo;
  hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid]! < bottom) lo = mid + 1;
    else hi = mid;
  }
  return { start, end: Math.max(start, lo) };
}

/** Where each row starts, from the heights measured so far (`offsets[n]` = the list's height). */
function offsetsOf(keys: readonly Key[], heights: ReadonlyMap<Key, number>): number[] {
  let sum = 0;
  for (const h of heights.values()) sum += h;
  const estimate = heights.size ? sum / heights.size : MIN_ROW_PX;
  const out = [0];
  for (const key of keys) out.push(out[out.length - 1]! + (heights.get(key) ?? estimate));
  return out;
}

/**
 * The window of a long list on the document's scroll: which rows to draw (those near the screen), and the space the
 * others take above and below them (padding on the list, so the document keeps its full height and the scroll bar,
 * the end-of-page rule and a restored scroll position read as if every row were there). Rows are measured once drawn
 * and kept by key (a row leaving the window keeps its height); rows not drawn yet count as the mean.
 *
 * Measuring does not render again: it reads the layout the browser has just made for the drawn rows, and the next
 * render (the next change of window) uses it. So a change of window costs one render and one layout, which keeps
 * scrolling within its frames; until then the space below the rows may be off by what the newest rows measured
 * against their estimate, which nobody sees.
 *
 * `paused` (a list in a hidden tab) keeps its rows and heights as they are: hidden rows measure 0, and the other
 * tab's scrolling is not this list's. The list element gets `ref`, every drawn row `data-index`.
 */
export function useListWindow(keys: readonly Key[], paused: boolean) {
  const ref = useRef<HTMLUListElement>(null);
  const heights = useRef(new Map<Key, number>());
  const [drawn, setDrawn] = useState<Rows>({ start: 0, end: 0 });

  /** Moves the window if the screen comes near its edge: at once after a render (before it paints), or while scrolling. */
  const place = useEffectEvent((scrolling: boolean) => {
    const list = ref.current;
    if (!list || paused) return;
    const offsets = offsetsOf(keys, heights.current);
    const top = -list.getBoundingClientRect().top;
    const screen = window.innerHeight;
    const around = (margin: number) => rowsCovering(offsets, top - screen * margin, top + screen * (1 + margin));
    const needed = around(NEEDED_MARGIN);
    const wanted = around(DRAWN_MARGIN);
    const covered = needed.start >= drawn.start && needed.end <= Math.min(drawn.end, keys.length);
    if (covered && drawn.end - drawn.start <= wanted.end - wanted.start + SLACK_ROWS) return;
    // While scrolling, rendering the rows that come into the window may yield to the scroll's frames: they are needed
    // a quarter of a screen from now, not in this frame. After a render (new rows, a tab shown) the screen needs them.
    if (scrolling) startTransition(() => setDrawn(wanted));
    else setDrawn(wanted);
  });

  // After every render of the list: measure the rows drawn, then check the window still covers the screen.
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list || paused) return;
    for (const row of list.children) {
      const key = keys[Number((row as HTMLElement).dataset.index)];
      const height = row.getBoundingClientRect().height;
      if (key !== undefined && height > 0) heights.current.set(key, height);
    }
    place(false);
  }, [keys, drawn, paused]);

  useEffect(() => {
    if (paused) return;
    const onMove = () => place(true);
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
    };
  }, [paused]);

  // The heights as measured up to this render (measuring never triggers one).
  const offsets = offsetsOf(keys, heights.current);
  const end = Math.min(drawn.end, keys.length);
  const start = Math.min(drawn.start, end);
  return { ref, start, end, before: offsets[start]!, after: offsets[keys.length]! - offsets[end]! };
}
