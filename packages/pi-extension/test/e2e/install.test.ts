/**
 * Scenario 6: every way to install the package works, each checked by running pi without `-e` afterwards (`pi -e
 * packages/pi-extension` is what every other e2e test does). The three run concurrently: two mostly wait on npm.
 *
 * - `pi install <repo root>`: pi records the path and loads the root `pi` manifest.
 * - `pi install npm:@ask-user/pi-extension`: the package exactly as `pnpm pack` makes it, served by a local registry
 *   for the `@ask-user` scope (it is not published yet); it carries our other packages in its bundle (D124), so npm
 *   fetches only XState and uqr, from the real registry (pi 0.73 installs globally, pi 1.x into `<agentDir>/npm`).
 *   The pi packages and TypeBox are optional peers, so npm must not pull pi in. Why not `pi install
 *   npm:/path/to/tarball.tgz`: pi 0.73.1 derives the install folder from the spec's package name, which for a path
 *   is the path itself, so npm installs it but pi never finds it (and `npm:name@file:…` counts as a pinned version
 *   that never matches the installed one, so pi skips it offline and reinstalls it online).
 * - `pi install git:github.com/ask-user/ask-user`: git's `url.<base>.insteadOf` (in the isolated HOME) points that
 *   URL at a bare snapshot of the current working tree, so pi runs its real git path offline: it clones, then runs
 *   `npm install --omit=dev` at the repository root with no build step. That only works if plain npm can install
 *   the root (`workspaces`, no `workspace:` protocol) and pi can load the TypeScript sources.
 *
 * First, on its own (the others pack the same workspace): packing never writes a file of the clone, so a pack
 * killed midway leaves a clone that pi still loads. The scenarios that reach the registry run again from the start,
 * online, after a pause, when npm fails on the registry's side (`withNetworkRetry`: a stale packument, a proxy's
 * certificate).
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { retriedTimeout } from "@ask-user/test-kit/registry-retry";
import { describe, expect, it } from "vitest";
import { withMockPi } from "./support/ask-user-pi.ts";
import { snapshotWorkingTree } from "./support/git-snapshot.ts";
import {
	expectAskUserLoaded,
	INSTALL_TIMEOUT_MS,
	installedSources,
	npmInstallLayout,
	piInstall,
} from "./support/install-checks.ts";
import { findPackage, listPackages } from "./support/installed-packages.ts";
import { startMockNpmRegistry } from "./support/mock-npm-registry.ts";
import { withNetworkRetry } from "./support/network-env.ts";
import { runChecked } from "./support/run-command.ts";
import { packWatching, packWorkspacePackages, REPO_ROOT } from "./support/workspace.ts";

/** No copy of pi may be pulled in, of either line: 0.73.x and 1.x (the @earendil-works scope). */
const PI_PACKAGES = [
	"@mariozechner/pi-coding-agent",
	"@mariozechner/pi-tui",
	"@earendil-works/pi-coding-agent",
	"@earendil-works/pi-tui",
];

it(
	"a pack never writes the clone's manifests, and a pack killed midway leaves a clone pi loads",
	async () => {
		const destination = await mkdtemp(join(tmpdir(), "ask-user-killed-pack-"));
		try {
			// Whole packs of each package: no manifest of the workspace reads differently at any moment.
			for (const name of ["render-tui", "render-web", "pi-extension", "core"]) {
				const whole = await packWatching(name, destination);
				expect(whole, name).toEqual({ changed: [], killed: false });
			}
			// Core's pack killed midway: its prepack has removed `dist` and bundled anew, declarations not yet done.
			const dist = join(REPO_ROOT, "packages", "core", "dist");
			let cleared = false;
			const killed = await packWatching("core", destination, () => {
				cleared ||= !existsSync(dist);
				return cleared && existsSync(join(dist, "chunks"));
			});
			expect(killed).toEqual({ changed: [], killed: true });
			await withMockPi({}, async (pi) => {
				await piInstall(pi, REPO_ROOT);
				await expectAskUserLoaded(pi);
			});
		} finally {
			await rm(destination, { recursive: true, force: true });
		}
	},
	INSTALL_TIMEOUT_MS,
);

describe.concurrent("installing ask_user", () => {
	it(
		"pi install <local path of the repo root>",
		async () => {
			await withMockPi({}, async (pi) => {
				await piInstall(pi, REPO_ROOT);
				const sources = await installedSources(pi);
				// pi stores local paths relative to the settings file's folder.
				const paths = Array.isArray(sources) ? sources.map((source) => resolve(pi.env.agentDir, String(source))) : [];
				expect(paths).toEqual([REPO_ROOT]);
				await expectAskUserLoaded(pi);
			});
		},
		INSTALL_TIMEOUT_MS,
	);

	it(
		"pi install npm:@ask-user/pi-extension from pnpm-packed tarballs, without pulling pi in",
		async () => {
			await withNetworkRetry((extraEnv) =>
				withMockPi({ env: { extraEnv } }, async (pi) => {
					const tarballs = await packWorkspacePackages(join(pi.env.root, "tarballs"));
					expect(tarballs.map((file) => basename(file)).sort()).toEqual([
						"ask-user-core-0.1.0.tgz",
						"ask-user-mcp-server-0.1.0.tgz",
						"ask-user-pi-extension-0.1.0.tgz",
						"ask-user-render-tui-0.1.0.tgz",
						"ask-user-render-web-0.1.0.tgz",
					]);
					// The extension's bundle carries core, render-tui and render-web: the registry serves the extension alone.
					const registry = await startMockNpmRegistry(tarballs.filter((file) => file.includes("pi-extension")));
					try {
						// The tarball names pi's packages of both lines as optional peers (test/published-peers.test.ts).
						const extension = registry.packages.find((packed) => packed.name === "@ask-user/pi-extension");
						expect(Object.keys(Object(extension?.manifest.peerDependencies))).toEqual(
							expect.arrayContaining(PI_PACKAGES),
						);
						const prefix = join(pi.env.root, "npm-global");
						pi.env.env.npm_config_prefix = prefix; // `npm install -g` lands here, not in the machine's prefix
						await writeFile(join(pi.env.home, ".npmrc"), `@ask-user:registry=${registry.url}\n`);
						await piInstall(pi, "npm:@ask-user/pi-extension");
						expect(await installedSources(pi)).toEqual(["npm:@ask-user/pi-extension"]);

						const layout = npmInstallLayout(pi, prefix, "@ask-user/pi-extension");
						const dependencies = await listPackages(layout.dependencies);
						expect(dependencies.filter((name) => name !== "@ask-user/pi-extension")).toEqual(["uqr", "xstate"]);
						for (const name of PI_PACKAGES) expect(await findPackage(layout.root, name)).toEqual([]);
						// npm resolved it through the local registry, and installed what pnpm packed (it checks the tarball's
						// integrity, so even a copy from its cache is the same bytes).
						expect(registry.requests).toContain("@ask-user/pi-extension");
						const installed = JSON.parse(await readFile(join(layout.packageDir, "package.json"), "utf8"));
						expect(installed).toEqual(extension?.manifest);
						await expectAskUserLoaded(pi);
					} finally {
						await registry.close();
					}
				}),
			);
		},
		// Again from the start, after a pause, when npm fails on the registry's side.
		retriedTimeout(INSTALL_TIMEOUT_MS),
	);

	it(
		"pi install git:github.com/ask-user/ask-user (a clone of the working tree; npm install --omit=dev at the root)",
		async () => {
			await withNetworkRetry((extraEnv) =>
				withMockPi({ env: { extraEnv } }, async (pi) => {
					const remotes = join(pi.env.root, "remotes");
					const bare = join(remotes, "ask-user/ask-user");
					const snapshot = await snapshotWorkingTree(REPO_ROOT, join(pi.env.root, "worktree"), bare);
					await writeFile(
						join(pi.env.home, ".gitconfig"),
						`[url "file://${remotes}/"]\n\tinsteadOf = https://github.com/\n`,
					);
					await piInstall(pi, "git:github.com/ask-user/ask-user");
					expect(await installedSources(pi)).toEqual(["git:github.com/ask-user/ask-user"]);

					const clone = join(pi.env.agentDir, "git/github.com/ask-user/ask-user");
					const head = await runChecked("git", ["rev-parse", "HEAD"], { cwd: clone });
					expect(head.stdout.trim()).toBe(snapshot.commit);
					// npm linked the workspace packages (the private test kit too: a link, nothing of its own is installed
					// without dev dependencies) and installed only their runtime dependencies: no pi.
					expect(await listPackages(join(clone, "node_modules"))).toEqual([
						"@ask-user/core",
						"@ask-user/pi-extension",
						"@ask-user/render-tui",
						"@ask-user/render-web",
						"@ask-user/test-kit",
						"typebox",
						"uqr",
						"xstate",
					]);
					for (const name of PI_PACKAGES) expect(await findPackage(clone, name)).toEqual([]);
					await expectAskUserLoaded(pi);
				}),
			);
		},
		// Again from the start, after a pause, when npm fails on the registry's side.
		retriedTimeout(INSTALL_TIMEOUT_MS),
	);
});
