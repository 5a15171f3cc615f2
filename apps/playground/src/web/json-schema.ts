import { isFields } from "@ask-user/core/contract";
import type { JsonSchema } from "./protocol.ts";

const strings = (value: unknown): string[] | undefined =>
	Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;

/** The parts of a JSON schema (a TypeBox one: core's `AskUserInputSchema`) that the page's editor reads. */
export function schemaForPage(schema: unknown): JsonSchema {
	if (!isFields(schema)) return {};
	const { type, description, properties, items } = schema;
	const list = strings(schema.enum);
	const required = strings(schema.required);
	return {
		...(typeof type === "string" ? { type } : {}),
		...(typeof description === "string" ? { description } : {}),
		...(list === undefined ? {} : { enum: list }),
		...(required === undefined ? {} : { required }),
		...(isFields(properties)
			? {
					properties: Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, schemaForPage(value)])),
				}
			: {}),
		...(items === undefined ? {} : { items: schemaForPage(items) }),
	};
}
