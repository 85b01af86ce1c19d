import { describe, expect, it } from 'vitest';
import { cleanArticleHtml } from '../../server/services/articleHtml';

describe('cleanArticleHtml', () => {
  it('keeps the text and layout of an article and the site’s own or data pictures', async () => {
    const html = await cleanArticleHtml(
      '<h3>标题</h3><p style="text-align:center">正文</p><img src="/phone/a.png" alt="a">' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="b"><a href="https://example.com/">外链</a>',
    );
    expect(html).toContain('<h3>标题</h3>');
    expect(html).toContain('style="text-align:center"');
    expect(html).toMatch(/<img src="\/phone\/a.png" alt="a"/);
    expect(html).toMatch(/<img src="data:image\/png;base64,/);
    expect(html).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">外链</a>');
  });

  it('removes what could run or load from elsewhere', async () => {
    const html = await cleanArticleHtml(
      '<script>__xss(1)</script><img src="https://tracker.example/p.gif" onerror="__xss(2)">' +
        '<a href="javascript:__xss(3)">x</a><iframe src="https://evil.example"></iframe>' +
        '<svg onload="__xss(4)"></svg><p style="background:url(https://evil.example/x)">p</p>' +
        '<img src="//evil.example/x.png"><base href="https://evil.example/">',
    );
    expect(html).not.toMatch(/script|onerror|onload|javascript|iframe|svg|evil|tracker|url\(|base/i);
    expect(html).toContain('<p>p</p>');
  });
});
