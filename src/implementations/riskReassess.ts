/** The real calls the re-assessment reason page provides to its flow (spec 2 §7 updateRiskReason). */
import { fromPromise } from 'xstate';
import type { ReasonOutcome, riskReassessMachine } from '../../machines/invest/riskReassess';
import { api } from '../api';
import { Code } from '../contract';
import type { Implementations } from '../flows/useFlow';
import { withRefusals } from './outcome';
import { fetchRiskStanding } from './risk';

export const riskReassessImplementations: Implementations<typeof riskReassessMachine> = {
  actors: {
    loadStanding: fromPromise(fetchRiskStanding),
    saveReason: fromPromise(({ input }: { input: { riskReason: string } }): Promise<ReasonOutcome> =>
      withRefusals((options) => api.updateRiskReason(input, options), { [Code.quotaExhausted]: 'quotaExhausted' }),
    ),
  },
};
