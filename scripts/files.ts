import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files under a folder (its subfolders too), as paths from where it was named, sorted; `keep` tests the names. */
export const filesUnder = (dir: string, keep = /./): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
