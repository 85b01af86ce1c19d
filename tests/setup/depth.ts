/**
 * How deep a run goes: `npm test` runs every suite at the depth that proves each thing once on the fast loop;
 * `npm run test:deep` (TEST_DEPTH=deep) adds the long searches (every fuzz body, every fault on every screen, the
 * whole server suite on PostgreSQL). docs/testing.md says what each depth proves.
 */
// vite.config.ts reads the same variable for the projects' file lists.
export const DEEP = process.env.TEST_DEPTH === 'deep';
