/**
 * The projects' files share their worker (`isolate: false` in vite.config.ts): the test tools' modules (React, jsdom,
 * Testing Library, Fastify, PGlite, Playwright) load once per worker instead of once per file, about a third of the
 * suite's CPU. Each file still evaluates the project's own modules afresh, their module-level state with them.
 */
import { vi } from 'vitest';

vi.resetModules();
