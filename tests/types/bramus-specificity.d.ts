/**
 * The package's types sit beside an `exports` map without a `types` condition, which TypeScript does not follow. What
 * the jsdom project's computed styles use (tests/setup/computedStyle.ts), as its index.d.ts declares it.
 */
declare module '@bramus/specificity' {
  export interface SpecificityObject {
    a: number;
    b: number;
    c: number;
  }
  export default class Specificity {
    static calculate(selector: string): Specificity[];
    static compare(s1: Specificity | SpecificityObject, s2: Specificity | SpecificityObject): number;
    static max(...specificities: (Specificity | SpecificityObject)[]): Specificity | SpecificityObject;
    value: SpecificityObject;
  }
}
