#!/usr/bin/env bash
# Runs render-tui's and pi-extension's tests against the newest pi the registry serves, in a copy of the repository
# (the working tree and its lockfile stay as they are). Not part of `pnpm test`: its result depends on the registry.
# The extension's end-to-end tests (a real pi in tmux) are left out; run them in the copy by hand if needed.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
pnpm="npx -y pnpm@12.4.2"
copy="$(mktemp -d "${TMPDIR:-/tmp}/ask-user-pi-latest.XXXXXX")"
trap 'rm -rf "$copy"' EXIT

tar -C "$root" --exclude=node_modules --exclude=.git --exclude=.turbo --exclude=bench-results -cf - . | tar -C "$copy" -xf -
cd "$copy"
$pnpm install --frozen-lockfile=false --silent
for package in packages/render-tui packages/pi-extension; do
	(cd "$package" && $pnpm add -D @mariozechner/pi-coding-agent@latest @mariozechner/pi-tui@latest @mariozechner/pi-ai@latest --silent)
done
echo "Testing against:"
for name in pi-coding-agent pi-tui pi-ai; do
	echo "  @mariozechner/$name $(node -p "require('./packages/pi-extension/node_modules/@mariozechner/$name/package.json').version")"
done
status=0
(cd packages/render-tui && npx vitest run) || status=1
(cd packages/pi-extension && npx vitest run --exclude 'test/e2e/**') || status=1
exit "$status"
