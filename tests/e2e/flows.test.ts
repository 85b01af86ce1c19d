/**
 * Browser level: for every catalogue flow that has a page, the shortest path to each of its states is replayed in
 * Chromium against the real server. Gestures come from the catalogue's view mapping; outcomes happen for real or
 * through the dev fault injector; delays run on Playwright's clock; codes the server generates are read from the
 * dev endpoints. After every step the page must show what the target state shows. A shadow actor replays the same
 * path so that each step the browser confirmed is counted as the exact transition it is.
 */
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  catalogue,
  type BrowserMapping,
  type CatalogueEntry,
  type Control,
  type Gesture,
  type Sight,
  type TypedText,
} from '../../machines/catalogue';
import { API_PREFIX } from '../../src/contract';
import {
  CoverageRecorder,
  delayOf,
  describePath,
  performStep,
  shortestPathsToStates,
  startMachine,
  stateKeysOf,
} from '../../src/flows/graph';
import { saveCoverage } from '../model/coverageStore';
import { openBrowser, type Browser } from './browser';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const DEMO_PASSWORD_HASH = createHash('sha256').update('Demo@1234').digest('hex');
/** Where the browser replays a flow: its own page, or a page that hosts it (after the host's preparing gestures). */
function browserPlace(e: CatalogueEntry): { route: string; prepare: Gesture[]; browser: BrowserMapping } | null {
  const at = e.view.at;
  if ('route' in at) return { route: at.route, prepare: [], browser: at.browser };
  return at.browser ? { ...at.browser.host, browser: at.browser } : null;
}
const replayed = catalogue.flatMap((e) => {
  const place = browserPlace(e);
  return place ? [{ entry: e, ...place }] : [];
});

/** The fault that makes an invoke-outcome step happen, when the mapping says it is not the server's own answer. */
function faultFor(entry: CatalogueEntry, browser: BrowserMapping, event: EventObject) {
  const e = event as EventObject & { output?: unknown; error?: unknown };
  const done = e.type.startsWith(DONE);
  if (!done && !e.type.startsWith(ERROR)) return null;
  const id = e.type.slice((done ? DONE : ERROR).length);
  const samples = done ? entry.outcomes[id]?.done : entry.outcomes[id]?.error;
  const index = samples?.findIndex((s) => JSON.stringify(s) === JSON.stringify(done ? e.output : e.error)) ?? -1;
  const outcome = (done ? browser.outcomes[id]?.done : browser.outcomes[id]?.error)?.[index];
  if (!outcome) throw new Error(`${entry.id}: no browser outcome for ${e.type} sample ${index}`);
  return outcome === 'real' ? null : outcome.fault;
}

const locate = (page: Page, c: Control) => page.getByRole(c.role, { name: c.name, exact: true });

async function typedText(b: Browser, text: TypedText): Promise<string> {
  if (typeof text === 'string') return text;
  if ('latestSms' in text) {
    const { messages } = (await b.dev(`/sms?phoneNum=${text.latestSms}`)) as {
      messages: Array<{ code: string | null }>;
    };
    const code = messages.find((m) => m.code)?.code;
    if (!code) throw new Error(`no SMS code was sent to ${text.latestSms}`);
    return code;
  }
  const { phoneNum, imageCodeType } = text.latestCaptcha;
  const { text: captcha } = (await b.dev(`/captcha?phoneNum=${phoneNum}&imageCodeType=${imageCodeType}`)) as {
    text: string;
  };
  return captcha;
}

async function perform(b: Browser, page: Page, gesture: Gesture) {
  if ('click' in gesture) await locate(page, gesture.click).click();
  else if ('check' in gesture) await locate(page, gesture.check).click();
  else if ('scroll' in gesture) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  else await locate(page, gesture.fill).fill(await typedText(b, gesture.text));
}

async function see(page: Page, sight: Sight) {
  const poll = (fn: () => Promise<unknown>, expected: unknown, message: string) =>
    expect.poll(fn, { timeout: 5000, message }).toBe(expected);
  if ('text' in sight) await page.getByText(sight.text, { exact: true }).first().waitFor({ timeout: 5000 });
  else if ('noText' in sight)
    await poll(() => page.getByText(sight.noText, { exact: true }).count(), 0, `no text "${sight.noText}"`);
  else if ('noControl' in sight)
    await poll(() => locate(page, sight.noControl).count(), 0, `no ${sight.noControl.role} "${sight.noControl.name}"`);
  else {
    const el = locate(page, sight.control).first();
    await el.waitFor({ timeout: 5000 });
    if (sight.disabled !== undefined) {
      const disabled = async () => (await el.isDisabled()) || (await el.getAttribute('aria-disabled')) === 'true';
      await poll(disabled, sight.disabled, `${sight.control.role} "${sight.control.name}" disabled`);
    }
  }
}

async function seeState(entry: CatalogueEntry, page: Page, snapshot: AnyMachineSnapshot) {
  const sees = entry.view.sees as Record<string, Sight[] | ((s: AnyMachineSnapshot) => Sight[])>;
  for (const key of stateKeysOf(snapshot.value)) {
    const sights = sees[key];
    for (const sight of typeof sights === 'function' ? sights(snapshot) : (sights ?? [])) await see(page, sight);
  }
}

/** Logs a demo account in through the API and stores the session as the app's login does. */
async function loginAs(b: Browser, page: Page, phone: string) {
  const res = await fetch(`${b.baseUrl}${API_PREFIX}/userPasswordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      requestData: {
        userName: phone,
        password: DEMO_PASSWORD_HASH,
        imgaeCode: '',
        equipmentNo: 'e2e',
        loginPlatform: '2',
      },
    }),
  });
  const body = (await res.json()) as {
    result: { statusCode: string; data: { xtoken: string; isCertified: number; telephone: string; realName: string } };
  };
  if (body.result.statusCode !== '00000000')
    throw new Error(`demo login of ${phone} answered ${body.result.statusCode}`);
  const d = body.result.data;
  await page.evaluate((login) => {
    localStorage.setItem('token_trustms', login.xtoken);
    localStorage.setItem('isCertified', String(login.isCertified));
    localStorage.setItem('telephone', login.telephone);
    localStorage.setItem('realName', login.realName);
  }, d);
}

describe.each(replayed.map((r) => [r.entry.id, r] as const))(
  '%s (browser)',
  (id, { entry, route, prepare, browser }) => {
    let b: Browser;
    const recorder = new CoverageRecorder();
    const confirmed = new CoverageRecorder();

    beforeAll(async () => {
      b = await openBrowser();
    });
    afterAll(async () => {
      await b.close();
      saveCoverage('browser', id, { ...confirmed.summary(entry.machine), missing: confirmed.missing(entry.machine) });
    });

    it.each(shortestPathsToStates(entry).map((p) => [describePath(entry, p), p] as const))(
      '%s',
      async (_name, path) => {
        await b.dev('/reset', { body: {} });
        await b.context.clearCookies();
        const page = await b.context.newPage();
        try {
          await page.clock.install();
          await page.goto(`${b.baseUrl}/phone/about`);
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
          if (browser.loginAs) await loginAs(b, page, browser.loginAs);

          // The shadow actor knows which transition each step is; the browser decides whether it counts.
          const shadow = startMachine(entry, recorder, browser.input);
          const injectAhead = async (from: number) => {
            for (let i = from; i < path.steps.length; i++) {
              const fault = faultFor(entry, browser, path.steps[i]!.event);
              const isOutcome = /^xstate\.(done|error)\.actor\./.test(path.steps[i]!.event.type);
              if (!isOutcome) break;
              if (fault) await b.dev('/faults', { body: { ...fault, times: 1 } });
            }
          };
          await injectAhead(1);
          await page.goto(`${b.baseUrl}${route}`);
          for (const g of prepare) await perform(b, page, g);
          await seeState(entry, page, shadow.actor.getSnapshot());
          confirmed.visit(shadow.actor.getSnapshot());

          const gestures = entry.view.gestures as Record<string, (e: EventObject) => Gesture[]>;
          for (let i = 1; i < path.steps.length; i++) {
            const step = path.steps[i]!;
            const before = shadow.actor.getSnapshot() as AnyMachineSnapshot;
            const isUser = !/^xstate\./.test(step.event.type);
            if (isUser) await injectAhead(i + 1);
            if (isUser) for (const g of gestures[step.event.type]!(step.event)) await perform(b, page, g);
            else if (step.event.type.startsWith('xstate.after.'))
              await page.clock.runFor(delayOf(entry.machine, step.event.type, before));
            // Move the shadow actor along the same step, recording the transition it takes.
            const taken = new CoverageRecorder();
            const { actor, clock, control } = shadow;
            const subscription = actor.system.inspect(taken.inspect);
            await performStep(entry, step.event, before, control.settle, {
              send: (e) => actor.send(e),
              advance: (ms) => clock.increment(ms),
              flush: () => new Promise((r) => setTimeout(r, 0)),
            });
            subscription.unsubscribe();
            await seeState(entry, page, actor.getSnapshot() as AnyMachineSnapshot);
            taken.transitions.forEach((t) => confirmed.transitions.add(t));
            confirmed.visit(actor.getSnapshot() as AnyMachineSnapshot);
          }
        } finally {
          await page.close();
          await b.dev('/faults', { method: 'DELETE' });
        }
      },
    );
  },
);

describe('browser-level flow mappings', () => {
  it('say, for every flow with a page, how each outcome sample of each invoke happens in the browser', () => {
    for (const { entry: e, browser } of replayed) {
      for (const [invoke, samples] of Object.entries(e.outcomes)) {
        const mapped = browser.outcomes[invoke];
        expect(mapped?.done.length, `${e.id}: ${invoke} done outcomes`).toBe(samples.done.length);
        expect(mapped?.error.length, `${e.id}: ${invoke} error outcomes`).toBe(samples.error.length);
      }
    }
  });
});
