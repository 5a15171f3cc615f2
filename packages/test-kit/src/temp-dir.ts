/**
 * Directories tests write into, removed with everything in them when the tests are done, so that running the tests
 * again and again, or only some of them, leaves nothing behind.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, onTestFinished } from "vitest";

/** A test's own directory under the OS temp dir, removed once the running test finishes. Called inside a test or a `beforeEach`. */
export function tempDir(prefix: string): string {
	const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
	return dir;
}

/**
 * A directory for a test file's tests, under `parent` (the OS temp dir by default): made before the file's first
 * test runs and removed after its last, so a run that selects none of them (`-t`, a project filter) makes none.
 * Called at the file's top level; the returned function gives its path inside the tests and their hooks.
 */
export function fileTempDir(prefix: string, parent = tmpdir()): () => string {
	let dir: string | undefined;
	beforeAll(() => {
		mkdirSync(parent, { recursive: true });
		dir = mkdtempSync(join(parent, `${prefix}-`));
	});
	afterAll(() => {
		if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
	});
	return () => {
		if (dir === undefined) throw new Error(`fileTempDir(${prefix}): read before the file's tests started`);
		return dir;
	};
}
