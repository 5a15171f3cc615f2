/**
 * A bare git repository holding the current working tree of this repo (tracked and untracked files that are not
 * ignored, uncommitted edits included), so `pi install git:` can be tested against what is on disk right now.
 */
import { copyFile, mkdir, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { runChecked } from "./run-command.ts";

/** Git with a fixed identity and no signing, whatever the user's config says. */
function git(cwd: string, ...args: string[]): Promise<{ stdout: string }> {
	const config = ["-c", "user.name=ask-user e2e", "-c", "user.email=e2e@localhost", "-c", "commit.gpgsign=false"];
	return runChecked("git", [...config, ...args], { cwd, timeoutMs: 60_000 });
}

async function exists(path: string): Promise<boolean> {
	return stat(path).then(
		() => true,
		() => false,
	);
}

export interface GitSnapshot {
	/** The bare repository. */
	bare: string;
	/** The commit it holds. */
	commit: string;
}

/** Commits the working tree of `repoRoot` in `workDir` and clones it bare to `bareDir`. */
export async function snapshotWorkingTree(repoRoot: string, workDir: string, bareDir: string): Promise<GitSnapshot> {
	const { stdout } = await git(repoRoot, "ls-files", "-z", "--cached", "--others", "--exclude-standard");
	const files = stdout.split("\0").filter((file) => file !== "");
	await mkdir(workDir, { recursive: true });
	for (const file of files) {
		const from = join(repoRoot, file);
		if (!(await exists(from))) continue; // deleted in the working tree
		await mkdir(dirname(join(workDir, file)), { recursive: true });
		await copyFile(from, join(workDir, file));
	}
	await git(workDir, "init", "-q", "-b", "main");
	await git(workDir, "add", "-A");
	await git(workDir, "commit", "-q", "-m", "working tree snapshot");
	const commit = (await git(workDir, "rev-parse", "HEAD")).stdout.trim();
	await mkdir(dirname(bareDir), { recursive: true });
	await git(dirname(bareDir), "clone", "-q", "--bare", workDir, bareDir);
	return { bare: bareDir, commit };
}
