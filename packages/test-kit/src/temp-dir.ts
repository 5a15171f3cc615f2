/**
 * A test's own directory under the OS temp dir, removed with everything in it once the running test finishes, so
 * that running the tests again and again leaves nothing behind. Called inside a test or a `beforeEach`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";

export function tempDir(prefix: string): string {
	const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
	return dir;
}
