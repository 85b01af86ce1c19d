import styled from 'styled-components';

const TONES = {
  warning: { background: '#fff4e5', color: '#8a4b00' },
  info: { background: '#e8f4ea', color: '#1d6b2f' },
} as const;

/** A full-width line at the top of the page, below the top bar, that stays while the page scrolls. */
export const NoticeBar = styled.div<{ $tone: keyof typeof TONES }>`
  position: sticky;
  top: var(--top-bar-height, 0px);
  z-index: ${({ theme }) => theme.z.bar};
  padding: 10px 16px;
  font-size: ${({ theme }) => theme.font.body};
  line-height: 20px;
  text-align: center;
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${({ $tone }) => TONES[$tone].color};
`;
