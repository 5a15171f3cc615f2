#!/usr/bin/env bash
# Runs render-tui's, pi-extension's, the playground's and the bench's tests, the real-pi end-to-end tests included
# (and pi 1.x as the MCP host of ask-user-mcp),
# against pi 1.x (`@earendil-works/*`) on Node 22, in a copy of the repository (the working tree and its install stay
# as they are).
#
#   bash scripts/test-pi-1x.sh [VERSION]   VERSION: a pi 1.x release, `latest` for the newest 1.x the registry
#                                          serves; default PI_1X_VERSION in pi-1x-copy.sh (what `pnpm test` checks)
#
# The copy is made by scripts/pi-1x-copy.sh (pnpm overrides point our `@mariozechner/*` imports at the
# `@earendil-works/*` packages; Node 22 from the registry's `node` package, so a fresh machine needs nothing else).
# The end-to-end tests run twice: in pi 1.x's default fullscreen mode and in its regular mode (`tuiMode` in the e2e
# settings, ASK_USER_E2E_TUI_MODE).
set -euo pipefail

pi_1x_request="${1:-}"
# shellcheck source=scripts/pi-1x-copy.sh
source "$(dirname "$0")/pi-1x-copy.sh"

status=0
(cd packages/render-tui && npx vitest run) || status=1
(cd packages/pi-extension && ASK_USER_E2E_TUI_MODE=fullscreen npx vitest run) || status=1
(cd packages/pi-extension && ASK_USER_E2E_TUI_MODE=regular npx vitest run test/e2e) || status=1
# pi 1.x as an MCP host of ask-user-mcp (pi 0.73 has no MCP support, so this runs here only).
(cd packages/mcp-server && npx vitest run --config vitest.pi-1x.config.ts) || status=1
# The playground (terminal and web, in chromium) and the bench, on pi 1.x.
(cd apps/playground && npx vitest run) || status=1
(cd apps/bench && npx vitest run) || status=1
echo "pi-1x: pi $version on Node $(node --version): $([ "$status" = 0 ] && echo passed || echo FAILED) in $((SECONDS - started)) s"
exit "$status"
