#!/usr/bin/env bash
# `npm test`: every test of the repository, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== types"
npx tsc -p tsconfig.json
npx tsc -p apps/web/tsconfig.json --noEmit
echo "== lint and format"
npx eslint .
npx prettier --check . --log-level warn
echo "== unit and API integration (PGlite${TEST_DATABASE_URL:+, and PostgreSQL at $TEST_DATABASE_URL})"
npx vitest run
