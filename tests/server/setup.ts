/**
 * Runs before every file of the server projects. Server tests start their own database from the seeded dump
 * (tests/server/harness.ts, seededDump.ts); nothing global to prepare here beyond a quiet, stable environment.
 */
process.env.TZ ??= 'UTC';
delete process.env.DATABASE_URL; // the tests always use their own embedded database
