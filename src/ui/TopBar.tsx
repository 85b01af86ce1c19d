import styled from 'styled-components';

interface TopBarProps {
  title: string;
  onBack?: () => void;
}

/**
 * The page title with an optional back button; the shell hides it inside the app (terminal type 1).
 * `data-shell-bar` lets a prerendered page's first-paint rule hide it inside the app before any script file has run.
 */
export function TopBar({ title, onBack }: TopBarProps) {
  return (
    <Bar data-shell-bar="">
      {/* Always there, hidden where there is nowhere to go back to (the home page first, a tab of the menu): a back
          button that appears on the next page (a visitor sent from 我的 to login) then moves nothing. */}
      <Back
        type="button"
        aria-label="返回"
        onClick={onBack}
        disabled={!onBack}
        aria-hidden={!onBack || undefined}
        $shown={Boolean(onBack)}
      >
        ‹
      </Back>
      <Title>{title}</Title>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.bar};
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => theme.barHeight};
  padding-top: env(safe-area-inset-top);
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Back = styled.button<{ $shown: boolean }>`
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  position: absolute;
  left: 0;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  font-size: ${({ theme }) => theme.font.display};
  line-height: 1;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

const Title = styled.h1`
  margin: 0;
  max-width: 70%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: ${({ theme }) => theme.font.title};
  font-weight: 500;
`;
