import { describe, expect, it } from "vitest";
import { getStateNodes } from "xstate/graph";
import { tour } from "../src/fixtures/index.ts";
import { createQuestionnaireMachine, REVIEW_DIGITS } from "../src/index.ts";
import { buttonAfter, buttonOfDigit } from "../src/machine/review-buttons.ts";
import { event, key } from "./support/events.ts";
import { play, start, view } from "./support/run.ts";

const statechart = createQuestionnaireMachine();

const nodes = getStateNodes(statechart.root);

describe("the review's focused button is data, not a state per button", () => {
	it("the review has one state per mode (idle, armed, pressing, confirmingCancel), none per button", () => {
		const reviewing = statechart.getStateNodeById("askUser.reviewing");
		expect(Object.keys(reviewing.states)).toEqual(["idle", "armed", "pressing", "confirmingCancel"]);
		expect(nodes.filter((node) => node.key === "confirmingCancel").map((node) => node.id)).toEqual([
			"askUser.answering.confirmingCancel",
			"askUser.reviewing.confirmingCancel",
		]);
		expect(nodes).toHaveLength(21);
		// 25 of the flow, and wellFormed with its two combinations (malformed events from an untyped host are ignored).
		expect(Object.keys(statechart.implementations.guards)).toHaveLength(28);
	});

	it("the arrows move reviewFocus and wrap; reopening the review focuses Submit", () => {
		const actor = play(start(tour), [event.selectTab(3), key.down]);
		expect(actor.getSnapshot().value).toEqual({ reviewing: "idle" });
		expect(actor.getSnapshot().context.reviewFocus).toBe("cancel");
		play(actor, [key.down, key.down]);
		expect(view(actor).review?.focus).toBe("submit");
		play(actor, [key.up]);
		expect(view(actor).review?.focus).toBe("discuss");
		play(actor, [key.tab, key.shiftTab]);
		expect(view(actor).review).toMatchObject({ focus: "submit", armed: false });
	});

	it("a digit arms its button, another digit moves the arming, the same digit again presses it", () => {
		const actor = play(start(tour), [event.selectTab(3), key.digit(3)]);
		expect(view(actor).review).toMatchObject({ focus: "discuss", armed: true });
		play(actor, [key.digit(2)]);
		expect(view(actor).review).toMatchObject({ focus: "cancel", armed: true });
		play(actor, [key.digit(2)]);
		expect(actor.getSnapshot().output).toMatchObject({ cancelled: true, cancelReason: "user" });
	});

	it("the digits and their order have one home", () => {
		expect(REVIEW_DIGITS).toEqual({ submit: 1, cancel: 2, discuss: 3 });
		expect([1, 2, 3, 0, 4].map(buttonOfDigit)).toEqual(["submit", "cancel", "discuss", undefined, undefined]);
		expect(buttonAfter("discuss", 1)).toBe("submit");
		expect(buttonAfter("submit", -1)).toBe("discuss");
	});
});
