import type { ComponentType } from 'react';
import type { ViewPlace } from '../../machines/catalogue';
import { LogoutButton } from '../pages/shared/LogoutButton';
import { SmsCodeButton } from '../pages/shared/SmsCodeButton';

type ComponentName = Extract<ViewPlace, { component: string }>['component'];

/**
 * Flows whose view is a component embedded in several pages, each shown on its own with a stand-in owner.
 * Tests and the dev flows page replace the owner's call through FlowOverrides.
 */
export const FLOW_COMPONENTS: Record<ComponentName, ComponentType> = {
  SmsCodeButton: () => (
    <SmsCodeButton sendCode={async () => null} params={() => ({ phoneNum: '13800000001' })} canRequest />
  ),
  LogoutButton: () => <LogoutButton navigate={() => {}} />,
};
