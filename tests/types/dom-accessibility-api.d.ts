/**
 * The package's types sit beside an `exports` map without a `types` condition, which TypeScript does not follow. The
 * one function the view replay uses (tests/model/viewReplay.tsx), as dist/accessible-name.d.ts declares it.
 */
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(
    root: Element,
    options?: { computedStyleSupportsPseudoElements?: boolean; hidden?: boolean },
  ): string;
}
