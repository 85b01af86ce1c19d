/** The bridge call the agreement-change page provides to its flow. */
import type { agreementChangeMachine } from '../../machines/account/agreementChange';
import type { Implementations } from '../flows/useFlow';
import { callNative, SCROLL_BOTTOM_ACTION } from '../platform/bridge';

export const agreementChangeImplementations: Implementations<typeof agreementChangeMachine> = {
  actions: {
    notifyNative: () => void callNative(SCROLL_BOTTOM_ACTION),
  },
};
