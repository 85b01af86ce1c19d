// @vitest-environment node
/**
 * The live inspector and the flows page are dev tools: a production build must contain none of their code, and
 * a development build must (or the first check would prove nothing). Both builds stay in memory.
 */
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

type Chunk = Rolldown.OutputChunk;

async function chunks(mode: 'production' | 'development'): Promise<Chunk[]> {
  // import.meta.env.DEV follows NODE_ENV, which Vitest sets to "test".
  process.env.NODE_ENV = mode;
  const result = (await build({ mode, logLevel: 'silent', build: { write: false } })) as
    Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  return (Array.isArray(result) ? result : [result])
    .flatMap((r) => r.output)
    .filter((o): o is Chunk => o.type === 'chunk');
}

// The inspector, masking, diagrams, the flows and components pages and any test code (the flows page steps the test samples).
const DEV_MODULES = /node_modules\/@statelyai\/|src\/flows\/(inspector|mask|diagram)\.ts$|src\/pages\/dev\/|\/tests\//;
const DEV_TEXT = ['statelyai', 'createBrowserInspector', 'xstateinspector', '__flows', '__ui', '组件目录'];

// Each test is a whole build: seconds on a busy machine, more than a unit test's default time.
describe('dev-only code', { timeout: 60_000 }, () => {
  it('is absent from the production build', async () => {
    const built = await chunks('production');
    expect(built.flatMap((c) => c.moduleIds).filter((id) => DEV_MODULES.test(id))).toEqual([]);
    const code = built.map((c) => c.code).join('\n');
    expect(DEV_TEXT.filter((text) => code.includes(text))).toEqual([]);
  });

  it('is present in a development build, in lazy chunks of its own', async () => {
    const built = await chunks('development');
    const entry = built.find((c) => c.isEntry);
    expect(entry?.moduleIds.some((id) => DEV_MODULES.test(id))).toBe(false);
    const ids = built.flatMap((c) => c.moduleIds);
    expect(ids.some((id) => id.includes('node_modules/@statelyai/inspect'))).toBe(true);
    expect(ids.some((id) => id.endsWith('src/pages/dev/FlowsPage.tsx'))).toBe(true);
    expect(ids.some((id) => id.endsWith('src/pages/dev/UiPage.tsx'))).toBe(true);
    expect(ids.some((id) => id.endsWith('tests/model/harness.ts'))).toBe(true);
  });
});
