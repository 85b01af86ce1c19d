import { useNavigate } from 'react-router-dom';
import {
  CHANGE_PASSWORD_SUCCESS_TEXT,
  changePasswordMachine,
  FIRST_LOGIN_TEXT,
  isChangePasswordFilled,
} from '../../../machines/account/changePassword';
import { useFlow } from '../../flows/useFlow';
import { changePasswordImplementations } from '../../implementations/changePassword';
import { PASSWORD_HINT } from '../../validation/password';
import { ConfirmBar, Form, Hint, Lead, PasswordInput } from './passwordPageParts';

/** Change password: /phone/changePassword, also the forced change after a first login (spec 1 §2). */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const [snapshot, send] = useFlow(changePasswordMachine, changePasswordImplementations(navigate), { input: {} });
  const { context } = snapshot;
  const canSubmit = snapshot.matches({ form: 'editing' }) && isChangePasswordFilled(context);

  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      <Lead>{FIRST_LOGIN_TEXT}</Lead>
      <Hint>{PASSWORD_HINT}</Hint>
      <PasswordInput
        current
        label="原密码"
        placeholder="请输入原密码"
        value={context.oldPassword}
        onChange={(value) => send({ type: 'user.changeOldPassword', value })}
      />
      <PasswordInput
        label="新密码"
        placeholder="请输入新密码"
        value={context.newPassword}
        onChange={(value) => send({ type: 'user.changeNewPassword', value })}
      />
      <PasswordInput
        label="确认密码"
        placeholder="请再次输入新密码"
        value={context.rePassword}
        onChange={(value) => send({ type: 'user.changeRePassword', value })}
      />
      <ConfirmBar
        error={context.error}
        enabled={canSubmit}
        onConfirm={() => send({ type: 'user.submit' })}
        success={snapshot.matches('succeeded') ? CHANGE_PASSWORD_SUCCESS_TEXT : null}
      />
    </Form>
  );
}
