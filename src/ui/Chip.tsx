import styled from 'styled-components';

/**
 * A filter chip: a pill inside a full tap target (a chosen filter, a recent search): 44 px high around a 30 px pill, the label in
 * its inner <span>; `$chosen` draws it in the page colour.
 */
export const Chip = styled.button<{ $chosen?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 30px;
    overflow: hidden;
    padding: 0 ${({ $chosen }) => ($chosen ? '10px' : '12px')};
    border: 1px solid ${({ $chosen, theme }) => ($chosen ? theme.color.primary : theme.color.surface)};
    border-radius: 15px;
    background: ${({ $chosen, theme }) => ($chosen ? '#fdf2f2' : theme.color.surface)};
    color: ${({ $chosen, theme }) => ($chosen ? theme.color.primary : theme.color.text)};
    font-size: ${({ theme }) => theme.font.caption};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A quiet text action beside a group of pills (全部清除, 清除最近搜索). */
export const ChipsAction = styled.button`
  min-height: ${({ theme }) => theme.tap};
  padding: 0 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.caption};
`;
