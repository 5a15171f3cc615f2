import { assertOutputRules } from "@ask-user/test-kit/output-rules";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { discussFirst, recommended, textQuestions } from "../src/fixtures/index.ts";
import {
	buildContent,
	connect,
	createQuestionnaireMachine,
	listQuestions,
	restoreProgress,
	saveProgress,
	validate,
} from "../src/index.ts";
import { event, key } from "./support/events.ts";
import { finish, play, start, view } from "./support/run.ts";

const issuesOf = (payload: unknown) => {
	const result = validate(payload);
	return result.ok ? [] : result.issues.map((issue) => `${issue.path} ${issue.message}`);
};

const options = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

describe("recommended options", () => {
	it("are kept on the option, at most one on single and preview questions, any number on multi", () => {
		const two = [
			{ value: "a", label: "A", recommended: true },
			{ value: "b", label: "B", recommended: true },
		];
		expect(issuesOf({ questions: [{ id: "m", prompt: "?", type: "multi", options: two }] })).toEqual([]);
		expect(issuesOf({ questions: [{ id: "s", prompt: "?", options: two }] })).toEqual([
			'questions[0].options[1].recommended is a second recommended option (questions[0].options[0] is one): a single question recommends at most one; use type: "multi" to recommend several',
		]);
		expect(
			issuesOf({ questions: [{ id: "s", prompt: "?", options: [{ value: "a", label: "A", recommended: "yes" }] }] }),
		).toEqual(["questions[0].options[0].recommended must be true or false, got a string"]);
		const checked = validate(recommended);
		expect(checked.ok && checked.payload.questions[0]?.options.map((o) => o.recommended)).toEqual([
			true,
			undefined,
			undefined,
		]);
	});

	it("are never preselected, and the view marks them", () => {
		const actor = start(recommended);
		const question = view(actor).question;
		expect(question?.answered).toBe(false);
		expect(question?.getRow(0)).toMatchObject({ recommended: true, selected: false });
		expect(question?.getRow(1).recommended).toBeUndefined();
	});

	it("the focus starts on the first recommended option (not selected): Enter takes it, ↑ reaches the rows above", async () => {
		const payload = {
			questions: [
				{ id: "s", prompt: "?", options: [...options("a", "b"), { value: "c", label: "C", recommended: true }] },
				{
					id: "m",
					prompt: "?",
					type: "multi",
					options: [
						...options("x"),
						{ value: "y", label: "Y", recommended: true },
						{ value: "z", label: "Z", recommended: true },
					],
				},
				{ id: "n", prompt: "?", options: options("p", "q") },
			],
		};
		const actor = start(payload);
		expect(view(actor).question).toMatchObject({ focusedRow: 2, answered: false });
		expect(view(actor).question?.getRow(2)).toMatchObject({ focused: true, selected: false });
		play(actor, [key.enter]);
		expect(view(actor).question).toMatchObject({ focusedRow: 1, answered: false });
		play(actor, [key.up]);
		expect(view(actor).question?.focusedRow).toBe(0);
		play(actor, [key.tab]);
		expect(view(actor).question?.focusedRow).toBe(0);
		const details = await finish(payload, [key.enter, key.enter, key.enter, event.submit]);
		expect(details.answers.s?.values).toEqual(["c"]);
		expect(details.answers.m?.values).toEqual(["y"]);
		expect(details.answers.n?.values).toEqual(["p"]);
	});

	it("chosen against: the answer and content name them; followed or unanswered: nothing is added", async () => {
		// Bun on Runtime (against Node.js 22); Lint only on Checks (Type check, recommended, left out).
		const details = await finish(recommended, [key.digit(2), key.digit(1), key.enter, event.submit]);
		assertOutputRules(recommended, details, false);
		expect(details.answers.runtime?.unchosenRecommended).toEqual([{ value: "node", label: "Node.js 22" }]);
		expect(details.answers.checks?.unchosenRecommended).toEqual([{ value: "types", label: "Type check" }]);
		expect(buildContent(details).split("\n")).toEqual([
			'The user submitted "Pick the stack" (2 of 2 answered):',
			'- "Runtime" ["runtime"]: "Bun" ["bun"]',
			'  recommended, not chosen: "Node.js 22" ["node"]',
			'- "Checks" ["checks"]: "Lint" ["lint"]',
			'  recommended, not chosen: "Type check" ["types"]',
		]);
		const followed = await finish(recommended, [key.digit(1), event.submit]);
		expect(followed.answers.runtime?.unchosenRecommended).toBeUndefined();
		expect(followed.answers.checks).toBeUndefined();
	});
});

describe("text questions", () => {
	it("take no options: absent or empty; options given are an issue naming the field", () => {
		expect(issuesOf(textQuestions)).toEqual([]);
		expect(issuesOf({ questions: [{ id: "t", prompt: "?", type: "text", options: options("a") }] })).toEqual([
			'questions[0].options must be absent or empty on a text question (a free-form answer): omit it, or use type: "single" or "multi" to offer choices',
		]);
		expect(issuesOf({ questions: [{ id: "s", prompt: "?" }] })).toEqual([
			"questions[0].options is missing: give an array with at least one option",
		]);
		const checked = validate(textQuestions);
		expect(checked.ok && checked.payload.questions[0]).toMatchObject({ type: "text", options: [], allowsCustom: true });
	});

	it("open the editor on arriving at their tab, first or later, and answer with the text alone", async () => {
		const actor = start(textQuestions);
		expect(view(actor)).toMatchObject({ mode: "editing", activeTab: 0, editor: { kind: "answer" } });
		play(actor, [event.save("Aurora"), key.digit(2)]);
		expect(view(actor)).toMatchObject({ mode: "editing", activeTab: 2, editor: { kind: "answer", draft: "" } });
		// Esc leaves the editor for the tab's one row; Tab back re-enters with the saved text as the draft.
		play(actor, [event.close(""), key.shiftTab, key.shiftTab]);
		expect(view(actor)).toMatchObject({ mode: "editing", activeTab: 0, editor: { draft: "Aurora" } });
		const details = await finish(textQuestions, [event.save("Aurora"), key.digit(2), event.close(), event.submit]);
		assertOutputRules(textQuestions, details, false);
		expect(details.answers).toEqual({
			name: { values: ["Aurora"], labels: ["Aurora"], indices: [], customText: "Aurora" },
			channel: { values: ["none"], labels: ["Nowhere"], indices: [2] },
		});
	});

	it("are listed without options for a caller without a terminal", () => {
		const checked = validate(textQuestions);
		if (!checked.ok) throw new Error("fixture");
		expect(listQuestions(checked.payload.questions).split("\n").slice(0, 2)).toEqual([
			'- "Name" ["name"] (text): "What should the release be called? It goes into the changelog heading."',
			"  1. Type your own",
		]);
	});
});

describe("a note on the whole form", () => {
	it("is written on the review, shown there, returned as details.note and in content", async () => {
		const actor = play(start(discussFirst), [key.digit(1), key.digit(2), event.open("formNote")]);
		expect(view(actor)).toMatchObject({ mode: "editing", activeTab: 2, editor: { kind: "formNote" } });
		expect(view(actor).question).toBeUndefined();
		play(actor, [event.change(" only if Redis is already there "), event.save()]);
		expect(view(actor)).toMatchObject({ mode: "reviewing", review: { note: "only if Redis is already there" } });
		play(actor, [event.open("formNote"), event.save("")]);
		expect(view(actor).review?.note).toBeUndefined();
		const details = await finish(discussFirst, [
			key.digit(1),
			key.digit(2),
			event.open("formNote"),
			event.save("all or nothing"),
			event.submit,
		]);
		assertOutputRules(discussFirst, details, false);
		expect(details.note).toBe("all or nothing");
		expect(buildContent(details).split("\n").at(-1)).toBe('Note on the whole form: "all or nothing"');
	});

	it("is saved with the progress and restored, its editor open with the draft", () => {
		const checked = validate(discussFirst);
		if (!checked.ok) throw new Error("fixture");
		const actor = play(start(discussFirst), [
			key.shiftTab,
			event.open("formNote"),
			event.save("later"),
			event.open("formNote"),
			event.change("lat"),
		]);
		const saved = JSON.parse(JSON.stringify(saveProgress(actor.getSnapshot())));
		expect(saved).toMatchObject({ formNote: "later", place: { mode: "editing", kind: "formNote", draft: "lat" } });
		const result = restoreProgress(checked.payload, saved);
		if (!result.ok) throw new Error(result.issues.join("\n"));
		const restored = createActor(createQuestionnaireMachine(), {
			snapshot: result.snapshot,
			input: checked.payload,
		}).start();
		expect(connect(restored.getSnapshot(), restored.send)).toMatchObject({
			mode: "editing",
			editor: { kind: "formNote", draft: "lat" },
		});
		restored.send({ type: "editor.close" });
		expect(connect(restored.getSnapshot(), restored.send).review?.note).toBe("lat");
		expect(restoreProgress(checked.payload, { ...saved, formNote: " " })).toEqual({
			ok: false,
			issues: ["progress.formNote: must not be blank"],
		});
	});

	it("counts as progress: Esc on the review then asks first", () => {
		const actor = play(start(discussFirst), [key.shiftTab, event.open("formNote"), event.save("x"), key.esc]);
		expect(view(actor).confirmingCancel).toEqual({ answers: 0, notes: 1, question: "Discard 1 note?" });
	});
});

describe("discuss first", () => {
	it("is the review's third button: 3 focuses it, 3 again ends the flow; Submit and Cancel keep 1 and 2", () => {
		const actor = play(start(discussFirst), [key.shiftTab]);
		expect(view(actor).review).toMatchObject({ focus: "submit", digits: { submit: 1, cancel: 2, discuss: 3 } });
		play(actor, [key.down, key.down]);
		expect(view(actor).review?.focus).toBe("discuss");
		play(actor, [key.down, key.digit(3)]);
		expect(view(actor).review).toMatchObject({ focus: "discuss", armed: true });
		play(actor, [key.digit(3)]);
		expect(actor.getSnapshot().output).toMatchObject({ cancelled: true, cancelReason: "discuss", answers: {} });
	});

	it("carries the tentative picks and every note apart from answers, and tells the model what to do", async () => {
		// In memory on Cache (moves on to TTL), a note on TTL, then a note on the form and Discuss.
		const details = await finish(discussFirst, [
			key.digit(2),
			key.shiftN,
			event.save("what happens on restart?"),
			key.tab,
			event.open("formNote"),
			event.save("explain the trade-off first"),
			key.digit(3),
			key.enter,
		]);
		assertOutputRules(discussFirst, details, true);
		expect(details).toMatchObject({ cancelled: true, cancelReason: "discuss", answers: {} });
		expect(details.unsubmittedAnswers).toEqual({
			cache: {
				values: ["memory"],
				labels: ["In memory"],
				indices: [2],
				unchosenRecommended: [{ value: "redis", label: "Redis" }],
			},
			ttl: { values: [], labels: [], indices: [], note: "what happens on restart?" },
		});
		expect(details.note).toBe("explain the trade-off first");
		expect(buildContent(details).split("\n")).toEqual([
			"The user wants to discuss before deciding, so nothing was submitted.",
			"What the user had picked and noted so far (tentative, 1 of 2 answered):",
			'- "Cache" ["cache"]: "In memory" ["memory"]',
			'  recommended, not chosen: "Redis" ["redis"]',
			'- "TTL" ["ttl"]: (no answer)',
			'  note: "what happens on restart?"',
			'Note on the whole form: "explain the trade-off first"',
			"The user has not decided yet: do not act on these picks. Answer the user's notes and explain what they ask about first, then call ask_user again with the same question ids.",
		]);
	});

	it("with nothing picked, still asks the model to talk first and ask again", async () => {
		const details = await finish(discussFirst, [key.shiftTab, { type: "flow.discuss" }]);
		expect(details.unsubmittedAnswers).toBeUndefined();
		expect(buildContent(details)).toBe(
			[
				"The user wants to discuss before deciding, so nothing was submitted.",
				"The user has not decided yet. Ask what they want to discuss or explain the choices first, then call ask_user again with the same question ids.",
			].join("\n"),
		);
	});

	it("is not offered outside the review", () => {
		const actor = play(start(discussFirst), [{ type: "flow.discuss" }]);
		expect(actor.getSnapshot().status).toBe("active");
	});
});
