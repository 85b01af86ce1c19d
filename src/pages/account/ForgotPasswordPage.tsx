import { useState } from 'react';
import { forgotPasswordMachine, selectForgotPasswordView } from '../../../machines/forgotPassword/forgotPassword';
import { useFlow } from '../../flows/useFlow';
import { forgotPasswordImplementations } from '../../../machines/forgotPassword/forgotPassword.implementations';
import { Button, FormHint, Modal, PhoneField, TextField } from '../../ui';
import { CODE_MAX_LENGTH } from '../../validation/codes';
import { SmsCodeField } from '../shared/SmsCodeButton';
import { CaptchaButton, ConfirmBar, Form, PasswordInput } from './passwordPageParts';

/** Reset password: /phone/forgetPassword (spec 1 §2 "Forgot password"). */
export default function ForgotPasswordPage() {
  // Made once when the page loads (DESIGN §8): the picture and SMS codes are tied to it.
  const [input] = useState(() => ({ equipmentNo: String(Date.now()) }));
  const [snapshot, send] = useFlow(forgotPasswordMachine, forgotPasswordImplementations, { input });
  const view = selectForgotPasswordView(snapshot);

  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      <PhoneField
        value={view.fields.phoneNum}
        onValueChange={(value) => send({ type: 'user.changeField', field: 'phoneNum', value })}
      />
      <TextField
        label="图形验证码"
        placeholder="请输入"
        autoComplete="off"
        maxLength={CODE_MAX_LENGTH}
        value={view.fields.imgaeCode}
        onValueChange={(value) => send({ type: 'user.changeField', field: 'imgaeCode', value })}
        trailing={
          <CaptchaButton
            image={view.captchaImage}
            busy={view.captchaLoading}
            onClick={() => send({ type: 'user.refreshCaptcha' })}
          />
        }
      />
      <SmsCodeField
        value={view.fields.smsCode}
        onValueChange={(value) => send({ type: 'user.changeField', field: 'smsCode', value })}
        countdown={snapshot.children.smsCountdown}
        usable={view.smsButtonUsable}
        onRequest={() => send({ type: 'user.requestSms' })}
      />
      <PasswordInput
        label="新密码"
        placeholder="请输入新密码"
        value={view.fields.password}
        onChange={(value) => send({ type: 'user.changeField', field: 'password', value })}
      />
      <PasswordInput
        label="确认新密码"
        placeholder="请再次输入新密码"
        value={view.fields.rePassword}
        onChange={(value) => send({ type: 'user.changeField', field: 'rePassword', value })}
      />
      {view.smsNotice && <FormHint role="status">{view.smsNotice}</FormHint>}
      <ConfirmBar
        message={view.message}
        enabled={view.canSubmit}
        onConfirm={() => send({ type: 'user.submit' })}
        success={view.success}
      />
      <Modal
        open={view.prompt !== null}
        title="温馨提示"
        actions={view.prompt && <Button onClick={() => send({ type: 'user.goSmsLogin' })}>{view.prompt.button}</Button>}
      >
        {view.prompt?.text}
      </Modal>
    </Form>
  );
}
