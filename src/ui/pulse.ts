import { css, keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/** A placeholder's slow pulse (skeletons: src/ui/Skeleton.tsx, the net-value chart's), still for a reader who asked for less motion. */
export const pulsing = css`
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
