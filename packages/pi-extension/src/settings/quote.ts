/** Values and names from untrusted input (a settings file, another extension's event) as a problem quotes them. */

/** The most characters of a value or a name quoted in a problem. */
const MAX_QUOTED = 40;

/**
 * A value as a problem quotes it: JSON, cut to `MAX_QUOTED` (`…` when cut; sanitized where it is shown). A long
 * string is cut before it is turned to JSON, and a value JSON cannot hold (a cycle, a BigInt) is named by its type.
 */
export function quote(value: unknown): string {
	const shown = typeof value === "string" ? value.slice(0, MAX_QUOTED + 1) : value;
	let json: string;
	try {
		json = JSON.stringify(shown) ?? String(shown);
	} catch {
		json = `(a ${typeof value})`;
	}
	return json.length > MAX_QUOTED ? `${json.slice(0, MAX_QUOTED)}…` : json;
}

/** A name from the input (a field, an id): as it is when plain, quoted otherwise. */
export function nameOf(name: string): string {
	return /^[\w-]{1,40}$/.test(name) ? name : quote(name);
}
