/**
 * View level: a covering set of the generated paths (every state and transition of the machine level at least once,
 * harness.coveringPaths) replayed (tests/model/replay.ts) against the flow's real view in jsdom, a route of the app or
 * an embedded component. Only actors that reach the network are the test's (FlowOverrides); navigation,
 * storage and the bridge run for real. A child flow that must finish (the login screen's register tab) finishes
 * through its own entry's gestures. Delays run on fake timers.
 *
 * One test file per flow, tests/model/views/<id>.test.ts, each calling `describeFlowViews(id)`: the longest flows
 * take minutes in jsdom, and files are what the test workers share out (tests/model/viewFiles.test.ts keeps the
 * files and the catalogue in step).
 */
import { act, fireEvent, getConfig, isInaccessible, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAccessibleName } from 'dom-accessibility-api';
import { createElement, type ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue, type FlowId } from '../../machines/catalogue';
import { smsCountdownMachine } from '../../machines/smsCountdown/smsCountdown';
import { AppRoutes } from '../../src/app/App';
import { routeAt } from '../../src/app/routes';
import { setFlowInspector } from '../../src/flows/inspection';
import { FlowOverrides, useFlow } from '../../src/flows/useFlow';
import { SignUpBlock } from '../../src/pages/content/SignUpBlock';
import { LoadedList } from '../../src/pages/shared/LoadedList';
import { LogoutButton } from '../../src/pages/shared/LogoutButton';
import { MarkAllRead } from '../../src/pages/mine/MarkAllRead';
import { SmsCodeButton } from '../../src/pages/shared/SmsCodeButton';
import { clearBridgeCalls, getBridgeCalls } from '../../src/platform/bridge';
import { initTerminalType } from '../../src/platform/terminal';
import { theme } from '../../src/ui/theme';
import * as harness from './harness';
import { replay, saveCoverage } from './replay';
import { chosenFiles, type ComponentName, type Control, type Entry, type Gesture, type Sight } from './kit';

const entries = await harness.loadEntries();
// A route's page is a lazy chunk: load each before the first path, or that path races the module import.
for (const { at } of entries) if ('route' in at) await routeAt(at.route)?.page?.load();

/** Where the router is, or is going: noted as it renders, so a navigation whose page still loads already counts. */
function Where({ into }: { into: { path: string } }) {
  const { pathname, search } = useLocation();
  into.path = pathname + search;
  return null;
}

/** Flows whose view is a component embedded in pages, each shown on its own. */
const COMPONENTS: Record<ComponentName, ComponentType> = {
  // An owner that starts the countdown at once, as a flow does once its code went out.
  SmsCodeButton: function SmsCodeButtonAlone() {
    const [, , countdown] = useFlow(smsCountdownMachine, undefined, { input: { seconds: 60 } });
    return <SmsCodeButton countdown={countdown} usable onRequest={() => countdown.send({ type: 'countdown.start' })} />;
  },
  LogoutButton,
  MarkAllRead,
  // The block of the activity the entry names (its input).
  SignUpBlock: () => <SignUpBlock articleId={3} />,
  // A list of titles; its loadPage is the test's.
  LoadedList: () => (
    <LoadedList<{ id: number; title: string }>
      label="示例列表"
      pageSize={10}
      load={() => Promise.reject(new Error('provided by the test'))}
      itemKey={(item) => item.id}
      renderItem={(item) => item.title}
    />
  ),
};

/** The entry of the child flow whose end this answer is (a done event of an invoked machine in the catalogue). */
function childEntryOf(parent: Entry, invokeId: string, event: harness.StepEvent): Entry | undefined {
  const src = harness.invokeSources(parent.machine).get(invokeId)!;
  const id = (parent.machine.implementations.actors as Record<string, { id?: string }>)[src]?.id;
  return 'output' in event && id ? entries.find((e) => e.machine.id === id) : undefined;
}

/** Renders the entry's view with every flow's network actors under the test's control. */
function renderView(entry: Entry, controls: Map<string, harness.Control>) {
  const overrides = new Map(
    [...controls].map(([id, { actors }]) => [id, { actors, ...(id === entry.machine.id && { input: entry.input }) }]),
  );
  const place = entry.at;
  if ('route' in place) initTerminalType('?terminalType=2', '/phone/about');
  const start = 'route' in place ? place.route : '/phone/mineManagerIndex';
  const where = { path: start };
  render(
    <ThemeProvider theme={theme}>
      <FlowOverrides overrides={overrides}>
        <MemoryRouter initialEntries={[start]}>
          <Where into={where} />
          {'route' in place ? <AppRoutes /> : createElement(COMPONENTS[place.component])}
        </MemoryRouter>
      </FlowOverrides>
    </ThemeProvider>,
  );
  return where;
}

/** What is named otherwise than by the text it holds: by attributes, as a picture, a group or a control. */
const NAMED_OTHERWISE = [
  'input, select, textarea, img, area, svg, fieldset, table, figure, optgroup, slot',
  '[aria-labelledby], [aria-label], [aria-owns], [alt], [title], [placeholder], [label]',
].join(', ');
/** The controls their labels name, unless an attribute does. */
const NAMED_BY_LABELS = 'input:not([type=button], [type=submit], [type=reset], [type=image]), select, textarea';
const squeezed = (text: string) => text.replace(/\s+/g, '');
/** Whether the letters of `name` appear in this order in `text`. */
function within(name: string, text: string): boolean {
  let at = 0;
  for (const letter of text) if (letter === name[at]) at += 1;
  return at === name.length;
}
/**
 * Whether an element could be named `name`. A control with labels is named by their text, anything else without
 * labels or naming attributes by its own text; where that text's elements hold nothing named otherwise (an icon
 * hidden from assistive technology names nothing), the name is made of their text, less what is hidden, so its
 * letters appear in that order in the text. Anything else could have any name.
 */
function mayBeNamed(el: HTMLElement, name: string): boolean {
  const labels = [...((el as HTMLInputElement).labels ?? [])];
  const byLabels = labels.length > 0 && el.matches(NAMED_BY_LABELS) && !el.matches('[aria-labelledby], [aria-label]');
  if (!byLabels && (labels.length > 0 || el.matches(NAMED_OTHERWISE))) return true;
  const sources = byLabels ? labels : [el];
  const other = (node: Element) => node !== el && node.matches(NAMED_OTHERWISE) && !node.closest('[aria-hidden=true]');
  if (sources.some((source) => other(source) || [...source.querySelectorAll(NAMED_OTHERWISE)].some(other))) return true;
  return within(squeezed(name), squeezed(sources.map((source) => source.textContent ?? '').join('')));
}

/**
 * The shown elements of a role named exactly `name`: what Testing Library's `queryAllByRole(role, { name })` finds,
 * without computing the name of every element of the role (in jsdom each name costs a computed style per node, two
 * thirds of a replay's CPU): an element named from its text contains the name's letters in that order, whatever of
 * its text is hidden; the others are named the slow way.
 */
function shownNamed(role: string, name: string): HTMLElement[] {
  const { computedStyleSupportsPseudoElements } = getConfig();
  return screen
    .queryAllByRole(role, { hidden: true })
    .filter((el) => mayBeNamed(el, name))
    .filter((el) => computeAccessibleName(el, { computedStyleSupportsPseudoElements }) === name)
    .filter((el) => !isInaccessible(el));
}

// Testing Library gives a password input no role; browsers' accessibility trees (and Playwright) make it a textbox.
// Anything but one control is left to Testing Library's own query, for its message.
const control = (c: Control) => {
  const password = c.role === 'textbox' && screen.queryByLabelText(c.name, { selector: 'input[type=password]' });
  if (password) return password;
  const found = shownNamed(c.role, c.name);
  return found.length === 1 ? found[0]! : screen.getByRole(c.role, { name: c.name });
};

/**
 * jsdom lays nothing out, so every page would be "scrolled to its end" from the start. Pages here are as tall as
 * a long text instead, at the top until the scroll gesture takes them to the end.
 */
const PAGE_HEIGHT = 10_000;
function layOutPage(scrollY = 0) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => PAGE_HEIGHT });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

async function perform(user: ReturnType<typeof userEvent.setup>, gesture: Gesture) {
  if ('click' in gesture) await user.click(control(gesture.click));
  else if ('open' in gesture) {
    if (!screen.queryByRole('dialog', { name: gesture.dialog })) await user.click(control(gesture.open));
  } else if ('upload' in gesture) {
    const files = chosenFiles(gesture).map(
      (file) => new File([Buffer.from(file.base64, 'base64')], file.name, { type: file.type }),
    );
    fireEvent.change(screen.getByLabelText(gesture.upload), { target: { files } });
  } else if ('setDate' in gesture) {
    fireEvent.change(screen.getByLabelText(gesture.setDate), { target: { value: gesture.value } });
  } else if ('scroll' in gesture) {
    layOutPage(PAGE_HEIGHT - window.innerHeight);
    fireEvent.scroll(window);
    // Back to the top, as a list that grew below the reader would be.
    layOutPage();
  } else {
    const text = typeof gesture.text === 'string' ? gesture.text : gesture.text.sample;
    // Entered at once, as the browser level's fill does: a keystroke at a time re-renders a long form once per
    // letter (a third of the CRS declaration's replay), and the fields' rules (digits only, lengths) take the whole
    // value either way.
    await user.clear(control(gesture.fill));
    if (text) await user.paste(text);
  }
}

function check(sight: Sight, router: ReturnType<typeof renderView>): void {
  if ('either' in sight) {
    const failures = sight.either.flatMap((one) => {
      try {
        check(one, router);
        return [];
      } catch (error) {
        return [error];
      }
    });
    if (failures.length === sight.either.length) throw failures[0];
  } else if ('text' in sight) expect(screen.getAllByText(sight.text).length, `text "${sight.text}"`).toBeGreaterThan(0);
  else if ('noText' in sight) expect(screen.queryByText(sight.noText), `no text "${sight.noText}"`).toBeNull();
  else if ('noControl' in sight) {
    const { role, name } = sight.noControl;
    if (shownNamed(role, name).length > 0) expect(screen.queryByRole(role, { name })).toBeNull();
  } else if ('stored' in sight) expect(localStorage.getItem(sight.stored), `stored ${sight.stored}`).toBe(sight.value);
  else if ('bridge' in sight) {
    const calls = getBridgeCalls().filter((c) => c.action === sight.bridge);
    expect(calls.length, `bridge ${sight.bridge}`).toBe(sight.calls);
  } else if ('route' in sight) {
    // Where the app is, or is going: a lazy page may still be loading.
    expect(router.path, 'route').toBe(sight.route);
  } else {
    const el = control(sight.control);
    const name = `${sight.control.role} "${sight.control.name}"`;
    const disabled = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
    if (sight.disabled !== undefined) expect(disabled, `${name} disabled`).toBe(sight.disabled);
    if (sight.value !== undefined) expect((el as HTMLInputElement).value, `${name} value`).toBe(sight.value);
  }
}

/** The view-level tests of one catalogue flow. */
export const describeFlowViews = (id: FlowId) =>
  describe(`${id} (view)`, async () => {
    const entry = entries.find((e) => e.machine === catalogue[id])!;
    const recorder = new harness.CoverageRecorder();
    const current = (machineId: string = id) => {
      const snapshot = recorder.latest.get(machineId);
      if (!snapshot) throw new Error(`${machineId}: the view did not start the machine`);
      return snapshot;
    };

    beforeEach(() => {
      vi.useFakeTimers();
      setFlowInspector(recorder.inspect);
      recorder.latest.clear();
      localStorage.clear();
      clearBridgeCalls();
      layOutPage();
    });
    afterEach(() => {
      setFlowInspector(undefined);
      vi.useRealTimers();
    });
    afterAll(() => saveCoverage('view', id, recorder.report(entry.machine)));

    // A covering set of the machine level's paths: every state and transition, not every edge's own path.
    const paths = await harness.coveringPaths(entry);
    // A long form's paths (the CRS declaration's thirty steps) take seconds in jsdom.
    it.for(paths.map((path) => [harness.describePath(entry, path), path] as const))(
      '%s',
      { timeout: 30_000 },
      async ([, path], { signal }) => {
        const controls = new Map(entries.map((e) => [e.machine.id, harness.controlledActors(e.machine)]));
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
        const router = renderView(entry, controls);
        const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
        await tick();

        /**
         * The view as the surface of one flow under it: the entry's, or a child's that it finishes. A path that ran
         * out of time stops at its next step, so it does not go on acting in the next test's screen.
         */
        const surfaceOf = (e: Entry): harness.Surface => ({
          snapshot: () => current(e.machine.id),
          user: async (event) => {
            signal.throwIfAborted();
            for (const gesture of harness.gesturesOf(e, event)) await perform(user, gesture);
            await tick();
          },
          answer: async (invokeId, event) => {
            signal.throwIfAborted();
            const child = childEntryOf(e, invokeId, event);
            if (child) return finish(child, event.output);
            controls.get(e.machine.id)!.settle(invokeId, event);
            await tick();
          },
          wait: async (ms) => {
            signal.throwIfAborted();
            await tick(ms);
            await tick();
          },
          see: async (sights) => sights.forEach((sight) => check(sight, router)),
        });
        /**
         * A child flow finishes as its user would: its own entry's gestures and answers, from its start (a parent reacts
         * to a child's end right after starting it) to the wanted output.
         */
        const finish = async (child: Entry, output: unknown) => {
          const childId = child.machine.id;
          const { steps } = harness.pathToOutput(child, recorder.inputs.get(childId), output);
          expect(current(childId).value, `${childId} has not started yet`).toEqual(steps[0]!.state.value);
          for (const step of steps.slice(1)) await harness.performStep(child, step.event, surfaceOf(child));
        };

        await replay(entry, path, surfaceOf(entry));
      },
    );

    it('covers every state and transition of the chart through the view', () => {
      expect(recorder.report(entry.machine).missing).toEqual({ states: [], transitions: [] });
    });
  });
