import { LOGOUT_CONFIRM_TEXT, logoutMachine } from '../../../machines/account/logout';
import { useFlow } from '../../flows/useFlow';
import { logoutImplementations } from '../../implementations/logout';
import { Button, Modal } from '../../ui';

export interface LogoutButtonProps {
  /** Opens the login page once the session is cleared: the router's navigate on a page. */
  navigate: (path: string) => void;
}

/** The My page's logout action: a thin view of the logout flow (machines/account/logout.ts). */
export function LogoutButton({ navigate }: LogoutButtonProps) {
  const [snapshot, send] = useFlow(logoutMachine, logoutImplementations(navigate));
  const leaving = snapshot.hasTag('busy') || snapshot.status === 'done';
  return (
    <>
      <Button $variant="secondary" disabled={leaving} onClick={() => send({ type: 'user.logout' })}>
        退出登录
      </Button>
      <Modal
        open={snapshot.matches('confirming')}
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
