/** The bridge call the agreement-change page provides to its flow. */
import type { agreementChangeMachine } from './agreementChange';
import type { Implementations } from '../../src/flows/useFlow';
import { callNative, SCROLL_BOTTOM_ACTION } from '../../src/platform/bridge';

export const agreementChangeImplementations: Implementations<typeof agreementChangeMachine> = {
  actions: {
    notifyNative: () => void callNative(SCROLL_BOTTOM_ACTION),
  },
};
