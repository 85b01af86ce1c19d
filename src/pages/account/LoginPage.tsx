import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loginMachine, selectLoginView, type LoginEvent } from '../../../machines/login/login';
import { useFlow } from '../../flows/useFlow';
import { loginImplementations } from '../../../machines/login/login.implementations';
import { href, isAppPath } from '../../paths';
import { isInApp } from '../../platform/terminal';
import {
  Button,
  CaptchaPicture,
  FieldError,
  FormHint,
  FormNotice,
  Modal,
  PasswordField,
  PhoneField,
  TextField,
} from '../../ui';
import { LOGIN_MAX_LENGTH, type LoginField } from '../../validation/login';
import { SmsCodeField } from '../shared/SmsCodeButton';
import { RegisterForm } from './RegisterForm';

/** Login and register screen (spec 1 §2): a thin view of machines/login/login.ts. */
export default function LoginPage() {
  const [query] = useSearchParams();
  // Made once when the page loads: equipmentNo is a timestamp (DESIGN §8), and the query is read as it came.
  const [input] = useState(() => ({
    loginType: query.get('loginType') === '2' ? (2 as const) : (1 as const),
    equipmentNo: String(Date.now()),
    phoneNum: query.get('phoneNum') ?? undefined,
    redirect: isAppPath(query.get('redirect')) ? query.get('redirect')! : undefined,
    // Not shown before the register tab opens, so a prerendered page may start from the browser's answer.
    inApp: isInApp(),
  }));
  const [snapshot, send] = useFlow(loginMachine, loginImplementations, { input });
  const view = selectLoginView(snapshot);
  if (view.leaving) return null;

  const field = (name: LoginField) => ({
    value: view.fields[name],
    maxLength: LOGIN_MAX_LENGTH[name],
    onValueChange: (value: string) => send({ type: 'user.changeField', field: name, value }),
  });
  const tab = (label: string, selected: boolean, event: LoginEvent) => (
    <Tab type="button" role="tab" aria-selected={selected} onClick={() => send(event)}>
      {label}
    </Tab>
  );

  const captcha = view.captcha && (
    <TextField
      label="图片验证码"
      autoComplete="off"
      placeholder="请输入"
      {...field(view.mode === 1 ? 'imgaeCode' : 'quickyImgaeCode')}
      trailing={
        <CaptchaPicture aria-label="图形验证码，点击刷新" onClick={() => send({ type: 'user.refreshCaptcha' })}>
          {/* Words shown are part of the button's name (WCAG 2.5.3); while loading, the page's indicator speaks. */}
          {view.captcha.image ? <img src={view.captcha.image} alt="" /> : view.captcha.loading ? null : '点击刷新'}
        </CaptchaPicture>
      }
    />
  );

  return (
    <Screen>
      <Tabs role="tablist" aria-label="登录或注册">
        {tab('登录', view.tab === 1, { type: 'user.selectTab', tab: 1 })}
        {tab('注册', view.tab === 2, { type: 'user.selectTab', tab: 2 })}
      </Tabs>

      {view.tab === 2 ? (
        // The register flow runs as this flow's child; once done, the login tab opens with its phone (spec 1 §4).
        <section role="tabpanel" aria-label="注册">
          {snapshot.children.register && <RegisterForm actor={snapshot.children.register} />}
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
                <TextField
                  label="账号"
                  placeholder="请输入手机号或证件号"
                  autoComplete="username"
                  {...field('userName')}
                />
                <PasswordField
                  label="密码"
                  placeholder="请输入密码"
                  autoComplete="current-password"
                  {...field('password')}
                />
                {captcha}
              </>
            ) : (
              <>
                <PhoneField {...field('phoneNum')} />
                {captcha}
                <SmsCodeField
                  {...field('smsCode')}
                  countdown={snapshot.children.smsCountdown}
                  usable={view.smsButtonUsable}
                  onRequest={() => send({ type: 'user.requestSms' })}
                />
                {view.smsNotice && <FormHint role="status">{view.smsNotice}</FormHint>}
              </>
            )}
            {view.message && <FieldError>{view.message}</FieldError>}
            <Actions>
              {/* aria-disabled, not disabled: the button looks inactive until the fields are filled, and a tap still says what is missing. */}
              <Submit
                type="submit"
                aria-disabled={!view.submitActive}
                aria-busy={view.busy}
                $inactive={!view.submitActive}
              >
                登录
              </Submit>
              <Forgot to={href('forgetPassword')}>忘记密码</Forgot>
            </Actions>
          </form>
        </section>
      )}

      {view.success && <FormNotice>{view.success}</FormNotice>}
      <Modal
        open={view.prompt !== null}
        title="温馨提示"
        onDismiss={view.prompt?.skip && (() => send(view.prompt!.skip!.event))}
        actions={
          view.prompt && (
            <>
              {view.prompt.skip && (
                <Button $variant="secondary" onClick={() => send(view.prompt!.skip!.event)}>
                  {view.prompt.skip.button}
                </Button>
              )}
              <Button onClick={() => send(view.prompt!.event)}>{view.prompt.button}</Button>
            </>
          )
        }
      >
        {view.prompt?.text}
      </Modal>
    </Screen>
  );
}

const Screen = styled.div`
  padding-bottom: 24px;
`;

const Tabs = styled.div`
  display: flex;
  gap: 24px;
  padding: 8px 16px 0;
  background: ${({ theme }) => theme.color.surface};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

// 5 px more on each side makes the two-character tabs 44 px wide (WCAG 2.5.5); the negative margin keeps every
// label where it was.
const Tab = styled.button`
  min-height: ${({ theme }) => theme.tap};
  margin: 0 -5px;
  padding: 8px 5px;
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

const Actions = styled.div`
  margin: 24px 16px 0;
`;

const Submit = styled(Button)<{ $inactive: boolean }>`
  opacity: ${({ $inactive }) => ($inactive ? 0.5 : 1)};
`;

// A 44 px high target at the right of the row; the text stays 16 px below the button.
const Forgot = styled(Link)`
  display: flex;
  align-items: center;
  width: fit-content;
  min-height: ${({ theme }) => theme.tap};
  margin: 2px 0 0 auto;
  color: ${({ theme }) => theme.color.muted};
`;
