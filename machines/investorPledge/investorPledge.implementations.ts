/** The pledge's call and the bridge, as the pledge page provides them to its flow (spec 2 §7 investorCert). */
import { fromPromise } from 'xstate';
import type { investorPledgeMachine } from './investorPledge';
import { api } from '../../src/api';
import type { Implementations } from '../../src/flows/useFlow';
import { callNative } from '../../src/platform/bridge';

export const investorPledgeImplementations: Implementations<typeof investorPledgeMachine> = {
  actors: { pledge: fromPromise(async () => (await api.investorCert({})).data) },
  actions: { closeView: () => void callNative('closeh5Back') },
};
