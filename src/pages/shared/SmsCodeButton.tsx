import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { ActorRefFrom } from 'xstate';
import { selectSmsButtonView, type smsCountdownMachine } from '../../../machines/smsCountdown/smsCountdown';
import { CODE_MAX_LENGTH } from '../../contract';
import { Button, TextField } from '../../ui';

export interface SmsCodeButtonProps {
  /** The owning flow's countdown child (`snapshot.children.smsCountdown`). */
  countdown: ActorRefFrom<typeof smsCountdownMachine> | undefined;
  /** The owning flow's verdict: a valid phone and no request under way. */
  usable: boolean;
  /** Tells the owning flow the user asked for a code; it sends it and starts the countdown. */
  onRequest: () => void;
}

/** The SMS code button: renders the countdown child of the flow that owns it (machines/smsCountdown/smsCountdown.ts). */
export function SmsCodeButton({ countdown, usable, onRequest }: SmsCodeButtonProps) {
  const view = useSelector(countdown, (snapshot) => selectSmsButtonView(snapshot, usable));
  return (
    <CodeButton $inline $variant="secondary" disabled={view.disabled} onClick={onRequest}>
      {view.label}
    </CodeButton>
  );
}

/** The SMS code row of every form that sends one: digits, one-time-code autofill, and the button beside it. */
export function SmsCodeField({
  value,
  onValueChange,
  ...button
}: SmsCodeButtonProps & { value: string; onValueChange: (value: string) => void }) {
  return (
    <TextField
      label="短信验证码"
      placeholder="请输入"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_MAX_LENGTH}
      value={value}
      onValueChange={onValueChange}
      trailing={<SmsCodeButton {...button} />}
    />
  );
}

// As wide as the picture code beside it on the forms that have both, and as wide as its longest label.
const CodeButton = styled(Button)`
  flex: 0 0 auto;
  min-width: 100px;
  padding: 0 8px;
  font-size: ${({ theme }) => theme.font.body};
`;
