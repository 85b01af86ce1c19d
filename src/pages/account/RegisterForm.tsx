import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import {
  registerMachine,
  selectRegisterView,
  type RegisterInput,
  type RegisterOutcome,
  type RegisterVariant,
} from '../../../machines/account/register';
import {
  selectSmsButtonView,
  smsCountdownMachine,
  SMS_RESEND_SECONDS,
  type SmsRequestParams,
} from '../../../machines/shared/smsCountdown';
import { href } from '../../paths';
import { useFlow } from '../../flows/useFlow';
import { registerActors } from '../../implementations/register';
import { isInApp } from '../../platform/terminal';
import { Button, CaptchaPicture } from '../../ui';
import { FieldError, PasswordField, TextField } from '../../ui/Field';
import { REGISTER_MAX_LENGTH, type RegisterField } from '../../validation/register';
import { AgreementLinks } from './AgreementLinks';

export const STATUS_PATH = '/phone/status';
export const ADVISER_QR_RESULT_PATH = '/phone/jz/registerResult';

/**
 * Where the page goes when the flow is done (spec 1 §4 "Registration"): an already registered phone to the status
 * page with status 2; after registering, the login screen switches to its login tab (null here), the in-app flow
 * and invitation links show the status page with status 1, promotion pages and the shared link the download page,
 * the adviser QR its own result page.
 */
export function destinationOf(variant: RegisterVariant, outcome: RegisterOutcome, phoneNum: string): string | null {
  const phone = encodeURIComponent(phoneNum);
  if (outcome === 'alreadyRegistered') return `${STATUS_PATH}?status=2&phoneNum=${phone}`;
  switch (variant) {
    case 'loginTab':
      return null;
    case 'inApp':
    case 'invitation':
      return `${STATUS_PATH}?status=1&phoneNum=${phone}`;
    case 'promotion':
    case 'promotionWithAdviserSearch':
    case 'sharedLink':
      return href('download');
    case 'adviserQr':
      return `${ADVISER_QR_RESULT_PATH}?phoneNum=${phone}`;
  }
}

/** Variants whose page shows the bound adviser (spec 1 §2 "a read-only wealth-adviser display"). */
const SHOWS_ADVISER: ReadonlySet<RegisterVariant> = new Set(['promotion', 'sharedLink', 'invitation', 'adviserQr']);

export type RegisterFormProps = Omit<RegisterInput, 'loadedAt' | 'redirectDelayMs'> & {
  /** The login screen's register tab: called after registering, to switch to the login tab. */
  onRegistered?: () => void;
};

/**
 * The register form of every variant: a thin view of machines/account/register.ts. The login screen embeds it on
 * its register tab (`variant="loginTab"`; inside the app, terminal type 1, it becomes the in-app flow); the
 * promotion, invitation and adviser-QR pages wrap it with what their links carry.
 */
export function RegisterForm({ onRegistered, ...props }: RegisterFormProps) {
  const navigate = useNavigate();
  const leaveTo = useRef({ navigate, onRegistered });
  leaveTo.current = { navigate, onRegistered };
  // Made once, when the page loads: the equipmentNo of the variants that send a timestamp.
  const [input] = useState<RegisterInput>(() => ({
    ...props,
    variant: props.variant === 'loginTab' && isInApp() ? 'inApp' : props.variant,
    loadedAt: Date.now(),
  }));

  // The register flow sends the SMS code itself; the shared button only counts down once it went out.
  const [sms, , smsActor] = useFlow(
    smsCountdownMachine,
    { actors: { sendSmsCode: fromPromise<unknown, SmsRequestParams>(async () => null) } },
    { input: { seconds: SMS_RESEND_SECONDS } },
  );
  const [snapshot, send] = useFlow(
    registerMachine,
    {
      actors: registerActors,
      actions: {
        startSmsCountdown: () => smsActor.send({ type: 'user.requestCode', params: {} }),
        leave: ({ context }, { outcome }) => {
          const to = destinationOf(context.variant, outcome, context.phoneNum);
          if (to) leaveTo.current.navigate(to, { replace: true });
          else leaveTo.current.onRegistered?.();
        },
      },
    },
    { input },
  );
  const view = selectRegisterView(snapshot);
  const smsButton = selectSmsButtonView(sms, view.smsButtonUsable);
  const variant = snapshot.context.variant;

  const change = (field: RegisterField) => (value: string) => send({ type: 'user.changeField', field, value });
  const text = (field: RegisterField) => ({
    value: view.fields[field],
    maxLength: REGISTER_MAX_LENGTH[field],
    onValueChange: change(field),
  });

  return (
    // No submit button: Enter in the adviser search must not register, and every tap goes through the flow.
    <Form onSubmit={(e) => e.preventDefault()} noValidate>
      {variant === 'promotionWithAdviserSearch' && (
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
      {SHOWS_ADVISER.has(variant) && (
        <Adviser>
          <span>理财经理</span>
          <span>{view.managerName || '暂无'}</span>
        </Adviser>
      )}
      <TextField
        label="手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="请输入手机号"
        {...text('phoneNum')}
      />
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
        placeholder="请输入图形验证码"
        {...text('imgaeCode')}
        trailing={
          <CaptchaPicture aria-label="获取图形验证码" onClick={() => send({ type: 'user.requestCaptcha' })}>
            {view.captchaImage ? <img src={view.captchaImage} alt="" /> : '点击获取'}
          </CaptchaPicture>
        }
      />
      <TextField
        label="短信验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="请输入短信验证码"
        {...text('smsCode')}
        trailing={
          <Button
            $inline
            $variant="secondary"
            disabled={smsButton.disabled}
            onClick={() => send({ type: 'user.requestSms' })}
          >
            {smsButton.label}
          </Button>
        }
      />
      {view.captchaImage && <Hint>看不清？点击图片刷新</Hint>}
      {view.smsNotice && <Hint role="status">{view.smsNotice}</Hint>}
      {view.message && <FieldError>{view.message}</FieldError>}
      <Agreement>
        <input
          id="register-agreement"
          type="checkbox"
          checked={view.agreed}
          onChange={() => send({ type: 'user.toggleAgreement' })}
        />
        <label htmlFor="register-agreement">我已阅读并同意</label>
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
  margin: 16px 16px 0;
  font-size: ${({ theme }) => theme.font.small};
  input {
    margin: 0 4px 0 0;
  }
`;

const Actions = styled.div`
  margin: 24px 16px 0;
`;

const Result = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.color.primary};
  text-align: center;
`;
