import { assertOutputRules } from "@ask-user/test-kit/output-rules";
import { normalize } from "@ask-user/test-kit/payload";
import { describe, expect, it } from "vitest";
import { minimal, notesAndRequired, tour } from "../src/fixtures/index.ts";
import {
	CUSTOM_OPTION_LABEL,
	cancelledContent,
	cancelledDetails,
	listQuestions,
	type QuestionnaireEvent,
	validate,
} from "../src/index.ts";
import { event, key } from "./support/events.ts";
import { finish, play, start, view } from "./support/run.ts";

/** tour: database (single, 3 options), features (multi, 4 options), layout (preview, 2 options), then review. */
const toFeatures: QuestionnaireEvent[] = [event.selectTab(1)];
const toLayout: QuestionnaireEvent[] = [event.selectTab(2)];
const toReview: QuestionnaireEvent[] = [event.selectTab(3)];

async function submitTour(events: readonly QuestionnaireEvent[]) {
	const details = await finish(tour, [...events, event.submit]);
	assertOutputRules(tour, details, false);
	return details;
}

describe("Input rules", () => {
	it("at least one question is required", () => {
		for (const payload of [{}, { questions: [] }]) {
			const checked = validate(payload);
			expect(checked.ok).toBe(false);
			if (!checked.ok)
				expect(checked.issues).toEqual([
					{ path: "questions", message: expect.stringMatching(/at least one question/) },
				]);
		}
		expect(validate(minimal).ok).toBe(true);
	});

	it("label falls back to Q1, Q2, ...", async () => {
		const labels = normalize(notesAndRequired).questions.map((q) => q.label);
		expect(labels).toEqual(["Version", "Q2", "Q3"]);
		const actor = start(notesAndRequired);
		expect([0, 1, 2].map((i) => view(actor).getTab(i).label)).toEqual(labels);
		const details = await finish(notesAndRequired, [event.submit]);
		expect(details.questions.map((q) => q.label)).toEqual(labels);
		expect(normalize(minimal).questions[0]?.label).toBe("Q1");
	});

	it("type defaults to single", async () => {
		expect(normalize(minimal).questions[0]?.type).toBe("single");
		// a single-select digit picks one option and moves on
		const details = await finish(minimal, [key.digit(2), key.enter]);
		expect(details.questions[0]?.type).toBe("single");
		expect(details.answers.confirm).toEqual({ values: ["no"], labels: ["No"], indices: [2] });
	});

	it("required is metadata only; it never blocks submission", async () => {
		expect(normalize(notesAndRequired).questions.map((q) => q.required)).toEqual([true, true, false]);
		expect(view(start(notesAndRequired)).getTab(0).required).toBe(true);
		// nothing answered, two required questions: the review still submits
		const details = await finish(notesAndRequired, [key.shiftTab, key.enter]);
		expect(details).toMatchObject({ cancelled: false, answers: {} });
		const fromQuestion = await finish(notesAndRequired, [event.submit]);
		expect(fromQuestion.cancelled).toBe(false);
	});

	it("non-preview questions get an internal Type your own option", () => {
		const questions = normalize(tour).questions;
		expect(questions.map((q) => q.allowsCustom)).toEqual([true, true, false]);
		// internal: it is not one of the options, and it is rendered last
		expect(questions.flatMap((q) => q.options.map((o) => o.label))).not.toContain(CUSTOM_OPTION_LABEL);
		const actor = start(tour);
		for (const [tab, options] of [
			[0, 3],
			[1, 4],
		] as const) {
			const question = view(play(actor, [event.selectTab(tab)])).question;
			expect(question?.rowCount).toBe(options + 1);
			expect(question?.getRow(options)).toMatchObject({
				kind: "custom",
				label: CUSTOM_OPTION_LABEL,
				number: options + 1,
			});
		}
		const preview = view(play(actor, [event.selectTab(2)])).question;
		expect(preview?.rowCount).toBe(2);
		expect([0, 1].map((row) => preview?.getRow(row).kind)).toEqual(["option", "option"]);
	});
});

describe("Output rules", () => {
	it("cancelled: true means the user dismissed the flow or UI was unavailable", async () => {
		const cases = [
			[[key.digit(1), key.esc, key.esc], "user"],
			[[key.shiftTab, key.down, key.enter], "user"],
			[[key.ctrlC], "dismissed"],
			[[key.digit(4), event.change("draft"), key.ctrlC], "dismissed"],
			[[event.abort()], "aborted"],
		] as const;
		for (const [events, reason] of cases) {
			const details = await finish(tour, events);
			assertOutputRules(tour, details, true);
			expect(details.cancelReason).toBe(reason);
		}
		const unavailable = cancelledDetails("ui_unavailable", normalize(tour));
		assertOutputRules(tour, unavailable, true);
		// and a submit is never cancelled, even with nothing answered
		expect((await submitTour([])).cancelled).toBe(false);
	});

	it("single-select answers still use arrays", async () => {
		const details = await submitTour([key.digit(2), key.tab, event.selectTab(2), key.enter]);
		expect(details.answers.database).toEqual({ values: ["sqlite"], labels: ["SQLite"], indices: [2] });
		expect(details.answers.layout).toEqual({ values: ["by-feature"], labels: ["By feature"], indices: [1] });
	});

	it("indices are 1-based rendered option positions", async () => {
		const details = await submitTour([key.digit(3), key.digit(2), key.digit(4), key.tab, key.down, key.enter]);
		expect(details.answers.database?.indices).toEqual([3]);
		expect(details.answers.features?.indices).toEqual([2, 4]);
		expect(details.answers.layout?.indices).toEqual([2]);
		// the rendered number of each row is its index in the answer
		const row = view(start(tour)).question?.getRow(2);
		expect(row).toMatchObject({ number: 3, value: "mongo" });
	});

	it("customText stores the free-form answer", async () => {
		const details = await submitTour([key.digit(4), event.save("  Redis  ")]);
		expect(details.answers.database).toEqual({
			values: ["Redis"],
			labels: ["Redis"],
			indices: [],
			customText: "Redis",
		});
	});

	it("on multi-select questions, values and labels include both selected options and customText when both are present", async () => {
		const details = await submitTour([...toFeatures, key.digit(4), key.digit(2), key.digit(5), event.save("Webhooks")]);
		expect(details.answers.features).toEqual({
			values: ["search", "audit", "Webhooks"],
			labels: ["Search", "Audit log", "Webhooks"],
			indices: [2, 4],
			customText: "Webhooks",
		});
	});

	it("saving or clearing free-form text on a multi-select question does not clear other selected options", async () => {
		const selectTwo = [...toFeatures, key.digit(1), key.digit(3)];
		const saved = await submitTour([...selectTwo, key.digit(5), event.save("Webhooks")]);
		expect(saved.answers.features?.values).toEqual(["auth", "export", "Webhooks"]);
		const cleared = await submitTour([
			...selectTwo,
			key.digit(5),
			event.save("Webhooks"),
			...toFeatures,
			key.digit(5),
			event.save(""),
		]);
		expect(cleared.answers.features).toEqual({
			values: ["auth", "export"],
			labels: ["Authentication", "CSV export"],
			indices: [1, 3],
		});
		const closed = await submitTour([...selectTwo, key.digit(5), event.change(" "), event.close()]);
		expect(closed.answers.features?.values).toEqual(["auth", "export"]);
	});

	it("note stores a question-level note", async () => {
		const details = await submitTour([key.digit(1), key.shiftTab, key.shiftN, event.save(" call it pg ")]);
		expect(details.answers.database).toEqual({
			values: ["postgres"],
			labels: ["PostgreSQL"],
			indices: [1],
			note: "call it pg",
		});
	});

	it("optionNotes includes only notes for selected options", async () => {
		const details = await submitTour([
			...toFeatures,
			key.n, // note on Authentication, which stays unselected
			event.save("not now"),
			key.down,
			key.space, // select Search
			key.n,
			event.save("postgres full-text"),
			key.down,
			key.n, // note on CSV export, selected afterwards
			event.save("UTF-8 with BOM"),
			key.space,
		]);
		expect(details.answers.features?.optionNotes).toEqual({ search: "postgres full-text", export: "UTF-8 with BOM" });
		// a note on an option left unselected is not among them, but kept apart (additive), marked as not chosen
		expect(details.answers.features?.unchosenOptionNotes).toEqual([
			{ value: "auth", label: "Authentication", note: "not now" },
		]);
		// so is a note on an option that is later deselected
		const deselected = await submitTour([key.n, event.save("fast"), key.space, key.space]);
		expect(deselected.answers.database).toEqual({
			values: [],
			labels: [],
			indices: [],
			unchosenOptionNotes: [{ value: "postgres", label: "PostgreSQL", note: "fast" }],
		});
	});

	it("question notes may exist without a selected answer", async () => {
		const details = await submitTour([...toLayout, key.shiftN, event.save("show me both first")]);
		expect(details.answers.layout).toEqual({ values: [], labels: [], indices: [], note: "show me both first" });
	});
});

describe("Decisions on points the contract leaves open", () => {
	it("multi-select values, labels and indices follow the options' original order; customText comes last", async () => {
		const details = await submitTour([
			...toFeatures,
			key.digit(5),
			event.save("Webhooks"),
			...toFeatures,
			key.digit(4),
			key.digit(1),
			key.digit(3),
		]);
		expect(details.answers.features).toMatchObject({
			values: ["auth", "export", "audit", "Webhooks"],
			labels: ["Authentication", "CSV export", "Audit log", "Webhooks"],
			indices: [1, 3, 4],
		});
	});

	it("preview questions have no Type your own row", () => {
		const actor = start(tour);
		play(actor, [...toLayout]);
		expect(view(actor).question?.rowCount).toBe(2);
		const before = actor.getSnapshot();
		play(actor, [key.digit(3), event.open("answer")]);
		expect(actor.getSnapshot().value).toEqual(before.value);
		expect(actor.getSnapshot().context).toBe(before.context);
	});

	it("non-interactive: content starts with a clear error and lists every question with its options; details is cancelled with normalized questions and empty answers", () => {
		const payload = normalize(tour);
		const details = cancelledDetails("ui_unavailable", payload);
		expect(details).toEqual({
			title: "Set up the new service",
			cancelled: true,
			cancelReason: "ui_unavailable",
			questions: payload.questions.map(({ id, label, prompt, type }) => ({ id, label, prompt, type })),
			answers: {},
		});
		const content = cancelledContent("ui_unavailable", listQuestions(payload.questions));
		expect(content.split("\n")[0]).toMatch(/needs an interactive terminal/);
		for (const question of payload.questions) {
			expect(content).toContain(question.prompt);
			for (const option of question.options) expect(content).toContain(option.label);
		}
		expect(content).toMatch(/do not assume any answer/);
	});

	it("navigation inside an open editor follows the contract literally: arrows and Tab stay in the editor until Esc", () => {
		const actor = play(start(tour), [key.shiftN, event.change("draft")]);
		const before = actor.getSnapshot();
		play(actor, [
			key.tab,
			key.shiftTab,
			key.left,
			key.right,
			key.up,
			key.down,
			key.space,
			key.enter,
			key.digit(1),
			key.esc,
		]);
		expect(actor.getSnapshot().value).toEqual({ editing: "questionNote" });
		expect(actor.getSnapshot().context).toBe(before.context);
		play(actor, [event.close(), key.tab]);
		expect(view(actor).activeTab).toBe(1);
	});

	it("unanswered questions are omitted from answers; a question with only a note keeps an entry with empty arrays", async () => {
		const details = await submitTour([...toFeatures, key.shiftN, event.save("later")]);
		expect(Object.keys(details.answers)).toEqual(["features"]);
		expect(details.answers.features).toEqual({ values: [], labels: [], indices: [], note: "later" });
	});

	it("Enter or a digit on a single-select option picks it and moves to the next tab; Space picks it and stays", () => {
		const actor = play(start(tour), [key.down, key.enter]);
		expect(view(actor).activeTab).toBe(1);
		play(actor, [key.shiftTab, key.digit(3)]);
		expect(view(actor).activeTab).toBe(1);
		play(actor, [key.shiftTab, key.up, key.space]);
		expect(view(actor).activeTab).toBe(0);
		expect([0, 1, 2].map((row) => view(actor).question?.getRow(row).selected)).toEqual([false, true, false]);
	});

	it("on multi-select, digits and Space toggle and stay; Enter moves to the next tab", () => {
		const actor = play(start(tour), [...toFeatures, key.digit(2), key.down, key.space, key.digit(2)]);
		const question = view(actor).question;
		expect(view(actor).activeTab).toBe(1);
		expect([0, 1, 2, 3].map((row) => question?.getRow(row).selected)).toEqual([false, false, true, false]);
		play(actor, [key.enter]);
		expect(view(actor).activeTab).toBe(2);
		expect(view(actor).getTab(1).answered).toBe(true);
	});

	it("Enter in the free-form editor saves and moves on like a pick; Enter in a note editor saves the note and stays", () => {
		const actor = play(start(tour), [key.digit(4), event.change("Redis"), event.save()]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 1 });
		expect(view(actor).getTab(0).answered).toBe(true);
		play(actor, [key.shiftN, event.save("keep it small")]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 1, question: { note: "keep it small" } });
		play(actor, [key.n, event.save("email only")]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 1 });
		expect(view(actor).question?.getRow(0).note).toBe("email only");
	});

	it("Esc closes any editor and keeps the same tab and row", () => {
		const actor = play(start(tour), [...toFeatures, key.down, key.down]);
		for (const kind of ["questionNote", "optionNote"] as const) {
			play(actor, [event.open(kind), event.change(`${kind} text`), event.close()]);
			expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 1, question: { focusedRow: 2 } });
		}
		// The free-form editor belongs to the `Type your own` row: opening it focuses that row, and Esc stays there.
		play(actor, [event.open("answer"), event.change("answer text"), event.close()]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 1, question: { focusedRow: 4 } });
		const question = view(actor).question;
		expect(question?.note).toBe("questionNote text");
		expect(question?.getRow(2).note).toBe("optionNote text");
		expect(question?.getRow(4).customText).toBe("answer text");
	});

	it("Type your own is the last row, so its digit is the option count + 1. Free text has no entry in indices", async () => {
		const actor = play(start(tour), [key.digit(4)]);
		expect(view(actor)).toMatchObject({ mode: "editing", editor: { kind: "answer" }, question: { focusedRow: 3 } });
		const details = await submitTour([key.digit(4), event.save("Redis"), key.digit(5), event.save("Webhooks")]);
		expect(details.answers.database?.indices).toEqual([]);
		expect(details.answers.features?.indices).toEqual([]);
	});

	it("tabs wrap around: after the review tab comes the first question", () => {
		const actor = play(start(tour), [...toReview]);
		expect(view(actor)).toMatchObject({ mode: "reviewing", activeTab: 3 });
		play(actor, [key.tab]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 0 });
		play(actor, [key.tab, key.tab, key.tab, key.tab]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 0 });
	});

	it("the review tab is last; Submit is focused first, Cancel second", () => {
		const actor = play(start(tour), [...toReview]);
		const review = view(actor);
		expect(review.tabCount).toBe(4);
		expect(review.getTab(3)).toMatchObject({ kind: "review", active: true });
		expect(review.review?.focus).toBe("submit");
		play(actor, [key.down]);
		expect(view(actor).review?.focus).toBe("cancel");
		// entering the review again starts on Submit
		play(actor, [key.tab, key.shiftTab]);
		expect(view(actor).review?.focus).toBe("submit");
	});
});
