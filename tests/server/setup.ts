/**
 * Runs before every file of the server projects. Server tests start their own database from the seeded dump
 * (tests/server/harness.ts, seededDump.ts); nothing global to prepare here beyond a quiet, stable environment. The
 * files share their worker (isolate: false: Fastify, PGlite and the drivers load once per worker, not per file), so
 * each file evaluates the server's own modules afresh, their module-level state with them.
 */
import { vi } from 'vitest';

process.env.TZ ??= 'UTC';
delete process.env.DATABASE_URL; // the tests always use their own embedded database
vi.resetModules();
