/**
 * The view and browser levels run one file per flow (tests/model/viewReplay.tsx, tests/e2e/flowReplay.ts): a flow
 * added to the catalogue without its file would go untested there, so the files and the catalogue must match one for
 * one — every flow in jsdom, every flow with a page (its own or a host's) in the browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, type FlowId } from '../../machines/catalogue';
import { loadEntries, replayPlaceOf } from './harness';

const filesIn = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
const fileFor = (module: string, describe: string, id: string) =>
  `import { ${describe} } from '${module}';\n\n${describe}('${id}');\n`;
const ids = Object.keys(catalogue) as FlowId[];

describe('per-flow test files', () => {
  it('are tests/model/views/<id>.test.ts for every catalogue flow, each running its own flow', () => {
    const wanted = ids.map((id) => [`${id}.test.ts`, fileFor('../viewReplay', 'describeFlowViews', id)]);
    expect(filesIn('tests/model/views')).toEqual(Object.fromEntries(wanted));
  });

  it('are tests/e2e/flows/<id>.test.ts for every flow with a page, each running its own flow', async () => {
    const entries = await loadEntries();
    const withPage = ids.filter((id) => replayPlaceOf(entries.find((e) => e.machine === catalogue[id])!));
    const wanted = withPage.map((id) => [`${id}.test.ts`, fileFor('../flowReplay', 'describeFlowInBrowser', id)]);
    expect(withPage.length).toBeGreaterThan(0);
    expect(filesIn('tests/e2e/flows')).toEqual(Object.fromEntries(wanted));
  });
});
