/**
 * Reading a model's arguments at the sizes models send, in the shapes that made it quadratic
 * (`@ask-user/test-kit/adversarial-arguments`, 100,000 options or 20,000 questions each): the registered tool's
 * `prepareArguments` (pi calls it with the raw arguments before its schema check: `normalizeArguments`, then
 * `validate`, and the payload back in the input shape), then the `validate` that `execute` runs on what it returned
 * (`adopt`, as there), loaded with jiti and pi's options as the extension is. Target: the two together under 100 ms
 * for every shape.
 */
import { fileURLToPath } from "node:url";
import type { validate } from "@ask-user/core/contract";
import { type AdversarialShape, adversarialShapes } from "@ask-user/test-kit/adversarial-arguments";
import { createJiti } from "jiti/static";
import type { BenchContext } from "../context.ts";
import { piLoader } from "../pi/loader.ts";
import { type Summary, summarize } from "../stats.ts";
import { collectYoungGarbage } from "../young-garbage.ts";

type Validate = typeof validate;

/** core's `validate`, transformed and loaded as pi loads the extension that calls it. */
async function loadValidate(): Promise<Validate> {
	const loader = piLoader();
	const jiti = createJiti(loader.loaderPath, { moduleCache: false, alias: { ...loader.alias } });
	const contract: { validate: Validate } = await jiti.import(
		fileURLToPath(import.meta.resolve("@ask-user/core/contract")),
	);
	return contract.validate;
}

/** The size of each shape: the most options `validate` takes, and as many questions as models were seen to send. */
export const ARGUMENT_SIZES: Readonly<Record<AdversarialShape["counts"], number>> = {
	options: 100_000,
	questions: 20_000,
};

export interface ArgumentsResult {
	readonly shape: string;
	readonly size: number;
	readonly counts: AdversarialShape["counts"];
	/** Whether `prepareArguments` accepted the arguments (it throws the issues otherwise). */
	readonly valid: boolean;
	readonly prepare: Summary;
	readonly validate: Summary;
	readonly total: Summary;
}

interface Spans {
	readonly prepare: number;
	readonly validate: number;
	readonly valid: boolean;
}

/** One reading, after an untimed scavenge: it collects its own garbage, not the reading's before it. */
function readOnce(prepareArguments: (raw: unknown) => unknown, validate: Validate, raw: unknown): Spans {
	collectYoungGarbage();
	const started = performance.now();
	let prepared: unknown;
	try {
		prepared = prepareArguments(raw);
	} catch {
		return { prepare: performance.now() - started, validate: 0, valid: false };
	}
	const preparedAt = performance.now();
	validate(prepared, { adopt: true });
	return { prepare: preparedAt - started, validate: performance.now() - preparedAt, valid: true };
}

function measureArguments(context: BenchContext, validate: Validate, shape: AdversarialShape): ArgumentsResult {
	const { prepareArguments } = context.products.ask_user.tool;
	if (prepareArguments === undefined) throw new Error("ask_user registers no prepareArguments");
	const { frameWarmup, frames, frameBudgetMs } = context.sizes;
	const size = ARGUMENT_SIZES[shape.counts];
	const raw = shape.build(size);
	for (let i = 0; i < frameWarmup; i++) readOnce(prepareArguments, validate, raw);
	const samples: Spans[] = [];
	const deadline = performance.now() + frameBudgetMs;
	while (samples.length < frames && (samples.length < 3 || performance.now() < deadline)) {
		samples.push(readOnce(prepareArguments, validate, raw));
	}
	return {
		shape: shape.name,
		size,
		counts: shape.counts,
		valid: samples.every((spans) => spans.valid),
		prepare: summarize(samples.map((spans) => spans.prepare)),
		validate: summarize(samples.map((spans) => spans.validate)),
		total: summarize(samples.map((spans) => spans.prepare + spans.validate)),
	};
}

export async function argumentsSuite(
	context: BenchContext,
	log: (line: string) => void,
	shapes: readonly AdversarialShape[] = adversarialShapes,
): Promise<ArgumentsResult[]> {
	const validate = await loadValidate();
	return shapes.map((shape) => {
		const result = measureArguments(context, validate, shape);
		log(`arguments ${shape.name}: median ${result.total.median.toFixed(2)} ms`);
		return result;
	});
}
