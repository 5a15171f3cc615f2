import { spawn } from "node:child_process";

/** The program that opens an address in the person's browser, by platform. */
function opener(platform: NodeJS.Platform): { readonly command: string; readonly args: readonly string[] } {
	if (platform === "darwin") return { command: "open", args: [] };
	if (platform === "win32") return { command: "explorer.exe", args: [] };
	return { command: "xdg-open", args: [] };
}

/**
 * Opens `url` (the page's own address, never model text) in the browser: the platform's opener started with the
 * address as its one argument, no shell, detached, its output ignored. Failing to open is no failure of the call:
 * `failed` is told why, and the address is shown anyway.
 */
export function openBrowser(url: string, failed: (why: string) => void, platform = process.platform): void {
	const { command, args } = opener(platform);
	const child = spawn(command, [...args, url], { stdio: "ignore", detached: true, shell: false });
	child.on("error", (error) => failed(`${command}: ${error.message}`));
	child.unref();
}
