/** An object read from untrusted JSON (tool arguments, stored details). */
export type Fields = Readonly<Record<string, unknown>>;

export function isFields(value: unknown): value is Fields {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
