/** A screen of cards: the page, its sections with their titles, and rows that open a screen or do something. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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
  font-size: 15px;
  font-weight: 600;
`;

const rowStyle = `
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 52px;
  padding: 0 16px;
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  text-decoration: none;
  font-size: 15px;
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

const Chevron = styled.span.attrs({ 'aria-hidden': true })`
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
