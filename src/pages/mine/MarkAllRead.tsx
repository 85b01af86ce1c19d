import type { ReactNode } from 'react';
import styled from 'styled-components';
import { markAllReadMachine, selectMarkAllReadView } from '../../../machines/markAllRead/markAllRead';
import { mineText } from '../../contract';
import { Button } from '../../ui/Button';
import { useFlow } from '../../flows/useFlow';
import { markAllReadImplementations } from '../../../machines/markAllRead/markAllRead.implementations';

/**
 * The message list's 全部已读 (machines/markAllRead/markAllRead.ts): the button, the server's answer, and the list below it
 * rendered afresh (keyed by `listVersion`) each time everything was marked read.
 */
export function MarkAllRead({ children }: { children?: (listVersion: number) => ReactNode }) {
  const [snapshot, send] = useFlow(markAllReadMachine, markAllReadImplementations);
  const view = selectMarkAllReadView(snapshot);
  return (
    <>
      <Bar>
        <Said role="status">{view.message}</Said>
        <Button
          $variant="text"
          $inline
          disabled={!view.buttonEnabled}
          onClick={() => send({ type: 'user.markAllRead' })}
        >
          {mineText.markAllRead}
        </Button>
      </Bar>
      {children?.(view.listVersion)}
    </>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 0 4px 0 16px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Said = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;
