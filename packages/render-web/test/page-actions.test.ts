/**
 * The page's actions applied to the form through the view's intents: each does what its button says, an editor the
 * terminal holds open is saved first (as Esc saves it), and an action that no longer fits is a 409.
 */
import {
	type AskUserDetails,
	connect,
	createQuestionnaireMachine,
	type QuestionnaireMachine,
	validate,
} from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { type Actor, createActor } from "xstate";
import { ActionError, applyAction, type PageAction } from "../src/page-actions.ts";

function tourForm() {
	const checked = validate(tour);
	if (!checked.ok) throw new Error("invalid tour");
	const actor = createActor(createQuestionnaireMachine(), { input: checked.payload }).start();
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
		apply({ type: "choose", question: 0, index: 0 });
		const after = view();
		expect(after.mode).toBe("answering");
		expect(after.question?.note).toBe("typed in the terminal");
		expect(after.question?.getRow(0).selected).toBe(true);
	});

	it("an action that saves the editor the terminal holds open saves it with the page's text", () => {
		const { actor, view, apply } = tourForm();
		actor.send({ type: "editor.open", kind: "questionNote" });
		actor.send({ type: "editor.change", text: "draft" });
		apply({ type: "note", question: 0, text: "from the page" });
		expect(view().question?.note).toBe("from the page");
	});

	it("the review's Cancel ends the form at once, Discuss first ends it to talk", () => {
		for (const [type, reason] of [
			["cancel", "user"],
			["discuss", "discuss"],
		] as const) {
			const { actor, apply } = tourForm();
			apply({ type: "choose", question: 0, index: 1 });
			apply({ type: "tab", index: 3 });
			apply({ type });
			expect(output(actor)).toMatchObject({ cancelled: true, cancelReason: reason });
		}
	});

	it("a discard the terminal asks for is confirmed or refused from the page; asked for nothing, it is a 409", () => {
		const { actor, view, apply } = tourForm();
		apply({ type: "choose", question: 0, index: 1 });
		expect(() => apply({ type: "discard" })).toThrow(new ActionError(409, "the form is not asking to discard"));
		actor.send({ type: "flow.cancel" });
		apply({ type: "keep" });
		expect(view().confirmingCancel).toBeUndefined();
		actor.send({ type: "flow.cancel" });
		apply({ type: "discard" });
		expect(output(actor)).toMatchObject({ cancelled: true, cancelReason: "user" });
		expect(() => apply({ type: "next" })).toThrow(new ActionError(409, "the form has ended"));
	});

	it("an own answer on a preview question, or a form note away from the review, is a 409 that says why", () => {
		const { apply } = tourForm();
		apply({ type: "tab", index: 2 });
		expect(() => apply({ type: "answer", question: 2, text: "mine" })).toThrow(
			"the form cannot take an own answer on this question where it is now; the page shows where that is",
		);
		expect(() => apply({ type: "formNote", text: "all" })).toThrow(
			"the form cannot note the whole form (it is on the review) where it is now; the page shows where that is",
		);
	});
});
