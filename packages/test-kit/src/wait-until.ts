/** Polls `condition` (sync or async) until it holds; rejects after `timeoutMs` with `describe()` in the message. */
export async function waitUntil(
	condition: () => boolean | Promise<boolean>,
	timeoutMs: number,
	describe: () => string = () => "condition",
	intervalMs = 50,
): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		if (await condition()) return;
		if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${describe()}`);
		await new Promise<void>((resolve) => setTimeout(resolve, intervalMs));
	}
}
