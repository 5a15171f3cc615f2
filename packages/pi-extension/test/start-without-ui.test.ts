import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEventBus, type ExtensionAPI, type ExtensionContext } from "@mariozechner/pi-coding-agent";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * pi's start in print mode (no UI): the extension registers its static data and, when nothing keeps ask_user offered,
 * withdraws it without loading anything more (D90). Each test loads the extension anew, as pi does, and looks at its
 * own lazy-loading boundary.
 */

const dirs: string[] = [];
afterEach(() => {
	vi.unstubAllEnvs();
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh agent dir and project, the environment naming neither a relay nor scripted answers. */
function folders(): { agentDir: string; cwd: string } {
	const root = mkdtempSync(join(tmpdir(), "ask-user-start-"));
	dirs.push(root);
	const agentDir = join(root, "agent");
	const cwd = join(root, "project");
	mkdirSync(agentDir);
	mkdirSync(cwd);
	vi.stubEnv("PI_CODING_AGENT_DIR", agentDir);
	vi.stubEnv("ASK_USER_RELAY", "");
	vi.stubEnv("ASK_USER_ANSWERS", "");
	return { agentDir, cwd };
}

/** The extension loaded anew and started without a UI in `cwd`: the tools offered after, and what it loaded. */
async function startWithoutUI(cwd: string): Promise<{ active: string[]; sessionLoaded: boolean }> {
	vi.resetModules();
	const { sessionLoader } = await import("../src/boundary.ts");
	const { default: askUserExtension } = await import("../src/index.ts");
	let active = ["read", "bash"];
	const starts: ((event: unknown, ctx: ExtensionContext) => Promise<void>)[] = [];
	const pi = {
		events: createEventBus(),
		on: (name: string, handler: (event: unknown, ctx: ExtensionContext) => Promise<void>) => {
			if (name === "session_start") starts.push(handler);
		},
		registerTool: (tool: { name: string }) => active.push(tool.name),
		registerCommand: () => {},
		getActiveTools: () => [...active],
		setActiveTools: (names: string[]) => {
			active = [...names];
		},
	};
	askUserExtension(pi as unknown as ExtensionAPI);
	expect(active).toContain("ask_user");
	// pi's UI in print mode: every method there, doing nothing.
	const ui = new Proxy({}, { get: () => () => {} });
	const ctx = { hasUI: false, cwd, ui } as unknown as ExtensionContext;
	for (const start of starts) await start({ type: "session_start", reason: "startup" }, ctx);
	return { active, sessionLoaded: sessionLoader.loaded() !== undefined };
}

describe("pi's start without a UI", () => {
	it("nothing keeps ask_user: it is withdrawn, and nothing behind the boundary is loaded", async () => {
		const { cwd } = folders();
		expect(await startWithoutUI(cwd)).toEqual({ active: ["read", "bash"], sessionLoaded: false });
	});

	it("the settings keep it (offerWithoutUI): the session loads, reads them, and the tool stays", async () => {
		const { agentDir, cwd } = folders();
		writeFileSync(join(agentDir, "ask-user.json"), JSON.stringify({ offerWithoutUI: true }));
		expect(await startWithoutUI(cwd)).toEqual({ active: ["read", "bash", "ask_user"], sessionLoaded: true });
	});

	it("a relay named in the environment keeps it only while its socket is there: a stale name withdraws it", async () => {
		const { cwd } = folders();
		vi.stubEnv("ASK_USER_RELAY_SECRET", "s");
		vi.stubEnv("ASK_USER_RELAY", join(cwd, "gone", "relay.sock"));
		expect(await startWithoutUI(cwd)).toEqual({ active: ["read", "bash"], sessionLoaded: false });
		const there = join(cwd, "relay.sock");
		writeFileSync(there, "");
		vi.stubEnv("ASK_USER_RELAY", there);
		expect(await startWithoutUI(cwd)).toEqual({ active: ["read", "bash", "ask_user"], sessionLoaded: true });
	});

	it("a project's settings file that does not keep it: read, and the tool is withdrawn", async () => {
		const { cwd } = folders();
		mkdirSync(join(cwd, ".pi"));
		writeFileSync(join(cwd, ".pi", "ask-user.json"), JSON.stringify({ offerWithoutUI: false }));
		expect(await startWithoutUI(cwd)).toEqual({ active: ["read", "bash"], sessionLoaded: true });
	});
});
