import { useSearchParams } from 'react-router-dom';
import { changePasswordMachine, selectChangePasswordView } from '../../../machines/changePassword/changePassword';
import { useFlow } from '../../flows/useFlow';
import { changePasswordImplementations } from '../../../machines/changePassword/changePassword.implementations';
import { PASSWORD_HINT } from '../../validation/password';
import { ConfirmBar, Form, Hint, Lead, PasswordInput } from './passwordPageParts';

/** Change password: /phone/changePassword, with firstLogin=1 the forced change after a first login (spec 1 §2). */
export default function ChangePasswordPage() {
  const [query] = useSearchParams();
  const [snapshot, send] = useFlow(changePasswordMachine, changePasswordImplementations, {
    input: { firstLogin: query.get('firstLogin') === '1' },
  });
  const view = selectChangePasswordView(snapshot);

  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      {view.lead && <Lead>{view.lead}</Lead>}
      <Hint>{PASSWORD_HINT}</Hint>
      <PasswordInput
        current
        label="原密码"
        placeholder="请输入原密码"
        value={view.fields.oldPassword}
        onChange={(value) => send({ type: 'user.changeField', field: 'oldPassword', value })}
      />
      <PasswordInput
        label="新密码"
        placeholder="请输入新密码"
        value={view.fields.newPassword}
        onChange={(value) => send({ type: 'user.changeField', field: 'newPassword', value })}
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
