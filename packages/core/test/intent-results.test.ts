import { describe, expect, it } from "vitest";
import { textQuestions, tour } from "../src/fixtures/index.ts";
import { start, view } from "./support/run.ts";

describe("every intent says whether it applied", () => {
	it("submit while an editor is open does not apply: it returns false and the flow stays where it was", () => {
		const actor = start(textQuestions); // its first tab opens the answer editor
		expect(view(actor).mode).toBe("editing");
		expect(view(actor).submit()).toBe(false);
		expect(actor.getSnapshot().status).toBe("active");
		expect(view(actor).mode).toBe("editing");
		// The host closes the editor first (its draft is saved), then the submit applies and the flow ends.
		expect(view(actor).closeEditor("Aurora")).toBe(true);
		expect(view(actor).submit()).toBe(true);
		expect(actor.getSnapshot().status).toBe("done");
		expect(actor.getSnapshot().output?.answers.name?.customText).toBe("Aurora");
	});

	it("an intent that applies returns true; one that does not returns false (snapshot.can of its event)", () => {
		const actor = start(tour);
		expect(view(actor).toggle()).toBe(true);
		expect(view(actor).changeEditor("x")).toBe(false); // no editor is open
		expect(view(actor).selectTab(3)).toBe(true); // the review
		expect(view(actor).toggle()).toBe(false); // nothing to toggle on the review
		expect(view(actor).discuss()).toBe(true);
		expect(view(actor).nextTab()).toBe(false); // the flow has ended
		expect(actor.getSnapshot().output?.cancelReason).toBe("discuss");
	});
});

describe("a stale view's intents, and an ended flow's, do nothing and say so", () => {
	it("saveEditor on a view kept from before the editor opened saves nothing and returns false", () => {
		const actor = start(tour);
		const kept = view(actor);
		expect(kept.openEditor("questionNote")).toBe(true);
		expect(kept.saveEditor("kept view")).toBe(false);
		const now = view(actor);
		expect(now.mode).toBe("editing");
		expect(now.editor?.draft).toBe("");
		// The newest view applies; an older one, even from the same snapshot, no longer does.
		const older = now;
		expect(view(actor).saveEditor("newest view")).toBe(true);
		expect(older.closeEditor("older")).toBe(false);
		expect(view(actor).question?.note).toBe("newest view");
	});

	it("a view made before another intent applied does nothing, even where its snapshot could take the event", () => {
		const actor = start(tour);
		const first = view(actor);
		const second = view(actor);
		expect(second.nextOption()).toBe(true);
		expect(first.nextOption()).toBe(false);
		expect(view(actor).question?.focusedRow).toBe(1);
	});

	it("abort() and dismiss() on an ended flow return false; the result stays as it was", () => {
		const actor = start(tour);
		expect(view(actor).submit()).toBe(true);
		const ended = view(actor);
		expect(ended.mode).toBe("submitted");
		expect(ended.abort("timeout")).toBe(false);
		expect(view(actor).dismiss()).toBe(false);
		expect(actor.getSnapshot().output?.cancelled).toBe(false);
	});
});
