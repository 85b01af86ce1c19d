/**
 * jsdom's `getComputedStyle` matches every rule of every style sheet against the element and resolves fifteen
 * properties on each call, and Testing Library and user-event call it for every node of every candidate when they
 * compute accessible names, visibility and pointer events: about a third of the jsdom project's CPU went there.
 *
 * Two things make it cheap without changing an answer:
 * - **Remembered**: the document's computed styles are kept until something could change them: any change to the
 *   document (nodes, attributes, text, the style sheets' text), any event dispatched (a click that checks a box, a
 *   hover), a focus that moved. Between two looks with none of these the styles are the same.
 * - **The three properties those libraries read** (`display`, `visibility`, `pointer-events`) are resolved on their
 *   own: jsdom's cascade (its default style sheet, then the document's, `!important`, specificity, the inline style,
 *   inheritance and the CSS-wide keywords) run over only the rules that declare the property asked for. Any other
 *   property, or a pseudo-element, is jsdom's own declaration, computed when first read.
 *
 * `tests/tooling/computedStyle.test.tsx` checks the three against jsdom's own on every element of real pages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Specificity from '@bramus/specificity';

type ComputedStyle = Window['getComputedStyle'];
type StyleWindow = Window & typeof globalThis & { [JSDOM_OWN]?: ComputedStyle };
const JSDOM_OWN = Symbol.for('trust-h5.jsdomComputedStyle');

/** The properties resolved here, each with jsdom's rules for it (`computed-style.js`), and its camel-case name. */
const FAST = {
  display: { inherited: false, initial: 'inline', camel: 'display' },
  visibility: { inherited: true, initial: 'visible', camel: 'visibility' },
  'pointer-events': { inherited: true, initial: 'auto', camel: 'pointerEvents' },
} as const;
type FastProperty = keyof typeof FAST;
const BY_CAMEL = new Map<string, FastProperty>(
  Object.entries(FAST).map(([property, { camel }]) => [camel, property as FastProperty]),
);
const isFast = (property: string): property is FastProperty => Object.hasOwn(FAST, property);

interface Declared {
  /** The rule's place in the cascade. */
  order: number;
  /** Its selector list, split into its selectors where it reads simply (`readSimply`). */
  selectors: string[];
  value: string;
  important: boolean;
  specificity: ReturnType<typeof Specificity.max>;
}

/**
 * The rules that declare a property, found by what an element must have for them to match, as browsers index them:
 * the tag, id or a class of each selector's last compound; a selector that names none of these is tried everywhere.
 */
interface Declarations {
  byKey: Map<string, Declared[]>;
  everywhere: Declared[];
}

/**
 * Whether a selector (or list) is read here as it is written: no parentheses, attribute brackets, quotes, escapes,
 * namespaces or pseudo-elements, so its commas separate selectors and a space, `>`, `+` or `~` separates compounds.
 */
const readSimply = (selector: string) => !/[()[\]"'\\|]|::/.test(selector);

/** What the last compound of a selector requires (`div`, `#id`, `.class`), or null if it cannot be read simply. */
function keyOf(selector: string): string | null {
  if (!readSimply(selector)) return null;
  const last = selector.split(/[\s>+~]+/).at(-1) ?? '';
  const tag = /^[a-zA-Z][\w-]*/.exec(last)?.[0];
  if (tag) return tag.toLowerCase();
  return /[#.][\w-]+/.exec(last)?.[0] ?? null;
}

/** The keys an element is found by, in the form `keyOf` gives. */
const keysOf = (element: Element) => [
  element.localName.toLowerCase(),
  ...(element.id ? [`#${element.id}`] : []),
  ...[...element.classList].map((name) => `.${name}`),
];

const require = createRequire(import.meta.url);
const DEFAULT_SHEET = readFileSync(require.resolve('jsdom/lib/jsdom/browser/default-stylesheet.css'), 'utf8');

/** jsdom's `evaluateMediaList`: a rule inside `@media` or `@import` applies for no media, `all` or `screen`. */
const applies = (media: MediaList) =>
  media.length === 0 ||
  Array.from({ length: media.length }, (_, i) => media.item(i)).some((m) => m === 'all' || m === 'screen');

/** The style rules of a sheet in jsdom's order, with those inside `@import` and `@media` rules that apply. */
function styleRules(win: StyleWindow, sheet: CSSStyleSheet): CSSStyleRule[] {
  const rules = [...sheet.cssRules];
  return rules.flatMap((rule) => {
    if (rule instanceof win.CSSImportRule)
      return rule.styleSheet && applies(rule.media) ? [...rule.styleSheet.cssRules].filter(isStyleRule(win)) : [];
    if (rule instanceof win.CSSMediaRule) return applies(rule.media) ? [...rule.cssRules].filter(isStyleRule(win)) : [];
    return isStyleRule(win)(rule) ? [rule] : [];
  });
}
const isStyleRule = (win: StyleWindow) => (rule: CSSRule) => rule instanceof win.CSSStyleRule;

/** For each of the three properties, the rules that declare it. */
function declarations(win: StyleWindow, sheets: CSSStyleSheet[]): Record<FastProperty, Declarations> {
  const none = (): Declarations => ({ byKey: new Map(), everywhere: [] });
  const index: Record<FastProperty, Declarations> = { display: none(), visibility: none(), 'pointer-events': none() };
  sheets
    .flatMap((sheet) => styleRules(win, sheet))
    .forEach((rule, order) => {
      for (const property of Object.keys(FAST) as FastProperty[]) {
        const value = rule.style.getPropertyValue(property);
        if (!value) continue;
        const list = rule.selectorText;
        const selectors = readSimply(list) ? list.split(',').map((one) => one.trim()) : [list];
        const declared: Declared = {
          order,
          selectors,
          value,
          important: rule.style.getPropertyPriority(property) === 'important',
          specificity: Specificity.max(...Specificity.calculate(list)),
        };
        const { byKey, everywhere } = index[property];
        const keys = selectors.map(keyOf);
        if (keys.includes(null)) everywhere.push(declared);
        else for (const key of new Set(keys as string[])) byKey.set(key, [...(byKey.get(key) ?? []), declared]);
      }
    });
  return index;
}

/** The rules declaring a property whose selector could match the element, in cascade order. */
function candidates({ byKey, everywhere }: Declarations, element: Element): Declared[] {
  const found = new Set(everywhere);
  for (const key of keysOf(element)) for (const declared of byKey.get(key) ?? []) found.add(declared);
  return [...found].sort((a, b) => a.order - b.order);
}

/** Whether a rule's selector matches, as jsdom decides it: a selector it cannot use (a pseudo-element's) does not. */
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

export function rememberComputedStyles(win: StyleWindow): void {
  if (win[JSDOM_OWN]) return;
  const compute = (win[JSDOM_OWN] = win.getComputedStyle.bind(win));
  const dispatch = win.EventTarget.prototype.dispatchEvent;
  const defaultSheet = new win.CSSStyleSheet();
  defaultSheet.replaceSync(DEFAULT_SHEET);

  let full = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  let resolved = new WeakMap<Element, Map<FastProperty, string>>();
  let focused: Element | null = null;
  let changed = false;
  let sheets: CSSStyleSheet[] = [];
  let sheetSizes: number[] = [];
  let index = declarations(win, [defaultSheet]);

  const forget = () => {
    changed = true;
  };
  const changes = new win.MutationObserver(forget);
  changes.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
  win.EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    changed = true;
    return dispatch.call(this, event);
  };

  /** Forgets everything computed if the document may have changed since; re-reads the rules if the sheets did. */
  const refresh = () => {
    if (changes.takeRecords().length > 0 || win.document.activeElement !== focused) changed = true;
    if (!changed) return;
    full = new WeakMap();
    resolved = new WeakMap();
    focused = win.document.activeElement;
    changed = false;
    const now = [...win.document.styleSheets];
    const sizes = now.map((sheet) => sheet.cssRules.length);
    if (now.length !== sheets.length || now.some((sheet, i) => sheet !== sheets[i] || sizes[i] !== sheetSizes[i])) {
      sheets = now;
      sheetSizes = sizes;
      index = declarations(win, [defaultSheet, ...now]);
    }
  };

  /** jsdom's cascaded value: the rules in order (an `!important` one wins over any without), then the inline style. */
  const cascaded = (element: Element, property: FastProperty): string => {
    let value = '';
    let important = false;
    let specificity: Declared['specificity'] | null = null;
    for (const rule of candidates(index[property], element)) {
      if (!rule.selectors.some((selector) => matches(element, selector))) continue;
      if (rule.important) {
        value = rule.value;
        important = true;
      } else if (!important && (!specificity || Specificity.compare(rule.specificity, specificity) >= 0)) {
        specificity = rule.specificity;
        value = rule.value;
      }
    }
    const inline = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
    const own = inline?.getPropertyValue(property);
    if (own && (!important || inline!.getPropertyPriority(property) === 'important')) value = own;
    return value;
  };

  /** jsdom's computed value: defaulting (inherited or initial) and the CSS-wide keywords. */
  const resolve = (element: Element, property: FastProperty): string => {
    let ofElement = resolved.get(element);
    const known = ofElement?.get(property);
    if (known !== undefined) return known;
    const { inherited, initial } = FAST[property];
    const parent = element.parentElement;
    const fromParent = () => (parent ? resolve(parent, property) : initial);
    const specified = cascaded(element, property) || (inherited ? fromParent() : initial);
    const value =
      specified === 'initial'
        ? initial
        : specified === 'inherit'
          ? fromParent()
          : specified === 'unset'
            ? inherited
              ? fromParent()
              : initial
            : specified;
    if (!ofElement) resolved.set(element, (ofElement = new Map()));
    ofElement.set(property, value);
    return value;
  };

  const declaration = (element: Element, pseudo?: string | null): CSSStyleDeclaration => {
    const ofElement = full.get(element) ?? new Map<string, CSSStyleDeclaration>();
    full.set(element, ofElement);
    const key = pseudo ?? '';
    let style = ofElement.get(key);
    if (!style) ofElement.set(key, (style = compute(element, pseudo)));
    return style;
  };

  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    refresh();
    if (pseudo) return declaration(element, pseudo);
    const whole = () => declaration(element);
    return new Proxy(Object.create(win.CSSStyleDeclaration.prototype) as CSSStyleDeclaration, {
      get(_, key) {
        if (key === 'getPropertyValue')
          return (property: string) =>
            isFast(property) ? resolve(element, property) : whole().getPropertyValue(property);
        const property = typeof key === 'string' ? (BY_CAMEL.get(key) ?? (isFast(key) ? key : undefined)) : undefined;
        if (property) return resolve(element, property);
        const value: unknown = Reflect.get(whole(), key);
        return typeof value === 'function' ? value.bind(whole()) : value;
      },
      has: (_, key) => Reflect.has(whole(), key),
    });
  };
}

/** jsdom's own `getComputedStyle`, for the test that checks the answers above against it. */
export const jsdomComputedStyle = (win: StyleWindow): ComputedStyle => win[JSDOM_OWN] ?? win.getComputedStyle;
