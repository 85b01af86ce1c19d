/**
 * jsdom's `getComputedStyle` matches every rule of every style sheet against the element on each call, and Testing
 * Library calls it for every node of every candidate when it computes accessible names and visibility: two thirds of
 * a view-level replay's CPU went there. The document's computed styles are remembered until something could change
 * them: any change to the document (nodes, attributes, text, the style sheets' text), any event dispatched (a click
 * that checks a box, a hover), a focus that moved. Between two queries with none of these the styles are the same, so
 * the answers are the same; the first query after any of them computes afresh.
 */
type StyleWindow = Window & typeof globalThis & { [REMEMBERED]?: true };
const REMEMBERED = Symbol.for('trust-h5.rememberedComputedStyle');

export function rememberComputedStyles(win: StyleWindow): void {
  if (win[REMEMBERED]) return;
  win[REMEMBERED] = true;
  const compute = win.getComputedStyle.bind(win);
  const dispatch = win.EventTarget.prototype.dispatchEvent;
  let styles = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  let focused: Element | null = null;
  let changed = false;
  const forget = () => {
    changed = true;
  };
  const changes = new win.MutationObserver(forget);
  changes.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
  win.EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    changed = true;
    return dispatch.call(this, event);
  };
  win.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (changes.takeRecords().length > 0 || win.document.activeElement !== focused) changed = true;
    if (changed) {
      styles = new WeakMap();
      focused = win.document.activeElement;
      changed = false;
    }
    const ofElement = styles.get(element) ?? new Map<string, CSSStyleDeclaration>();
    styles.set(element, ofElement);
    const key = pseudo ?? '';
    let style = ofElement.get(key);
    if (!style) ofElement.set(key, (style = compute(element, pseudo)));
    return style;
  };
}
