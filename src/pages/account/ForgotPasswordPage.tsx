import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  canRequestSmsCode,
  FORGOT_PASSWORD_SUCCESS_TEXT,
  forgotPasswordMachine,
  LEGACY_WEBSITE_USER_TEXT,
} from '../../../machines/account/forgotPassword';
import { useFlow } from '../../flows/useFlow';
import { forgotPasswordImplementations, sendForgotPasswordSms } from '../../implementations/forgotPassword';
import { Button, Modal, TextField } from '../../ui';
import { CODE_MAX_LENGTH } from '../../validation/codes';
import { PHONE_MAX_LENGTH } from '../../validation/phone';
import { SmsCodeButton } from '../shared/SmsCodeButton';
import { CaptchaButton, ConfirmBar, Form, PasswordInput } from './passwordPageParts';

/** Reset password: /phone/forgetPassword (spec 1 §2 "Forgot password"). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [snapshot, send] = useFlow(forgotPasswordMachine, forgotPasswordImplementations(navigate), {
    input: { equipmentNo: String(Date.now()) },
  });
  const { context } = snapshot;
  const editing = snapshot.matches({ form: 'editing' });
  // The server spent the picture code on the failed request, so the user needs a new one.
  const refreshCaptcha = useCallback(() => send({ type: 'user.refreshCaptcha' }), [send]);

  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      <TextField
        label="手机号"
        placeholder="请输入手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        value={context.phoneNum}
        onValueChange={(value) => send({ type: 'user.changePhone', value })}
      />
      <TextField
        label="图形验证码"
        placeholder="请输入图形验证码"
        autoComplete="off"
        maxLength={CODE_MAX_LENGTH}
        value={context.imgaeCode}
        onValueChange={(value) => send({ type: 'user.changeImageCode', value })}
        trailing={
          <CaptchaButton
            image={context.captchaImage}
            busy={snapshot.matches({ form: 'loadingCaptcha' })}
            onClick={refreshCaptcha}
          />
        }
      />
      <TextField
        label="短信验证码"
        placeholder="请输入短信验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_MAX_LENGTH}
        value={context.smsCode}
        onValueChange={(value) => send({ type: 'user.changeSmsCode', value })}
        trailing={
          <SmsCodeButton
            sendCode={sendForgotPasswordSms}
            params={() => ({
              phoneNum: context.phoneNum,
              imgaeCode: context.imgaeCode,
              equipmentNo: context.equipmentNo,
            })}
            canRequest={canRequestSmsCode(context)}
            onFailure={refreshCaptcha}
          />
        }
      />
      <PasswordInput
        label="新密码"
        placeholder="请输入新密码"
        value={context.password}
        onChange={(value) => send({ type: 'user.changePassword', value })}
      />
      <PasswordInput
        label="确认新密码"
        placeholder="请再次输入新密码"
        value={context.rePassword}
        onChange={(value) => send({ type: 'user.changeRePassword', value })}
      />
      <ConfirmBar
        error={context.error}
        enabled={editing}
        onConfirm={() => send({ type: 'user.submit' })}
        success={snapshot.matches('succeeded') ? FORGOT_PASSWORD_SUCCESS_TEXT : null}
      />
      <Modal
        open={snapshot.matches('legacyUserTips')}
        title="温馨提示"
        actions={<Button onClick={() => send({ type: 'user.goSmsLogin' })}>短信验证码登录</Button>}
      >
        {LEGACY_WEBSITE_USER_TEXT}
      </Modal>
    </Form>
  );
}
