import styled from 'styled-components';

export const PLACEHOLDER_TEXT = '此页面正在建设中，将在后续版本上线';

/** Stand-in for a screen a later issue delivers: says so on screen instead of looking broken. */
export function Placeholder({ title }: { title: string }) {
  return (
    <Box>
      <h2>{title}</h2>
      <p>{PLACEHOLDER_TEXT}</p>
    </Box>
  );
}

const Box = styled.section`
  padding: 48px 24px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  h2 {
    margin: 0 0 12px;
    font-size: ${({ theme }) => theme.font.large};
    color: ${({ theme }) => theme.color.text};
  }
`;
