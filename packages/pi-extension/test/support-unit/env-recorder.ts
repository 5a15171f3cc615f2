/**
 * A real short command for `notify.command` tests: `node -e` writing its ASK_USER_* variables (not the test
 * harness's own ASK_USER_E2E_*, which it inherits) and argv to a file.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "@ask-user/test-kit/temp-dir";

export interface Recorded {
	readonly env: Record<string, string>;
	readonly argv: string[];
}

const SCRIPT =
	"const fs=require('fs');" +
	"const env=Object.fromEntries(Object.entries(process.env).filter(([k])=>k.startsWith('ASK_USER_')&&!k.startsWith('ASK_USER_E2E_')));" +
	"fs.writeFileSync(process.argv[1]+'.tmp',JSON.stringify({env,argv:process.argv.slice(2)}));" +
	"fs.renameSync(process.argv[1]+'.tmp',process.argv[1])";

/** The command's argv (arguments after it are recorded too), and what it wrote once it ran (undefined before). */
export function envRecorder(): { argv: string[]; recorded: () => Recorded | undefined } {
	const file = join(tempDir("ask-user-notify"), "env.json");
	return {
		argv: [process.execPath, "-e", SCRIPT, file],
		recorded: () => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Recorded) : undefined),
	};
}
