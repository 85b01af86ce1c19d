/**
 * pdf.js's worker as a module of this build (src/pages/invest/pdf.ts starts it), so that it is lowered to the app's
 * floor like the rest (docs/client.md, "The WebViews investors have"): the package's worker file, copied as it is,
 * has class fields and private methods and calls `Array.prototype.at`, which Chrome 87 and iOS 14.5 lack. Its thread
 * has globals of its own, so it adds the polyfills itself before pdf.js runs. The legacy build: it carries its own
 * polyfills for the other recent built-ins the worker may call (the new Set methods, iterator helpers), and no
 * route's budget counts the worker.
 */
import '../../platform/polyfills';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
