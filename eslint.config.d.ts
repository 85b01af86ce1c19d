/** Types of what the lint config exports for tests/tooling/boundaries.test.ts. */
import type { Linter } from 'eslint';

export declare const PLACES: Record<string, string[]>;
export declare const LAYERS: Array<{ place: string; may: string[]; packages?: string[]; note: string }>;
export declare const PAGE_DOMAINS: string[];
export declare const ZONES: unknown[];
declare const config: Linter.Config[];
export default config;
