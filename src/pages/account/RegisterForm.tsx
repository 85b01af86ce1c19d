import { useSelector } from '@xstate/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { ActorRefFrom } from 'xstate';
import { registerMachine, selectRegisterView, type RegisterInput } from '../../../machines/register/register';
import { useFlow } from '../../flows/useFlow';
import { registerImplementations } from '../../../machines/register/register.implementations';
import { Button, CaptchaPicture, Checkbox, CheckLabel } from '../../ui';
import { FieldError, PasswordField, PhoneField, TextField } from '../../ui/Field';
import { REGISTER_MAX_LENGTH, type RegisterField } from '../../validation/register';
import { SmsCodeField } from '../shared/SmsCodeButton';
import { AgreementLinks } from './AgreementLinks';

export type RegisterActor = ActorRefFrom<typeof registerMachine>;

/**
 * A standalone register page's form (promotion, invitation and shared link, adviser QR): runs the register flow
 * with what the page's link carries. The login screen's register tab renders the login flow's child instead.
 */
export function StandaloneRegisterForm(props: Omit<RegisterInput, 'loadedAt' | 'redirectDelayMs' | 'smsSeconds'>) {
  // Made once, when the page loads: the equipmentNo of the variants that send a timestamp.
  const [input] = useState<RegisterInput>(() => ({ ...props, loadedAt: Date.now() }));
  const [, , actor] = useFlow(registerMachine, registerImplementations, { input });
  return <RegisterForm actor={actor} />;
}

/** The register form of every variant: a thin view of a register flow (machines/register/register.ts). */
export function RegisterForm({ actor }: { actor: RegisterActor }) {
  const snapshot = useSelector(actor, (s) => s);
  // A child flow's first snapshot arrives once its parent has started it.
  if (!snapshot) return null;
  const view = selectRegisterView(snapshot);
  const send = actor.send;

  const text = (field: RegisterField) => ({
    value: view.fields[field],
    maxLength: REGISTER_MAX_LENGTH[field],
    onValueChange: (value: string) => send({ type: 'user.changeField', field, value }),
  });

  return (
    // No submit button: Enter in the adviser search must not register, and every tap goes through the flow.
    <Form onSubmit={(e) => e.preventDefault()} noValidate>
      {view.adviserSearch && (
        <>
          <TextField
            label="理财经理"
            placeholder="输入姓名搜索（选填）"
            {...text('manageCodeText')}
            trailing={
              <Button
                $inline
                $variant="secondary"
                disabled={!view.fields.manageCodeText || view.busy}
                onClick={() => send({ type: 'user.searchAdviser' })}
              >
                搜索
              </Button>
            }
          />
          {view.candidates && (
            <Candidates aria-label="理财经理搜索结果">
              {view.candidates.length === 0 && <li>暂无相关数据</li>}
              {view.candidates.map((adviser) => (
                <li key={adviser.broker_account}>
                  <Candidate type="button" onClick={() => send({ type: 'user.pickAdviser', adviser })}>
                    {adviser.broker_name}（{adviser.broker_account}）
                  </Candidate>
                </li>
              ))}
            </Candidates>
          )}
        </>
      )}
      {view.showsAdviser && (
        <Adviser>
          <span>理财经理</span>
          <span>{view.managerName || '暂无'}</span>
        </Adviser>
      )}
      <PhoneField {...text('phoneNum')} />
      <PasswordField
        label="登录密码"
        autoComplete="new-password"
        placeholder="8-20位字母、数字或符号"
        {...text('password')}
      />
      <PasswordField
        label="确认密码"
        autoComplete="new-password"
        placeholder="请再次输入密码"
        {...text('rePassword')}
      />
      <TextField
        label="图形验证码"
        autoComplete="off"
        placeholder="请输入"
        {...text('imgaeCode')}
        trailing={
          <CaptchaPicture aria-label="获取图形验证码" onClick={() => send({ type: 'user.requestCaptcha' })}>
            {/* The words shown are the button's name (WCAG 2.5.3), as on the password pages. */}
            {view.captchaImage ? <img src={view.captchaImage} alt="" /> : '获取图形验证码'}
          </CaptchaPicture>
        }
      />
      <SmsCodeField
        {...text('smsCode')}
        countdown={snapshot.children.smsCountdown}
        usable={view.smsButtonUsable}
        onRequest={() => send({ type: 'user.requestSms' })}
      />
      {view.captchaImage && <Hint>看不清？点击图片刷新</Hint>}
      {view.smsNotice && <Hint role="status">{view.smsNotice}</Hint>}
      {view.message && <FieldError>{view.message}</FieldError>}
      <Agreement>
        <CheckLabel>
          <Checkbox checked={view.agreed} onChange={() => send({ type: 'user.toggleAgreement' })} />
          我已阅读并同意
        </CheckLabel>
        <AgreementLinks />
      </Agreement>
      <Actions>
        <Button disabled={!view.submitActive} onClick={() => send({ type: 'user.submit' })}>
          注册
        </Button>
        {view.result && <Result role="status">{view.result}</Result>}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  padding-bottom: 24px;
`;

const Adviser = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 50px;
  padding: 0 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  span:first-child {
    flex: 0 0 84px;
  }
`;

const Candidates = styled.ul`
  margin: 0;
  padding: 4px 16px;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
`;

const Candidate = styled.button`
  width: 100%;
  min-height: ${({ theme }) => theme.tap};
  padding: 10px 0;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  text-align: left;
  cursor: pointer;
`;

const Hint = styled.p`
  margin: 8px 16px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Agreement = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  /* Each part is a 44 px high target (WCAG 2.5.5): the box of the checkbox is its label's; the text stays 16 px
     below the last field. */
  margin: 1px 16px 0;
  font-size: ${({ theme }) => theme.font.small};
  > button {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.tap};
  }
`;

// 24 px below the agreement's text, whose 44 px row reaches 15 px below it.
const Actions = styled.div`
  margin: 9px 16px 0;
`;

const Result = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.color.primary};
  text-align: center;
`;
