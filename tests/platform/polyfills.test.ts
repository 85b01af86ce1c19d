// @vitest-environment node
/**
 * The built-ins src/platform/polyfills.ts adds on WebViews without them behave as the built-in ones. Each check runs
 * in a realm of its own (node:vm), one with the built-ins deleted before the module runs and one with them there,
 * so that the test runner, which calls them itself, keeps its own. What they are for, and that the pages need them,
 * tests/e2e/webviewFloor.test.ts shows.
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULE = ts.transpileModule(readFileSync('src/platform/polyfills.ts', 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
}).outputText;

const ADDED = ['Array.prototype', 'String.prototype', 'Object.getPrototypeOf(Int8Array.prototype)', 'Promise'].map(
  (owner) => `${owner}.${owner === 'Promise' ? 'withResolvers' : 'at'}`,
);

/** A fresh realm where the module has run: on a WebView without the built-ins (`missing`) or with them. */
function realm(missing: boolean) {
  const context = vm.createContext({ exports: {} });
  if (missing) vm.runInContext(ADDED.map((path) => `delete ${path};`).join('\n'), context);
  vm.runInContext(MODULE, context);
  return <T>(code: string) => vm.runInContext(code, context) as T;
}

const isNative = (path: string) => `Function.prototype.toString.call(${path}).includes('[native code]')`;

describe('polyfills', () => {
  it('add what is missing, as methods that do not show in enumerations, and leave what is there', () => {
    const without = realm(true);
    const within = realm(false);
    for (const path of ADDED) {
      expect(without<boolean>(isNative(path)), path).toBe(false);
      const owner = path.slice(0, path.lastIndexOf('.'));
      const name = path.slice(path.lastIndexOf('.') + 1);
      expect(without(`Object.getOwnPropertyDescriptor(${owner}, '${name}')`), path).toMatchObject({
        writable: true,
        enumerable: false,
        configurable: true,
      });
      expect(within<boolean>(isNative(path)), path).toBe(true);
    }
  });

  it('`at` reads from the start, from the end, and nothing beyond, as the built-in does', () => {
    const reads = `
      const indices = [0, 1, 2, 3, -1, -3, -4, 1.7, -1.2, NaN, Infinity, -Infinity, '1', undefined];
      [[1, 2, 3], '一二三', new Uint8Array([7, 8, 9])].map((value) => indices.map((i) => value.at(i)));
    `;
    const expected = realm(false)(reads);
    expect(realm(true)(reads)).toEqual(expected);
  });

  it('Promise.withResolvers settles its promise from outside, either way', async () => {
    const without = realm(true);
    const [kept, broken] = without<[Promise<unknown>, Promise<unknown>]>(`
      const yes = Promise.withResolvers();
      yes.resolve(1);
      const no = Promise.withResolvers();
      no.reject(new Error('no'));
      [yes.promise, no.promise];
    `);
    await expect(kept).resolves.toBe(1);
    await expect(broken).rejects.toThrow('no');
  });
});
