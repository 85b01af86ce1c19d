/**
 * Flows whose view is a component embedded in pages, each shown on its own for the view tests and the dev flows
 * page. Their network actors are replaced through FlowOverrides like any flow's.
 */
import type { ComponentType } from 'react';
import { smsCountdownMachine } from '../../machines/shared/smsCountdown';
import { useFlow } from '../../src/flows/useFlow';
import { LoadedList } from '../../src/pages/shared/LoadedList';
import { LogoutButton } from '../../src/pages/shared/LogoutButton';
import { SmsCodeButton } from '../../src/pages/shared/SmsCodeButton';
import type { ComponentName } from './kit';

/** The SMS button with an owner that starts the countdown at once, as a flow does once its code went out. */
function SmsCodeButtonAlone() {
  const [, , countdown] = useFlow(smsCountdownMachine, undefined, { input: { seconds: 60 } });
  return <SmsCodeButton countdown={countdown} usable onRequest={() => countdown.send({ type: 'countdown.start' })} />;
}

/** A list of titles; its loadPage is the test's. */
function LoadedListAlone() {
  return (
    <LoadedList<{ id: number; title: string }>
      label="示例列表"
      pageSize={10}
      load={() => Promise.reject(new Error('provided by the test'))}
      itemKey={(item) => item.id}
      renderItem={(item) => item.title}
    />
  );
}

export const FLOW_COMPONENTS: Record<ComponentName, ComponentType> = {
  SmsCodeButton: SmsCodeButtonAlone,
  LogoutButton,
  LoadedList: LoadedListAlone,
};
