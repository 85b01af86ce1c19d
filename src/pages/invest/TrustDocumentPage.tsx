import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_FILES, productText } from '../../contract/productTexts';
import { pageOf } from '../../../machines/loader/loader';
import { useLoader } from '../../flows/useLoader';
import { askForCertification } from '../../implementations/certification';
import { loadProductFile, mayViewProducts, pdfBytes, type FileType } from '../../implementations/products';
import { Button, Row, Rows, Section, useDialogFocus } from '../../ui';
import { LoadFailed, Loading } from '../shared/LoadStates';
import type { PdfDocument } from './pdf';

/**
 * 产品文件 (spec 2 §2 "Documents"): the four documents of a product; each opens in a full-screen modal viewer that draws the
 * PDF page by page with pdf.js (Android WebViews cannot show a PDF inline), with 第 N / M 页 and previous/next.
 * An unverified customer gets the download prompt instead (the server refuses them the documents too).
 */
export default function TrustDocumentPage() {
  const [params] = useSearchParams();
  const trustCode = params.get('trustCode') ?? '';
  const [open, setOpen] = useState<(typeof PRODUCT_FILES)[number] | null>(null);
  return (
    <div>
      <Section>
        <Rows>
          {PRODUCT_FILES.map((file) => (
            <li key={file.fileType}>
              <Row onClick={() => (mayViewProducts() ? setOpen(file) : askForCertification())}>{file.title}</Row>
            </li>
          ))}
        </Rows>
      </Section>
      {open && (
        <DocumentViewer
          key={open.fileType}
          title={open.title}
          trustCode={trustCode}
          fileType={open.fileType}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}

interface FileQuery {
  trustCode: string;
  fileType: FileType;
}

const loadFile = async ({ query }: { query: FileQuery }) =>
  pageOf([await loadProductFile(query.trustCode, query.fileType)]);

/**
 * The document is loaded with the loader chart (loading, failed with retry); what is left is a page number between
 * 1 and the page count and the drawing of that page, which the effect below does.
 */
function DocumentViewer({ title, trustCode, fileType, onClose }: FileQuery & { title: string; onClose: () => void }) {
  const { view, send } = useLoader<string, FileQuery>({ load: loadFile, pageSize: 0, query: { trustCode, fileType } });
  const url = view.items[0];
  const { pageCount, page, setPage, canvasRef, failed } = usePdf(url);
  const titleId = useId();
  const viewer = useDialogFocus<HTMLDivElement>(true, { onEscape: onClose });
  return (
    <Viewer ref={viewer} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <ViewerHead>
        <h2 id={titleId}>{title}</h2>
        <CloseButton type="button" onClick={onClose}>
          {productText.close}
        </CloseButton>
      </ViewerHead>
      <ViewerBody>
        {view.status === 'loading' && <Loading />}
        {view.status === 'failed' && <LoadFailed onRetry={() => send({ type: 'user.retry' })} />}
        {failed && <Note>{productText.fileFailed}</Note>}
        {url && !failed && (
          <Sheet>
            <canvas ref={canvasRef} aria-label={`${title} ${productText.pageIndicator(page, pageCount || 1)}`} />
          </Sheet>
        )}
      </ViewerBody>
      {url && !failed && pageCount > 0 && (
        <Pager>
          <Button $variant="secondary" $inline disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {productText.previousPage}
          </Button>
          <span aria-live="polite">{productText.pageIndicator(page, pageCount)}</span>
          <Button $variant="secondary" $inline disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            {productText.nextPage}
          </Button>
        </Pager>
      )}
    </Viewer>
  );
}

/** Opens the PDF with pdf.js (loaded on first use) and draws the current page into the canvas. */
function usePdf(url: string | undefined) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    let opened: PdfDocument | null = null;
    import('./pdf')
      .then(({ openPdf }) => openPdf(pdfBytes(url)))
      .then((d) => {
        opened = d;
        if (cancelled) d.destroy();
        else setDoc(d);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    const width = canvas.parentElement?.clientWidth || 280;
    doc.render(page, canvas, width).catch((e: unknown) => {
      // A page left for another before it was drawn is cancelled, not failed.
      if ((e as { name?: string } | null)?.name !== 'RenderingCancelledException') setFailed(true);
    });
  }, [doc, page]);

  return { pageCount: doc?.numPages ?? 0, page, setPage, canvasRef, failed };
}

/** A full-screen modal: a document's text needs the whole width of a phone. */
const Viewer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.background};
`;

const ViewerHead = styled.div`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 4px 0 16px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: ${({ theme }) => theme.font.subtitle};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const CloseButton = styled.button`
  min-width: 56px;
  min-height: ${({ theme }) => theme.tap};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.medium};
`;

const ViewerBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: 12px;
`;

const Sheet = styled.div`
  background: #ffffff;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
  canvas {
    display: block;
    max-width: 100%;
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 16px calc(8px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.body};
`;

const Note = styled.p`
  margin: 0;
  padding: 40px 0;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;
