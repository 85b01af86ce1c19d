import { useSyncExternalStore } from 'react';
import {
  downloadPrompt,
  downloadPromptStore,
  downloadReasonStore,
  loadingStore,
  toastStore,
} from '../platform/notices';
import { NETWORK_TEXT, networkStore } from '../platform/webviewLife';
import { href } from '../paths';
import { Bubble } from '../ui/Toast';
import { NoticeBar } from '../ui/NoticeBar';
import { DownloadPrompt } from '../ui/DownloadPrompt';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { useNavigate } from 'react-router-dom';

/** The current toast (src/platform/notices.ts); an error is announced as an alert. */
export function ToastHost() {
  const message = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.getServerSnapshot);
  if (!message) return null;
  return (
    <Bubble key={message.id} role={message.kind === 'error' ? 'alert' : 'status'}>
      {message.text}
    </Bubble>
  );
}

/** 网络已断开 while the device has no network, then 网络已恢复 for a moment (src/platform/webviewLife.ts). */
export function NetworkNotice() {
  const state = useSyncExternalStore(networkStore.subscribe, networkStore.get, networkStore.getServerSnapshot);
  if (state === 'online') return null;
  return state === 'offline' ? (
    <NoticeBar role="alert" $tone="warning">
      {NETWORK_TEXT.offline}
    </NoticeBar>
  ) : (
    <NoticeBar role="status" $tone="info">
      {NETWORK_TEXT.recovered}
    </NoticeBar>
  );
}

/** The loading indicator while any call is in flight. */
export function CallsInFlight({ bars }: { bars: { top: boolean; bottom: boolean } }) {
  const count = useSyncExternalStore(loadingStore.subscribe, loadingStore.get, loadingStore.getServerSnapshot);
  return <LoadingIndicator active={count > 0} bars={bars} />;
}

/** "请在APP中操作": 稍后下载 closes it, 立即下载 opens the download page. */
export function AppOnlyPrompt() {
  const open = useSyncExternalStore(
    downloadPromptStore.subscribe,
    downloadPromptStore.get,
    downloadPromptStore.getServerSnapshot,
  );
  const reason = useSyncExternalStore(
    downloadReasonStore.subscribe,
    downloadReasonStore.get,
    downloadReasonStore.getServerSnapshot,
  );
  const navigate = useNavigate();
  return (
    <DownloadPrompt
      open={open}
      reason={reason}
      onLater={downloadPrompt.close}
      onDownload={() => {
        downloadPrompt.close();
        void navigate(href('download'));
      }}
    />
  );
}
