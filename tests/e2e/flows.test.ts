/**
 * Browser level: for every catalogue flow with a page (its own, or one hosting it), the shortest path to each state
 * replayed (tests/model/replay.ts) in Chromium against the real server. Answers are the server's own or the dev fault
 * injector's; delays run on Playwright's clock; server-made codes are read from the dev endpoints. A shadow actor
 * replays the same path, so each step the page showed counts as the exact transition it is, and the rules are checked
 * on it. No request may carry a password that was typed: passwords leave the client only hashed. Where a path ends on
 * its flow's page, that state is audited for accessibility there (tests/e2e/a11y.ts): the audit presses Tab, scrolls
 * and enlarges text, which a flow may react to, so only a path's last state is audited; states a flow shows on another
 * page (a sight of the route it went to) are that route's, audited by tests/e2e/faultMatrix.test.ts, and a state
 * that waits for the server lasts only until it answers.
 */
import { afterAll, describe, it } from 'vitest';
import * as harness from '../model/harness';
import { saveCoverage } from '../model/replay';
import { expectAccessible } from './a11y';
import { openBrowser } from './browser';
import { replayedFlows, replayInBrowser } from './flowReplay';

const replayed = await replayedFlows();

const b = await openBrowser();
// Some flows change the demo customer (an avatar uploaded, a nickname): the next file on this server starts from the seed.
afterAll(() => b.close({ reseed: true }));

describe.each(replayed.map((r) => [r.entry.machine.id, r] as const))('%s (browser)', (id, { entry, place }) => {
  const confirmed = new harness.CoverageRecorder();
  afterAll(() => saveCoverage('browser', id, confirmed.report(entry.machine)));

  const paths = harness.shortestPathsToStates(entry);
  it.each(paths.map((p) => [harness.describePath(entry, p), p] as const))('%s', async (_, path) => {
    // Audited where the page stays put: not on another page, not while a call is on its way.
    const audited =
      !harness.awaitsCall(entry, path.state) && !harness.sightsOf(entry, path.state).some((sight) => 'route' in sight);
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
