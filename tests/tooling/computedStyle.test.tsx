/**
 * The jsdom project's `getComputedStyle` (tests/setup/computedStyle.ts) resolves `display`, `visibility` and
 * `pointer-events` over only the rules that declare them. It must answer what jsdom's own answers, for every element:
 * on real screens (their styled-components sheets, a dialog, a form, a hidden element), and on a sheet made to meet
 * each rule of jsdom's cascade.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsdomComputedStyle } from '../setup/computedStyle';
import { renderApp } from '../app/helpers';
import { logIn } from '../pages/mine/fixtures';

const PROPERTIES = ['display', 'visibility', 'pointer-events'] as const;
const CAMEL = { display: 'display', visibility: 'visibility', 'pointer-events': 'pointerEvents' } as const;

/** Every element whose answers differ, with both answers: empty when the two agree everywhere. */
function disagreements(): string[] {
  const own = jsdomComputedStyle(window);
  const elements = [document.documentElement, ...document.documentElement.querySelectorAll('*')];
  return elements.flatMap((element) => {
    const fast = getComputedStyle(element);
    const jsdom = own(element);
    return PROPERTIES.flatMap((property) => {
      const answers = [fast.getPropertyValue(property), fast[CAMEL[property]], jsdom.getPropertyValue(property)];
      return new Set(answers).size === 1
        ? []
        : [`${element.outerHTML.slice(0, 80)} ${property}: ${answers.join(' / ')}`];
    });
  });
}

describe('getComputedStyle in the jsdom project', () => {
  afterEach(() => {
    localStorage.clear();
    document.head.querySelectorAll('style[data-cascade]').forEach((style) => style.remove());
    document.body.replaceChildren();
  });

  it('answers as jsdom does through every rule of its cascade', () => {
    const style = document.createElement('style');
    style.dataset.cascade = '';
    style.textContent = `
      .a { display: flex; visibility: hidden; pointer-events: none }
      div.a { display: grid }
      .a.b { display: block !important }
      #c { display: inline-block }
      .d { display: inherit; visibility: unset; pointer-events: initial }
      .e { visibility: visible }
      .e:hover, .f::before { display: none }
      @media print { .g { display: none } }
      @media screen { .h { display: table } }
      @media all { .i { visibility: collapse } }
      .j { display: none !important } .j { display: block !important }
      :not(.x) > .k { pointer-events: inherit }
      #l { display: inline-block } article { display: list-item } ARTICLE { pointer-events: none }
      :is(.m, .n) > u, s { display: block }
    `;
    document.head.append(style);
    document.body.innerHTML = `
      <div class="a"><span class="d">d</span><p class="e">e</p></div>
      <div class="a b" id="c"><span class="f g h">fgh</span><em class="i">i</em></div>
      <section id="c" class="a" style="display: contents; visibility: visible"><b class="k">k</b></section>
      <div class="a b" style="display: inline"><i class="j" style="display: flex">j</i></div>
      <p hidden>hidden</p><details><summary>s</summary><div>closed</div></details>
      <p class="m"><u>u</u><s>s</s></p><article id="l">l</article><button disabled>b</button><input type="hidden"><table><tr><td>t</td></tr></table>
    `;
    expect(disagreements()).toEqual([]);
    expect(getComputedStyle(document.querySelector('.a.b')!).display).toBe('block');
  });

  it('answers as jsdom does on real screens, as they change', async () => {
    logIn('verified');
    const mine = await renderApp(['/phone/mineManagerIndex']);
    await screen.findByRole('heading', { level: 1, name: '我的' });
    expect(disagreements()).toEqual([]);
    mine.unmount();

    // A form with a tab list, an alert after a tap, a dialog's layers.
    localStorage.clear();
    const login = await renderApp(['/phone/login']);
    await login.user.click(await screen.findByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入手机号或证件号').getAttribute('role')).toBe('alert');
    expect(disagreements()).toEqual([]);
  });
});
