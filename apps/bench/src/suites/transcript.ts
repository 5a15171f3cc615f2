/**
 * The transcript of a submitted 50,000-question form: the tool's `renderResult` (what pi calls when the
 * result arrives, when the view is expanded or collapsed, on a theme change) and the component's `render(width)`,
 * collapsed and expanded at widths 44, 80 and 250; and a width change, `render` at the width after one at another.
 * Target: under 100 ms at any width.
 */
import {
	type AskUserResult,
	buildDetails,
	buildResult,
	type NormalizedPayload,
	type QuestionState,
	validate,
} from "@ask-user/core";
import type { ToolDefinition } from "@mariozechner/pi-coding-agent";
import type { BenchContext } from "../context.ts";
import { type Summary, summarize } from "../stats.ts";

export const TRANSCRIPT_WIDTHS = [44, 80, 250] as const;
export const TRANSCRIPT_QUESTIONS = 50_000;

type TranscriptView = "collapsed" | "expanded";

export interface TranscriptResult {
	readonly view: TranscriptView;
	readonly width: number;
	/** `renderResult` and the first `render(width)`. */
	readonly render: Summary;
	/** `render(width)` after a `render` at another width. */
	readonly resize: Summary;
	/** Lines the component rendered at this width. */
	readonly lines: number;
}

type RenderResult = NonNullable<ToolDefinition["renderResult"]>;
type RenderContext = Parameters<RenderResult>[3];

/** 50,000 questions of three options, each answered, every tenth with a note on its pick and one on the question. */
function submittedResult(): AskUserResult {
	const questions = Array.from({ length: TRANSCRIPT_QUESTIONS }, (_, i) => ({
		id: `q${i + 1}`,
		label: `Question ${i + 1}`,
		prompt: `Which store should service ${i + 1} use for its sessions, and how long should they live?`,
		options: [
			{ value: "postgres", label: "PostgreSQL" },
			{ value: "redis", label: "Redis", description: "in memory, with a snapshot every minute" },
			{ value: "sqlite", label: "SQLite" },
		],
	}));
	const checked = validate({ title: "Fifty thousand questions", questions });
	if (!checked.ok) throw new Error("the transcript payload does not validate");
	const payload: NormalizedPayload = checked.payload;
	const states = payload.questions.map(
		(_, i): QuestionState => ({
			selected: [i % 3],
			optionNotes: i % 10 === 0 ? { [i % 3]: "keep the defaults we already run" } : {},
			focus: i % 3,
			...(i % 10 === 0 ? { note: "ask the team that owns it first" } : {}),
		}),
	);
	return buildResult(buildDetails({ ...payload, states, cancelled: false }));
}

function renderContext(expanded: boolean): RenderContext {
	return {
		args: {},
		toolCallId: "bench-transcript",
		invalidate: () => {},
		lastComponent: undefined,
		state: {},
		cwd: process.cwd(),
		executionStarted: true,
		argsComplete: true,
		isPartial: false,
		expanded,
		showImages: false,
		isError: false,
	};
}

function measure(
	context: BenchContext,
	render: RenderResult,
	result: AskUserResult,
	view: TranscriptView,
	width: number,
): TranscriptResult {
	const expanded = view === "expanded";
	const options = { expanded, isPartial: false };
	const other = width === TRANSCRIPT_WIDTHS[0] ? TRANSCRIPT_WIDTHS[1] : TRANSCRIPT_WIDTHS[0];
	const { frameWarmup, frames, frameBudgetMs } = context.sizes;
	const renders: number[] = [];
	const resizes: number[] = [];
	let lines = 0;
	const deadline = performance.now() + frameBudgetMs;
	for (let run = 0; run < frameWarmup + frames; run++) {
		if (run > frameWarmup && performance.now() > deadline) break;
		const started = performance.now();
		const component = render(result, options, context.theme, renderContext(expanded));
		lines = component.render(width).length;
		const rendered = performance.now();
		component.render(other);
		const resized = performance.now();
		component.render(width);
		const ended = performance.now();
		if (run < frameWarmup) continue;
		renders.push(rendered - started);
		resizes.push(ended - resized);
	}
	return { view, width, render: summarize(renders), resize: summarize(resizes), lines };
}

export function transcriptSuite(context: BenchContext, log: (line: string) => void): TranscriptResult[] {
	const render = context.products.ask_user.tool.renderResult;
	if (render === undefined) throw new Error("ask_user's tool has no renderResult");
	const result = submittedResult();
	const results: TranscriptResult[] = [];
	for (const view of ["collapsed", "expanded"] as const) {
		for (const width of TRANSCRIPT_WIDTHS) {
			const measured = measure(context, render, result, view, width);
			log(
				`transcript ${view} at ${width}: render median ${measured.render.median.toFixed(2)} ms, ` +
					`width change median ${measured.resize.median.toFixed(2)} ms (${measured.lines} lines)`,
			);
			results.push(measured);
		}
	}
	return results;
}
