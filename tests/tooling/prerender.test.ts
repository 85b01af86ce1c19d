// @vitest-environment node
/**
 * The production build prerenders every screen (scripts/prerender.ts): each page's HTML has its title, its page's
 * visible text in #root, its styles, the first-paint script as the only inline script, and a modulepreload of its
 * page chunk and that chunk's imports. The build stays in memory.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { PRERENDER_TARGETS } from '../../src/app/prerender';
import { HOTLINE } from '../../src/pages/shared/company';
import { PLACEHOLDER_TEXT } from '../../src/ui';
import { PRERENDER_DIR } from '../../scripts/prerender';
import { productionBuild, type BuildOutput } from './productionBuild';

let output: BuildOutput;

beforeAll(async () => {
  output = await productionBuild();
}, 120_000);

const pageHtml = (url: string): string => {
  const file = `${PRERENDER_DIR}${url.slice('/phone'.length)}.html`;
  const asset = output.find((o) => o.fileName === file);
  if (asset?.type !== 'asset') throw new Error(`no ${file} in the build`);
  return String(asset.source);
};
// Inert until the app has started (src/app/firstPaint.ts).
// The root is followed by the marker its first frame waits for (scripts/prerender.ts).
const rootOf = (html: string) => /<div id="root" inert>([\s\S]*)<\/div><template id="page-end">/.exec(html)?.[1] ?? '';
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');

/** What each built page must show before any script runs (placeholders: their title and the placeholder text). */
const VISIBLE_TEXT: Record<string, string[]> = {
  '/phone/login': ['密码登录', '快捷登录', '账号', '忘记密码'],
  '/phone/about': ['业务范围', HOTLINE, '拨打财富热线'],
  '/phone/forgetPassword': ['手机号', '图形验证码'],
  '/phone/privacyPolicy': ['隐私政策', '查看完整版隐私政策'],
  '/phone/download': ['随时随地，管理您的信托财富', '下载APP'],
  '/phone/404': ['抱歉，您访问的页面不存在', '返回首页'],
};

describe('the prerendered pages', () => {
  it.each(PRERENDER_TARGETS.map((t) => [t.url, t] as const))('%s', (url, target) => {
    const html = pageHtml(url);
    expect(html).toContain(`<title>${target.title}</title>`);
    expect(html).toContain(`data-prerender="${url}"`);
    const root = rootOf(html);
    // The shell's top bar with the title, and the page itself.
    expect(root).toMatch(new RegExp(`<h1[^>]*>${target.title}</h1>`));
    const text = textOf(root);
    const expected = VISIBLE_TEXT[url] ?? (target.pageModule.endsWith('PlaceholderPage.tsx') ? [PLACEHOLDER_TEXT] : []);
    for (const words of expected) expect(text).toContain(words);
    expect(text.length).toBeGreaterThan(target.title.length);
    // Its styles, for the markup to look right before styled-components runs.
    expect(html).toMatch(/<style data-styled="true"/);

    // One inline script, the first-paint one (the CSP allows it by its hash), and no router hydration data.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatch(/^\(function firstPaint\(/);
    expect(html).not.toContain('__staticRouterHydrationData');

    // The app's scripts wait in a template that the first-paint script loads once the page is painted: the entry,
    // the modules index.html preloads, and the page's chunk with its imports, not discovered once the entry has run.
    const scripts = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    const outside = html.replace(/<template id="app-scripts">[\s\S]*?<\/template>/, '');
    expect(outside).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
    const entry = output.find((o): o is Rolldown.OutputChunk => o.type === 'chunk' && o.isEntry)!;
    expect(scripts).toContain(`<script type="module" crossorigin src="/phone/${entry.fileName}"></script>`);
    const page = output.find(
      (o): o is Rolldown.OutputChunk => o.type === 'chunk' && !!o.facadeModuleId?.endsWith(target.pageModule),
    );
    expect(page, target.pageModule).toBeDefined();
    for (const file of [entry.fileName, page!.fileName, ...page!.imports]) {
      expect(scripts).toContain(`<link rel="modulepreload" crossorigin href="/phone/${file}">`);
    }
  });

  it('lists the screens that read nothing but inert keys of their query', () => {
    expect(pageHtml('/phone/login')).toMatch(/<html[^>]* data-inert-query="redirect">/);
    expect(pageHtml('/phone/about')).not.toMatch(/<html[^>]* data-inert-query=/);
  });

  it('keeps index.html as the empty shell for what is not prerendered, with the icon', () => {
    const index = output.find((o) => o.fileName === 'index.html');
    expect(index?.type).toBe('asset');
    const html = String((index as Rolldown.OutputAsset).source);
    expect(html).toContain('<div id="root"></div>');
    // Everything depends on the script there, so it loads as soon as possible.
    expect(html).toMatch(/<script type="module" crossorigin src="\/phone\/assets\/index-[^"]+\.js"><\/script>/);
    expect(html).not.toContain('firstPaint');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/phone/favicon.svg" />');
  });
});
