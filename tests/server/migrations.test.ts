/**
 * Landed migrations stay as they landed (server/db/migrations/landed.txt): a database migrated once never runs a file
 * again, so an edited migration would leave it unlike a fresh one. Every file has its line and matches it, none is
 * removed, and the numbers run without a hole but those the list says were never used.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/db/migrate';

const LIST = 'server/db/migrations/landed.txt';
const lines = readFileSync(join(MIGRATIONS_DIR, 'landed.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/) as [string, string]);
const landed = new Map(lines.filter(([sum]) => sum !== 'unused').map(([sum, file]) => [file, sum]));
const unused = lines.filter(([sum]) => sum === 'unused').map(([, number]) => Number(number));
const files = readdirSync(MIGRATIONS_DIR).filter((file) => /^\d{3}_.+\.sql$/.test(file));
/** As git may check the file out on Windows: the same migration whatever the line endings. */
const sha256 = (file: string) =>
  createHash('sha256')
    .update(readFileSync(join(MIGRATIONS_DIR, file), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');

describe('migrations', () => {
  it('are as they landed: a change goes in a new migration', () => {
    const changed = files.filter((file) => landed.has(file) && landed.get(file) !== sha256(file));
    expect(changed, `changed after they landed; put the change in a new migration`).toEqual([]);
  });

  it('each have their line in the list, and none listed is gone', () => {
    const missing = files.filter((file) => !landed.has(file)).map((file) => `${sha256(file)}  ${file}`);
    expect(missing, `lines to add to ${LIST}`).toEqual([]);
    expect(
      [...landed.keys()].filter((file) => !files.includes(file)),
      'landed migrations removed',
    ).toEqual([]);
  });

  it('are numbered without a hole but the numbers never used', () => {
    const numbers = [...files.map((file) => Number(file.slice(0, 3))), ...unused].sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});
