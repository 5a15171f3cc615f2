# Sourced by scripts/test-pi-1x.sh and scripts/bench-pi-1x.sh: makes a copy of the repository that runs on pi 1.x
# (`@earendil-works/*`) on Node 22 (the working tree and its install stay as they are), and enters it.
#
# In: `pi_1x_request`, a pi 1.x release, `latest` for the newest 1.x the registry serves, or empty for PI_1X_VERSION.
# Out: `version` (the release installed), `work` (the copy's temporary directory, removed on exit unless
# ASK_USER_PI_1X_KEEP=1), `copy` (the repository in it, the current directory), `started` ($SECONDS at the start),
# and Node 22 first on PATH.
#
# In the copy, pnpm overrides point our `@mariozechner/*` imports at the `@earendil-works/*` packages (npm: aliases),
# as pi 1.x's own loader does for an installed extension. Node 22 comes from the registry's `node` package, so a
# fresh machine needs nothing else.

# The pi 1.x release `pnpm test` checks; `pnpm test:pi-latest` checks the newest one the registry serves.
PI_1X_VERSION=1.6.0
# pi 1.x needs Node >= 22.19.
NODE_22_RANGE='>=22.19.0 <23'

version="${pi_1x_request:-$PI_1X_VERSION}"
if [ "$version" = latest ]; then
	# The highest of the 1.x releases (npm lists every version the range matches).
	version="$(npm view '@earendil-works/pi-coding-agent@^1' version --json | node -e '
		const found = JSON.parse(require("fs").readFileSync(0, "utf8"));
		const parts = (v) => v.split(".").map(Number);
		const newer = (a, b) => parts(a).reduce((d, n, i) => d || n - parts(b)[i], 0);
		console.log([found].flat().sort(newer).at(-1));')"
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/install-retries.sh
source "$root/scripts/install-retries.sh"
pnpm="npx -y pnpm@12.4.2"
work="$(mktemp -d "${TMPDIR:-/tmp}/ask-user-pi-1x.XXXXXX")"
# ASK_USER_PI_1X_KEEP=1 leaves the copy for a closer look (its path is printed).
if [ "${ASK_USER_PI_1X_KEEP:-}" = 1 ]; then echo "pi-1x: the copy stays in $work"; else trap 'rm -rf "$work"' EXIT; fi
copy="$work/repo"
started=$SECONDS

mkdir "$copy"
tar -C "$root" --exclude=node_modules --exclude=.git --exclude=.turbo --exclude=bench-results -cf - . | tar -C "$copy" -xf -
cd "$copy"
# The git install test snapshots the repository's files as git lists them.
git init -q && git add -A

echo "pi-1x: Node 22 from the registry's node package"
with_install_retries npm install --prefix "$work/node22" --no-save --no-audit --no-fund --silent "node@$NODE_22_RANGE"
export PATH="$work/node22/node_modules/.bin:$PATH"

{
	echo "overrides:"
	for name in pi-coding-agent pi-tui pi-ai; do
		echo "  \"@mariozechner/$name\": \"npm:@earendil-works/$name@$version\""
	done
} >>pnpm-workspace.yaml
echo "pi-1x: installing pi $version"
with_install_retries $pnpm install --no-frozen-lockfile --reporter=silent

echo "pi-1x: running against (Node $(node --version)):"
for name in pi-coding-agent pi-tui pi-ai; do
	echo "  @mariozechner/$name -> $(node -p "const p = require('./packages/pi-extension/node_modules/@mariozechner/$name/package.json'); p.name + ' ' + p.version")"
done
