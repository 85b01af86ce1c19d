import styled from 'styled-components';
import { LoaderText } from '../../../machines/loader/loader';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/**
 * A screen that could not load (the call layer has said why): 加载失败 with 重新加载. In a module of its own, so that
 * a page that shows it without the skeletons of src/pages/shared/LoadStates.tsx does not load them. `compact` is the
 * one line a card of a hub page gives it (我的), where the picture would push the page's other entries down.
 */
export function LoadFailed({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  if (compact)
    return (
      <Line>
        <span>{LoaderText.failed}</span>
        <Button $inline $variant="secondary" onClick={onRetry}>
          {LoaderText.retry}
        </Button>
      </Line>
    );
  return (
    <EmptyState
      text={LoaderText.failed}
      picture="failed"
      action={{ label: LoaderText.retry, onAction: onRetry, variant: 'secondary' }}
    />
  );
}

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 0 16px;
  color: ${({ theme }) => theme.color.muted};
`;
