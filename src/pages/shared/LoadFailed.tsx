import { LoaderText } from '../../../machines/loader/loader';
import { EmptyState } from '../../ui/EmptyState';

/**
 * A screen that could not load (the call layer has said why): 加载失败 with 重新加载. In a module of its own, so that
 * a page that shows it without the skeletons of src/pages/shared/LoadStates.tsx does not load them.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      text={LoaderText.failed}
      picture="failed"
      action={{ label: LoaderText.retry, onAction: onRetry, variant: 'secondary' }}
    />
  );
}
