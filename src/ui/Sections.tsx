/** A screen of cards: the page, its sections with their titles, and rows that open a screen or do something. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export const Page = styled.div`
  padding-bottom: 24px;
`;

export const Section = styled.section`
  margin: 12px 12px 0;
  background: ${({ theme }) => theme.color.surface};
  border-radius: 8px;
  overflow: hidden;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  padding: 14px 16px 4px;
  font-size: ${({ theme }) => theme.font.medium};
  font-weight: 600;
`;

const rowStyle = css`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: calc(${({ theme }) => theme.tap} + 8px);
  padding: 0 16px;
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.medium};
  cursor: pointer;
`;

const RowLink = styled(Link)`
  ${rowStyle}
`;
const RowButton = styled.button.attrs({ type: 'button' })`
  ${rowStyle}
`;

const RowLabel = styled.span`
  flex: 1;
  min-width: 0;
  line-height: 1.5;
`;

/** The row's 'opens a screen' mark, for other tappable lines of a card. */
export const Chevron = styled.span.attrs({ 'aria-hidden': true })`
  flex: none;
  width: 8px;
  height: 8px;
  border-top: 1.5px solid ${({ theme }) => theme.color.muted};
  border-right: 1.5px solid ${({ theme }) => theme.color.muted};
  transform: rotate(45deg);
`;

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const RowValue = styled.span<{ $tone: RowTone }>`
  flex: none;
  max-width: 60%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: right;
  font-size: ${({ theme }) => theme.font.body};
  color: ${({ $tone, theme }) =>
    $tone === 'action' ? theme.color.primary : $tone === 'alert' ? theme.color.error : theme.color.muted};
`;

/** How a row's value reads: a plain figure, an invitation to act (去测评), or something needing attention (已过期). */
export type RowTone = 'plain' | 'action' | 'alert';

/**
 * A row that opens a screen, or (with onClick) does something here; `value` is its figure on the right (a status, a
 * balance), part of the row's accessible name after the label.
 */
export function Row({
  to,
  onClick,
  value,
  tone = 'plain',
  children,
}: {
  to?: string;
  onClick?: () => void;
  value?: ReactNode;
  tone?: RowTone;
  children: ReactNode;
}) {
  const inner = (
    <>
      <RowLabel>{children}</RowLabel>
      {value !== undefined && value !== null && value !== '' && <RowValue $tone={tone}>{value}</RowValue>}
      <Chevron />
    </>
  );
  return to ? <RowLink to={to}>{inner}</RowLink> : <RowButton onClick={onClick}>{inner}</RowButton>;
}

/** A row that turns a setting on and off: the whole row is the switch (role switch, its label the row's). */
export function SwitchRow({
  checked,
  onChange,
  note,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under the label saying what the setting does. */
  note?: string;
  children: ReactNode;
}) {
  return (
    <RowButton role="switch" aria-checked={checked} onClick={() => onChange(!checked)}>
      <RowLabel>
        {children}
        {note && <RowNote>{note}</RowNote>}
      </RowLabel>
      <Track $on={checked} aria-hidden />
    </RowButton>
  );
}

const RowNote = styled.small`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Track = styled.span<{ $on: boolean }>`
  flex: none;
  position: relative;
  width: 48px;
  height: 28px;
  border-radius: 14px;
  background: ${({ $on, theme }) => ($on ? theme.color.primary : theme.color.disabled)};
  transition: background 0.2s;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '23px' : '3px')};
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
    transition: left 0.2s;
  }
`;
