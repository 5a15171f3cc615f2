/**
 * `node:fs/promises` whose reads of chosen paths never end, as on a hung network drive: for tests that a
 * settings read is bounded in time and gives way to an abort. Use it from a `vi.mock` factory.
 */
type FsPromises = typeof import("node:fs/promises");

/** The paths whose reads hang, and how many reads hung so far. */
export interface HangingReads {
	readonly paths: ReadonlySet<string>;
	calls: number;
}

export function withHangingReads(fs: FsPromises, hanging: HangingReads): FsPromises {
	const hangs = <T>(original: T): T =>
		((path: unknown, ...rest: unknown[]) => {
			if (!hanging.paths.has(String(path))) return (original as (...args: unknown[]) => unknown)(path, ...rest);
			hanging.calls++;
			return new Promise(() => {});
		}) as T;
	return { ...fs, stat: hangs(fs.stat), open: hangs(fs.open), readFile: hangs(fs.readFile) };
}
