import { setup } from 'xstate';
import { providedLater } from '../shared/flow';

export type InvestorPledgeEvent = { type: 'user.confirm' };

/** The pledge's button: what tests and assistive technology find it by. */
export const PLEDGE_BUTTON = '我承诺';

/**
 * The qualified-investor pledge, investorExplain (spec 2 §2 "Qualified-investor pledge", §6, §7 investorCert).
 *
 * - reading: the criteria and minimums; 我承诺 pledges.
 * - pledging: investorCert records the pledge (once: the button cannot be tapped again); a failure (already
 *   shown by the call layer) returns to reading.
 * - done: the app view closes (closeh5Back; back in a browser).
 */
export const investorPledgeMachine = setup({
  types: {
    events: {} as InvestorPledgeEvent,
    tags: {} as 'busy',
  },
  actors: {
    pledge: providedLater<null>('pledge'),
  },
  actions: {
    // Provided by the page: the bridge is not the chart's.
    closeView: () => {},
  },
}).createMachine({
  id: 'investorPledge',
  initial: 'reading',
  states: {
    reading: {
      on: { 'user.confirm': 'pledging' },
    },
    pledging: {
      tags: ['busy'],
      invoke: { id: 'pledge', src: 'pledge', onDone: { target: 'done', actions: 'closeView' }, onError: 'reading' },
    },
    done: { type: 'final' },
  },
});
