import { describe, expect, expectTypeOf, it } from "vitest";
import { tour } from "../src/fixtures/index.ts";
import type { EditingView, FormNoteView, QuestionView, ReviewView } from "../src/index.ts";
import { event, key } from "./support/events.ts";
import { finish, play, start, view } from "./support/run.ts";

/** The selected values of the active question, as its rows show them. */
function selectedValues(actor: ReturnType<typeof start>): (string | undefined)[] {
	const question = view(actor).question;
	if (question === undefined) return expect.fail("no question shown");
	return Array.from({ length: question.rowCount }, (_, i) => question.getRow(i))
		.filter((row) => row.selected)
		.map((row) => row.value);
}

describe("value-addressed intents (click-driven renderers)", () => {
	it("chooseValue on a single question picks the option, focuses its row and stays", () => {
		const actor = start(tour);
		view(actor).chooseValue("mongo");
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 0, question: { focusedRow: 2 } });
		expect(selectedValues(actor)).toEqual(["mongo"]);
		view(actor).chooseValue("mongo");
		expect(selectedValues(actor)).toEqual(["mongo"]);
		view(actor).chooseValue("sqlite");
		expect(selectedValues(actor)).toEqual(["sqlite"]);
	});

	it("chooseValue replaces an own answer on a single question, as a pick does", async () => {
		const details = await finish(tour, [
			key.digit(4),
			event.close("Redis"),
			{ type: "value.choose", value: "postgres" },
			event.submit,
		]);
		expect(details.answers.database).toEqual({ values: ["postgres"], labels: ["PostgreSQL"], indices: [1] });
	});

	it("chooseValue on a multi question ticks and never unticks; toggleValue flips", () => {
		const actor = play(start(tour), [key.tab]);
		view(actor).chooseValue("search");
		view(actor).chooseValue("search");
		view(actor).chooseValue("auth");
		expect(selectedValues(actor)).toEqual(["auth", "search"]);
		expect(view(actor).question?.focusedRow).toBe(0);
		view(actor).toggleValue("search");
		view(actor).toggleValue("audit");
		expect(selectedValues(actor)).toEqual(["auth", "audit"]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 1, question: { focusedRow: 3 } });
	});

	it("toggleValue on a single question picks, and clears the picked option", () => {
		const actor = start(tour);
		view(actor).toggleValue("sqlite");
		expect(selectedValues(actor)).toEqual(["sqlite"]);
		view(actor).toggleValue("sqlite");
		expect(selectedValues(actor)).toEqual([]);
	});

	it("a value no option of the active question has does nothing, nor does a value on the review", () => {
		const actor = start(tour);
		const before = actor.getSnapshot();
		for (const value of ["auth", "", "__proto__", "Type your own"]) view(actor).chooseValue(value);
		view(actor).toggleValue("nope");
		expect(actor.getSnapshot().context).toBe(before.context);
		play(actor, [key.shiftTab]);
		view(actor).chooseValue("postgres");
		expect(view(actor).mode).toBe("reviewing");
		expect(view(actor).review?.unansweredCount).toBe(3);
	});

	it("a value while a cancel waits to be confirmed keeps answering and chooses nothing", () => {
		const actor = play(start(tour), [key.space, key.esc]);
		expect(view(actor).confirmingCancel).toEqual({ answers: 1, notes: 0, question: "Discard 1 answer?" });
		view(actor).chooseValue("mongo");
		expect(view(actor).confirmingCancel).toBeUndefined();
		expect(selectedValues(actor)).toEqual(["postgres"]);
	});
});

describe("the view is narrowed by mode", () => {
	it("answering and editing carry a question (but not the form note's editor), reviewing a review, at the type level", () => {
		const v = view(start(tour));
		if (v.mode === "answering") expectTypeOf(v.question).toEqualTypeOf<QuestionView>();
		expectTypeOf<EditingView["question"]>().toEqualTypeOf<QuestionView>();
		expectTypeOf<FormNoteView["question"]>().toEqualTypeOf<undefined>();
		if (v.mode === "editing") expectTypeOf(v.editor.draft).toBeString();
		if (v.mode === "reviewing") expectTypeOf(v.review).toEqualTypeOf<ReviewView>();
		if (v.mode === "submitted") expectTypeOf(v.question).toEqualTypeOf<undefined>();
		expect(v.mode).toBe("answering");
	});

	it("each mode holds exactly its parts at run time", () => {
		const actor = start(tour);
		const shape = () => {
			const v = view(actor);
			return [v.mode, v.question !== undefined, v.editor !== undefined, v.review !== undefined];
		};
		expect(shape()).toEqual(["answering", true, false, false]);
		play(actor, [key.shiftN]);
		expect(shape()).toEqual(["editing", true, true, false]);
		play(actor, [event.close(""), key.shiftTab]);
		expect(shape()).toEqual(["reviewing", false, false, true]);
		play(actor, [event.submit]);
		expect(shape()).toEqual(["submitted", false, false, false]);
	});
});
