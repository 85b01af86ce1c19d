/** The measured blocks of docs/performance.md: `<!-- name:start -->…<!-- name:end -->`, replaced by a bench run. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const DOC = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));

/** `updates`: [name, markdown] pairs; each replaces its block, and the file is formatted as the format check wants. */
export async function writeBlocks(updates) {
  const text = updates.reduce(
    (current, [name, body]) =>
      current.replace(
        new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`),
        `<!-- ${name}:start -->\n${body}\n<!-- ${name}:end -->`,
      ),
    readFileSync(DOC, 'utf8'),
  );
  writeFileSync(DOC, await prettier.format(text, { ...(await prettier.resolveConfig(DOC)), filepath: DOC }));
  console.log(`\nwrote ${DOC}`);
}
