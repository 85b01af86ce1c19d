/**
 * Brotli and gzip copies of the build's text files (`<file>.br`, `<file>.gz` beside each), written once at build
 * time at the highest levels. The reference server sends them to browsers that accept them (@fastify/static's
 * `preCompressed`); a CDN or web server can do the same (docs/deployment.md). Compressing per request would cost the
 * API's CPU and, at a cheap level, bytes.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (config.build.write === false || config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        for (const file of files(outDir)) {
          if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
          const body = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
          );
        }
      },
    },
  };
}
