import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDialogFocus } from './useDialogFocus';

interface ModalProps {
  open: boolean;
  title?: string;
  children?: ReactNode;
  /** The buttons row. */
  actions?: ReactNode;
  /** Tapping the backdrop; omit to keep the modal until an action is chosen. */
  onDismiss?: () => void;
}

export function Modal({ open, title, children, actions, onDismiss }: ModalProps) {
  const titleId = useId();
  const panel = useDialogFocus<HTMLDivElement>(open, { onEscape: onDismiss });
  if (!open) return null;
  return (
    <Backdrop onClick={onDismiss}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        onClick={(e) => e.stopPropagation()}
      >
        {title && <Title id={titleId}>{title}</Title>}
        {children && <Body>{children}</Body>}
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled.div`
  width: 82%;
  max-width: 340px;
  max-height: 80vh;
  overflow: auto;
  padding: 20px 16px 16px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.surface};
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.font.title};
  text-align: center;
`;

const Body = styled.div`
  margin-bottom: 16px;
  text-align: center;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
`;
