import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_FILES, productText } from '../../contract/productTexts';
import { useLoader } from '../../flows/useLoader';
import { loadProductFile, mayViewProducts, pdfBytes, type FileType } from '../../implementations/products';
import { downloadPrompt } from '../../platform/notices';
import { Button, Modal } from '../../ui';
import { Failed, Loading, Row, Rows, Section } from '../mine/parts';
import type { PdfDocument } from './pdf';

/**
 * 产品文件 (spec 2 §2 "Documents"): the four documents of a product; each opens in a modal viewer that draws the
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
              <Row onClick={() => (mayViewProducts() ? setOpen(file) : downloadPrompt.open())}>{file.title}</Row>
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

const loadFile = async ({ query }: { query: FileQuery }) => ({
  kind: 'ok' as const,
  data: { items: [await loadProductFile(query.trustCode, query.fileType)] },
  msg: '',
});

/**
 * The document is loaded with the loader chart (loading, failed with retry); what is left is a page number between
 * 1 and the page count and the drawing of that page, which the effect below does.
 */
function DocumentViewer({ title, trustCode, fileType, onClose }: FileQuery & { title: string; onClose: () => void }) {
  const { view, send } = useLoader<string, FileQuery>({ load: loadFile, pageSize: 0, query: { trustCode, fileType } });
  const url = view.items[0];
  const { pageCount, page, setPage, canvasRef, failed } = usePdf(url);
  return (
    <Modal
      open
      title={title}
      actions={
        <Button $variant="secondary" onClick={onClose}>
          {productText.close}
        </Button>
      }
    >
      {view.status === 'loading' && <Loading />}
      {view.status === 'failed' && <Failed onRetry={() => send({ type: 'user.retry' })} />}
      {failed && <Note>{productText.fileFailed}</Note>}
      {url && !failed && (
        <>
          <Sheet>
            <canvas ref={canvasRef} aria-label={`${title} ${productText.pageIndicator(page, pageCount || 1)}`} />
          </Sheet>
          {pageCount > 0 && (
            <Pager>
              <PageButton type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {productText.previousPage}
              </PageButton>
              <span aria-live="polite">{productText.pageIndicator(page, pageCount)}</span>
              <PageButton type="button" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
                {productText.nextPage}
              </PageButton>
            </Pager>
          )}
        </>
      )}
    </Modal>
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

const Sheet = styled.div`
  min-height: 200px;
  background: #fafafa;
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
  margin-top: 12px;
  font-size: 13px;
`;

const PageButton = styled.button`
  min-width: 64px;
  min-height: 44px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  &:disabled {
    color: ${({ theme }) => theme.color.disabled};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 40px 0;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;
