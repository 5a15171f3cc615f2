/**
 * An MCP server's form read as a questionnaire and its answers mapped back (`@ask-user/core/elicitation`), at the
 * size of the shapes that were once quadratic: `payloadFromElicitation` on a fresh schema (a server's request is a
 * new object each time), then `elicitationResult` of a submit that answers nothing, with defaults applied. Target:
 * both under 200 ms for 100,000 required fields.
 */
import {
	detailsFromElicitation,
	elicitationResult,
	payloadFromElicitation,
	type RequestedSchema,
} from "@ask-user/core/elicitation";
import type { BenchContext } from "../context.ts";
import { type Summary, summarize } from "../stats.ts";
import { collectYoungGarbage } from "../young-garbage.ts";

const ELICITATION_FIELDS = 100_000;

interface ElicitationShape {
	readonly name: string;
	/** Held to the target. */
	readonly reported: boolean;
	readonly build: (n: number) => RequestedSchema;
}

const SHAPES: readonly ElicitationShape[] = [
	{
		name: "required string fields",
		reported: true,
		build: (n) => {
			const properties: RequestedSchema["properties"] = {};
			for (let i = 0; i < n; i++) properties[`f${i}`] = { type: "string", title: `Field ${i}` };
			return { type: "object", properties, required: Object.keys(properties) };
		},
	},
	{
		name: "one multi enum whose default is every value",
		reported: false,
		build: (n) => {
			const values = Array.from({ length: n }, (_, i) => `v${i}`);
			return {
				type: "object",
				properties: { m: { type: "array", items: { type: "string", enum: values }, default: values } },
			};
		},
	},
];

export interface ElicitationBenchResult {
	readonly shape: string;
	readonly size: number;
	readonly reported: boolean;
	readonly mapping: Summary;
	readonly result: Summary;
	readonly total: Summary;
}

interface Spans {
	readonly mapping: number;
	readonly result: number;
}

/** One request: a new schema (built untimed), mapped, then the result of a submit that answers nothing. */
function readOnce(shape: ElicitationShape, size: number): Spans {
	const requestedSchema = shape.build(size);
	collectYoungGarbage();
	const started = performance.now();
	const mapped = payloadFromElicitation({ message: "Form", requestedSchema });
	const mappedAt = performance.now();
	if (!mapped.ok) throw new Error(`${shape.name}: ${JSON.stringify(mapped.issues.slice(0, 3))}`);
	const read = detailsFromElicitation(mapped.payload, { action: "accept", content: {} });
	if (!read.ok) throw new Error(`${shape.name}: ${JSON.stringify(read.issues.slice(0, 3))}`);
	const resultStarted = performance.now();
	elicitationResult(read.details, requestedSchema, { applyDefaults: true });
	return { mapping: mappedAt - started, result: performance.now() - resultStarted };
}

export function elicitationSuite(
	context: BenchContext,
	log: (line: string) => void,
	size = ELICITATION_FIELDS,
): ElicitationBenchResult[] {
	const { frameWarmup, frames, frameBudgetMs } = context.sizes;
	return SHAPES.map((shape) => {
		for (let i = 0; i < Math.min(frameWarmup, 3); i++) readOnce(shape, size);
		const samples: Spans[] = [];
		const deadline = performance.now() + frameBudgetMs;
		while (samples.length < frames && (samples.length < 3 || performance.now() < deadline)) {
			samples.push(readOnce(shape, size));
		}
		const result = {
			shape: shape.name,
			size,
			reported: shape.reported,
			mapping: summarize(samples.map((spans) => spans.mapping)),
			result: summarize(samples.map((spans) => spans.result)),
			total: summarize(samples.map((spans) => spans.mapping + spans.result)),
		};
		log(`elicitation ${shape.name}: median ${result.total.median.toFixed(1)} ms`);
		return result;
	});
}
