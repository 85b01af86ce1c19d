import styled from 'styled-components';

/** A column of choice rows: the questionnaire's options, the re-assessment reasons, the CRS form's choices. */
export const ChoiceList = styled.div`
  display: flex;
  flex-direction: column;
  padding: 4px 16px 8px;
`;

/** One radio or checkbox row; the whole row is the tap target. */
export const ChoiceRow = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 8px 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  cursor: pointer;
  &:first-child {
    border-top: 0;
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  &:has(input:checked) {
    color: ${({ theme }) => theme.color.primary};
  }
  &:has(input:disabled) {
    cursor: default;
  }
`;
