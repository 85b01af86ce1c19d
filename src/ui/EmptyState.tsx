import styled from 'styled-components';
import { commonText } from '../contract/texts';
import { Button, type ButtonVariant } from './Button';

interface EmptyStateProps {
  /** 暂无相关数据 unless the screen gives its own text (spec 1 §8, spec 2 §8). */
  text?: string;
  /** The way on from here (开始测评, 清除筛选, 重新加载), as a button under the text. */
  action?: { label: string; onAction: () => void; variant?: ButtonVariant };
  /** An empty tray for nothing there, a broken link for nothing that could be loaded. */
  picture?: 'empty' | 'failed';
}

/** Nothing to show: a quiet line picture, the screen's words, and, where there is one, the way on. */
export function EmptyState({ text = commonText.noData, action, picture = 'empty' }: EmptyStateProps) {
  return (
    <Empty>
      <svg aria-hidden="true" width="72" height="72" viewBox="0 0 72 72" fill="none" strokeWidth="2">
        <path d={PICTURES[picture]} />
      </svg>
      <p>{text}</p>
      {action && (
        <Button $inline $variant={action.variant ?? 'primary'} onClick={action.onAction}>
          {action.label}
        </Button>
      )}
    </Empty>
  );
}

const PICTURES = {
  empty: 'M12 40l8-20h32l8 20v16a4 4 0 0 1-4 4H16a4 4 0 0 1-4-4zM12 40h16l3 6h10l3-6h16',
  failed: 'M36 14a22 22 0 1 0 0 44a22 22 0 1 0 0-44zM36 26v14M36 46v2',
};

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 48px 16px;
  text-align: center;
  svg {
    stroke: ${({ theme }) => theme.color.disabled};
  }
  p {
    margin: 12px 0 16px;
    color: ${({ theme }) => theme.color.muted};
  }
`;
