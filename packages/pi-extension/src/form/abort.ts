/** Calls `listener` once when `signal` aborts. Returns a function that stops listening (call it in `finally`). */
export function onAbort(signal: AbortSignal | undefined, listener: () => void): () => void {
	if (signal === undefined) return () => {};
	signal.addEventListener("abort", listener, { once: true });
	return () => signal.removeEventListener("abort", listener);
}
