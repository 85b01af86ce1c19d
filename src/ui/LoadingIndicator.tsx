import { useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { loadingStore } from './loading';

/** Global indicator: visible whenever at least one call is in flight. */
export function LoadingIndicator() {
  const count = useSyncExternalStore(loadingStore.subscribe, loadingStore.get, loadingStore.getServerSnapshot);
  if (count === 0) return null;
  return (
    <Veil>
      <Spinner role="status" aria-label="加载中" />
    </Veil>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

// Transparent veil: blocks double taps while a call is running without dimming the page.
const Veil = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.loading};
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Spinner = styled.div`
  width: 36px;
  height: 36px;
  border: 3px solid rgba(0, 0, 0, 0.15);
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
