import { useNavigate, useSearchParams } from 'react-router-dom';
import { SET_PASSWORD_SUCCESS_TEXT, setPasswordMachine } from '../../../machines/account/setPassword';
import { useFlow } from '../../flows/useFlow';
import { setPasswordImplementations } from '../../implementations/setPassword';
import { Button, FieldError, PasswordField } from '../../ui';
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH } from '../../validation/password';
import { Actions, Form, Hint, Notice } from './passwordPageParts';

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
      <PasswordField
        label="新密码"
        placeholder="请输入新密码"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={context.password}
        onValueChange={(value) => send({ type: 'user.changePassword', value })}
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
        <Button type="submit" disabled={!snapshot.matches({ form: 'editing' })} onClick={() => send({ type: 'user.submit' })}>
          确定
        </Button>
      </Actions>
      {snapshot.matches('succeeded') && <Notice>{SET_PASSWORD_SUCCESS_TEXT}</Notice>}
    </Form>
  );
}
