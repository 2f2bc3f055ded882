#!/usr/bin/env bash
# `npm test`: every test of the repository, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== types"
npx tsc -p tsconfig.json
npx tsc -p apps/web/tsconfig.json --noEmit
npx tsc -p apps/backoffice/tsconfig.json
npx tsc -p e2e/tsconfig.json
echo "== lint and format"
npx eslint .
npx prettier --check . --log-level warn
npx knip
echo "== dependency rules (.dependency-cruiser.cjs)"
npx depcruise apps/api/src apps/web/src apps/web/app packages --config .dependency-cruiser.cjs --output-type err
echo "== unit and API integration (PGlite${TEST_DATABASE_URL:+, and PostgreSQL at $TEST_DATABASE_URL})"
npx vitest run
echo "== browser end-to-end (Debian Chromium)"
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "installing Debian's chromium for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Browser tests need Debian's chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium', then npm test again." >&2
    exit 1
  fi
fi
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test -c e2e/playwright.config.ts
