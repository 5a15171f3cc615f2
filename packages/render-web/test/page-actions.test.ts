/**
 * The page's actions applied to the form through the view's intents: each does what its button says, an editor the
 * terminal holds open is saved first (as Esc saves it), and an action that no longer fits is a 409.
 */
import {
	type AskUserDetails,
	connect,
	createQuestionnaireMachine,
	type QuestionnaireEvent,
	type QuestionnaireMachine,
	validate,
} from "@ask-user/core";
import { textQuestions, tour } from "@ask-user/core/fixtures";
import { namesEvent } from "@ask-user/test-kit/action-names";
import { describe, expect, it } from "vitest";
import { type Actor, createActor } from "xstate";
import {
	ActionError,
	applyAction,
	checkTyped,
	type PageAction,
	parseAction,
	saveTyped,
	type TextAction,
	typedLeft,
	typedSince,
} from "../src/page-actions.ts";

function tourPayload(input = tour) {
	const checked = validate(input);
	if (!checked.ok) throw new Error("invalid payload");
	return checked.payload;
}

function tourForm(input = tour) {
	const actor = createActor(createQuestionnaireMachine(), { input: tourPayload(input) }).start();
	const view = () => connect(actor.getSnapshot(), actor.send.bind(actor));
	const apply = (action: PageAction) => applyAction(view, action);
	return { actor, view, apply };
}

function output(actor: Actor<QuestionnaireMachine>): AskUserDetails | undefined {
	return actor.getSnapshot().output;
}

describe("page actions", () => {
	it("note an option, and save the terminal's open editor before acting elsewhere", () => {
		const { actor, view, apply } = tourForm();
		apply({ type: "optionNote", question: 0, index: 2, text: "heavy" });
		expect(view().question?.getRow(2).note).toBe("heavy");
		actor.send({ type: "editor.open", kind: "questionNote" });
		actor.send({ type: "editor.change", text: "typed in the terminal" });
		apply({ type: "value.choose", question: 0, index: 0 });
		const after = view();
		expect(after.mode).toBe("answering");
		expect(after.question?.note).toBe("typed in the terminal");
		expect(after.question?.getRow(0).selected).toBe(true);
	});

	it("an action that saves the editor the terminal holds open saves it with the page's text", () => {
		const { actor, view, apply } = tourForm();
		actor.send({ type: "editor.open", kind: "questionNote" });
		actor.send({ type: "editor.change", text: "draft" });
		apply({ type: "questionNote", question: 0, text: "from the page" });
		expect(view().question?.note).toBe("from the page");
	});

	it("the review's Cancel ends the form at once, Discuss first ends it to talk", () => {
		for (const [type, reason] of [
			["cancel", "user"],
			["discuss", "discuss"],
		] as const) {
			const { actor, apply } = tourForm();
			apply({ type: "value.choose", question: 0, index: 1 });
			apply({ type: "tab.select", index: 3 });
			apply({ type });
			expect(output(actor)).toMatchObject({ cancelled: true, cancelReason: reason });
		}
	});

	it("a discard the terminal asks for is confirmed (cancel) or refused (resume) from the page; asked for nothing, a cancel asks first", () => {
		const { actor, view, apply } = tourForm();
		apply({ type: "value.choose", question: 0, index: 1 });
		apply({ type: "cancel" });
		expect(view().confirmingCancel).toBeDefined();
		expect(output(actor)).toBeUndefined();
		apply({ type: "resume" });
		expect(view().confirmingCancel).toBeUndefined();
		actor.send({ type: "flow.cancel" });
		apply({ type: "cancel" });
		expect(output(actor)).toMatchObject({ cancelled: true, cancelReason: "user" });
		expect(() => apply({ type: "tab.next" })).toThrow(new ActionError(409, "the form has ended"));
	});

	it("a pick (a click on a single or preview question's option) picks it and moves on, as the terminal's Enter", () => {
		const { actor, view, apply } = tourForm();
		apply({ type: "option.pick", question: 0, index: 1 });
		expect(view().question?.index).toBe(1);
		expect(view().getTab(0).answered).toBe(true);
		// Picked already: picked still, and on again.
		apply({ type: "tab.select", index: 0 });
		apply({ type: "option.pick", question: 0, index: 1 });
		expect(view().question?.index).toBe(1);
		apply({ type: "tab.select", index: 2 });
		apply({ type: "option.pick", question: 2, index: 0 });
		expect(view().mode).toBe("reviewing");
		apply({ type: "submit" });
		expect(output(actor)?.answers).toMatchObject({
			database: { values: ["sqlite"] },
			layout: { values: ["by-feature"] },
		});
	});

	it("Enter on a multi question's option (option.confirm) is the terminal's Enter on that row, through core", () => {
		const { actor, view, apply } = tourForm();
		apply({ type: "tab.next" });
		// Nothing ticked: the option is ticked, and the form moves on.
		apply({ type: "option.confirm", question: 1, index: 2 });
		expect(view().question?.index).toBe(2);
		expect(view().getQuestion(1).getRow(2).selected).toBe(true);
		// Answered: it moves on as it is, the option Enter was on left unticked, the text typed there saved first.
		apply({ type: "tab.select", index: 1 });
		apply({
			type: "option.confirm",
			question: 1,
			index: 0,
			drafts: [{ type: "questionNote", question: 1, text: "auth later" }],
		});
		expect(view().question?.index).toBe(2);
		apply({ type: "tab.select", index: 3 });
		apply({ type: "submit" });
		expect(output(actor)?.answers.features).toMatchObject({ values: ["export"], note: "auth later" });
		// Not an option of the question (its own answer's row) is a 400, as every option action's.
		const other = tourForm();
		other.apply({ type: "tab.next" });
		const rows = other.view().question?.rowCount ?? 0;
		expect(() => other.apply({ type: "option.confirm", question: 1, index: rows - 1 })).toThrow(
			new ActionError(400, `index: question 2 has no option ${rows}`),
		);
	});

	it("Back on the first tab and Next on the review are 409s: the page's moves do not wrap", () => {
		const { view, apply } = tourForm();
		expect(() => apply({ type: "tab.prev", drafts: [{ type: "questionNote", question: 0, text: "kept" }] })).toThrow(
			new ActionError(409, "the form is on its first tab, with no tab before it; the page shows where it is now"),
		);
		expect(view().activeTab).toBe(0);
		expect(view().question?.note).toBeUndefined();
		apply({ type: "tab.select", index: 3 });
		expect(() => apply({ type: "tab.next" })).toThrow(
			new ActionError(409, "the form is on the review, with no tab after it; the page shows where it is now"),
		);
		expect(view().mode).toBe("reviewing");
		apply({ type: "tab.prev" });
		expect(view().question?.index).toBe(2);
	});

	it("the review's tab clicked on the review stays there, saving the form's note typed with it", () => {
		const { view, apply } = tourForm();
		apply({ type: "tab.select", index: 3 });
		apply({ type: "tab.select", index: 3, drafts: [{ type: "formNote", text: "ship friday" }] });
		const review = view();
		expect(review.mode === "reviewing" ? review.review.note : undefined).toBe("ship friday");
		expect(review.activeTab).toBe(3);
		apply({ type: "tab.select", index: 0 });
		expect(view().question?.index).toBe(0);
	});

	it("an own answer on a preview question, or a form note away from the review, is a 409 that says why", () => {
		const { apply } = tourForm();
		apply({ type: "tab.select", index: 2 });
		expect(() => apply({ type: "answer", question: 2, text: "mine" })).toThrow(
			"the form cannot take an own answer on this question where it is now; the page shows where that is",
		);
		expect(() => apply({ type: "formNote", text: "all" })).toThrow(
			"the form cannot note the whole form (it is on the review) where it is now; the page shows where that is",
		);
	});
});

describe("text typed on the page and not saved yet (drafts)", () => {
	it("a text question's answer typed with its editor open is saved by Next, which goes to the next tab alone", () => {
		const { actor, view, apply } = tourForm(textQuestions);
		expect(view().mode).toBe("editing");
		apply({ type: "tab.next", drafts: [{ type: "answer", question: 0, text: "my-project" }] });
		expect(view().question?.index).toBe(1);
		apply({ type: "value.choose", question: 1, index: 0 });
		apply({
			type: "tab.select",
			index: 3,
			drafts: [
				{ type: "answer", question: 1, text: "mastodon too" },
				{ type: "questionNote", question: 1, text: "after the release" },
				{ type: "optionNote", question: 1, index: 1, text: "never" },
			],
		});
		expect(view().mode).toBe("reviewing");
		apply({ type: "submit", drafts: [{ type: "formNote", text: "thanks" }] });
		const details = output(actor);
		expect(details).toMatchObject({ cancelled: false, note: "thanks" });
		expect(details?.answers.name?.customText).toBe("my-project");
		expect(details?.answers.channel).toMatchObject({ customText: "mastodon too", note: "after the release" });
		expect(details?.answers.channel?.unchosenOptionNotes).toEqual([{ value: "none", label: "Nowhere", note: "never" }]);
	});

	it("a pick that moves on saves them first", () => {
		const { view, apply } = tourForm();
		apply({
			type: "option.pick",
			question: 0,
			index: 1,
			drafts: [
				{ type: "questionNote", question: 0, text: "small data" },
				{ type: "optionNote", question: 0, index: 0, text: "later" },
			],
		});
		expect(view().question?.index).toBe(1);
		apply({ type: "tab.select", index: 0 });
		expect(view().question?.note).toBe("small data");
		expect(view().question?.getRow(0).note).toBe("later");
		expect(view().question?.getRow(1).selected).toBe(true);
	});

	it("Discuss first and Back save them too", () => {
		const { actor, view, apply } = tourForm();
		apply({ type: "tab.next" });
		apply({ type: "tab.prev", drafts: [{ type: "questionNote", question: 1, text: "small data" }] });
		expect(view().question?.index).toBe(0);
		apply({ type: "tab.select", index: 3 });
		apply({ type: "discuss", drafts: [{ type: "formNote", text: "let's talk" }] });
		expect(output(actor)).toMatchObject({ cancelReason: "discuss", note: "let's talk" });
		expect(output(actor)?.unsubmittedAnswers?.features?.note).toBe("small data");
	});

	it("a saved own answer that moves on saves the question's other texts first; a text carried carries none", () => {
		const { view, apply } = tourForm();
		apply({
			type: "answer",
			question: 0,
			text: "mariadb",
			drafts: [
				{ type: "questionNote", question: 0, text: "small data" },
				{ type: "optionNote", question: 0, index: 1, text: "later" },
			],
		});
		expect(view().question?.index).toBe(1);
		apply({ type: "tab.select", index: 0 });
		expect(view().question?.note).toBe("small data");
		expect(view().question?.getRow(1).note).toBe("later");
		const nested = { type: "answer", question: 0, text: "x", drafts: [] };
		expect(() => parseAction({ type: "tab.next", drafts: [nested] })).toThrow(
			new ActionError(400, "drafts[0]: a text carried carries no drafts of its own"),
		);
	});

	it("drafts for a question the form has left are a 409, and nothing is saved", () => {
		const { view, apply } = tourForm();
		apply({ type: "tab.next" });
		expect(() =>
			apply({
				type: "tab.next",
				drafts: [
					{ type: "questionNote", question: 1, text: "kept" },
					{ type: "questionNote", question: 0, text: "stale" },
				],
			}),
		).toThrow(new ActionError(409, "the form is no longer on question 1; the page shows where it is now"));
		expect(view().question?.index).toBe(1);
		expect(view().question?.note).toBeUndefined();
	});
});

describe("text told as typed (typing), kept for a time-out", () => {
	it("is saved in its own question wherever the form is now, and the form goes back to its tab", () => {
		const { actor, view, apply } = tourForm(textQuestions);
		const typed: TextAction[] = [
			{ type: "answer", question: 0, text: "my-project" },
			{ type: "optionNote", question: 1, index: 1, text: "never" },
			{ type: "formNote", text: "thanks" },
		];
		// The form moved on (another page, the terminal) from the boxes the texts were typed in.
		apply({ type: "tab.next", drafts: [{ type: "answer", question: 0, text: "" }] });
		apply({ type: "tab.next" });
		const at = view().activeTab;
		checkTyped(view(), typed);
		saveTyped(view, typed);
		expect(view().activeTab).toBe(at);
		actor.send({ type: "flow.abort", reason: "timeout" });
		const kept = output(actor);
		expect(kept?.note).toBe("thanks");
		expect(kept?.unsubmittedAnswers?.name?.customText).toBe("my-project");
		expect(kept?.unsubmittedAnswers?.channel?.unchosenOptionNotes).toEqual([
			{ value: "none", label: "Nowhere", note: "never" },
		]);
	});

	it("names a box the form has, wherever the form is: else a 400 naming the text", () => {
		const { view } = tourForm();
		expect(() => checkTyped(view(), [{ type: "questionNote", question: 2, text: "later" }])).not.toThrow();
		expect(() =>
			checkTyped(view(), [
				{ type: "formNote", text: "x" },
				{ type: "questionNote", question: 3, text: "x" },
			]),
		).toThrow(new ActionError(400, "drafts[1]: question: the form has no question 4"));
		expect(() => checkTyped(view(), [{ type: "optionNote", question: 1, index: 9, text: "x" }])).toThrow(
			new ActionError(400, "drafts[0]: index: question 2 has no option 10"),
		);
	});

	it("is saved by an action that leaves its question, and by Submit wherever its box", () => {
		const { actor, view, apply } = tourForm(textQuestions);
		const typed: TextAction[] = [
			{ type: "answer", question: 0, text: "my-project" },
			{ type: "questionNote", question: 0, text: "told first" },
			{ type: "questionNote", question: 1, text: "elsewhere" },
		];
		const next: PageAction = { type: "tab.next", drafts: [{ type: "answer", question: 0, text: "carried" }] };
		expect(typedLeft(view(), typed, next)).toEqual([typed[1]]);
		expect(typedLeft(view(), typed, { type: "value.toggle", question: 0, index: 0 })).toEqual([]);
		applyAction(view, next, typedLeft(view(), typed, next));
		apply({ type: "tab.select", index: 3 });
		const submit: PageAction = { type: "submit" };
		expect(typedLeft(view(), typed, submit)).toEqual(typed);
		applyAction(view, submit, [typed[2] as TextAction]);
		expect(output(actor)?.answers.name).toMatchObject({ customText: "carried", note: "told first" });
		expect(output(actor)?.answers.channel?.note).toBe("elsewhere");
	});

	it("is the latest text of each box, whichever page told it", () => {
		const kept: TextAction[] = [
			{ type: "answer", question: 0, text: "from tab A" },
			{ type: "questionNote", question: 0, text: "old" },
		];
		expect(typedSince(kept, [{ type: "questionNote", question: 0, text: "new" }], 100)).toEqual([
			{ type: "answer", question: 0, text: "from tab A" },
			{ type: "questionNote", question: 0, text: "new" },
		]);
		// Within a bound: the older texts of other boxes are let go first, the texts told now always kept.
		const told: TextAction[] = [{ type: "formNote", text: "x".repeat(8) }];
		expect(typedSince(kept, told, 20)).toEqual([{ type: "questionNote", question: 0, text: "old" }, ...told]);
		expect(typedSince(kept, told, 10)).toEqual(told);
	});
});

describe("one name per action (D95)", () => {
	/** A valid action of every type, and what its name must name: the event it sends last, or the editor it saves. */
	const actions: { readonly [T in PageAction["type"]]: PageAction & { readonly type: T } } = {
		"tab.select": { type: "tab.select", index: 1 },
		"tab.next": { type: "tab.next" },
		"tab.prev": { type: "tab.prev" },
		submit: { type: "submit" },
		cancel: { type: "cancel" },
		discuss: { type: "discuss" },
		resume: { type: "resume" },
		"value.choose": { type: "value.choose", question: 1, index: 1 },
		"value.toggle": { type: "value.toggle", question: 1, index: 1 },
		"option.focus": { type: "option.focus", question: 1, index: 1 },
		"option.pick": { type: "option.pick", question: 1, index: 1 },
		"option.confirm": { type: "option.confirm", question: 1, index: 1 },
		answer: { type: "answer", question: 1, text: "mine" },
		questionNote: { type: "questionNote", question: 1, text: "a note" },
		optionNote: { type: "optionNote", question: 1, index: 1, text: "a note" },
		formNote: { type: "formNote", text: "a note" },
	};

	for (const action of Object.values(actions)) {
		it(`${action.type} is named for what it sends`, () => {
			const sent: QuestionnaireEvent[] = [];
			// On the second question: Back and Next both have a tab to go to there.
			const actor = createActor(createQuestionnaireMachine(), { input: tourPayload() }).start();
			actor.send({ type: "tab.next" });
			const snapshot = actor.getSnapshot();
			// A view whose snapshot takes every event: each intent sends what it is for, wherever the form is.
			const view = () => connect({ ...snapshot, can: () => true } as typeof snapshot, (event) => sent.push(event));
			try {
				applyAction(view, action);
			} catch (error) {
				if (!(error instanceof ActionError)) throw error;
			}
			const last = sent.at(-1);
			const named = last?.type === "editor.save" ? sent.find((event) => event.type === "editor.open") : last;
			const name = named?.type === "editor.open" ? named.kind : named?.type;
			expect(name === action.type || namesEvent(action.type, name ?? ""), `${action.type} sends ${name}`).toBe(true);
		});
	}
});
