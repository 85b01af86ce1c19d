import styled from 'styled-components';
import { LoaderText } from '../../../machines/shared/loader';
import { Button } from '../../ui';

/** A screen that is loading (the loader chart's loading state): 加载中…. */
export function Loading() {
  return <Status role="status">{LoaderText.loading}</Status>;
}

/** A screen that could not load (the call layer has said why): 加载失败 with 重新加载. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Failed>
      <p>{LoaderText.failed}</p>
      <Button $inline $variant="secondary" onClick={onRetry}>
        {LoaderText.retry}
      </Button>
    </Failed>
  );
}

const Status = styled.p`
  margin: 0;
  padding: 60px 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

const Failed = styled.div`
  padding: 60px 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  p {
    margin: 0 0 16px;
  }
`;
