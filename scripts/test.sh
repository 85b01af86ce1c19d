#!/usr/bin/env bash
# npm test: everything that must hold before a change lands. The static checks (format, lint, types, the flows'
# documents, the docs' links and paths, the structure's measures) run beside the Vitest projects rather than before
# them: they are one process on one core at a time, and the test workers leave room for it (docs/testing.md). Each
# check's output is shown whole; a failing static check decides the exit status, else a failing test, else the
# flow-coverage floors.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
mkdir -p .tmp
static_checks() {
  npm run -s format:check && npm run -s lint && npm run -s typecheck && npm run -s flows:docs -- --check &&
    node --import tsx scripts/docsCheck.ts && node --import tsx scripts/measures.ts --check
}
static_checks >.tmp/static-checks.log 2>&1 &
static_pid=$!
rm -rf .tmp/flows-coverage
tests=0
npx vitest run || tests=$?
checks=0
wait "$static_pid" || checks=$?
echo "── format, lint, types, flows documents, docs, measures ──"
cat .tmp/static-checks.log
[ "$checks" -eq 0 ] || { echo "static checks failed" >&2; exit "$checks"; }
[ "$tests" -eq 0 ] || exit "$tests"
npm run -s flows:coverage:check
