/** The production build, in memory (nothing written): what ships, for the tests that inspect it. */
import { build, type Rolldown } from 'vite';

export type BuildOutput = (Rolldown.OutputChunk | Rolldown.OutputAsset)[];

export async function productionBuild(): Promise<BuildOutput> {
  // import.meta.env.DEV follows NODE_ENV, which Vitest sets to "test": build what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = (await build({ mode: 'production', logLevel: 'silent', build: { write: false } })) as
      Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    return (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
