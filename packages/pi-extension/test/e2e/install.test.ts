/**
 * Scenario 6: every way to install the package works, checked by running pi without `-e` afterwards (`pi -e
 * packages/pi-extension` is what every other e2e test does).
 *
 * - `pi install <repo root>`: pi records the path and loads the root `pi` manifest.
 * - `pi install npm:@ask-user/pi-extension`: the three packages as `pnpm pack` makes them, served by a local
 *   registry for the `@ask-user` scope (they are not published); npm fetches xstate and typebox from the real one.
 *   The pi packages are optional peers: npm must not pull pi in.
 * - `pi install git:github.com/ask-user/ask-user`: git's `url.<base>.insteadOf` (in the isolated HOME) points
 *   that URL at a bare snapshot of the working tree; pi clones it and runs `npm install --omit=dev` at the root.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DESCRIPTION } from "../../src/prompt.ts";
import { expectResultsSentToModel, type MockPi, withMockPi } from "./support/ask-user-pi.ts";
import { snapshotWorkingTree } from "./support/git-snapshot.ts";
import { findPackage, listPackages } from "./support/installed-packages.ts";
import { askUserReply, textReply } from "./support/mock-model-script.ts";
import { startMockNpmRegistry } from "./support/mock-npm-registry.ts";
import { networkEnv } from "./support/network-env.ts";
import { runChecked } from "./support/run-command.ts";
import { runPi, runPiPrint } from "./support/run-pi-print.ts";
import { packWorkspacePackages, REPO_ROOT } from "./support/workspace.ts";

/** npm and git installs fetch from the network; a cold npm cache makes the git install take ~45 s. */
const INSTALL_TIMEOUT_MS = 240_000;

const ONE_QUESTION = {
	questions: [{ id: "color", prompt: "Which colour?", options: [{ value: "red", label: "Red" }] }],
};

/** `pi install <source>` succeeds. */
async function piInstall(pi: MockPi, source: string): Promise<void> {
	const result = await runPi(pi.env, ["install", source], 180_000);
	expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
	expect(result.stdout).toContain(`Installed ${source}`);
}

/** The package sources recorded in the agent's settings.json. */
async function installedSources(pi: MockPi): Promise<unknown> {
	const settings: unknown = JSON.parse(await readFile(join(pi.env.agentDir, "settings.json"), "utf8"));
	return typeof settings === "object" && settings !== null && "packages" in settings ? settings.packages : undefined;
}

/** pi without `-e` offers ask_user to the model and runs it (in `-p`: the non-interactive result). */
async function expectAskUserLoaded(pi: MockPi): Promise<void> {
	pi.server.enqueue(askUserReply(ONE_QUESTION, "call_installed"), textReply("Asked another way."));
	const run = await runPiPrint({ env: pi.env, prompt: "ask me something" });
	expect(run.code, run.stderr).toBe(0);
	expect(run.stdout.trim()).toBe("Asked another way.");
	const tool = pi.server.requests[0]?.tools?.find((t) => t.function.name === "ask_user");
	expect(tool?.function.description).toBe(DESCRIPTION);
	const [result] = await expectResultsSentToModel(pi, 1);
	expect(result?.details).toMatchObject({ cancelled: true, cancelReason: "ui_unavailable", answers: {} });
	expect(result?.content).toMatch(/^ask_user needs an interactive terminal/);
}

describe("installing ask_user", () => {
	it(
		"pi install <local path of the repo root>",
		async () => {
			await withMockPi({}, async (pi) => {
				await piInstall(pi, REPO_ROOT);
				const sources = await installedSources(pi);
				expect(Array.isArray(sources) ? sources.map((s) => resolve(pi.env.agentDir, String(s))) : sources).toEqual([
					REPO_ROOT,
				]);
				await expectAskUserLoaded(pi);
			});
		},
		INSTALL_TIMEOUT_MS,
	);

	it(
		"pi install npm:@ask-user/pi-extension from pnpm-packed tarballs, without pulling pi in",
		async () => {
			await withMockPi({ env: { extraEnv: networkEnv() } }, async (pi) => {
				const tarballs = await packWorkspacePackages(join(pi.env.root, "tarballs"));
				expect(tarballs.map((file) => file.split("/").at(-1)).sort()).toEqual([
					"ask-user-core-0.1.0.tgz",
					"ask-user-pi-extension-0.1.0.tgz",
					"ask-user-render-tui-0.1.0.tgz",
				]);
				const registry = await startMockNpmRegistry(tarballs);
				try {
					const prefix = join(pi.env.root, "npm-global");
					pi.env.env.npm_config_prefix = prefix; // `npm install -g` lands here, not in the machine's prefix
					await writeFile(join(pi.env.home, ".npmrc"), `@ask-user:registry=${registry.url}\n`);
					await piInstall(pi, "npm:@ask-user/pi-extension");
					expect(await installedSources(pi)).toEqual(["npm:@ask-user/pi-extension"]);
					for (const tarball of ["core", "render-tui", "pi-extension"]) {
						expect(registry.requests).toContain(`${new URL(registry.url).pathname}-/ask-user-${tarball}-0.1.0.tgz`);
					}

					const installed = join(prefix, "lib/node_modules/@ask-user/pi-extension");
					expect(await listPackages(join(installed, "node_modules"))).toEqual([
						"@ask-user/core",
						"@ask-user/render-tui",
						"typebox",
						"xstate",
					]);
					expect(await findPackage(prefix, "@mariozechner/pi-coding-agent")).toEqual([]);
					expect(await findPackage(prefix, "@mariozechner/pi-tui")).toEqual([]);
					await expectAskUserLoaded(pi);
				} finally {
					await registry.close();
				}
			});
		},
		INSTALL_TIMEOUT_MS,
	);

	it(
		"pi install git:github.com/ask-user/ask-user (a clone of the working tree; npm install --omit=dev at the root)",
		async () => {
			await withMockPi({ env: { extraEnv: networkEnv() } }, async (pi) => {
				const remotes = join(pi.env.root, "remotes");
				const snapshot = await snapshotWorkingTree(
					REPO_ROOT,
					join(pi.env.root, "worktree"),
					join(remotes, "ask-user/ask-user"),
				);
				await writeFile(
					join(pi.env.home, ".gitconfig"),
					`[url "file://${remotes}/"]\n\tinsteadOf = https://github.com/\n`,
				);
				await piInstall(pi, "git:github.com/ask-user/ask-user");
				expect(await installedSources(pi)).toEqual(["git:github.com/ask-user/ask-user"]);

				const clone = join(pi.env.agentDir, "git/github.com/ask-user/ask-user");
				const head = await runChecked("git", ["rev-parse", "HEAD"], { cwd: clone });
				expect(head.stdout.trim()).toBe(snapshot.commit);
				// npm linked the workspace packages and installed only their runtime dependencies.
				expect(await listPackages(join(clone, "node_modules"))).toEqual([
					"@ask-user/core",
					"@ask-user/pi-extension",
					"@ask-user/render-tui",
					"typebox",
					"xstate",
				]);
				expect(await findPackage(clone, "@mariozechner/pi-coding-agent")).toEqual([]);
				await expectAskUserLoaded(pi);
			});
		},
		INSTALL_TIMEOUT_MS,
	);
});
