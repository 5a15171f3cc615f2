#!/usr/bin/env bash
# Runs the bench on both pi lines and prints their figures side by side: pi 0.73.1 in the working tree on this
# machine's Node (the design's baseline, Node 20), then pi 1.x on Node 22 in a copy of the repository made by
# scripts/pi-1x-copy.sh, one right after the other on the same machine; then `compare` joins both results, each
# line's ratios to its own peers (measured in the same run) beside the other's.
#
#   bash scripts/bench-pi-1x.sh [--pi VERSION] [bench options]   (pnpm bench …, or pnpm bench:pi-1x …)
#
# One line alone: `pnpm --filter @ask-user/bench bench [bench options]` (pi 0.73.1, the working tree).
#
# VERSION: a pi 1.x release, or `latest` for the newest 1.x the registry serves (default: the one `pnpm test`
# checks). Bench options go to both runs (`--quick`, `--only keystrokes,load`); the results go to
# bench-results/pi-0.73[-quick].json and bench-results/pi-1x[-quick].json, so `--out` is not taken.
set -euo pipefail

pi_1x_request=""
bench_args=()
while [ $# -gt 0 ]; do
	case "$1" in
	-h | --help)
		echo "usage: pnpm bench [--pi VERSION] [--quick] [--only SUITE,…]   (both pi lines; one line: pnpm --filter @ask-user/bench bench --help)"
		exit 0
		;;
	--pi) pi_1x_request="${2:?--pi needs a version}"; shift 2 ;;
	--out) echo "bench-pi-1x: --out is not taken; the results go to bench-results/pi-0.73*.json and pi-1x*.json" >&2; exit 2 ;;
	--) shift ;;
	*) bench_args+=("$1"); shift ;;
	esac
done
suffix=""
for arg in "${bench_args[@]}"; do [ "$arg" = --quick ] && suffix="-quick"; done

root="$(cd "$(dirname "$0")/.." && pwd)"
results="$root/bench-results"
mkdir -p "$results"
path_0_73="$PATH"

# pi 0.73 first: a mistyped option stops the run before the copy's install (minutes), and the copy's install never
# runs beside a bench.
echo "bench-pi-1x: pi 0.73 (working tree, Node $(node --version))"
(cd "$root/apps/bench" && npx tsx src/run.ts "${bench_args[@]}" --out "$results/pi-0.73$suffix.json")

# shellcheck source=scripts/pi-1x-copy.sh
source "$root/scripts/pi-1x-copy.sh"
echo "bench-pi-1x: pi $version (copy, Node $(node --version))"
(cd "$copy/apps/bench" && npx tsx src/run.ts "${bench_args[@]}" --out "$results/pi-1x$suffix.json")

(cd "$root/apps/bench" && PATH="$path_0_73" npx tsx src/compare.ts "$results/pi-0.73$suffix.json" "$results/pi-1x$suffix.json")
