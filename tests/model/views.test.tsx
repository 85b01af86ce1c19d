/**
 * View level: every generated path of every catalogue flow replayed against its real view (a route of the app on
 * a memory router, or an embedded component), in jsdom. Only the actors that reach the network are answered by the
 * test (through FlowOverrides); navigation, storage and the bridge run for real. Each event is performed as the
 * user's gesture from the entry; after each step the test checks what the user must see (at least one thing in
 * every leaf state), that the machine under the view is where the path says, and the entry's rules. A child flow
 * that must finish (the login screen's register tab) is finished through its own entry's gestures. Delays run on
 * fake timers.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { appRoutes } from '../../src/app/routes';
import { invokeOf } from '../../src/flows/diagram';
import { setFlowInspector } from '../../src/flows/inspection';
import { FlowOverrides, type FlowOverride } from '../../src/flows/useFlow';
import { clearBridgeCalls, getBridgeCalls } from '../../src/platform/bridge';
import { initTerminalType } from '../../src/platform/terminal';
import { theme } from '../../src/ui/theme';
import { FLOW_COMPONENTS } from './components';
import { saveCoverage } from './coverageStore';
import { loadEntries } from './entries';
import {
  brokenInvariants,
  controlledActors,
  CoverageRecorder,
  describePath,
  generatePaths,
  invokeSources,
  pathToOutput,
  performStep,
  sightsOf,
  type Control,
  type Driver,
  type StepEvent,
} from './harness';
import type { Control as Named, Entry, Gesture, Sight } from './kit';

type User = ReturnType<typeof userEvent.setup>;
type Router = ReturnType<typeof createMemoryRouter>;

const entries = await loadEntries();
const entryOf = new Map(entries.map((e) => [e.machine.id, e]));

/** The entry of the child flow whose end this event is (a done event of an invoked machine in the catalogue). */
function childEntryOf(parent: Entry, event: StepEvent): Entry | undefined {
  const invoke = invokeOf(event.type);
  const src = invoke?.done && invokeSources(parent.machine).get(invoke.id);
  const logic = src && (parent.machine.implementations.actors as Record<string, { id?: string }>)[src];
  return logic && 'root' in logic ? entryOf.get(logic.id!) : undefined;
}

/** Renders the entry's view with every flow's network actors under the test's control. */
function renderView(entry: Entry, controls: Map<string, Control>): Router {
  const overrides = new Map<string, FlowOverride>(
    entries.map((e) => [
      e.machine.id,
      { actors: controls.get(e.machine.id)!.actors, ...(e === entry && { input: entry.input }) },
    ]),
  );
  const place = entry.at;
  let router: Router;
  if ('route' in place) {
    initTerminalType('?terminalType=2', '/phone/about');
    router = createMemoryRouter(appRoutes, { initialEntries: [place.route] });
  } else {
    const Component = FLOW_COMPONENTS[place.component];
    router = createMemoryRouter([{ path: '*', element: <Component /> }], {
      initialEntries: ['/phone/mineManagerIndex'],
    });
  }
  render(
    <ThemeProvider theme={theme}>
      <FlowOverrides overrides={overrides}>
        <RouterProvider router={router} />
      </FlowOverrides>
    </ThemeProvider>,
  );
  return router;
}

// Testing Library gives a password input no role; browsers' accessibility trees (and Playwright) make it a textbox.
const control = (c: Named) =>
  (c.role === 'textbox' && screen.queryByLabelText(c.name, { selector: 'input[type=password]' })) ||
  screen.getByRole(c.role as never, { name: c.name });

/**
 * jsdom lays nothing out, so every page would be "scrolled to its end" from the start. Pages here are as tall as
 * a long text instead, at the top until the scroll gesture takes them to the end.
 */
const PAGE_HEIGHT = 10_000;
const savedScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
function layOutPage(scrollY = 0) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => PAGE_HEIGHT });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

async function perform(user: User, gesture: Gesture) {
  if ('click' in gesture) await user.click(control(gesture.click));
  else if ('scroll' in gesture) {
    layOutPage(PAGE_HEIGHT - window.innerHeight);
    fireEvent.scroll(window);
    // Back to the top, as a list that grew below the reader would be.
    layOutPage();
  } else {
    const text = typeof gesture.text === 'string' ? gesture.text : gesture.text.sample;
    await user.clear(control(gesture.fill));
    if (text) await user.type(control(gesture.fill), text);
  }
}

const isDisabled = (el: HTMLElement) => el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';

function check(sight: Sight, router: Router) {
  if ('text' in sight) expect(screen.getAllByText(sight.text).length, `text "${sight.text}"`).toBeGreaterThan(0);
  else if ('noText' in sight) expect(screen.queryByText(sight.noText), `no text "${sight.noText}"`).toBeNull();
  else if ('noControl' in sight)
    expect(screen.queryByRole(sight.noControl.role, { name: sight.noControl.name })).toBeNull();
  else if ('route' in sight) {
    // Where the app is, or is going: a lazy page may still be loading.
    const { pathname, search } = router.state.navigation.location ?? router.state.location;
    expect(pathname + search, 'route').toBe(sight.route);
  } else if ('stored' in sight) expect(localStorage.getItem(sight.stored), `stored ${sight.stored}`).toBe(sight.value);
  else if ('bridge' in sight) {
    expect(getBridgeCalls().filter((c) => c.action === sight.bridge).length, `bridge ${sight.bridge}`).toBe(
      sight.calls,
    );
  } else {
    const el = control(sight.control);
    const name = `${sight.control.role} "${sight.control.name}"`;
    if (sight.disabled !== undefined) expect(isDisabled(el), `${name} disabled`).toBe(sight.disabled);
    if (sight.value !== undefined) expect((el as HTMLInputElement).value, `${name} value`).toBe(sight.value);
  }
}

describe.each(entries.map((entry) => [entry.machine.id, entry] as const))('%s (view)', (id, entry) => {
  const paths = generatePaths(entry);
  const recorder = new CoverageRecorder();
  const current = (machineId = id) => {
    const snapshot = recorder.latest.get(machineId);
    if (!snapshot) throw new Error(`${machineId}: the view did not start the machine`);
    return snapshot;
  };

  beforeAll(async () => {
    // A route's page is a lazy chunk: load it before the first path, or that path races the module import.
    const place = entry.at;
    const route = 'route' in place ? matchRoutes(appRoutes, place.route)?.at(-1)?.route : undefined;
    await (route?.lazy as (() => Promise<unknown>) | undefined)?.();
  });
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
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    if (savedScrollY) Object.defineProperty(window, 'scrollY', savedScrollY);
  });
  afterAll(() => saveCoverage('view', id, recorder.report(entry.machine)));

  it.each(paths.map((path) => [describePath(entry, path), path] as const))('%s', async (_name, path) => {
    const controls = new Map(entries.map((e) => [e.machine.id, controlledActors(e.machine)]));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const router = renderView(entry, controls);
    const tick = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    await tick(0);
    sightsOf(entry, current()).forEach((s) => check(s, router));

    const driverFor = (e: Entry): Driver => {
      const gestures = e.gestures as Record<string, (ev: EventObject) => Gesture[]>;
      return {
        send: async (event) => {
          for (const gesture of gestures[event.type]!(event)) await perform(user, gesture);
        },
        advance: tick,
        flush: () => tick(0),
      };
    };
    /**
     * A child flow finishes as its user would: its own entry's gestures and answers, from its start (a parent reacts
     * to a child's end right after starting it) to the wanted output.
     */
    const finishChild = async (child: Entry, output: unknown) => {
      const childId = child.machine.id;
      const path = pathToOutput(child, recorder.inputs.get(childId), output);
      expect(current(childId).value, `${childId} has not started yet`).toEqual(path.steps[0]!.state.value);
      for (const step of path.steps.slice(1)) {
        await performStep(child, step.event, current(childId), controls.get(childId)!.settle, driverFor(child));
      }
    };

    for (const step of path.steps.slice(1)) {
      const before = current();
      const event = step.event as StepEvent;
      const child = childEntryOf(entry, event);
      if (child) {
        await finishChild(child, event.output);
      } else {
        await performStep(entry, event, before, controls.get(id)!.settle, driverFor(entry));
      }
      expect(current().value).toEqual(step.state.value);
      expect(current().context).toEqual(step.state.context);
      expect(brokenInvariants(entry, current(), before), 'broken rules').toEqual([]);
      sightsOf(entry, current()).forEach((s) => check(s, router));
    }
  });

  it('covers every state and transition of the chart through the view', () => {
    const { missing } = recorder.report(entry.machine);
    expect(missing.states).toEqual([]);
    expect(missing.transitions).toEqual([]);
  });
});
