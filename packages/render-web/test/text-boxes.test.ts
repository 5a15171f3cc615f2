/** Which texts told as typed an action settled, read from core's view of a form the page follows. */
import { connect, createQuestionnaireMachine } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { TextAction } from "../src/page-actions.ts";
import { settledTexts } from "../src/text-boxes.ts";
import { validPayload } from "./support/valid-payload.ts";

const tourView = () => {
	const actor = createActor(createQuestionnaireMachine(), { input: validPayload(tour) }).start();
	return connect(actor.getSnapshot(), actor.send.bind(actor));
};

describe("settledTexts", () => {
	it("takes the form's note off the review as held, and an own answer on a question that has none as never saved", () => {
		const note: TextAction = { type: "formNote", text: "for the whole form" };
		// The tour's layout question is a preview question: it takes no own answer.
		const answer: TextAction = { type: "answer", question: 2, text: "my own layout" };
		expect(settledTexts(tourView(), [note, answer], [note, answer], [])).toEqual([note]);
	});

	it("settles a text a save of its box replaced, and keeps one still waiting", () => {
		const replaced: TextAction = { type: "questionNote", question: 0, text: "older" };
		const waiting: TextAction = { type: "questionNote", question: 1, text: "still typed" };
		expect(settledTexts(tourView(), [replaced, waiting], [], [waiting])).toEqual([replaced]);
	});
});
