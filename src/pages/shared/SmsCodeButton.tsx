import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { ActorRefFrom } from 'xstate';
import { selectSmsButtonView, type smsCountdownMachine } from '../../../machines/shared/smsCountdown';
import { Button } from '../../ui';

export interface SmsCodeButtonProps {
  /** The owning flow's countdown child (`snapshot.children.smsCountdown`). */
  countdown: ActorRefFrom<typeof smsCountdownMachine> | undefined;
  /** The owning flow's verdict: a valid phone and no request under way. */
  usable: boolean;
  /** Tells the owning flow the user asked for a code; it sends it and starts the countdown. */
  onRequest: () => void;
}

/** The SMS code button: renders the countdown child of the flow that owns it (machines/shared/smsCountdown.ts). */
export function SmsCodeButton({ countdown, usable, onRequest }: SmsCodeButtonProps) {
  const view = useSelector(countdown, (snapshot) => selectSmsButtonView(snapshot, usable));
  return (
    <CodeButton $inline $variant="secondary" disabled={view.disabled} onClick={onRequest}>
      {view.label}
    </CodeButton>
  );
}

// As wide as the picture code beside it on the forms that have both, and as wide as its longest label.
const CodeButton = styled(Button)`
  flex: 0 0 auto;
  min-width: 100px;
  padding: 0 8px;
  font-size: ${({ theme }) => theme.font.body};
`;
