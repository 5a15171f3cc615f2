import type { JsonSchema } from "../protocol.ts";
import type { CaretPlace, PathSegment } from "./json-tree.ts";

/** One completion: what the list shows, what it inserts, and the field's documentation. */
export interface Completion {
	readonly label: string;
	readonly insert: string;
	readonly doc: string;
}

/** The schema of the value at `path`, if the schema knows it. */
export function schemaAt(schema: JsonSchema, path: readonly PathSegment[]): JsonSchema | undefined {
	let here: JsonSchema | undefined = schema;
	for (const segment of path) here = typeof segment === "number" ? here?.items : here?.properties?.[segment];
	return here;
}

/** What `schema` says of the field: its type (`string`, one of …, list of …) and its description. */
export function documentation(schema: JsonSchema): string {
	const kind = schema.enum
		? `one of ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`
		: schema.type === "array"
			? `a list of ${schema.items?.type ?? "values"}s`
			: (schema.type ?? "any value");
	return schema.description === undefined ? kind : `${kind}: ${schema.description}`;
}

/** The values a field of `schema` can start as. */
function values(schema: JsonSchema): string[] {
	if (schema.enum !== undefined) return schema.enum.map((value) => JSON.stringify(value));
	if (schema.type === "boolean") return ["true", "false"];
	if (schema.type === "array") return ["[]"];
	if (schema.type === "object") return ["{}"];
	if (schema.type === "string") return ['""'];
	return [];
}

/**
 * The completions at the caret: the fields the object there may still have (required ones first), or the values
 * the field there takes, whichever start with what is typed.
 */
export function completions(schema: JsonSchema, place: CaretPlace): Completion[] {
	const container = schemaAt(schema, place.path);
	const typed = place.partial.replace(/^"/, "").toLowerCase();
	if (place.role === "key") {
		const required = new Set(container?.required ?? []);
		return Object.entries(container?.properties ?? {})
			.filter(([key]) => !place.keys.includes(key) && key.toLowerCase().startsWith(typed))
			.sort(([a], [b]) => Number(required.has(b)) - Number(required.has(a)))
			.map(([key, field]) => ({
				label: required.has(key) ? `${key} (required)` : key,
				insert: `"${key}": `,
				doc: documentation(field),
			}));
	}
	if (place.member === undefined) return [];
	const field = schemaAt(schema, [...place.path, place.member]);
	if (field === undefined) return [];
	return values(field)
		.filter((value) => value.replace(/^"/, "").toLowerCase().startsWith(typed))
		.map((value) => ({ label: value, insert: value, doc: documentation(field) }));
}
