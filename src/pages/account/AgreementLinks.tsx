import { useState } from 'react';
import styled from 'styled-components';
import { href } from '../../paths';
import { Button, Modal } from '../../ui';

/**
 * The documents the register checkbox refers to (spec 1 §2: opened in modal iframes, not by leaving the form). They
 * are shown embedded: without the app's top bar and menu, whose back arrow would lead elsewhere inside the modal.
 */
const DOCUMENTS = {
  agreement: {
    link: '《电子渠道服务协议》',
    title: '电子渠道服务协议',
    src: href({ to: 'agreementChange', query: { embedded: '1' } }),
  },
  privacy: {
    link: '《隐私政策》',
    title: '隐私政策',
    src: href({ to: 'privacyPolicy', query: { showAll: '1', embedded: '1' } }),
  },
} as const;
type Document = keyof typeof DOCUMENTS;

/**
 * The agreement and privacy policy links beside the register checkbox. They sit outside the checkbox's label, so
 * opening a document does not tick the box. Which document is open is this component's own view state.
 */
export function AgreementLinks() {
  const [open, setOpen] = useState<Document | null>(null);
  const shown = open && DOCUMENTS[open];
  return (
    <>
      {(Object.keys(DOCUMENTS) as Document[]).map((key) => (
        <LinkButton key={key} type="button" onClick={() => setOpen(key)}>
          {DOCUMENTS[key].link}
        </LinkButton>
      ))}
      <Modal
        open={shown !== null}
        title={shown ? shown.title : undefined}
        onDismiss={() => setOpen(null)}
        actions={<Button onClick={() => setOpen(null)}>我知道了</Button>}
      >
        {shown && <Frame src={shown.src} title={shown.title} />}
      </Modal>
    </>
  );
}

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-size: inherit;
  cursor: pointer;
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 55vh;
  border: 0;
`;
