/**
 * The accessibility audit of what a page shows now, in Chromium: axe-core's serious and critical violations, every
 * control named and reachable with Tab, tappable targets of at least 44 × 44 CSS px, and the screen still usable with
 * its text at 200%. Used on every route where the fault matrix first opens it (tests/e2e/faultMatrix.test.ts) and at
 * the end of each flow path the browser-level model tests replay (tests/e2e/flows/).
 *
 * Text zoom: the app sizes its text in px, so a larger root font-size changes nothing, and CSS `zoom` or page scaling
 * enlarge the whole layout (browser zoom, which narrows the viewport instead). The WebViews' text zoom (Android's
 * WebSettings.setTextZoom, the system font size the iOS host passes on) enlarges text only, in an unchanged layout:
 * `laidOut` does that, doubling every element's computed font-size.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOAD_MORE_DELAY_MS } from '../../machines/loader/loader';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.5.5 (target size, enhanced). */
export const MIN_TARGET = 44;

/**
 * What counts as a control: anything a user can operate, natively or by role, or that is in the Tab order. A control
 * inside a closed `<details>` or under `display: none` is not shown, so not checked.
 */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[contenteditable=""]',
  '[contenteditable=true]',
  '[tabindex]:not([tabindex="-1"])',
  ...[
    'button',
    'link',
    'checkbox',
    'radio',
    'switch',
    'tab',
    'menuitem',
    'option',
    'textbox',
    'searchbox',
    'slider',
  ].map((role) => `[role=${role}]`),
].join(',');

export interface Audit {
  axe: string[];
  names: string[];
  reach: string[];
  targets: string[];
  zoom: string[];
}

/** Every finding of one screen; all lists are empty when the screen passes. */
export async function audit(page: Page): Promise<Audit> {
  const axe = await axeViolations(page);
  const { names, targets, expected, stops } = await page.evaluate(inspectControls, {
    selector: CONTROLS,
    min: MIN_TARGET,
  });
  const reach = await tabWalk(page, expected, stops);
  // The walk scrolls a list to its end, which asks for its next page LOAD_MORE_DELAY_MS later: the text is enlarged
  // once that time has passed on a scrolled page and no call is in flight, not under the loading indicator.
  if (await page.evaluate(() => window.scrollY > 0)) await page.waitForTimeout(LOAD_MORE_DELAY_MS + 200);
  await noCallInFlight(page);
  const zoom = await laidOut(page, 2);
  return { axe, names, reach, targets, zoom };
}

/**
 * axe-core's serious and critical violations of the page, with every rule axe runs by default. axe is put into each
 * frame once per document (a screen opened through the router keeps it): compiling its 500 KB again costs a tab about
 * as much as a run. Only violations come back, and only what the report shows of them: the passes and their elements,
 * which `@axe-core/playwright` returns as well, cost the browser and the test process more than the run.
 */
async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  }
  return page.evaluate(async () => {
    interface Result {
      id: string;
      impact?: string | null;
      help: string;
      nodes: Array<{ target: unknown[]; failureSummary?: string }>;
    }
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: Result[] }> };
    };
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n` +
          v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n'),
      );
  });
}

/** The app's loading indicator, shown while a call is in flight (src/ui/LoadingIndicator.tsx). */
export const CALL_IN_FLIGHT = '[role=status][aria-label=加载中]';

/**
 * Waits until the app's loading indicator is gone (read from the test, as the page's clock may be paused). The bound
 * is on "never", not a measure of speed: a passing audit waits only for its screen's calls to answer, which a fresh
 * clone's run beside another job once took more than 10 s to do.
 */
export async function noCallInFlight(page: Page, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await page.evaluate((indicator) => document.querySelector(indicator) === null, CALL_IN_FLIGHT))) {
    if (Date.now() > end) throw new Error(`the loading indicator still shows ${ms} ms on`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The findings as one readable report, per check; empty when there are none. */
export function report(found: Audit): string {
  return (Object.entries(found) as Array<[keyof Audit, string[]]>)
    .filter(([, list]) => list.length)
    .map(([check, list]) => `${check}:\n  ${list.join('\n  ')}`)
    .join('\n');
}

interface Inspected {
  names: string[];
  targets: string[];
  /** Labels of the controls Tab must reach, in document order, marked `data-a11y-control` with their index. */
  expected: string[];
  /** How many places of the whole page Tab may stop at (a dialog's page behind included), to bound the walk. */
  stops: number;
}

/**
 * Runs in the page. With a modal dialog open, only its controls count: the page behind is meant to be out of reach.
 * The target of a control is its border box (padding included), or its label's when the label is larger (tapping a
 * label operates its input); a link inside running text is exempt (WCAG 2.5.8's inline exception), as are disabled
 * controls for Tab (browsers skip them) but not for their size.
 */
function inspectControls({ selector, min }: { selector: string; min: number }): Inspected {
  const axe = (window as unknown as { axe: AxeInPage }).axe;
  interface AxeInPage {
    setup(node: Node): void;
    teardown(): void;
    utils: { getNodeFromTree(node: Node): unknown };
    commons: { text: { accessibleTextVirtual(node: unknown): string } };
  }
  const describe = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const id = el.id ? `#${el.id}` : '';
    const role = el.getAttribute('role');
    const type = el.getAttribute('type');
    return `${el.localName}${id}${role ? `[role=${role}]` : ''}${type ? `[type=${type}]` : ''} "${text}"`;
  };
  /** Drawn, and not wholly outside a box that hides its overflow (a carousel's other slides). */
  const shown = (el: Element) => {
    if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') return false;
    const r = el.getBoundingClientRect();
    for (let box = el.parentElement; box; box = box.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(box);
      if (!/hidden|clip/.test(overflowX + overflowY)) continue;
      const b = box.getBoundingClientRect();
      if (r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom) return false;
    }
    return true;
  };
  /** An input drawn by its label instead (a file chooser, a custom checkbox): visually hidden, but in the Tab order. */
  const labelOf = (el: Element): HTMLLabelElement | null =>
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
      ? (el.labels?.[0] ?? null)
      : null;
  const visuallyHidden = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width <= 1 || r.height <= 1 || getComputedStyle(el).opacity === '0';
  };
  /** A link or button in a sentence: its parent has text of its own around it. */
  const inlineInText = (el: Element) =>
    /^inline/.test(getComputedStyle(el).display) &&
    [...(el.parentElement?.childNodes ?? [])].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());

  const dialogs = [...document.querySelectorAll('[aria-modal=true]')].filter(shown);
  const scope: ParentNode = dialogs[dialogs.length - 1] ?? document;
  const controls = [...scope.querySelectorAll(selector)].filter((el) => {
    if (shown(el) && !visuallyHidden(el)) return true;
    const label = labelOf(el);
    return !!label && shown(label);
  });

  axe.setup(document);
  const names: string[] = [];
  const targets: string[] = [];
  const expected: string[] = [];
  const radioGroups = new Map<string, number>();
  document.querySelectorAll('[data-a11y-control]').forEach((el) => el.removeAttribute('data-a11y-control'));
  try {
    for (const el of controls) {
      const name = axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(el)).trim();
      if (!name) names.push(`${describe(el)} has no accessible name`);
      const hidden = el.closest('[aria-hidden=true], [inert]');
      const disabled = (el as HTMLButtonElement).disabled === true;
      if (hidden) names.push(`${describe(el)} is shown but hidden from assistive technology (${describe(hidden)})`);
      else if (!disabled) {
        // Tab reaches one radio button of a group (the arrow keys move within it): the group is one stop.
        const group = el instanceof HTMLInputElement && el.type === 'radio' && el.name ? `radio ${el.name}` : null;
        const index = (group && radioGroups.get(group)) ?? expected.length;
        el.setAttribute('data-a11y-control', String(index));
        if (index === expected.length) {
          if (group) radioGroups.set(group, index);
          expected.push(group ? `the radio group of ${describe(el)}` : describe(el));
        }
      }

      if (inlineInText(el)) continue;
      const label = labelOf(el);
      const own = visuallyHidden(el) ? null : el.getBoundingClientRect();
      const labelBox = label && shown(label) ? label.getBoundingClientRect() : null;
      const boxes = [own, labelBox].filter((r): r is DOMRect => !!r);
      const ok = boxes.some((r) => r.width >= min - 0.5 && r.height >= min - 0.5);
      if (!ok) {
        const r = boxes[0]!;
        targets.push(`${describe(el)} is ${Math.round(r.width)}×${Math.round(r.height)} px`);
      }
    }
  } finally {
    axe.teardown();
  }
  const stops = [...document.querySelectorAll(selector)].filter((el) => (el as HTMLElement).tabIndex >= 0).length;
  return { names, targets, expected, stops };
}

/** Presses Tab from the top of the page until focus comes round again; every expected control must have had it. */
async function tabWalk(page: Page, expected: string[], stops: number): Promise<string[]> {
  if (!expected.length) return [];
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const reached = new Set<number>();
    (window as unknown as { a11yReached: Set<number> }).a11yReached = reached;
    document.addEventListener('focusin', (event) => {
      const el = event.target as Element;
      const marked = el.closest('[data-a11y-control]') ?? el.querySelector('[data-a11y-control]');
      if (marked) reached.add(Number(marked.getAttribute('data-a11y-control')));
    });
  });
  for (let i = 0; i < stops + 2; i += 1) await page.keyboard.press('Tab');
  const reached = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    return [...(window as unknown as { a11yReached: Set<number> }).a11yReached];
  });
  return expected.filter((_, i) => !reached.includes(i)).map((d) => `${d} is not reached with Tab`);
}

/**
 * Multiplies the text by `factor` (1: as the page is), then: the page must not scroll sideways, and every control,
 * scrolled into view, must lie inside the screen and inside any box that clips it, and be what a tap at its centre
 * hits (not a fixed bar over it). The text and the scroll position are restored afterwards.
 */
export async function laidOut(page: Page, factor: number): Promise<string[]> {
  return page.evaluate(
    async ({ selector, factor }) => {
      const describe = (el: Element) =>
        `${el.localName}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
      const all = [...document.querySelectorAll<HTMLElement>('body *')];
      const sizes = all.map((el) => parseFloat(getComputedStyle(el).fontSize));
      const before = all.map((el) => el.style.fontSize);
      const scroll = [window.scrollX, window.scrollY];
      if (factor !== 1) all.forEach((el, i) => (el.style.fontSize = `${sizes[i]! * factor}px`));
      // Reading a box lays the page out again: no frame to wait for (a flow's page may run on a paused clock).
      const problems: string[] = [];
      try {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth > width + 1) {
          const wide = all.filter((el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length);
          const outer = wide.filter((el) => !wide.some((other) => other !== el && other.contains(el)));
          problems.push(
            `the page scrolls sideways (${document.documentElement.scrollWidth} > ${width} px): ${outer.map(describe).join(', ')}`,
          );
        }
        const dialogs = [...document.querySelectorAll('[aria-modal=true]')].filter((d) => d.getClientRects().length);
        const scope: ParentNode = dialogs[dialogs.length - 1] ?? document;
        const controls = [...scope.querySelectorAll<HTMLElement>(selector)].filter((el) => {
          const r = el.getBoundingClientRect();
          // A control hidden from everyone (a carousel's other slides) is the names check's concern.
          const hidden = el.closest('[aria-hidden=true], [inert]');
          return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden' && !hidden;
        });
        for (const el of controls) {
          el.scrollIntoView({ block: 'center', inline: 'center' });
          const r = el.getBoundingClientRect();
          if (r.left < -1 || r.right > width + 1) {
            problems.push(`${describe(el)} reaches past the screen (${Math.round(r.left)}–${Math.round(r.right)} px)`);
            continue;
          }
          for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
            const style = getComputedStyle(box);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const b = box.getBoundingClientRect();
            const clippedX = style.overflowX !== 'visible' && (r.left < b.left - 1 || r.right > b.right + 1);
            const clippedY = style.overflowY !== 'visible' && (r.top < b.top - 1 || r.bottom > b.bottom + 1);
            // A scrolling box shows the rest when scrolled: only a box that hides its overflow cuts it off.
            const hides = (o: string) => o === 'hidden' || o === 'clip';
            if ((clippedX && hides(style.overflowX)) || (clippedY && hides(style.overflowY))) {
              problems.push(`${describe(el)} is cut off by ${describe(box)}`);
              break;
            }
          }
          const x = Math.min(Math.max(r.left + r.width / 2, 0), width - 1);
          const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
          const hit = document.elementFromPoint(x, y);
          const label = (el as HTMLInputElement).labels?.[0];
          if (hit && !el.contains(hit) && !hit.contains(el) && !(label && label.contains(hit))) {
            problems.push(`${describe(el)} is covered by ${describe(hit)}`);
          }
        }
      } finally {
        if (factor !== 1) all.forEach((el, i) => (el.style.fontSize = before[i]!));
        window.scrollTo(scroll[0]!, scroll[1]!);
      }
      return problems;
    },
    { selector: CONTROLS, factor },
  );
}

/** Fails the test with every finding of what the page shows now. */
export async function expectAccessible(page: Page, where: string) {
  expect(report(await audit(page)), `${where}\n`).toBe('');
}
