import styled from 'styled-components';
import { Button, Modal } from '../../ui';

/** The friends invited so far (spec 3 §2: "a modal listing invited users"), names masked by the server. */
export function InvitedList({ open, names, onClose }: { open: boolean; names: string[]; onClose: () => void }) {
  return (
    <Modal open={open} title="邀请记录" onDismiss={onClose} actions={<Button onClick={onClose}>关闭</Button>}>
      {names.length === 0 ? (
        <Empty>暂无相关数据</Empty>
      ) : (
        <Names aria-label="已邀请好友">
          {names.map((name, i) => (
            <li key={`${name}-${i}`}>{name}</li>
          ))}
        </Names>
      )}
    </Modal>
  );
}

const Names = styled.ul`
  max-height: 50vh;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  li {
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;
