/**
 * pdf.js behind one small interface, imported only with `import()` from the document viewer once it is open: the
 * library and its worker stay in this route's chunks, and nothing runs while a page is prerendered. Both are lowered
 * by the build to the WebViews the app supports (docs/client.md, "The WebViews investors have"): the library from
 * pdf.js's current build, the recent built-ins it needs added by src/platform/polyfills.ts (its legacy build
 * carries 14.5 KB gzip of polyfills, mostly for built-ins it never calls, and took this route past its budget once
 * lowered); the worker from the legacy build, as a module of this build (src/pages/invest/pdf.worker.ts), never a
 * CDN's.
 */
import { getDocument, PDFWorker } from 'pdfjs-dist';
import workerUrl from './pdf.worker.ts?worker&url';
import adobeGb1Ucs2 from 'pdfjs-dist/cmaps/Adobe-GB1-UCS2.bcmap?url';
import uniGbUcs2H from 'pdfjs-dist/cmaps/UniGB-UCS2-H.bcmap?url';

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
  // A classic worker, started here: pdf.js would start a module worker, which iOS has only from 15 (before, pdf.js
  // would run the worker's whole work on the page, as the app's one thread). The build makes the worker one script
  // without imports, which runs either way. One per document, ended with it.
  const thread = new Worker(workerUrl, { name: 'pdf.js' });
  const worker = PDFWorker.fromPort({ port: thread }) as PDFWorker;
  const task = getDocument({
    data: bytes,
    worker,
    isEvalSupported: false,
    // pdf.js assumes OffscreenCanvas in every browser; iOS has it from 16.4 only, and without it images must be
    // decoded the older way.
    isOffscreenCanvasSupported: typeof OffscreenCanvas !== 'undefined',
    CMapReaderFactory: BundledCMaps,
    useWorkerFetch: false,
  });
  const end = () => {
    worker.destroy();
    thread.terminate();
  };
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    void task.destroy().finally(end);
    throw error;
  }
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
      void task.destroy().finally(end);
    },
  };
}
