import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/platform/sanitizeHtml';

const clean = async (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = await sanitizeHtml(html);
  return box;
};

describe('sanitizeHtml', () => {
  it('keeps text, headings, lists, tables, links and pictures of the article', async () => {
    const box = await clean(
      '<h3>标题</h3><p style="text-align:center">正文<strong>加粗</strong></p><ul><li>一</li></ul>' +
        '<table><tr><td colspan="2">表格</td></tr></table><a href="https://example.com/a">外链</a>' +
        '<a href="/phone/about">站内</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="图">',
    );
    expect(box.querySelector('h3')?.textContent).toBe('标题');
    expect(box.querySelector('p')?.getAttribute('style')).toBe('text-align:center');
    expect(box.querySelector('td')?.getAttribute('colspan')).toBe('2');
    const [external, internal] = [...box.querySelectorAll('a')];
    expect(external!.getAttribute('target')).toBe('_blank');
    expect(external!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal!.hasAttribute('target')).toBe(false);
    const img = box.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^data:image\/png/);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('removes scripts, handlers, frames, forms, SVG and javascript: links', async () => {
    const box = await clean(
      '<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
        '<a href=" JaVaScRiPt:alert(1)">y</a><iframe src="https://evil.example"></iframe><form action="/x"><input></form>' +
        '<svg onload="alert(1)"><circle/></svg><div onclick="alert(1)" id="cookie" name="x" data-x="1">d</div>',
    );
    expect(box.querySelectorAll('script, iframe, form, input, svg').length).toBe(0);
    expect(box.innerHTML).not.toMatch(/onerror|onclick|onload|javascript:/i);
    for (const a of box.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/script/i);
    const div = box.querySelector('div')!;
    expect([...div.attributes].map((a) => a.name)).toEqual([]);
  });

  it('drops pictures from other sites and styles that fetch or run something', async () => {
    const box = await clean(
      '<img src="https://tracker.example/p.gif"><img src="/phone/favicon.svg">' +
        '<p style="background:url(https://evil.example/x)">a</p><p style="width:expression(alert(1))">b</p>' +
        '<p style="color:red">c</p>',
    );
    const [foreign, own] = [...box.querySelectorAll('img')];
    expect(foreign!.hasAttribute('src')).toBe(false);
    expect(own!.getAttribute('src')).toBe('/phone/favicon.svg');
    const styles = [...box.querySelectorAll('p')].map((p) => p.getAttribute('style'));
    expect(styles).toEqual([null, null, 'color:red']);
  });
});
