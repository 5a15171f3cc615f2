import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { getAgentDir } from "@mariozechner/pi-coding-agent";

const EXE = process.platform === "win32" ? ".exe" : "";

/**
 * The `fd` binary that fuzzy `@` file completion needs, found where pi looks: its managed copy in
 * `<agentDir>/bin`, then `fd` or `fdfind` (Debian's name) on `PATH`. Undefined when there is none.
 */
export function findFd(
	path: string | undefined = process.env.PATH,
	agentDir: string = getAgentDir(),
): string | undefined {
	const candidates = [
		join(agentDir, "bin", `fd${EXE}`),
		...["fd", "fdfind"].flatMap((name) =>
			(path ?? "")
				.split(delimiter)
				.filter((dir) => dir !== "")
				.map((dir) => join(dir, `${name}${EXE}`)),
		),
	];
	return candidates.find((candidate) => existsSync(candidate));
}
