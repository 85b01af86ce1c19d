/**
 * A catalogue flow's path replayed in Chromium against the real server (tests/model/replay.ts): the shadow actor
 * replays the same path, so each step the page showed counts as the exact transition it is, and the rules are checked
 * on it. Answers are the server's own or the dev fault injector's; delays run on Playwright's clock; server-made codes
 * are read from the dev endpoints. No request may carry a password that was typed: passwords leave the client only
 * hashed. The browser-level model tests (`describeFlowInBrowser`, one file per flow) audit accessibility on the way.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, type FlowId } from '../../machines/catalogue';
import { delayNameOf, invokeOf } from '../../src/flows/diagram';
import * as harness from '../model/harness';
import { chosenFiles, type Control, type Entry, type Gesture, type Sight, type TypedText } from '../model/kit';
import { replay, saveCoverage } from '../model/replay';
import { expectAccessible } from './a11y';
import { forgetMessages, openBrowser, recordMessages, type Browser } from './browser';

const locate = (page: Page, c: Control) => page.getByRole(c.role, { name: c.name, exact: true });
const nameOf = (c: Control) => `${c.role} "${c.name}"`;

const typedText = (b: Browser, text: TypedText) =>
  typeof text === 'string' ? text : 'sms' in text ? b.sms(text.sms) : b.captcha(text.captcha, text.type);

/** Performs a gesture; what is typed into a password input is remembered, to check it never leaves unhashed. */
async function perform(b: Browser, page: Page, gesture: Gesture, passwords: Set<string>) {
  if ('click' in gesture) return locate(page, gesture.click).click();
  if ('open' in gesture) {
    const open = await page.getByRole('dialog', { name: gesture.dialog, exact: true }).isVisible();
    return open ? undefined : locate(page, gesture.open).click();
  }
  if ('scroll' in gesture) return page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  if ('setDate' in gesture) return page.getByLabel(gesture.setDate, { exact: true }).fill(gesture.value);
  if ('upload' in gesture) {
    const files = chosenFiles(gesture).map((file) => ({
      name: file.name,
      mimeType: file.type,
      buffer: Buffer.from(file.base64, 'base64'),
    }));
    return page.getByLabel(gesture.upload, { exact: true }).setInputFiles(files);
  }
  const input = locate(page, gesture.fill);
  const text = await typedText(b, gesture.text);
  if ((await input.getAttribute('type')) === 'password' && text) passwords.add(text);
  await input.fill(text);
}

/**
 * The page comes to show the sight within `timeout` ms: 10 s, as two test workers and the server share two cores (the
 * avatar's step, which decodes and re-encodes a picture in the page, once took over 5 s in a full run).
 */
async function see(b: Browser, page: Page, sight: Sight, timeout = 10_000): Promise<void> {
  if ('either' in sight) {
    // Each alternative is looked for in turn, briefly, until one holds or the time is up (then the first one's error).
    const deadline = Date.now() + timeout;
    for (;;) {
      for (const one of sight.either) {
        if (
          await see(b, page, one, 250).then(
            () => true,
            () => false,
          )
        )
          return;
      }
      if (Date.now() > deadline) return see(b, page, sight.either[0], 1);
    }
  }
  const poll = (message: string, read: () => Promise<unknown>, want: unknown) =>
    expect.poll(read, { timeout, message }).toBe(want);
  const texts = (text: string) => page.getByText(text, { exact: true });
  if ('text' in sight) {
    // Shown now, or shown since the last gesture as a message that has gone again (a toast lasts 2 s).
    const shown = async () =>
      (await texts(sight.text).first().isVisible()) ||
      (await page.evaluate((text) => window.__messages?.some((m) => m.text === text) ?? false, sight.text));
    return poll(`text "${sight.text}"`, shown, true);
  }
  if ('noText' in sight) return poll(`no text "${sight.noText}"`, () => texts(sight.noText).count(), 0);
  if ('noControl' in sight)
    return poll(`no ${nameOf(sight.noControl)}`, () => locate(page, sight.noControl).count(), 0);
  if ('route' in sight) return poll('route', async () => page.url().slice(b.baseUrl.length), sight.route);
  if ('stored' in sight)
    return poll(sight.stored, () => page.evaluate((key) => localStorage.getItem(key), sight.stored), sight.value);
  if ('bridge' in sight) {
    const calls = () =>
      page.evaluate((action) => (window.__bridgeCalls ?? []).filter((c) => c.action === action).length, sight.bridge);
    return poll(`bridge ${sight.bridge}`, calls, sight.calls);
  }
  const el = locate(page, sight.control).first();
  await el.waitFor({ timeout });
  const disabled = async () => (await el.isDisabled()) || (await el.getAttribute('aria-disabled')) === 'true';
  if (sight.disabled !== undefined) await poll(`${nameOf(sight.control)} disabled`, disabled, sight.disabled);
  if (sight.value !== undefined) await poll(`${nameOf(sight.control)} value`, () => el.inputValue(), sight.value);
}

export interface ReplayHooks {
  /** After the page showed what the entry says of a step's state: the transitions that step confirmed. */
  seen?(recorder: harness.CoverageRecorder, page: Page, snapshot: AnyMachineSnapshot): Promise<void> | void;
}

/** Replays one path on a fresh page (closed afterwards, faults cleared). */
export async function replayInBrowser(
  b: Browser,
  entry: Entry,
  place: harness.ReplayPlace,
  path: harness.Path,
  hooks: ReplayHooks = {},
): Promise<void> {
  const page = await b.freshPage({ reseed: false, clock: true });
  await recordMessages(page);
  const passwords = new Set<string>();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/services/')) sent.push(request.postData() ?? '');
  });
  // Every answer of a flow the browser replays says how it happens there (tests/model/kit.ts, `entry`).
  const browserOf = (event: harness.StepEvent) =>
    invokeOf(event.type) ? entry.outcomes[invokeOf(event.type)!.id]![event.name!]!.browser! : null;
  /** Answers of the steps ahead that are not the server's own, armed before the gesture that makes the call. */
  const injectAhead = async (ahead: readonly harness.StepEvent[]) => {
    for (const event of ahead) {
      const browser = browserOf(event);
      if (!browser) break;
      if (browser !== 'real' && 'fault' in browser) await b.dev('/faults', { body: { ...browser.fault, times: 1 } });
    }
  };
  // An answer the server gives on another record opens that record's page instead.
  const elsewhere = path.steps
    .map((s) => browserOf(s.event))
    .find((o): o is { route: string } => typeof o === 'object' && o !== null && 'route' in o)?.route;
  try {
    if (place.loginAs) await b.loginAs(page, place.loginAs);
    await injectAhead(path.steps.slice(1).map((s) => s.event));
    await page.goto(`${b.baseUrl}${elsewhere ?? place.route}`);
    for (const gesture of place.prepare) await perform(b, page, gesture, passwords);

    // The shadow actor knows which transition each step is; the browser decides whether it counts.
    const seen = new harness.CoverageRecorder();
    const shadow = harness.startMachine(entry, seen, place.input ?? entry.input);
    let paused = false;
    const surface: harness.Surface = {
      snapshot: shadow.snapshot,
      user: async (event, ahead) => {
        await injectAhead(ahead);
        await forgetMessages(page);
        // Where the path waits right after this gesture (a countdown it starts), the page's time moves only with the
        // path's waits: on its own it would move the countdown on before a busy machine looks (seen: 我已知晓（3s）
        // where the path had waited one second). It stands still from this gesture (a second on: the clock pauses
        // only forward, and the page's time moves while it is read) and runs on from the next gesture. Not longer,
        // nor where a call comes first: a paused page runs no timer at all, `setTimeout(…, 0)` included.
        const waitAhead = ahead[0] !== undefined && delayNameOf(ahead[0].type) !== null;
        if (waitAhead && !paused) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
        if (!waitAhead && paused) await page.clock.resume();
        paused = waitAhead;
        for (const gesture of harness.gesturesOf(entry, event)) await perform(b, page, gesture, passwords);
        await shadow.user(event, ahead);
      },
      // The server answers the page by itself (or the fault armed ahead does); the shadow takes the same answer.
      answer: shadow.answer,
      wait: async (ms) => {
        await page.clock.runFor(ms);
        await shadow.wait(ms);
      },
      see: async (sights) => {
        // What is only absent says something once the page has heard back from the server: before, it holds of a
        // page that has not drawn yet.
        if (sights.every((sight) => 'noText' in sight || 'noControl' in sight)) {
          await page.waitForLoadState('networkidle');
        }
        // All looked for at once: each look is a round trip to the browser, and most of its time is the trip.
        await Promise.all(sights.map((sight) => see(b, page, sight)));
        await hooks.seen?.(seen, page, shadow.snapshot());
      },
    };
    await replay(entry, path, surface, { context: !place.input });
    const leaked = [...passwords].filter((typed) => sent.some((body) => body.includes(typed)));
    expect(leaked, 'passwords sent unhashed').toEqual([]);
  } finally {
    await page.close();
    await b.dev('/faults', { method: 'DELETE' });
  }
}

/**
 * A flow's browser level, in its own file (tests/e2e/flows/<id>.test.ts, written from the catalogue by
 * `npm run flows:docs`): the shortest path to each state, each on a fresh page. Files are what the test
 * workers share out, and the run's plan puts each beside a jsdom or server file (tests/setup/sequencer.ts). Where a
 * path ends on its flow's page, that state is audited for accessibility there (tests/e2e/a11y.ts): the audit presses
 * Tab, scrolls and enlarges text, which a flow may react to, so only a path's last state is audited; states a flow
 * shows on another page (a sight of the route it went to) are that route's, audited by
 * tests/e2e/faultMatrix.test.ts, and a state that waits for the server lasts only until it answers.
 */
export const describeFlowInBrowser = (id: FlowId) =>
  describe(`${id} (browser)`, async () => {
    const entry = (await harness.loadEntries()).find((e) => e.machine === catalogue[id])!;
    const place = harness.replayPlaceOf(entry);
    if (!place) throw new Error(`${id} has no page to replay it on (machines/${id}/${id}.entries.ts)`);
    let b: Browser;
    beforeAll(async () => void (b = await openBrowser()));
    // Some flows change the demo customer (an avatar uploaded, a nickname): the next file on this server starts
    // from the seed.
    afterAll(() => b.close({ reseed: true }));
    const confirmed = new harness.CoverageRecorder();
    afterAll(() => saveCoverage('browser', id, confirmed.report(entry.machine)));

    const paths = harness.shortestPathsToStates(entry);
    it.each(paths.map((p) => [harness.describePath(entry, p), p] as const))('%s', async (_, path) => {
      // Audited where the page stays put: not on another page, not while a call is on its way.
      const audited =
        !harness.awaitsCall(entry, path.state) &&
        !harness.sightsOf(entry, path.state).some((sight) => 'route' in sight);
      let shown = 0;
      await replayInBrowser(b, entry, place, path, {
        seen: async (recorder, page) => {
          confirmed.add(recorder);
          shown += 1;
          if (audited && shown === path.steps.length) {
            await expectAccessible(page, `${id} in ${JSON.stringify(path.state.value)}`);
          }
        },
      });
    });
  });
