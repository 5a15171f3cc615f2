/** Command-line flags shared by every way the harness launches pi. */

export interface PiLaunchOptions {
	/** Extension files or directories, each passed as `-e <path>` (a directory's package.json `pi` manifest counts). */
	extensions?: readonly string[];
	/** `--no-session`: nothing is written, so `readToolResults` has nothing to read. Default false. */
	noSession?: boolean;
	/** Extra flags appended after the harness's own. */
	args?: readonly string[];
}

/** `-e <ext>…`, `--no-context-files`, optionally `--no-session`, then `args`. */
export function piArgs(options: PiLaunchOptions): string[] {
	const args: string[] = [];
	for (const extension of options.extensions ?? []) args.push("-e", extension);
	// A stray AGENTS.md above the temp dir would change the system prompt.
	args.push("--no-context-files");
	if (options.noSession) args.push("--no-session");
	args.push(...(options.args ?? []));
	return args;
}
