/**
 * An install from the registry run again when it fails on the registry's or the network's side: a version missing
 * from a packument cached before it was published (`ETARGET`, seen for an `@aws-sdk` package a day old and a
 * `@vue/shared` the CDN did not serve yet), a proxy or CDN answering with another certificate or not at all. Such a
 * failure often lasts a minute, so each retry waits first.
 */

/** npm's and pnpm's words for a failure on the registry's or the network's side, not the package's. */
const REGISTRY_FAILURE =
	/\bETARGET\b|\bECONN(?:RESET|REFUSED)\b|\bETIMEDOUT\b|\bEAI_AGAIN\b|\bENOTFOUND\b|\bE50[0-4]\b|self[- ]signed certificate|socket hang up/;

/** The pause before each retry: one retry each. */
export const RETRY_PAUSES_MS: readonly number[] = [30_000, 90_000];

/** The bound of an install run with `withRegistryRetry`: each attempt's bound, and the pauses between them. */
export function retriedTimeout(attemptMs: number): number {
	return (RETRY_PAUSES_MS.length + 1) * attemptMs + RETRY_PAUSES_MS.reduce((sum, pause) => sum + pause, 0);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `install(attempt)` (0 first); each time it fails on the registry's side (`REGISTRY_FAILURE` in its error),
 * waits out the next of `RETRY_PAUSES_MS`, says so, and runs it again. A package that cannot be installed fails
 * every attempt; a failure of any other kind fails at once.
 */
export async function withRegistryRetry<T>(
	install: (attempt: number) => Promise<T>,
	pause: (ms: number) => Promise<void> = sleep,
): Promise<T> {
	for (let attempt = 0; ; attempt += 1) {
		try {
			return await install(attempt);
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			const failure = REGISTRY_FAILURE.exec(message);
			const wait = RETRY_PAUSES_MS[attempt];
			if (failure === null || wait === undefined) throw error;
			console.warn(`npm failed on the registry's side (${failure[0]}); installing once more in ${wait / 1000} s`);
			await pause(wait);
		}
	}
}
