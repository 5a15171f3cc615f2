/** An object read from untrusted JSON (tool arguments, stored details, settings, events, session entries). */
export type Fields = Readonly<Record<string, unknown>>;

/**
 * Whether `value` is a plain record whose fields can be read one by one: an object that is neither `null` nor an
 * array. The one guard every package uses on untrusted JSON before it reads a field (a test fails on a copy).
 */
export function isFields(value: unknown): value is Fields {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
