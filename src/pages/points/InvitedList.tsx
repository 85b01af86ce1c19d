import styled from 'styled-components';
import type { InvitedFriend } from '../../contract';
import { Button, Modal } from '../../ui';

const STAGE: Record<InvitedFriend['stage'], string> = {
  registered: '待完成实名认证',
  certified: '待完成合格投资者认证',
  qualified: '已完成认证',
};

/** Where a friend stands, and what their invitation paid. */
const statusOf = (f: InvitedFriend) =>
  f.rewardPoints > 0 ? `已获得${f.rewardPoints}积分 · ${f.rewardedOn}` : STAGE[f.stage];

/**
 * The friends invited so far (spec 3 §2: "a modal listing invited users"), names masked by the server: when each
 * registered, how far they are, and the points their invitation paid with the day.
 */
export function InvitedList({
  open,
  friends,
  onClose,
}: {
  open: boolean;
  friends: InvitedFriend[];
  onClose: () => void;
}) {
  return (
    <Modal open={open} title="邀请记录" onDismiss={onClose} actions={<Button onClick={onClose}>关闭</Button>}>
      {friends.length === 0 ? (
        <Empty>暂无相关数据</Empty>
      ) : (
        <Names aria-label="已邀请好友">
          {friends.map((f, i) => (
            <li key={`${f.name}-${f.registeredOn}-${i}`}>
              <span>
                <strong>{f.name}</strong>
                <small>注册于 {f.registeredOn}</small>
              </span>
              <Status $paid={f.rewardPoints > 0}>{statusOf(f)}</Status>
            </li>
          ))}
        </Names>
      )}
    </Modal>
  );
}

const Status = styled.span<{ $paid: boolean }>`
  flex: none;
  color: ${({ $paid, theme }) => ($paid ? theme.color.primary : theme.color.muted)};
  font-size: ${({ theme }) => theme.font.small};
`;

const Names = styled.ul`
  max-height: 50vh;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li > span {
    display: flex;
    flex-direction: column;
    gap: 2px;
    text-align: left;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;
