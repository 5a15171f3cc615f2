import type { AskUserInput } from "@ask-user/core";
import { generatePayload, validFixtures } from "@ask-user/core/fixtures";
import { getMarkdownTheme } from "@mariozechner/pi-coding-agent";
import { visibleWidth } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { fromPiTheme } from "../src/theme.ts";
import { detachedQuestionnaire } from "./support/detached.ts";
import { keys } from "./support/harness.ts";
import { builtInPiTheme } from "./support/pi-theme.ts";

const WIDTHS = Array.from({ length: 300 }, (_, index) => index + 1);
const HEIGHTS = Array.from({ length: 40 }, (_, index) => index + 1);
const SOME_WIDTHS = [1, 3, 40, 90, 300];

const LONG_TYPED = `${"typed words and 中文字符 and 👍🏽 ".repeat(4)}${"x".repeat(150)}`;

interface State {
	readonly name: string;
	/** Whether the state exists for a payload (default: always). */
	applies?(input: AskUserInput): boolean;
	/** Keys that lead from the first screen to this state. */
	keys(input: AskUserInput): string[];
}

function firstPreviewTab(input: AskUserInput): number {
	return input.questions.findIndex((question) => question.type === "preview");
}

const states: readonly State[] = [
	{ name: "first question", keys: () => [] },
	{ name: "focus in the middle of the list", keys: () => [keys.up, keys.up, keys.up] },
	{ name: "question note editor with long text", keys: () => ["N", LONG_TYPED] },
	{ name: "answer editor, empty (placeholder)", keys: () => [keys.up, keys.enter] },
	{
		name: "answer editor with an @ and several lines",
		keys: () => [keys.up, keys.enter, "@", LONG_TYPED, "\n", "line"],
	},
	{
		name: "notes saved and shown",
		keys: () => [
			"n",
			LONG_TYPED,
			keys.escape,
			"N",
			LONG_TYPED,
			keys.escape,
			keys.space,
			keys.down,
			"n",
			"short",
			keys.escape,
		],
	},
	{ name: "review with unanswered", keys: () => [keys.shiftTab] },
	{
		name: "review, all answered",
		keys: (input) =>
			input.questions.flatMap((question) => (question.type === "multi" ? ["1", keys.tab] : ["1"])).concat(keys.down),
	},
	{
		name: "first preview question",
		applies: (input) => firstPreviewTab(input) >= 0,
		keys: (input) => [...Array.from({ length: firstPreviewTab(input) }, () => keys.tab), keys.down],
	},
];

const payloads: readonly { readonly name: string; readonly payload: AskUserInput }[] = [
	...validFixtures,
	{ name: "generated 40×60 with previews", payload: generatePayload({ questions: 40, options: 60, previewLines: 40 }) },
];

/** Every line of every render fits its width, and there are never more lines than rows. */
function expectFits(render: (width: number, height: number) => string[], width: number, height: number): void {
	const lines = render(width, height);
	if (lines.length < 1 || lines.length > height) expect.fail(`${width}×${height}: ${lines.length} lines`);
	for (const [index, line] of lines.entries()) {
		if (visibleWidth(line) > width) {
			expect.fail(`${width}×${height}, line ${index} is ${visibleWidth(line)} wide: ${JSON.stringify(line)}`);
		}
	}
}

describe("width sweep in pi's colours, with pi's code highlighting", () => {
	const theme = fromPiTheme(builtInPiTheme("dark"));
	const markdownTheme = getMarkdownTheme();
	const styledPayloads = payloads.filter(({ name }) => ["tour", "unicode", "code-previews"].includes(name));
	const styledStates = states.filter(({ name }) => !name.startsWith("focus") && !name.startsWith("question note"));
	it.each(styledPayloads)(
		"$name: every styled line fits at widths 1..300",
		({ payload }) => {
			for (const state of styledStates.filter((each) => each.applies?.(payload) ?? true)) {
				const session = detachedQuestionnaire(payload, { theme, markdownTheme, maxHeight: () => 24 });
				session.press(...state.keys(payload));
				for (const width of WIDTHS) expectFits((columns) => session.component.render(columns), width, 24);
				expect(session.results).toEqual([]);
			}
		},
		30_000,
	);
});

describe.each(payloads)("width sweep: $name", ({ payload }) => {
	it.each(states.filter((state) => state.applies?.(payload) ?? true))(
		"$name: every line fits at widths 1..300 and heights 1..40",
		({ keys: keysFor }) => {
			let height = 24;
			const session = detachedQuestionnaire(payload, {
				maxHeight: () => height,
				onError: (error) => expect.fail(`render failed: ${String(error)}`),
			});
			session.press(...keysFor(payload));
			expect(session.results).toEqual([]);
			const render = (width: number, rows: number) => {
				height = rows;
				return session.component.render(width);
			};
			for (const width of WIDTHS) expectFits(render, width, 24);
			for (const width of SOME_WIDTHS) for (const rows of HEIGHTS) expectFits(render, width, rows);
			// A render that failed would have ended the flow as cancelled, with `error`.
			expect(session.results).toEqual([]);
		},
		30_000,
	);
});
