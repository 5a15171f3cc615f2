#!/usr/bin/env bash
# Runs core's tests and the fast tiers (unit and screen tests) of render-tui and render-web, the renderers that run
# core's statechart, against the lowest XState their peer range allows (`peerDependencies.xstate` in
# packages/core/package.json, `^5.20.0` → 5.20.0; the renderers' are the same), in a copy of the repository (the
# working tree, its install and its lockfile stay as they are). The top of the range is the lockfile's XState, which
# `pnpm test` runs everywhere.
#
#   bash scripts/test-xstate-range.sh [VERSION]   VERSION: an XState 5.x release; default the peer range's floor
#
# Only core, the renderers and what their tests import are installed in the copy (a pnpm override pins xstate): seconds
# once pnpm's store is warm. Left out: the tests that pack the package and install it with npm (they install the range's floor
# themselves, package-import.test.ts), and the two that check the README's model-based testing, which needs
# `xstate/graph`'s `filterEvents` (XState 5.30, as the README says).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/install-retries.sh
source "$root/scripts/install-retries.sh"
pnpm="npx -y pnpm@12.4.2"
range="$(node -p "require('$root/packages/core/package.json').peerDependencies.xstate")"
version="${1:-${range#^}}"
work="$(mktemp -d "${TMPDIR:-/tmp}/ask-user-xstate.XXXXXX")"
trap 'rm -rf "$work"' EXIT
started=$SECONDS

tar -C "$root" --exclude=node_modules --exclude=.git --exclude=.turbo --exclude=bench-results -cf - . | tar -C "$work" -xf -
cd "$work"
{
	echo "overrides:"
	echo "  xstate: \"$version\""
} >>pnpm-workspace.yaml
renderers=(render-tui render-web)
for package in "${renderers[@]}"; do
	render_range="$(node -p "require('$root/packages/$package/package.json').peerDependencies.xstate")"
	if [ "$render_range" != "$range" ]; then
		echo "xstate-range: $package's peer range $render_range is not core's $range" >&2
		exit 1
	fi
done
echo "xstate-range: installing xstate $version for core, render-tui and render-web (peer range $range)"
# A hanging request gives up after 30 s and is tried again (pnpm's defaults wait a minute, then retry twice); a
# failed install runs again after a pause (install-retries.sh).
with_install_retries $pnpm install --no-frozen-lockfile --prefer-offline --reporter=silent \
	--filter "@ask-user/render-tui..." --filter "@ask-user/render-web..." \
	--config.fetch-timeout=30000 --config.fetch-retries=4

for package in core "${renderers[@]}"; do
	installed="$(cd "packages/$package" && node -p "require(require.resolve('xstate/package.json')).version")"
	if [ "$installed" != "$version" ]; then
		echo "xstate-range: $package resolves xstate $installed, not $version" >&2
		exit 1
	fi
done

status=0
left_out=" test/package-import.test.ts test/npm-pack.test.ts test/model-based-readme.test.ts test/readme-snippets.test.ts "
files=()
for file in packages/core/test/*.test.ts; do
	file="${file#packages/core/}"
	[[ "$left_out" == *" $file "* ]] || files+=("$file")
done
# The files named one by one: vitest's --exclude does not reach into the packages' test projects.
(cd packages/core && npx vitest run "${files[@]}") || status=1
for package in "${renderers[@]}"; do
	(cd "packages/$package" && npx vitest run --project 'fast*') || status=1
done
echo "xstate-range: core, render-tui and render-web on xstate $installed: $([ "$status" = 0 ] && echo passed || echo FAILED) in $((SECONDS - started)) s"
exit "$status"
