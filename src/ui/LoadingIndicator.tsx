import styled, { keyframes } from 'styled-components';
import { useSkeletonShown } from './skeletonShown';

/**
 * The spinner of calls in flight, on a veil over the page. `bars`: the top bar and the bottom menu it leaves free, so
 * a stalled call never keeps the investor from going back or to another tab.
 */
export function LoadingIndicator({ active, bars }: { active: boolean; bars: { top: boolean; bottom: boolean } }) {
  // A skeleton already shows that the page loads: the veil still blocks taps, without a spinner over the skeleton.
  const skeleton = useSkeletonShown();
  if (!active) return null;
  return (
    <Veil $top={bars.top} $bottom={bars.bottom}>
      <Spinner role="status" aria-label="加载中" $quiet={skeleton} />
    </Veil>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

// Transparent veil: blocks double taps while a call is running without dimming the page.
const Veil = styled.div<{ $top: boolean; $bottom: boolean }>`
  position: fixed;
  left: 0;
  right: 0;
  top: ${({ $top, theme }) => ($top ? theme.barHeight : '0')};
  bottom: ${({ $bottom, theme }) => ($bottom ? `calc(${theme.menuHeight} + env(safe-area-inset-bottom))` : '0')};
  z-index: ${({ theme }) => theme.z.loading};
`;

/**
 * At the middle of the screen whatever the veil leaves free: its place does not depend on the bars, so a page that
 * gains or loses its menu while a call runs does not move it (a layout shift a busy CI machine once caught).
 */
const SPINNER_PX = 36;
const Spinner = styled.div<{ $quiet: boolean }>`
  position: fixed;
  top: 50%;
  left: 50%;
  /* Half its size (border included: box-sizing is border-box), as a transform would fight the spin's. */
  margin: ${-SPINNER_PX / 2}px 0 0 ${-SPINNER_PX / 2}px;
  visibility: ${({ $quiet }) => ($quiet ? 'hidden' : 'visible')};
  width: ${SPINNER_PX}px;
  height: ${SPINNER_PX}px;
  border: 3px solid rgba(0, 0, 0, 0.15);
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
