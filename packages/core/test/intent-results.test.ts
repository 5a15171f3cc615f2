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
		expect(view(actor).changeDraft("x")).toBe(false); // no editor is open
		expect(view(actor).selectTab(3)).toBe(true); // the review
		expect(view(actor).toggle()).toBe(false); // nothing to toggle on the review
		expect(view(actor).discuss()).toBe(true);
		expect(view(actor).nextTab()).toBe(false); // the flow has ended
		expect(actor.getSnapshot().output?.cancelReason).toBe("discuss");
	});
});
