/** The real calls the re-assessment reason page provides to its flow (spec 2 §7 updateRiskReason). */
import { fromPromise } from 'xstate';
import type { ReasonOutcome, riskReassessMachine } from './riskReassess';
import { api } from '../../src/api';
import { Code } from '../../src/contract';
import type { Implementations } from '../../src/flows/useFlow';
import { withRefusals } from '../../src/implementations/outcome';
import { fetchRiskStanding } from '../../src/implementations/risk';

export const riskReassessImplementations: Implementations<typeof riskReassessMachine> = {
  actors: {
    loadStanding: fromPromise(fetchRiskStanding),
    saveReason: fromPromise(({ input }: { input: { riskReason: string } }): Promise<ReasonOutcome> =>
      withRefusals((options) => api.updateRiskReason(input, options), { [Code.quotaExhausted]: 'quotaExhausted' }),
    ),
  },
};
