import type { CallTable } from '../contract/calls';

/** Written by the build from the calls' declarations (`define` in vite.config.ts, `callTable` in contract/calls.ts). */
declare const __CALL_TABLE__: CallTable;

/** Each call's action, submission flag and headers, as declared, without the request rules the server reads. */
export const CALL_TABLE: CallTable = __CALL_TABLE__;
