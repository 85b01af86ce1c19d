import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { toastStore } from './toast';

/** Rendered once by the shell; shows the current toast from the store. */
export function ToastHost() {
  const message = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.getServerSnapshot);
  if (!message) return null;
  return (
    <Bubble key={message.id} role={message.kind === 'error' ? 'alert' : 'status'}>
      {message.text}
    </Bubble>
  );
}

/** The toast's look, also used by messages a flow shows for as long as it stays in a state (e.g. success before leaving). */
export const Bubble = styled.div`
  position: fixed;
  left: 50%;
  top: 45%;
  z-index: ${({ theme }) => theme.z.toast};
  transform: translate(-50%, -50%);
  max-width: 80%;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.toast};
  color: #fff;
  text-align: center;
  word-break: break-word;
  pointer-events: none;
`;
