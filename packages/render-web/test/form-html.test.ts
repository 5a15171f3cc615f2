/**
 * The page's HTML, rendered from core's view model: every question type, the terminal's open editor, notes, the
 * review, the end; model text escaped wherever it goes and never in an attribute; long lists and texts bounded.
 */
import {
	type AskUserInput,
	connect,
	createQuestionnaireMachine,
	MAX_TYPED_CHARACTERS,
	type QuestionnaireEvent,
	type QuestionnaireView,
	validate,
} from "@ask-user/core";
import { generatePayload, recommended, textQuestions, tour } from "@ask-user/core/fixtures";
import { hostilePayload } from "@ask-user/test-kit/hostile-payload";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { endedHtml, formHtml, formPieces, MAX_PAGE_ROWS, rowCache } from "../src/form-html.ts";
import { MAX_PAGE_TEXT_UNITS, pageText } from "../src/html-text.ts";
import { ENGLISH_PAGE_WORDS } from "../src/page-words.ts";

/** The view after `events`, on core's own actor. */
function viewAfter(payload: AskUserInput, ...events: QuestionnaireEvent[]): QuestionnaireView {
	const checked = validate(payload);
	if (!checked.ok) throw new Error("invalid test payload");
	const actor = createActor(createQuestionnaireMachine(), { input: checked.payload }).start();
	for (const event of events) actor.send(event);
	return connect(actor.getSnapshot(), actor.send.bind(actor));
}

/** The elements the page's HTML is made of: nothing of the model's can add another. */
const PAGE_TAGS = "h1 h2 nav button section p ul ol li span details summary textarea div pre label input".split(" ");

/** Every attribute value of `html`. */
function attributeValues(html: string): string[] {
	return [...html.matchAll(/\s[\w-]+="([^"]*)"/g)].map((match) => match[1] ?? "");
}

/** The text of `html` without its tags, entities read back. */
function textOf(html: string): string {
	return html
		.replace(/<[^>]*>/g, " ")
		.replace(/&lt;/g, "<")
		.replace(/&gt;/g, ">")
		.replace(/&quot;/g, '"')
		.replace(/&#39;/g, "'")
		.replace(/&amp;/g, "&");
}

describe("model text", () => {
	it("is escaped: a hostile form makes no element, no attribute and no script of its own", () => {
		for (const tab of [0, 1, 2, 3]) {
			const html = formHtml(viewAfter(hostilePayload, { type: "tab.select", index: tab }));
			const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1]?.toLowerCase() ?? ""));
			expect([...tags].filter((tag) => !PAGE_TAGS.includes(tag))).toEqual([]);
			for (const value of attributeValues(html)) expect(value).toMatch(/^[a-z0-9 .-]*$/i);
			expect(html).not.toMatch(/<script|<img|<iframe|javascript:|on\w+=/i);
		}
	});

	it("reads back as the person should see it: the five HTML characters escaped, controls and bidi overrides gone", () => {
		const shown = pageText(`<b>"a" & 'b'</b>\x1b[31mred\u202Eevil\u0007`);
		expect(shown).toBe("&lt;b&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/b&gt;redevil");
	});

	it("a saved note longer than model text is shown whole in its box, so saving it again keeps it", () => {
		const long = "😀".repeat(MAX_TYPED_CHARACTERS);
		const view = viewAfter(textQuestions, { type: "editor.change", text: long });
		expect(formHtml(view)).toContain(`aria-label="Your answer">${long}</textarea>`);
	});

	it("is cut at MAX_PAGE_TEXT_UNITS, never inside a surrogate pair", () => {
		expect(pageText("a".repeat(MAX_PAGE_TEXT_UNITS + 10))).toBe(`${"a".repeat(MAX_PAGE_TEXT_UNITS)}…`);
		const emoji = `${"a".repeat(MAX_PAGE_TEXT_UNITS - 1)}😀😀`;
		expect(pageText(emoji)).toBe(`${"a".repeat(MAX_PAGE_TEXT_UNITS - 1)}…`);
	});
});

describe("every question type", () => {
	it("single: radio buttons, the chosen one checked, descriptions, a note per option, Type your own", () => {
		const html = formHtml(viewAfter(tour, { type: "value.choose", value: "sqlite" }));
		expect(html.match(/role="radio"/g)).toHaveLength(3);
		expect(html).toContain('aria-checked="true" data-action="option.pick" data-question="0" data-index="1"');
		expect(textOf(html)).toContain("One file, zero ops; fine for a single instance");
		expect(html.match(/data-action="optionNote"/g)).toHaveLength(3);
		expect(html).toContain('data-action="answer" data-field="answer-0"');
		expect(html).toContain('data-action="questionNote" data-field="note-0"');
		expect(html).toContain('aria-current="step"');
	});

	it("numbers each row as the terminal does, the own answer's too, for the digits that pick it; none is read aloud", () => {
		const html = formHtml(viewAfter(tour, { type: "value.choose", value: "sqlite" }));
		expect([...html.matchAll(/<span class="number" aria-hidden="true">(\d+)\.<\/span>/g)].map((m) => m[1])).toEqual([
			"1",
			"2",
			"3",
			"4",
		]);
		expect(html).toContain('data-index="1"><span class="number" aria-hidden="true">2.</span><span class="text">');
		expect(html).toContain('<div class="own"><label><span class="number" aria-hidden="true">4.</span>');
	});

	it("multi: checkboxes, the ticked ones checked, its importance said", () => {
		const html = formHtml(
			viewAfter(
				tour,
				{ type: "tab.next" },
				{ type: "value.toggle", value: "auth" },
				{ type: "value.toggle", value: "audit" },
			),
		);
		expect(html.match(/type="checkbox"/g)).toHaveLength(4);
		expect(
			html.match(/type="checkbox" data-action="value.toggle" data-question="1" data-index="\d" checked/g),
		).toHaveLength(2);
		expect(html).toContain('<p class="required">Important</p>');
	});

	it("preview: each option's preview folded under it, no own answer", () => {
		const html = formHtml(viewAfter(tour, { type: "tab.select", index: 2 }));
		expect(html.match(/<details class="preview"/g)).toHaveLength(2);
		expect(textOf(html)).toContain("Everything about a feature lives together.");
		expect(html).not.toContain('data-action="answer"');
	});

	it("text: the answer field, named as the terminal's editor is, holds what that editor holds, and the page says the editor is open", () => {
		const view = viewAfter(textQuestions, { type: "editor.change", text: "Ada <L>" });
		const html = formHtml(view, ENGLISH_PAGE_WORDS, true);
		expect(html).toContain(
			'<textarea data-field="answer-0" rows="3" aria-label="Your answer">Ada &lt;L&gt;</textarea>',
		);
		// Every box is named for a screen reader: a text question's answer as the terminal's editor, a note by its heading.
		expect(html).toContain('<textarea data-field="note-0" rows="3" aria-label="Note on this question">');
		expect(html).toContain('<p class="editing">');
		expect(html).not.toContain('role="radio"');
		// Where no terminal shows the form, the page names none.
		const alone = formHtml(view);
		expect(alone).toContain(
			'<textarea data-field="answer-0" rows="3" aria-label="Your answer">Ada &lt;L&gt;</textarea>',
		);
		expect(alone).not.toContain('<p class="editing">');
		expect(alone).not.toMatch(/terminal/i);
	});

	it(`lists at most ${MAX_PAGE_ROWS} options, around the terminal's focused one, and says so`, () => {
		const payload = generatePayload({ questions: 1, options: MAX_PAGE_ROWS * 3 });
		const view = viewAfter(payload, { type: "option.focus", index: MAX_PAGE_ROWS * 2 });
		const html = formHtml(view, ENGLISH_PAGE_WORDS, true);
		expect(html.match(/role="radio"/g)).toHaveLength(MAX_PAGE_ROWS);
		expect(html).toContain(`data-index="${MAX_PAGE_ROWS * 2}"`);
		expect(textOf(html)).toContain(`Options ${MAX_PAGE_ROWS * 1.5 + 1}–${MAX_PAGE_ROWS * 2.5} of ${MAX_PAGE_ROWS * 3}`);
		expect(html).not.toContain('data-action="option.focus"');
	});

	it(`without a terminal, lists the page of ${MAX_PAGE_ROWS} options the focused one is on, with buttons to the pages around it`, () => {
		const payload = generatePayload({ questions: 1, options: MAX_PAGE_ROWS * 2 + 100 });
		const pageOf = (focus: number) => formHtml(viewAfter(payload, { type: "option.focus", index: focus }));
		const buttons = (html: string) => [
			...html.matchAll(/data-action="option.focus" data-question="0" data-index="(\d+)"/g),
		];
		const first = pageOf(0);
		expect(first.match(/role="radio"/g)).toHaveLength(MAX_PAGE_ROWS);
		expect(textOf(first)).toContain(`Options 1–${MAX_PAGE_ROWS} of ${MAX_PAGE_ROWS * 2 + 100}.`);
		expect(buttons(first).map((match) => Number(match[1]))).toEqual([MAX_PAGE_ROWS]);
		const middle = pageOf(MAX_PAGE_ROWS + 7);
		expect(textOf(middle)).toContain(`Options ${MAX_PAGE_ROWS + 1}–${MAX_PAGE_ROWS * 2} of`);
		expect(buttons(middle).map((match) => Number(match[1]))).toEqual([MAX_PAGE_ROWS - 1, MAX_PAGE_ROWS * 2]);
		const last = pageOf(MAX_PAGE_ROWS * 2 + 99);
		expect(last.match(/role="radio"/g)).toHaveLength(100);
		expect(textOf(last)).toContain(`Options ${MAX_PAGE_ROWS * 2 + 1}–${MAX_PAGE_ROWS * 2 + 100} of`);
		expect(buttons(last).map((match) => Number(match[1]))).toEqual([MAX_PAGE_ROWS * 2 - 1]);
		expect(last).not.toMatch(/terminal/i);
	});
});

describe("rendering again", () => {
	it("keeps each unchanged row's very piece, and makes a new one for a row whose tick changed", () => {
		const cache = rowCache();
		const rowsOf = (...events: QuestionnaireEvent[]) =>
			formPieces(viewAfter(tour, { type: "tab.next" }, ...events), cache).filter((piece) =>
				piece.part?.startsWith("row-"),
			);
		const first = rowsOf();
		const focused = rowsOf({ type: "option.focus", index: 2 });
		expect(focused).toHaveLength(4);
		expect(focused.map((piece, at) => piece === first[at])).toEqual([true, true, true, true]);
		const ticked = rowsOf({ type: "option.focus", index: 2 }, { type: "value.toggle", value: "audit" });
		// "audit" is the tour's second question's fourth option.
		expect(ticked.map((piece, at) => piece === focused[at])).toEqual([true, true, true, false]);
		expect(ticked[3]?.html).toContain("checked");
	});
});

describe("notes and the review", () => {
	it("a saved note shows in its open fold; the review lists answers, notes and what is missing", () => {
		const noted = viewAfter(
			tour,
			{ type: "editor.open", kind: "questionNote" },
			{ type: "editor.save", text: "why & how" },
		);
		expect(formHtml(noted)).toContain('<details class="note" data-key="note-0" open>');
		const review = formHtml(
			viewAfter(
				tour,
				{ type: "value.choose", value: "mongo" },
				{ type: "option.focus", index: 0 },
				{ type: "editor.open", kind: "optionNote" },
				{ type: "editor.save", text: "too heavy" },
				{ type: "tab.select", index: 3 },
				{ type: "editor.open", kind: "formNote" },
				{ type: "editor.save", text: "all yours" },
			),
		);
		const text = textOf(review);
		expect(text).toContain("MongoDB");
		expect(text).toContain("Note on PostgreSQL (not chosen): too heavy");
		expect(text).toContain("not answered");
		expect(text).toContain("1 important question is not answered.");
		expect(review).toContain('<details class="note" data-key="formNote" open>');
		expect(text).toContain("all yours");
		for (const action of ["submit", "cancel", "discuss"]) expect(review).toContain(`data-action="${action}"`);
	});

	it("the review says which recommended options an answered question left unchosen, as the terminal's review", () => {
		const text = textOf(
			formHtml(
				viewAfter(
					{
						...recommended,
						questions: [
							...(recommended.questions ?? []),
							{ id: "x", label: "X", prompt: "X?", options: [{ value: "a", label: "<A> & B", recommended: true }] },
						],
					},
					{ type: "value.choose", value: "bun" },
					{ type: "tab.select", index: 1 },
					{ type: "value.toggle", value: "types" },
					{ type: "value.toggle", value: "bench" },
					{ type: "tab.select", index: 2 },
					{ type: "value.choose", value: "a" },
					{ type: "tab.select", index: 3 },
				),
			),
		);
		expect(text).toContain("recommended, not chosen: Node.js 22");
		expect(text).toContain("recommended, not chosen: Lint");
		expect(text).not.toContain("Type check,");
		expect(text.match(/recommended, not chosen/g)).toHaveLength(2);
		// Unanswered, nothing was gone against.
		const unanswered = textOf(formHtml(viewAfter(recommended, { type: "tab.select", index: 2 })));
		expect(unanswered).not.toContain("recommended, not chosen");
	});

	it("escapes the names of the recommended options left unchosen", () => {
		const html = formHtml(
			viewAfter(
				{
					questions: [
						{
							id: "x",
							label: "X",
							prompt: "X?",
							options: [
								{ value: "a", label: "<b>A</b> & B", recommended: true },
								{ value: "c", label: "C" },
							],
						},
					],
				},
				{ type: "value.choose", value: "c" },
				{ type: "tab.select", index: 1 },
			),
		);
		expect(html).toContain("recommended, not chosen: &lt;b&gt;A&lt;/b&gt; &amp; B");
	});

	it("a cancel the terminal asks to confirm is asked on the page too", () => {
		const html = formHtml(viewAfter(tour, { type: "value.choose", value: "mongo" }, { type: "flow.cancel" }));
		expect(textOf(html)).toContain("Discard 1 answer?");
		expect(html).toContain('class="danger" data-action="cancel"');
		expect(html).toContain('data-action="resume"');
	});

	it("the end says how the form ended", () => {
		const base = { questions: [], answers: {} };
		expect(textOf(endedHtml({ ...base, cancelled: false }))).toContain("The answers were submitted to the agent.");
		expect(textOf(endedHtml({ ...base, cancelled: true, cancelReason: "timeout" }))).toContain("The form timed out.");
		expect(textOf(endedHtml(undefined))).toContain("The form closed.");
	});

	it("a page the form left says the host's words for it, escaped, instead of the form closing", () => {
		const left = textOf(endedHtml(undefined, undefined, "The form goes on in <pi>."));
		expect(left).toContain("The form goes on in <pi>.");
		expect(left).not.toContain("The form closed.");
		expect(endedHtml(undefined, undefined, "<b>")).toContain("&lt;b&gt;");
	});
});

describe("Back and Next", () => {
	/** Whether Back and Next are enabled on the view. */
	const moves = (view: QuestionnaireView) => {
		const html = formHtml(view);
		return [/data-action="tab.prev">/.test(html), /data-action="tab.next">/.test(html)];
	};

	it("do not wrap: Back is disabled on the first tab, Next on the review, both enabled between", () => {
		expect(moves(viewAfter(tour))).toEqual([false, true]);
		expect(moves(viewAfter(tour, { type: "tab.next" }))).toEqual([true, true]);
		expect(moves(viewAfter(tour, { type: "tab.select", index: 2 }))).toEqual([true, true]);
		expect(moves(viewAfter(tour, { type: "tab.select", index: 3 }))).toEqual([true, false]);
		// The note on the whole form open on the review: still the last tab.
		expect(moves(viewAfter(tour, { type: "tab.select", index: 3 }, { type: "editor.open", kind: "formNote" }))).toEqual(
			[true, false],
		);
		expect(formHtml(viewAfter(tour))).toContain('data-action="tab.prev" disabled>');
	});

	it("are a piece of their own: a tab change between two questions sends them, a pick does not", () => {
		const cache = rowCache();
		const first = formPieces(viewAfter(tour), cache).find((piece) => piece.part === "moves");
		const picked = formPieces(viewAfter(tour, { type: "value.choose", value: "sqlite" }), cache);
		expect(picked.find((piece) => piece.part === "moves")?.html).toBe(first?.html);
		const next = formPieces(viewAfter(tour, { type: "tab.next" }), cache).find((piece) => piece.part === "moves");
		expect(next?.html).not.toBe(first?.html);
		expect(next?.html).toContain('data-part="moves"');
	});
});
