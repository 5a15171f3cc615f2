import { capText } from "./transcript-text.ts";

/**
 * A thrown value as one line of text: `TypeError: message` for an `Error`, `Error: <value>` for anything else. What is
 * thrown comes from code we do not control (another extension's getter, pi, a client), so this never throws itself
 * (a `message` getter or a `toString` that throws, an object without a prototype) and is cut like `capText`. The
 * caller sanitizes it where it reaches the terminal.
 */
export function describeError(error: unknown): string {
	try {
		return capText(error instanceof Error ? `${error.name}: ${error.message}` : `Error: ${String(error)}`);
	} catch {
		return "Error: (unreadable)";
	}
}
