import styled from 'styled-components';
import { commonText } from '../contract/commonText';
import { Button } from './Button';
import { Modal } from './Modal';

interface DownloadPromptProps {
  open: boolean;
  /** Why the app is needed, when the page says (请先完成实名认证). */
  reason?: string;
  onLater: () => void;
  onDownload: () => void;
}

/** Purchase and other app-only actions: the web asks the user to continue in the app (spec 1 §1). */
export function DownloadPrompt({ open, reason, onLater, onDownload }: DownloadPromptProps) {
  return (
    <Modal
      open={open}
      title={commonText.appOnly}
      actions={
        <>
          <Button $variant="secondary" onClick={onLater}>
            稍后下载
          </Button>
          <Button onClick={onDownload}>立即下载</Button>
        </>
      }
    >
      {reason ? <Reason>{reason}</Reason> : null}
    </Modal>
  );
}

const Reason = styled.p`
  margin: 0;
  text-align: center;
`;
