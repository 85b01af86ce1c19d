import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import {
  selectSmsButtonView,
  smsCountdownMachine,
  SMS_RESEND_SECONDS,
  type SmsRequestParams,
} from '../../../machines/shared/smsCountdown';
import { useFlow } from '../../flows/useFlow';
import { Button } from '../../ui';

export interface SmsCodeButtonProps {
  /** The call that sends the code (getSmsCode, getQuickySmsCode, …), from src/implementations. */
  sendCode: (params: SmsRequestParams) => Promise<unknown>;
  /** What the owning flow sends with the request, read when the button is tapped. */
  params: () => SmsRequestParams;
  /** The owning flow's verdict on its fields (valid phone, picture code, …). */
  canRequest: boolean;
  /** Tells the owning flow that a request failed (e.g. to reload the picture code). */
  onFailure?: (message: string) => void;
  seconds?: number;
}

/** The SMS code button: a thin view of the shared countdown flow (machines/shared/smsCountdown.ts). */
export function SmsCodeButton({
  sendCode,
  params,
  canRequest,
  onFailure,
  seconds = SMS_RESEND_SECONDS,
}: SmsCodeButtonProps) {
  const [snapshot, send] = useFlow(
    smsCountdownMachine,
    { actors: { sendSmsCode: fromPromise(({ input }: { input: SmsRequestParams }) => sendCode(input)) } },
    { input: { seconds } },
  );
  const view = selectSmsButtonView(snapshot, canRequest);
  const { lastError } = snapshot.context;

  useEffect(() => {
    if (lastError) onFailure?.(lastError);
  }, [lastError, onFailure]);

  return (
    <Button
      $inline
      $variant="secondary"
      disabled={view.disabled}
      onClick={() => send({ type: 'user.requestCode', params: params() })}
    >
      {view.label}
    </Button>
  );
}
