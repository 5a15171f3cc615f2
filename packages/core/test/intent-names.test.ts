/**
 * One name per action (D1, D95): each intent of the view model is named for the event it sends, by its words
 * (`typeDigit` for `digit.type`) or by the event's verb alone (`pick` for `option.pick`), never by other words
 * (`keepAnswering` for `flow.resume` was a second name for one action).
 */
import { namesEvent } from "@ask-user/test-kit/action-names";
import { describe, expect, it } from "vitest";
import { tour } from "../src/fixtures/index.ts";
import type { QuestionnaireEvent, QuestionnaireIntents } from "../src/index.ts";
import { connect } from "../src/index.ts";
import { start } from "./support/run.ts";

/** Every intent and the arguments it is called with: the compiler checks the list is whole. */
const calls: { [K in keyof QuestionnaireIntents]: Parameters<QuestionnaireIntents[K]> } = {
	nextTab: [],
	prevTab: [],
	selectTab: [0],
	nextOption: [],
	prevOption: [],
	focusOption: [0],
	confirm: [],
	toggle: [],
	pick: [1],
	typeDigit: [1],
	chooseValue: ["v"],
	toggleValue: ["v"],
	openEditor: ["questionNote"],
	changeEditor: ["text"],
	saveEditor: [],
	closeEditor: [],
	submit: [],
	discuss: [],
	cancel: [],
	resume: [],
	dismiss: [],
	abort: [],
};

/** The event each intent sends, from a view whose snapshot takes every event. */
function sentBy(intent: keyof QuestionnaireIntents): QuestionnaireEvent["type"] | undefined {
	const snapshot = start(tour).getSnapshot();
	const sent: QuestionnaireEvent[] = [];
	const view = connect({ ...snapshot, can: () => true } as typeof snapshot, (event) => sent.push(event));
	(view[intent] as (...args: unknown[]) => boolean)(...calls[intent]);
	return sent[0]?.type;
}

describe("each intent is named for the event it sends", () => {
	for (const intent of Object.keys(calls) as (keyof QuestionnaireIntents)[]) {
		it(`${intent}`, () => {
			const type = sentBy(intent);
			expect(type).toBeDefined();
			expect(namesEvent(intent, type ?? ""), `${intent} sends ${type}`).toBe(true);
		});
	}

	it("tells a second name apart (the check can fail)", () => {
		expect(namesEvent("keepAnswering", "flow.resume")).toBe(false);
		expect(namesEvent("changeDraft", "editor.change")).toBe(false);
		expect(namesEvent("pick", "digit.type")).toBe(false);
		expect(namesEvent("nextTab", "tab.next")).toBe(true);
	});
});
