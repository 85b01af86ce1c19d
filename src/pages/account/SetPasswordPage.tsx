import { useSearchParams } from 'react-router-dom';
import { selectSetPasswordView, setPasswordMachine } from '../../../machines/setPassword/setPassword';
import { useFlow } from '../../flows/useFlow';
import { setPasswordImplementations } from '../../../machines/setPassword/setPassword.implementations';
import { PASSWORD_HINT } from '../../validation/password';
import { ConfirmBar, Form, Hint, PasswordInput } from './passwordPageParts';

/** Set password: /phone/setPassword?phoneNum= (spec 1 §2 "Set-password page"), reached from the agreement change. */
export default function SetPasswordPage() {
  const [query] = useSearchParams();
  const [snapshot, send] = useFlow(setPasswordMachine, setPasswordImplementations, {
    input: { phoneNum: query.get('phoneNum') ?? '' },
  });
  const view = selectSetPasswordView(snapshot);

  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      <Hint>{PASSWORD_HINT}</Hint>
      <PasswordInput
        label="新密码"
        placeholder="请输入新密码"
        value={view.fields.password}
        onChange={(value) => send({ type: 'user.changeField', field: 'password', value })}
      />
      <PasswordInput
        label="确认密码"
        placeholder="请再次输入新密码"
        value={view.fields.rePassword}
        onChange={(value) => send({ type: 'user.changeField', field: 'rePassword', value })}
      />
      <ConfirmBar
        message={view.message}
        enabled={view.canSubmit}
        onConfirm={() => send({ type: 'user.submit' })}
        success={view.success}
      />
    </Form>
  );
}
