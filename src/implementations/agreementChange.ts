/** The navigation and bridge call the agreement-change page provides to its flow. */
import type { agreementChangeMachine } from '../../machines/account/agreementChange';
import type { Implementations } from '../flows/useFlow';
import { SCROLL_BOTTOM_ACTION } from '../pages/shared/useScrollBottomNotice';
import { href } from '../paths';
import { callNative } from '../platform/bridge';

/** Set password for the phone that agreed (spec 1 §2: agreeing leads to setPassword). */
export const setPasswordPath = (phoneNum: string) => href({ to: 'setPassword', query: { phoneNum } });

export function agreementChangeImplementations(
  navigate: (path: string) => void,
): Implementations<typeof agreementChangeMachine> {
  return {
    actions: {
      goToSetPassword: ({ context }) => navigate(setPasswordPath(context.phoneNum ?? '')),
      notifyNative: () => void callNative(SCROLL_BOTTOM_ACTION),
    },
  };
}
