// @vitest-environment node
/** The XSS corpus of the browser tests (tests/e2e/xssCorpus.ts) keeps its convention: see its header. */
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS, xssPayloadIndex } from '../e2e/xssCorpus';

describe('XSS corpus', () => {
  it('has at least 120 distinct payloads, each carrying __xss(N) with its own index only', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    XSS_PAYLOADS.forEach((payload, n) => expect(xssPayloadIndex(payload), payload).toBe(n));
  });

  it('covers the families the browser tests rely on', () => {
    const some = (pattern: RegExp) => XSS_PAYLOADS.filter((p) => pattern.test(p)).length;
    const families: Array<[RegExp, number]> = [
      [/<script[\s>/]/i, 10],
      [/\son(error|load|focus|toggle|start|begin|mouseover|click)=/i, 30],
      [/<svg/i, 15],
      [/javascript(:|&colon;)|&#106;|&#x6A;/i, 20],
      [/data:(text\/html|image\/svg\+xml)/, 8],
      [/expression\(|-moz-binding|behavior:|@import|<style/i, 10],
      [/<(noscript|template|textarea|title|xmp|noembed|math)|<!--|CDATA/i, 15],
      [/srcdoc=/, 3],
      [/<(link|meta)\s/, 5],
      [/__xssCanary|name="(getElementById|cookie|body|querySelector)"/, 8],
    ];
    for (const [pattern, atLeast] of families) expect(some(pattern), String(pattern)).toBeGreaterThanOrEqual(atLeast);
  });
});
