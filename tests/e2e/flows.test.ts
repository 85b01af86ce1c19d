/**
 * Browser level: for every catalogue flow with a page (its own, or one hosting it), the shortest path to each state
 * replayed (tests/model/replay.ts) in Chromium against the real server. Answers are the server's own or the dev fault
 * injector's; delays run on Playwright's clock; server-made codes are read from the dev endpoints. A shadow actor
 * replays the same path, so each step the page showed counts as the exact transition it is, and the rules are checked
 * on it. No request may carry a password that was typed: passwords leave the client only hashed.
 */
import { afterAll, describe, it } from 'vitest';
import * as harness from '../model/harness';
import { saveCoverage } from '../model/replay';
import { openBrowser } from './browser';
import { replayedFlows, replayInBrowser } from './flowReplay';

const replayed = await replayedFlows();

const b = await openBrowser();
afterAll(() => b.close());

describe.each(replayed.map((r) => [r.entry.machine.id, r] as const))('%s (browser)', (id, { entry, place }) => {
  const confirmed = new harness.CoverageRecorder();
  afterAll(() => saveCoverage('browser', id, confirmed.report(entry.machine)));

  const paths = harness.shortestPathsToStates(entry);
  it.each(paths.map((p) => [harness.describePath(entry, p), p] as const))('%s', async (_, path) => {
    await replayInBrowser(b, entry, place, path, { seen: (recorder) => confirmed.add(recorder) });
  });
});
