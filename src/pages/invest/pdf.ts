/**
 * pdf.js behind one small interface, imported only with `import()` from the document viewer once it is open: the
 * library and its worker stay in this route's chunks, and nothing runs while a page is prerendered. The legacy build
 * runs on the older Android WebViews the app supports (docs/client.md, "Product documents with pdf.js"); its worker
 * is a file of this build (Vite `?url`), never a CDN's.
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import adobeGb1Ucs2 from 'pdfjs-dist/cmaps/Adobe-GB1-UCS2.bcmap?url';
import uniGbUcs2H from 'pdfjs-dist/cmaps/UniGB-UCS2-H.bcmap?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The predefined Adobe CMaps the product documents need: their Chinese text is in the standard font STSong-Light
 * (not embedded) with the UniGB-UCS2-H encoding, which pdf.js can only map to characters with these two. They are
 * files of this build too, fetched when a document asks for them.
 */
const CMAPS: Record<string, string> = { 'UniGB-UCS2-H': uniGbUcs2H, 'Adobe-GB1-UCS2': adobeGb1Ucs2 };

class BundledCMaps {
  async fetch({ name }: { name: string }) {
    const url = CMAPS[name];
    if (!url) throw new Error(`CMap ${name} is not bundled`);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`CMap ${name}: HTTP ${res.status}`);
    return { cMapData: new Uint8Array(await res.arrayBuffer()), isCompressed: true };
  }
}

export interface PdfDocument {
  numPages: number;
  /** Draws page `n` (from 1) into the canvas at the given CSS width, sharp on high-density screens. */
  render(n: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  destroy(): void;
}

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    CMapReaderFactory: BundledCMaps,
    useWorkerFetch: false,
  });
  const doc = await task.promise;
  let current: { cancel(): void } | null = null;
  return {
    numPages: doc.numPages,
    async render(n, canvas, cssWidth) {
      current?.cancel();
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('canvas 2d unavailable');
      const task = page.render({ canvasContext: context, viewport });
      current = task;
      try {
        await task.promise;
      } finally {
        if (current === task) current = null;
      }
    },
    destroy() {
      current?.cancel();
      void task.destroy();
    },
  };
}
