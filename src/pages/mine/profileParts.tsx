import styled from 'styled-components';

/** Layout pieces the personal-information, nickname and contact pages share. */

export const Section = styled.section`
  margin-top: 10px;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  padding: 12px 16px 6px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 400;
`;

export const Actions = styled.div`
  padding: 24px 16px 32px;
`;

/** A read-only row: a label and its value. */
export function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <Row>
      <span>{label}</span>
      <ReadOnlyValue>{value || '—'}</ReadOnlyValue>
    </Row>
  );
}

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 50px;
  padding: 0 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export const RowValue = styled.span`
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.color.muted};
`;

/** In line with the values of the rows that end in a chevron. */
const ReadOnlyValue = styled(RowValue)`
  margin-right: 16px;
`;
