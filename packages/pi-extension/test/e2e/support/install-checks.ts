/**
 * Checks shared by the install tests: `pi install <source>` succeeds and is recorded, and pi without `-e` then
 * offers ask_user to the model and runs it (in `-p`, kept by `offerWithoutUI`: the non-interactive result).
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { TOOL_DESCRIPTION as DESCRIPTION } from "@ask-user/core/contract";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { expect } from "vitest";
import { expectResultsSentToModel, type MockPi } from "./ask-user-pi.ts";
import { piVersion } from "./pi-paths.ts";
import { runPi, runPiPrint } from "./run-pi-print.ts";

/** npm and git installs fetch from the network: a cold npm cache makes them slow (apps/bench/MEASUREMENTS.md). */
export const INSTALL_TIMEOUT_MS = 240_000;

const ONE_QUESTION = {
	questions: [{ id: "color", prompt: "Which colour?", options: [{ value: "red", label: "Red" }] }],
};

/** `pi install <source>` succeeds. */
export async function piInstall(pi: MockPi, source: string): Promise<void> {
	const result = await runPi(pi.env, ["install", source], 180_000);
	expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
	expect(result.stdout).toContain(`Installed ${source}`);
}

/** Where `pi install npm:<name>` put a package, and where npm put the packages it depends on. */
export interface NpmInstallLayout {
	/** Where npm installed: searched for a copy of pi that must not be there. */
	readonly root: string;
	/** The package's own folder. */
	readonly packageDir: string;
	/** The node_modules folder that holds its dependencies (the package itself may be listed there too). */
	readonly dependencies: string;
}

/**
 * pi 0.73 runs `npm install -g` (into `npm_config_prefix`, here `globalPrefix`), so the dependencies sit in the
 * package's own node_modules; pi 1.x runs `npm install --prefix <agentDir>/npm`, which puts them beside the package
 * (checked on pi 1.6.0).
 */
export function npmInstallLayout(pi: MockPi, globalPrefix: string, name: string): NpmInstallLayout {
	if (piVersion().startsWith("0.")) {
		const packageDir = join(globalPrefix, "lib/node_modules", name);
		return { root: globalPrefix, packageDir, dependencies: join(packageDir, "node_modules") };
	}
	const root = join(pi.env.agentDir, "npm");
	return { root, packageDir: join(root, "node_modules", name), dependencies: join(root, "node_modules") };
}

/** The package sources recorded in the agent's settings.json. */
export async function installedSources(pi: MockPi): Promise<unknown> {
	const settings: unknown = JSON.parse(await readFile(join(pi.env.agentDir, "settings.json"), "utf8"));
	return typeof settings === "object" && settings !== null && "packages" in settings ? settings.packages : undefined;
}

/** pi without `-e` offers ask_user (this package's description) to the model and runs it. */
export async function expectAskUserLoaded(pi: MockPi): Promise<void> {
	// `-p` has no UI: ask_user is offered there only with the global setting that keeps it (the installed copy
	// reads it like any other).
	await writeFile(join(pi.env.agentDir, "ask-user.json"), JSON.stringify({ offerWithoutUI: true }));
	pi.server.enqueue(askUserReply(ONE_QUESTION, "call_installed"), textReply("Asked another way."));
	// The installed copy's first start transpiles its sources with jiti's cache cold: on a loaded machine, over 30 s.
	const run = await runPiPrint({ env: pi.env, prompt: "ask me something", timeoutMs: 120_000 });
	expect(run.code, run.stderr).toBe(0);
	expect(run.stdout.trim()).toBe("Asked another way.");
	const tool = pi.server.requests[0]?.tools?.find((t) => t.function.name === "ask_user");
	expect(tool?.function.description).toBe(DESCRIPTION);
	const [result] = await expectResultsSentToModel(pi, 1);
	expect(result?.details).toMatchObject({ cancelled: true, cancelReason: "ui_unavailable", answers: {} });
	expect(result?.content).toMatch(/^ask_user needs an interactive terminal/);
}
