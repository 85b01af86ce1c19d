import { LOGOUT_CONFIRM_TEXT, logoutMachine, selectLogoutView } from '../../../machines/logout/logout';
import { useFlow } from '../../flows/useFlow';
import { logoutImplementations } from '../../../machines/logout/logout.implementations';
import { Button, Modal } from '../../ui';

/** The My page's logout action: a thin view of the logout flow (machines/logout/logout.ts). */
export function LogoutButton() {
  const [snapshot, send] = useFlow(logoutMachine, logoutImplementations);
  const view = selectLogoutView(snapshot);
  return (
    <>
      <Button $variant="secondary" disabled={!view.buttonEnabled} onClick={() => send({ type: 'user.logout' })}>
        退出登录
      </Button>
      <Modal
        open={view.confirming}
        title={LOGOUT_CONFIRM_TEXT}
        onDismiss={() => send({ type: 'user.cancel' })}
        actions={
          <>
            <Button $variant="secondary" onClick={() => send({ type: 'user.cancel' })}>
              取消
            </Button>
            <Button onClick={() => send({ type: 'user.confirm' })}>确定</Button>
          </>
        }
      />
    </>
  );
}
