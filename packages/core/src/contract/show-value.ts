/** What kind of value a field holds, for a message: `null`, `nothing`, `an array`, `an object`, `a number`, … */
export function describeValue(value: unknown): string {
	if (value === null) return "null";
	if (value === undefined) return "nothing";
	if (Array.isArray(value)) return "an array";
	return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** A short rendering of a value for a message: never throws (cycles, bigints), never megabytes long. */
export function showValue(value: unknown): string {
	if (typeof value === "number" || typeof value === "boolean") return String(value);
	if (typeof value !== "string") return describeValue(value);
	return value.length > 60 ? `${JSON.stringify(value.slice(0, 60)).slice(0, -1)}…"` : JSON.stringify(value);
}

/** The path of a field with any name: `content.age`, or quoted and cut short, `content["a b"]`. */
export function fieldPath(parent: string, key: string): string {
	return /^[A-Za-z_$][\w$]{0,59}$/.test(key) ? `${parent}.${key}` : `${parent}[${showValue(key)}]`;
}
