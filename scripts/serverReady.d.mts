/** Types of scripts/serverReady.mjs for the TypeScript that imports it. */
import type { ChildProcess } from 'node:child_process';

export declare function serverReady(child: ChildProcess, timeoutMs: number): Promise<void>;
