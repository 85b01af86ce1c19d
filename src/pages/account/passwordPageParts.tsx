import styled from 'styled-components';
import { Button, CaptchaPicture, FieldError, FormNotice, PasswordField } from '../../ui';
import { PASSWORD_MAX_LENGTH } from '../../validation/password';

/** Layout pieces the forgot-, set- and change-password pages share. */

export const Form = styled.form`
  padding-top: 12px;
`;

const Actions = styled.div`
  padding: 24px 16px;
`;

/** Why the user is on the page (the forced first-login change). */
export const Lead = styled.h2`
  margin: 0;
  padding: 12px 16px 0;
  font-size: ${({ theme }) => theme.font.medium};
  font-weight: 600;
`;

/** What a password must be. */
export const Hint = styled.p`
  margin: 0;
  padding: 12px 16px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  line-height: 1.6;
`;

/**
 * The picture code: a button that fetches it (spec 1 §4 "Tapping the picture refreshes it"). Its name stays
 * 获取图形验证码 once the picture shows, so the same gesture refreshes it.
 */
export function CaptchaButton({ image, busy, onClick }: { image: string | null; busy: boolean; onClick: () => void }) {
  return (
    <CaptchaPicture aria-label="获取图形验证码" title="点击刷新" disabled={busy} onClick={onClick}>
      {image ? <img src={image} alt="" /> : '获取图形验证码'}
    </CaptchaPicture>
  );
}

/** One password input of these pages: max 20, show/hide toggle, the browser's password manager hint. */
export function PasswordInput(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  current?: boolean;
}) {
  return (
    <PasswordField
      label={props.label}
      placeholder={props.placeholder}
      autoComplete={props.current ? 'current-password' : 'new-password'}
      maxLength={PASSWORD_MAX_LENGTH}
      value={props.value}
      onValueChange={props.onChange}
    />
  );
}

/** The first problem with the form, the 确定 button and the success message that shows until login opens. */
export function ConfirmBar({
  message,
  enabled,
  onConfirm,
  success,
}: {
  message: string | null;
  enabled: boolean;
  onConfirm: () => void;
  success: string | null;
}) {
  return (
    <>
      {message && <FieldError>{message}</FieldError>}
      <Actions>
        <Button type="submit" disabled={!enabled} onClick={onConfirm}>
          确定
        </Button>
      </Actions>
      {success && <FormNotice>{success}</FormNotice>}
    </>
  );
}
