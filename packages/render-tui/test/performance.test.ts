/** A keypress costs what is visible, not the size of the payload. */
import {
	type AskUserInput,
	connect,
	createQuestionnaireMachine,
	DEFAULT_MESSAGES,
	type QuestionnaireEvent,
	type QuestionnaireView,
	type QuestionView,
	type ReviewView,
} from "@ask-user/core";
import { generatePayload } from "@ask-user/core/fixtures";
import { Markdown } from "@mariozechner/pi-tui";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { renderQuestion } from "../src/render/question.ts";
import { renderReview } from "../src/render/review.ts";
import { renderTabs } from "../src/render/tabs.ts";
import { identityTheme } from "../src/theme.ts";
import { detachedQuestionnaire } from "./support/detached.ts";
import { keys } from "./support/harness.ts";
import { normalize } from "./support/normalize.ts";

/** The view of `input` after `events`, with every lazy getter counting its calls. */
function countingView(input: AskUserInput, events: readonly QuestionnaireEvent[]) {
	const actor = createActor(createQuestionnaireMachine(), { input: normalize(input) }).start();
	for (const event of events) actor.send(event);
	const view = connect(actor.getSnapshot(), () => {});
	const calls = { rows: 0, tabs: 0, items: 0 };
	const question: QuestionView | undefined = view.question && {
		...view.question,
		getRow: (index) => {
			calls.rows++;
			return view.question?.getRow(index) ?? expect.fail("no question");
		},
	};
	const review: ReviewView | undefined = view.review && {
		...view.review,
		getItem: (index) => {
			calls.items++;
			return view.review?.getItem(index) ?? expect.fail("no review");
		},
	};
	const counted: QuestionnaireView = {
		...view,
		getTab: (index) => {
			calls.tabs++;
			return view.getTab(index);
		},
	};
	return { view: counted, question, review, calls };
}

const big = generatePayload({ questions: 300, options: 300 });
const wide = generatePayload({ questions: 1, options: 10_000 });

describe("rendering builds only what is visible", () => {
	it("rows: a window of 20 lines over 10,000 options", () => {
		const { question, calls } = countingView(wide, [{ type: "option.focus", index: 5_000 }]);
		if (question === undefined) expect.fail("no question");
		const lines = renderQuestion({ theme: identityTheme, messages: DEFAULT_MESSAGES, width: 80, height: 20 }, question);
		expect(lines.join("\n")).toContain("5001.");
		expect(calls.rows).toBeLessThanOrEqual(20);
	});

	it("tabs: a tab bar over 300 questions", () => {
		const { view, calls } = countingView(big, [{ type: "tab.select", index: 150 }]);
		renderTabs(view, identityTheme, 120);
		expect(calls.tabs).toBeLessThanOrEqual(20);
	});

	it("tabs: a frame styles only the cells no frame drew before", () => {
		const styled: string[] = [];
		const style = (text: string) => {
			styled.push(text);
			return text;
		};
		const theme = { ...identityTheme, tabActive: style, tabInactive: style, success: style };
		const before = countingView(big, [{ type: "tab.select", index: 150 }]).view;
		const bar = renderTabs(before, theme, 120);
		const drawn = styled.length;
		expect(drawn).toBeGreaterThan(3);
		expect(renderTabs(before, theme, 120)).toEqual(bar);
		expect(styled).toHaveLength(drawn);
		const after = countingView(big, [{ type: "tab.select", index: 151 }]).view;
		// Tab 150 no longer active, tab 151 active, and at most one cell coming into view at an edge.
		expect(renderTabs(after, theme, 120)).toEqual(renderTabs(after, { ...identityTheme }, 120));
		expect(styled.length - drawn).toBeGreaterThanOrEqual(2);
		expect(styled.length - drawn).toBeLessThanOrEqual(3);
	});

	it("review: a review of 300 questions in 20 lines", () => {
		const { review, calls } = countingView(big, [{ type: "tab.select", index: 300 }]);
		if (review === undefined) expect.fail("no review");
		renderReview({ theme: identityTheme, messages: DEFAULT_MESSAGES, width: 80, height: 20 }, review);
		expect(calls.items).toBeLessThanOrEqual(20);
	});
});

describe("huge payloads", () => {
	const cases: readonly { readonly name: string; readonly input: AskUserInput }[] = [
		{ name: "300 questions × 300 options", input: big },
		{ name: "10,000 options", input: wide },
		{ name: "200 questions with previews", input: generatePayload({ questions: 200, options: 20, previewLines: 60 }) },
	];
	// Timings are the benchmark's job (`pnpm bench`); this checks the same key mix runs on huge payloads.
	it.each(cases)("$name: navigation, toggles and tab switches work and keep the flow open", ({ input }) => {
		const session = detachedQuestionnaire(input, { maxHeight: () => 40 });
		const presses = [keys.down, keys.down, keys.space, keys.tab, keys.up, keys.shiftTab, keys.down];
		session.component.render(120);
		const rounds = 50;
		for (let round = 0; round < rounds; round++) {
			for (const key of presses) {
				session.press(key);
				session.component.render(120);
			}
		}
		expect(session.results).toEqual([]);
		expect(session.component.render(120).join("\n")).toMatch(/›/);
	});

	it("a preview of a megabyte renders once per option and width, then comes from the cache", () => {
		const huge = `\`\`\`ts\n${"const line = 1;\n".repeat(65_536)}\`\`\``;
		const session = detachedQuestionnaire(
			{
				questions: [
					{
						id: "layout",
						prompt: "Which one?",
						type: "preview",
						options: [
							{ value: "a", label: "A", preview: huge },
							{ value: "b", label: "B", preview: "# small" },
						],
					},
				],
			},
			{ maxHeight: () => 30 },
		);
		const markdownRenders = vi.spyOn(Markdown.prototype, "render");
		expect(session.component.render(120).join("\n")).toContain("const line = 1;");
		session.press(keys.down);
		session.component.render(120);
		session.press(keys.up);
		session.component.render(120);
		session.component.render(120);
		expect(markdownRenders).toHaveBeenCalledTimes(2);
		session.component.render(100);
		expect(markdownRenders).toHaveBeenCalledTimes(3);
		markdownRenders.mockRestore();
	});
});
