import { useNavigate, useSearchParams } from 'react-router-dom';
import { SET_PASSWORD_SUCCESS_TEXT, setPasswordMachine } from '../../../machines/account/setPassword';
import { useFlow } from '../../flows/useFlow';
import { setPasswordImplementations } from '../../implementations/setPassword';
import { PASSWORD_HINT } from '../../validation/password';
import { ConfirmBar, Form, Hint, PasswordInput } from './passwordPageParts';

/** Set password: /phone/setPassword?phoneNum= (spec 1 §2 "Set-password page"), reached from the agreement change. */
export default function SetPasswordPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [snapshot, send] = useFlow(setPasswordMachine, setPasswordImplementations(navigate), {
    input: { phoneNum: query.get('phoneNum') ?? '' },
  });
  const { context } = snapshot;

  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      <Hint>{PASSWORD_HINT}</Hint>
      <PasswordInput
        label="新密码"
        placeholder="请输入新密码"
        value={context.password}
        onChange={(value) => send({ type: 'user.changePassword', value })}
      />
      <PasswordInput
        label="确认密码"
        placeholder="请再次输入新密码"
        value={context.rePassword}
        onChange={(value) => send({ type: 'user.changeRePassword', value })}
      />
      <ConfirmBar
        error={context.error}
        enabled={snapshot.matches({ form: 'editing' })}
        onConfirm={() => send({ type: 'user.submit' })}
        success={snapshot.matches('succeeded') ? SET_PASSWORD_SUCCESS_TEXT : null}
      />
    </Form>
  );
}
