/**
 * The view level runs one file per flow (tests/model/viewReplay.tsx): a flow added to the catalogue without its file
 * would go untested in jsdom, so the files and the catalogue must match one for one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../machines/catalogue';

const DIR = 'tests/model/views';
const fileFor = (id: string) => `import { describeFlowViews } from '../viewReplay';\n\ndescribeFlowViews('${id}');\n`;

describe('view-level test files', () => {
  it('are tests/model/views/<id>.test.ts for every catalogue flow, each running its own flow', () => {
    const files = readdirSync(DIR).map((name) => [name, readFileSync(join(DIR, name), 'utf8')]);
    const wanted = Object.keys(catalogue).map((id) => [`${id}.test.ts`, fileFor(id)]);
    expect(Object.fromEntries(files)).toEqual(Object.fromEntries(wanted));
  });
});
