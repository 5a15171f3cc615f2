/**
 * The width sweep's cases: every fixture, in states that cover every kind of screen, and the check that every
 * rendered line fits its width and every render its rows.
 */
import type { AskUserInput } from "@ask-user/core";
import { generatePayload, validFixtures } from "@ask-user/core/fixtures";
import { visibleWidth } from "@mariozechner/pi-tui";
import { expect } from "vitest";
import { keys } from "./harness.ts";

export const WIDTHS = Array.from({ length: 300 }, (_, index) => index + 1);
export const HEIGHTS = Array.from({ length: 40 }, (_, index) => index + 1);

const LONG_TYPED = `${"typed words and 中文字符 and 👍🏽 ".repeat(4)}${"x".repeat(150)}`;

export interface State {
	readonly name: string;
	/** Whether the state exists for a payload (default: always). */
	applies?(input: AskUserInput): boolean;
	/** Keys that lead from the first screen to this state. */
	keys(input: AskUserInput): string[];
}

function firstPreviewTab(input: AskUserInput): number {
	return input.questions.findIndex((question) => question.type === "preview");
}

export const states: readonly State[] = [
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

export const payloads: readonly { readonly name: string; readonly payload: AskUserInput }[] = [
	...validFixtures,
	{ name: "generated 40×60 with previews", payload: generatePayload({ questions: 40, options: 60, previewLines: 40 }) },
];

/** Every line of every render fits its width, and there are never more lines than rows. */
export function expectFits(render: (width: number, height: number) => string[], width: number, height: number): void {
	const lines = render(width, height);
	if (lines.length < 1 || lines.length > height) expect.fail(`${width}×${height}: ${lines.length} lines`);
	for (const [index, line] of lines.entries()) {
		if (visibleWidth(line) > width) {
			expect.fail(`${width}×${height}, line ${index} is ${visibleWidth(line)} wide: ${JSON.stringify(line)}`);
		}
	}
}
