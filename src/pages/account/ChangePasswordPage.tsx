import { useNavigate } from 'react-router-dom';
import {
  CHANGE_PASSWORD_SUCCESS_TEXT,
  changePasswordMachine,
  FIRST_LOGIN_TEXT,
  isChangePasswordFilled,
} from '../../../machines/account/changePassword';
import { useFlow } from '../../flows/useFlow';
import { changePasswordImplementations } from '../../implementations/changePassword';
import { Button, FieldError, PasswordField } from '../../ui';
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH } from '../../validation/password';
import { Actions, Form, Hint, Lead, Notice } from './passwordPageParts';

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
      <PasswordField
        label="原密码"
        placeholder="请输入原密码"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={context.oldPassword}
        onValueChange={(value) => send({ type: 'user.changeOldPassword', value })}
      />
      <PasswordField
        label="新密码"
        placeholder="请输入新密码"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={context.newPassword}
        onValueChange={(value) => send({ type: 'user.changeNewPassword', value })}
      />
      <PasswordField
        label="确认密码"
        placeholder="请再次输入新密码"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={context.rePassword}
        onValueChange={(value) => send({ type: 'user.changeRePassword', value })}
      />
      {context.error && <FieldError>{context.error}</FieldError>}
      <Actions>
        <Button type="submit" disabled={!canSubmit} onClick={() => send({ type: 'user.submit' })}>
          确定
        </Button>
      </Actions>
      {snapshot.matches('succeeded') && <Notice>{CHANGE_PASSWORD_SUCCESS_TEXT}</Notice>}
    </Form>
  );
}
