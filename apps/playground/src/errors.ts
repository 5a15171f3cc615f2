/** A mistake in what the user gave (arguments, key script, payload): printed without a stack trace, exit code 2. */
export class UsageError extends Error {}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}
