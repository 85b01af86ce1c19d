import { useState, type InputHTMLAttributes } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loginMachine, selectLoginView, type LoginEvent } from '../../../machines/account/login';
import { useFlow } from '../../flows/useFlow';
import { FORGET_PASSWORD_PATH, loginImplementations, sendLoginSmsCode } from '../../implementations/login';
import { Button, CaptchaPicture, Modal } from '../../ui';
import { LOGIN_MAX_LENGTH, type LoginField } from '../../validation/login';
import { SmsCodeButton } from '../shared/SmsCodeButton';
import { RegisterForm } from './RegisterForm';

/** Login and register screen (spec 1 §2): a thin view of machines/account/login.ts. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // Made once when the page loads (DESIGN §8): picture codes are keyed by it.
  const [equipmentNo] = useState(() => String(Date.now()));
  const [snapshot, send] = useFlow(loginMachine, loginImplementations(navigate), {
    input: { loginType: query.get('loginType') === '2' ? 2 : 1, equipmentNo },
  });
  const view = selectLoginView(snapshot);
  if (view.leaving) return null;

  const field = (name: LoginField, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field>
      <label htmlFor={`login-${name}`}>{label}</label>
      <input
        id={`login-${name}`}
        value={view.fields[name]}
        maxLength={LOGIN_MAX_LENGTH[name]}
        placeholder={`请输入${label}`}
        onChange={(e) => send({ type: 'user.changeField', field: name, value: e.target.value })}
        {...props}
      />
    </Field>
  );
  const tab = (label: string, selected: boolean, event: LoginEvent) => (
    <Tab type="button" role="tab" aria-selected={selected} onClick={() => send(event)}>
      {label}
    </Tab>
  );

  const captcha = view.captcha && (
    <CaptchaRow>
      {field(view.mode === 1 ? 'imgaeCode' : 'quickyImgaeCode', '图片验证码', { autoComplete: 'off' })}
      <CaptchaPicture aria-label="图形验证码，点击刷新" onClick={() => send({ type: 'user.refreshCaptcha' })}>
        {view.captcha.image ? <img src={view.captcha.image} alt="" /> : view.captcha.loading ? '加载中…' : '点击获取'}
      </CaptchaPicture>
    </CaptchaRow>
  );

  return (
    <Screen>
      <Tabs role="tablist" aria-label="登录或注册">
        {tab('登录', view.tab === 1, { type: 'user.selectTab', tab: 1 })}
        {tab('注册', view.tab === 2, { type: 'user.selectTab', tab: 2 })}
      </Tabs>

      {view.tab === 2 ? (
        // The register flow's form; after registering it hands the user back to the login tab (spec 1 §4).
        <section role="tabpanel" aria-label="注册">
          <RegisterForm variant="loginTab" onRegistered={() => send({ type: 'user.selectTab', tab: 1 })} />
        </section>
      ) : (
        <section role="tabpanel" aria-label="登录">
          <Tabs role="tablist" aria-label="登录方式">
            {tab('密码登录', view.mode === 1, { type: 'user.selectMode', mode: 1 })}
            {tab('快捷登录', view.mode === 2, { type: 'user.selectMode', mode: 2 })}
          </Tabs>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'user.submit' });
            }}
          >
            {view.mode === 1 ? (
              <>
                {field('userName', '手机号/证件号', { autoComplete: 'username' })}
                {field('password', '密码', { type: 'password', autoComplete: 'current-password' })}
                {captcha}
              </>
            ) : (
              <>
                {field('phoneNum', '手机号', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' })}
                {captcha}
                <CaptchaRow>
                  {field('smsCode', '短信验证码', { inputMode: 'numeric', autoComplete: 'one-time-code' })}
                  <SmsCodeButton
                    sendCode={sendLoginSmsCode}
                    params={() => view.smsRequest}
                    canRequest={view.canRequestCode}
                  />
                </CaptchaRow>
              </>
            )}
            {view.message && <Message role="alert">{view.message}</Message>}
            {/* aria-disabled, not disabled: the button looks inactive until the fields are filled, and a tap still says what is missing. */}
            <Submit
              type="submit"
              aria-disabled={!view.submitActive}
              aria-busy={view.busy}
              $inactive={!view.submitActive}
            >
              登录
            </Submit>
          </form>
          <Forgot to={FORGET_PASSWORD_PATH}>忘记密码</Forgot>
        </section>
      )}

      {view.success && <Success role="status">{view.success}</Success>}
      <Modal
        open={view.prompt !== null}
        title="温馨提示"
        actions={view.prompt && <Button onClick={() => send(view.prompt!.event)}>{view.prompt.button}</Button>}
      >
        {view.prompt?.text}
      </Modal>
    </Screen>
  );
}

const Screen = styled.div`
  padding: 16px;
  background: ${({ theme }) => theme.color.surface};
  min-height: 100%;
`;

const Tabs = styled.div`
  display: flex;
  gap: 24px;
  margin-bottom: 16px;
`;

const Tab = styled.button`
  padding: 8px 0;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  font-size: ${({ theme }) => theme.font.title};
  color: ${({ theme }) => theme.color.muted};
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

const Field = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  label {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.color.muted};
  }
  input {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const CaptchaRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  > button {
    margin-bottom: 12px;
  }
`;

const Message = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.error};
`;

const Submit = styled(Button)<{ $inactive: boolean }>`
  margin-top: 8px;
  opacity: ${({ $inactive }) => ($inactive ? 0.5 : 1)};
`;

const Forgot = styled(Link)`
  display: block;
  margin-top: 16px;
  text-align: right;
  color: ${({ theme }) => theme.color.muted};
`;

const Success = styled.div`
  position: fixed;
  left: 50%;
  top: 45%;
  z-index: ${({ theme }) => theme.z.toast};
  transform: translate(-50%, -50%);
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.toast};
  color: #fff;
  pointer-events: none;
`;
