// @vitest-environment node
/** The import boundaries of STYLE.md are lint rules; these cases prove each one fires (and stays quiet when allowed). */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['machines/account/x.ts', "import { useState } from 'react';\nexport const a = useState;", /Machines are pure/],
    ['machines/account/x.ts', "import { ofetch } from 'ofetch';\nexport const a = ofetch;", /Machines are pure/],
    [
      'machines/account/x.ts',
      "import { api } from '../../src/api/calls';\nexport const a = api;",
      /only src\/validation/,
    ],
    ['src/pages/account/X.tsx', "import { api } from '../../api/calls';\nexport const a = api;", /through machines/],
    [
      'server/routes/x.ts',
      "import { toast } from '../../src/ui/toast';\nexport const a = toast;",
      /only src\/contract/,
    ],
    [
      'src/pages/account/X.tsx',
      "import { buildServer } from '../../../server/app';\nexport const a = buildServer;",
      /never imports server/,
    ],
    [
      'src/app/x.ts',
      "import { buildServer } from '../../server/app';\nexport const a = buildServer;",
      /never imports server/,
    ],
    ['src/contract/x.ts', "import { toast } from '../ui/toast';\nexport const a = toast;", /stands alone/],
  ])('%s: %s is refused', async (file, code, message) => {
    expect(await restricted(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['machines/account/x.ts', "import { keepDigits } from '../../src/validation/codes';\nexport const a = keepDigits;"],
    ['machines/account/x.ts', "import type { LoginData } from '../../src/contract';\nexport type A = LoginData;"],
    ['machines/account/x.ts', "import { Code } from '../../src/contract';\nexport const a = Code;"],
    ['server/routes/x.ts', "import { Code } from '../../src/contract';\nexport const a = Code;"],
    ['src/pages/account/X.tsx', "import { Button } from '../../ui';\nexport const a = Button;"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});
