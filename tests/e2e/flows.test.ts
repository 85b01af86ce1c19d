/**
 * Browser level: for every catalogue flow that has a page (its own, or a page hosting it), the shortest path to each
 * of its states is replayed in Chromium against the real server. Gestures come from the entry; answers happen for
 * real or through the dev fault injector (by the answer's name); delays run on Playwright's clock; codes the server
 * generates are read from the dev endpoints. After every step the page must show what the state shows (at least
 * one thing in every leaf state). A shadow actor replays the same path, so each step the browser confirmed is
 * counted as the exact transition it is, and the entry's rules are checked on it. No request may carry a password
 * that was typed: passwords leave the client only hashed.
 */
import { createHash } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { API_PREFIX } from '../../src/contract';
import { delayNameOf, invokeOf } from '../../src/flows/diagram';
import { saveCoverage } from '../model/coverageStore';
import { loadEntries } from '../model/entries';
import {
  brokenInvariants,
  CoverageRecorder,
  delayOf,
  describePath,
  performStep,
  shortestPathsToStates,
  sightsOf,
  startMachine,
  type StepEvent,
} from '../model/harness';
import type { BrowserPlace, Control, Entry, Gesture, Sight, TypedText } from '../model/kit';
import { openBrowser, type Browser } from './browser';

const DEMO_PASSWORD_HASH = createHash('sha256').update('Demo@1234').digest('hex');
const entries = await loadEntries();

/** Where the browser replays a flow: its own page, or a page that hosts it (after the host's preparing gestures). */
function browserPlace(e: Entry): (BrowserPlace & { prepare: Gesture[] }) | null {
  const at = e.at;
  if ('route' in at) return { ...at, prepare: [] };
  return at.host ?? null;
}
const replayed = entries.flatMap((entry) => {
  const place = browserPlace(entry);
  return place ? [{ entry, place }] : [];
});

/** The fault that makes an answer happen, when the entry says it is not the server's own. */
function faultFor(entry: Entry, event: StepEvent) {
  const invoke = invokeOf(event.type);
  if (!invoke) return null;
  const browser = entry.outcomes[invoke.id]?.[event.name!]?.browser;
  if (!browser) throw new Error(`${entry.machine.id}: no browser outcome for ${invoke.id} ${event.name}`);
  return browser === 'real' ? null : browser.fault;
}

const locate = (page: Page, c: Control) => page.getByRole(c.role, { name: c.name, exact: true });

async function typedText(b: Browser, text: TypedText): Promise<string> {
  if (typeof text === 'string') return text;
  const read = (await b.dev(text.dev)) as { text?: string; messages?: Array<{ code: string | null }> };
  const code = read.text ?? read.messages?.find((m) => m.code)?.code;
  if (!code) throw new Error(`nothing to type from ${text.dev}`);
  return code;
}

/** Performs a gesture; what is typed into a password input is remembered, to check it never leaves unhashed. */
async function perform(b: Browser, page: Page, gesture: Gesture, passwords: Set<string>) {
  if ('click' in gesture) await locate(page, gesture.click).click();
  else if ('scroll' in gesture) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  else {
    const input = locate(page, gesture.fill);
    const text = await typedText(b, gesture.text);
    if ((await input.getAttribute('type')) === 'password' && text) passwords.add(text);
    await input.fill(text);
  }
}

async function see(page: Page, sight: Sight) {
  const poll = (fn: () => Promise<unknown>, expected: unknown, message: string) =>
    expect.poll(fn, { timeout: 5000, message }).toBe(expected);
  if ('text' in sight) await page.getByText(sight.text, { exact: true }).first().waitFor({ timeout: 5000 });
  else if ('noText' in sight) {
    await poll(() => page.getByText(sight.noText, { exact: true }).count(), 0, `no text "${sight.noText}"`);
  } else if ('noControl' in sight) {
    await poll(() => locate(page, sight.noControl).count(), 0, `no ${sight.noControl.role} "${sight.noControl.name}"`);
  } else if ('route' in sight) {
    await poll(async () => new URL(page.url()).pathname + new URL(page.url()).search, sight.route, 'route');
  } else if ('stored' in sight) {
    await poll(() => page.evaluate((key) => localStorage.getItem(key), sight.stored), sight.value, sight.stored);
  } else if ('bridge' in sight) {
    const calls = () =>
      page.evaluate((action) => (window.__bridgeCalls ?? []).filter((c) => c.action === action).length, sight.bridge);
    await poll(calls, sight.calls, `bridge ${sight.bridge}`);
  } else {
    const el = locate(page, sight.control).first();
    const name = `${sight.control.role} "${sight.control.name}"`;
    await el.waitFor({ timeout: 5000 });
    if (sight.disabled !== undefined) {
      const disabled = async () => (await el.isDisabled()) || (await el.getAttribute('aria-disabled')) === 'true';
      await poll(disabled, sight.disabled, `${name} disabled`);
    }
    if (sight.value !== undefined) await poll(() => el.inputValue(), sight.value, `${name} value`);
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
  await page.evaluate((login) => {
    localStorage.setItem('token_trustms', login.xtoken);
    localStorage.setItem('isCertified', String(login.isCertified));
    localStorage.setItem('telephone', login.telephone);
    localStorage.setItem('realName', login.realName);
  }, body.result.data);
}

describe.each(replayed.map((r) => [r.entry.machine.id, r] as const))('%s (browser)', (id, { entry, place }) => {
  let b: Browser;
  const recorder = new CoverageRecorder();
  const confirmed = new CoverageRecorder();

  beforeAll(async () => {
    b = await openBrowser();
  });
  afterAll(async () => {
    await b.close();
    saveCoverage('browser', id, confirmed.report(entry.machine));
  });

  it.each(shortestPathsToStates(entry).map((p) => [describePath(entry, p), p] as const))('%s', async (_name, path) => {
    await b.dev('/reset', { body: {} });
    await b.context.clearCookies();
    const page = await b.context.newPage();
    const passwords = new Set<string>();
    const sent: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes('/services/')) sent.push(request.postData() ?? '');
    };
    page.on('request', onRequest);
    try {
      await page.clock.install();
      await page.goto(`${b.baseUrl}/phone/about`);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      if (place.loginAs) await loginAs(b, page, place.loginAs);

      // The shadow actor knows which transition each step is; the browser decides whether it counts.
      const shadow = startMachine(entry, recorder, place.input ?? entry.input);
      /** Answers of the steps ahead that are injected, armed before the gesture that makes the call. */
      const injectAhead = async (from: number) => {
        for (let i = from; i < path.steps.length && invokeOf(path.steps[i]!.event.type); i++) {
          const fault = faultFor(entry, path.steps[i]!.event);
          if (fault) await b.dev('/faults', { body: { ...fault, times: 1 } });
        }
      };
      const seeState = async (snapshot: AnyMachineSnapshot) => {
        for (const sight of sightsOf(entry, snapshot)) await see(page, sight);
      };
      await injectAhead(1);
      await page.goto(`${b.baseUrl}${place.route}`);
      for (const g of place.prepare) await perform(b, page, g, passwords);
      await seeState(shadow.actor.getSnapshot());
      confirmed.visit(shadow.actor.getSnapshot());

      const gestures = entry.gestures as Record<string, (e: EventObject) => Gesture[]>;
      for (let i = 1; i < path.steps.length; i++) {
        const event = path.steps[i]!.event as StepEvent;
        const before = shadow.actor.getSnapshot() as AnyMachineSnapshot;
        const invoke = invokeOf(event.type);
        if (invoke && !(invoke.id in entry.outcomes)) throw new Error(`${id}: ${invoke.id} is not answered here`);
        if (!invoke && !delayNameOf(event.type)) {
          await injectAhead(i + 1);
          for (const g of gestures[event.type]!(event)) await perform(b, page, g, passwords);
        } else if (delayNameOf(event.type)) {
          await page.clock.runFor(delayOf(entry.machine, event.type, before));
        }
        // Move the shadow actor along the same step, recording the transition it takes.
        const taken = new CoverageRecorder();
        const { actor, clock, control } = shadow;
        const subscription = actor.system.inspect(taken.inspect);
        await performStep(entry, event, before, control.settle, {
          send: (e) => actor.send(e),
          advance: (ms) => clock.increment(ms),
          flush: () => new Promise((r) => setTimeout(r, 0)),
        });
        subscription.unsubscribe();
        const now = actor.getSnapshot() as AnyMachineSnapshot;
        expect(brokenInvariants(entry, now, before), 'broken rules').toEqual([]);
        await seeState(now);
        taken.transitions.forEach((t) => confirmed.transitions.add(t));
        confirmed.visit(now);
      }
      const leaked = [...passwords].filter((password) => sent.some((body) => body.includes(password)));
      expect(leaked, 'passwords sent unhashed').toEqual([]);
    } finally {
      page.off('request', onRequest);
      await page.close();
      await b.dev('/faults', { method: 'DELETE' });
    }
  });
});
