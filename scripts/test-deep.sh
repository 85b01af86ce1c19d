#!/usr/bin/env bash
# `npm run test:deep`: what `npm test` proves once on the fast loop, searched through to the end (docs/testing.md):
# the whole server suite on PostgreSQL, 1,000 fuzz bodies per call on both databases, and every fault of the fault
# matrix on every screen. .ci/run runs it after `npm test` while CI's time allows.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
export TEST_DEPTH=deep
npx vitest run --project server-pg
npx vitest run --project server tests/server/security/fuzz.test.ts
npx vitest run --project e2e tests/e2e/faultMatrix.test.ts
