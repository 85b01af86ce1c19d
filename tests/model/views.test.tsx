/**
 * View level: every generated path of every catalogue machine replayed against its real view (a route of the
 * app on a memory router, or an embedded component), with the machine's invokes controlled through
 * FlowOverrides. Each event is performed as the user's gesture from the catalogue; after each step the test
 * checks what the user must see in the new state, and that the machine under the view is where the path says.
 * Delays run on fake timers.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { catalogue, type CatalogueEntry, type Gesture, type Sight } from '../../machines/catalogue';
import { appRoutes } from '../../src/app/routes';
import {
  controlledActors,
  CoverageRecorder,
  describePath,
  generatePaths,
  performStep,
  stateKeysOf,
} from '../../src/flows/graph';
import { setFlowInspector } from '../../src/flows/inspection';
import { FlowOverrides, type FlowOverride } from '../../src/flows/useFlow';
import { FLOW_COMPONENTS } from '../../src/flows/views';
import { initTerminalType } from '../../src/platform/terminal';
import { theme } from '../../src/ui/theme';
import { saveCoverage } from './coverageStore';

type User = ReturnType<typeof userEvent.setup>;

function renderView(entry: CatalogueEntry, control: ReturnType<typeof controlledActors>) {
  const overrides = new Map<string, FlowOverride>([
    [entry.machine.id, { implementations: { actors: control.actors }, input: entry.input }],
  ]);
  // Flows embedded in a page (the SMS button) have view tests of their own; inside another flow's page their
  // requests stay pending, so the page's path never depends on a call this test does not settle.
  for (const other of catalogue) {
    if (other !== entry && 'component' in other.view.at) {
      overrides.set(other.machine.id, { implementations: { actors: controlledActors(other.machine).actors } });
    }
  }
  const place = entry.view.at;
  let ui;
  if ('route' in place) {
    initTerminalType('?terminalType=2', '/phone/about');
    ui = <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: [place.route] })} />;
  } else {
    const Component = FLOW_COMPONENTS[place.component];
    ui = <Component />;
  }
  render(
    <ThemeProvider theme={theme}>
      <FlowOverrides overrides={overrides}>{ui}</FlowOverrides>
    </ThemeProvider>,
  );
}

// Testing Library gives a password input no role; browsers' accessibility trees (and Playwright) make it a textbox.
const control = (c: { role: string; name: string }) =>
  (c.role === 'textbox' && screen.queryByLabelText(c.name, { selector: 'input[type=password]' })) ||
  screen.getByRole(c.role as never, { name: c.name });

/**
 * jsdom lays nothing out, so every page would be "scrolled to its end" from the start. Pages here are as tall as
 * a long text instead, at the top until the scroll gesture takes them to the end.
 */
const PAGE_HEIGHT = 10_000;
function layOutPage() {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => PAGE_HEIGHT });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
}
const savedScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
function unlayOutPage() {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  if (savedScrollY) Object.defineProperty(window, 'scrollY', savedScrollY);
}

async function perform(user: User, gesture: Gesture) {
  if ('click' in gesture) await user.click(control(gesture.click));
  else if ('check' in gesture) await user.click(control(gesture.check));
  else if ('scroll' in gesture) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: PAGE_HEIGHT - window.innerHeight });
    fireEvent.scroll(window);
  } else {
    const text = typeof gesture.text === 'string' ? gesture.text : gesture.text.sample;
    await user.clear(control(gesture.fill));
    if (text) await user.type(control(gesture.fill), text);
  }
}

function isDisabled(el: HTMLElement) {
  return el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
}

function check(sight: Sight) {
  if ('text' in sight) expect(screen.getAllByText(sight.text).length, `text "${sight.text}"`).toBeGreaterThan(0);
  else if ('noText' in sight) expect(screen.queryByText(sight.noText), `no text "${sight.noText}"`).toBeNull();
  else if ('noControl' in sight)
    expect(screen.queryByRole(sight.noControl.role, { name: sight.noControl.name })).toBeNull();
  else {
    const el = control(sight.control);
    if (sight.disabled !== undefined)
      expect(isDisabled(el), `${sight.control.role} "${sight.control.name}" disabled`).toBe(sight.disabled);
  }
}

function checkSights(entry: CatalogueEntry, snapshot: AnyMachineSnapshot) {
  const sees = entry.view.sees as Record<string, Sight[] | ((s: AnyMachineSnapshot) => Sight[])>;
  for (const key of stateKeysOf(snapshot.value)) {
    const sights = sees[key];
    if (!sights) throw new Error(`${entry.id}: no sights for state "${key}"`);
    (typeof sights === 'function' ? sights(snapshot) : sights).forEach(check);
  }
}

describe.each(catalogue.map((entry) => [entry.id, entry] as const))('%s (view)', (id, entry) => {
  const paths = generatePaths(entry);
  const recorder = new CoverageRecorder();
  const current = () => {
    const snapshot = recorder.latest.get(entry.machine.id);
    if (!snapshot) throw new Error(`${id}: the view did not start the machine`);
    return snapshot;
  };

  beforeAll(async () => {
    // A route's page is a lazy chunk: load it before the first path, or that path races the module import.
    const place = entry.view.at;
    const route = 'route' in place ? matchRoutes(appRoutes, place.route)?.at(-1)?.route : undefined;
    await (route?.lazy as (() => Promise<unknown>) | undefined)?.();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    setFlowInspector(recorder.inspect);
    recorder.latest.clear();
    layOutPage();
  });
  afterEach(() => {
    setFlowInspector(undefined);
    vi.useRealTimers();
    unlayOutPage();
  });
  afterAll(() => {
    const missing = recorder.missing(entry.machine);
    saveCoverage('view', id, { ...recorder.summary(entry.machine), missing });
  });

  it.each(paths.map((path) => [describePath(entry, path), path] as const))('%s', async (_name, path) => {
    const actors = controlledActors(entry.machine);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderView(entry, actors);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    checkSights(entry, current());
    const gestures = entry.view.gestures as Record<string, (e: EventObject) => Gesture[]>;
    const driver = {
      send: async (event: EventObject) => {
        for (const gesture of gestures[event.type]!(event)) await perform(user, gesture);
      },
      advance: (ms: number) =>
        act(async () => {
          await vi.advanceTimersByTimeAsync(ms);
        }),
      flush: () =>
        act(async () => {
          await vi.advanceTimersByTimeAsync(0);
        }),
    };
    for (const step of path.steps.slice(1)) {
      await performStep(entry, step.event, current(), actors.settle, driver);
      expect(current().value).toEqual(step.state.value);
      expect(current().context).toEqual(step.state.context);
      checkSights(entry, current());
    }
  });

  it('covers every state and transition of the chart through the view', () => {
    const missing = recorder.missing(entry.machine);
    expect(missing.states).toEqual([]);
    expect(missing.transitions).toEqual([]);
  });
});
