#!/usr/bin/env bash
# Runs the tests against the newest release of each pi line the registry serves, each in a copy of the repository
# (the working tree and its lockfile stay as they are). Not part of `pnpm test`: its result depends on the registry.
#
# - pi 0.73.x, `@mariozechner/*@latest` (0.73.1 is the last release under that scope): render-tui's and the
#   extension's tests on this Node, the end-to-end ones included.
# - pi 1.x, the newest `@earendil-works/*@^1`: `scripts/test-pi-1x.sh latest` (Node 22, e2e in both terminal modes).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/install-retries.sh
source "$root/scripts/install-retries.sh"
pnpm="npx -y pnpm@12.4.2"
copy="$(mktemp -d "${TMPDIR:-/tmp}/ask-user-pi-latest.XXXXXX")"
trap 'rm -rf "$copy"' EXIT

status=0
(
	tar -C "$root" --exclude=node_modules --exclude=.git --exclude=.turbo --exclude=bench-results -cf - . | tar -C "$copy" -xf -
	cd "$copy"
	# The git install test snapshots the repository's files as git lists them.
	git init -q && git add -A
	with_install_retries $pnpm install --frozen-lockfile=false --silent
	for package in packages/render-tui packages/pi-extension; do
		(cd "$package" && with_install_retries $pnpm add -D @mariozechner/pi-coding-agent@latest @mariozechner/pi-tui@latest @mariozechner/pi-ai@latest --silent)
	done
	echo "Testing against (Node $(node --version)):"
	for name in pi-coding-agent pi-tui pi-ai; do
		echo "  @mariozechner/$name $(node -p "require('./packages/pi-extension/node_modules/@mariozechner/$name/package.json').version")"
	done
	line=0
	(cd packages/render-tui && npx vitest run) || line=1
	(cd packages/pi-extension && npx vitest run) || line=1
	exit "$line"
) || status=1
bash "$root/scripts/test-pi-1x.sh" latest || status=1
exit "$status"
