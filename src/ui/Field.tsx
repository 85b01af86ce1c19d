import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { PHONE_MAX_LENGTH } from '../contract/fields';
import { Bubble } from './Toast';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** Visible label and the input's accessible name. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A control at the end of the row: a show/hide toggle, the picture code, the SMS button. */
  trailing?: ReactNode;
}

/** One labelled form row, as the account screens lay them out. */
export function TextField({ label, onValueChange, trailing, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Row>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} onChange={(e) => onValueChange(e.target.value)} />
      {trailing}
    </Row>
  );
}

/** A form row that cannot be changed here (证件类型, 性别): its value where a typed one starts, greyed. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Row>
      <Label as="span">{label}</Label>
      <Fixed>{value || '—'}</Fixed>
    </Row>
  );
}

/** The phone row of every account form: 11 digits at most, the numeric keyboard, the browser's phone autofill. */
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="手机号"
      placeholder="请输入手机号"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={PHONE_MAX_LENGTH}
      {...props}
    />
  );
}

/**
 * A password row with a show/hide toggle. Whether the characters show is the view's own concern (nothing in a
 * flow depends on it), so it is the one piece of state a component keeps.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <Toggle
          type="button"
          aria-label={`显示${props.label}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Eye open={visible} />
        </Toggle>
      }
    />
  );
}

function Eye({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      {open ? <circle cx="12" cy="12" r="3" /> : <path d="M4 4l16 16" />}
    </svg>
  );
}

interface StepperFieldProps {
  label: string;
  value: string;
  min: number;
  max: number;
  onValueChange: (value: string) => void;
}

/**
 * A small count (同行人数): − and + beside the number, each a 44 px target, greyed at the ends; the number stays
 * typeable, and what is typed goes through the same `onValueChange` (the flow keeps it within its range).
 */
export function StepperField({ label, value, min, max, onValueChange }: StepperFieldProps) {
  const id = useId();
  const count = value === '' ? min : Number(value);
  const step = (by: number) => onValueChange(String(Math.min(max, Math.max(min, count + by))));
  return (
    <Row>
      <Label htmlFor={id}>{label}</Label>
      <Step aria-label={`减少${label}`} disabled={count <= min} onClick={() => step(-1)}>
        −
      </Step>
      <Count id={id} inputMode="numeric" value={value} onChange={(e) => onValueChange(e.target.value)} />
      <Step aria-label={`增加${label}`} disabled={count >= max} onClick={() => step(1)}>
        +
      </Step>
    </Row>
  );
}

/** A line of help under a form's fields (what a password must be, that a code was sent). */
export const FormHint = styled.p`
  margin: 8px 16px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  line-height: 1.6;
`;

/** A result a flow shows until it moves on (登录成功, 设置密码成功), looking like the toasts. */
export const FormNotice = styled(Bubble).attrs({ role: 'status' })``;

/** The one validation message a form shows at a time. */
export const FieldError = styled.p.attrs({ role: 'alert' })`
  margin: 8px 16px 0;
  color: ${({ theme }) => theme.color.error};
  font-size: ${({ theme }) => theme.font.small};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 50px;
  padding: 0 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Label = styled.label`
  /* A form with longer labels (the CRS declaration) widens the column for all its rows. */
  flex: 0 0 var(--field-label-width, 84px);
  color: ${({ theme }) => theme.color.text};
  /* Labels start the row wherever the form is (a dialog centres its text). */
  text-align: left;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  /* Typed text starts where a picked or fixed value does. */
  padding: 0;
  border: 0;
  outline: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }
`;

// A 44 px target (WCAG 2.5.5) around the 20 px icon; the negative margin keeps the icon where the row puts it.
const Toggle = styled.button`
  display: flex;
  padding: 12px;
  margin: -4px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Fixed = styled.span`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Step = styled.button.attrs({ type: 'button' })`
  flex: none;
  width: ${({ theme }) => theme.tap};
  height: ${({ theme }) => theme.tap};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.heading};
  line-height: 1;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.color.disabled};
    cursor: not-allowed;
  }
`;

const Count = styled(Input)`
  flex: none;
  width: 56px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.background};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** A multi-line text input, bordered like the fields. */
export const TextArea = styled.textarea`
  display: block;
  width: 100%;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  line-height: 1.6;
  resize: none;
  outline: 0;
  &:focus {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** The label above a multi-line field (a text answer, a complaint). */
export const FieldLabel = styled.label`
  display: block;
  padding: 4px 0 8px;
  font-weight: 600;
`;

/** How much of a field's limit is used: 12/100. */
export const CharCounter = styled.p`
  margin: 6px 0 0;
  text-align: right;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;
