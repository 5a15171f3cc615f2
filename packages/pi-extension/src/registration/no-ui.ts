/**
 * Where no form can open (print and JSON mode), `ask_user` is withdrawn unless something keeps it: a subagent relay
 * in the environment whose socket is there, scripted answers, or the settings' `offerWithoutUI` (`tool/without-ui.ts`
 * decides). What could keep it is told here without loading anything: two variables and three files' existence.
 * When none is there, pi starts without the rest of the extension.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { TOOL_NAME } from "./tool.ts";

/** The environment variable that names the parent pi's relay socket (`relay/relay-host.ts`). */
export const RELAY_ENV = "ASK_USER_RELAY";

/** The environment variable that names the file of scripted answers; it wins over the setting. */
export const SCRIPT_ENV = "ASK_USER_ANSWERS";

/** The settings files, the person's global one first, then the project's. */
export type SettingsFilePair = readonly [global: string, project: string];

/** The settings files: the global one in pi's agent dir, then the project's, which overrides it. */
export function settingsFiles(agentDir: string, cwd: string): SettingsFilePair {
	return [join(agentDir, "ask-user.json"), join(cwd, ".pi", "ask-user.json")];
}

/**
 * Whether the relay socket `env` names is there: a name left from a pi that has ended (a process started from its
 * shell) names none, and keeps nothing offered.
 */
export function namedRelayThere(env: NodeJS.ProcessEnv): boolean {
	const path = env[RELAY_ENV]?.trim();
	return path !== undefined && path !== "" && existsSync(path);
}

/** Whether anything that may keep `ask_user` offered without a UI is there (a superset: the session decides). */
export function mayStayOffered(env: NodeJS.ProcessEnv, agentDir: string, cwd: string): boolean {
	if (namedRelayThere(env) || env[SCRIPT_ENV]?.trim()) return true;
	return settingsFiles(agentDir, cwd).some((file) => existsSync(file));
}

/** Takes `ask_user` out of the tools offered to the model. */
export function withdrawTool(pi: Pick<ExtensionAPI, "getActiveTools" | "setActiveTools">): void {
	const active = pi.getActiveTools();
	if (active.includes(TOOL_NAME)) pi.setActiveTools(active.filter((name) => name !== TOOL_NAME));
}
