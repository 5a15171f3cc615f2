import { describe, expect, it } from "vitest";
import { textQuestions, tour } from "../src/fixtures/index.ts";
import type { QuestionnaireEvent } from "../src/index.ts";
import { start, view } from "./support/run.ts";

/** An event as an untyped host (plain JavaScript, JSON from a socket) may send it. */
const untyped = (event: Record<string, unknown>) => event as unknown as QuestionnaireEvent;

describe("a raw actor ignores malformed events at the machine's edge", () => {
	it("editor.change without text, or with text that is no string, changes nothing and does not apply", () => {
		const actor = start(textQuestions); // its first tab opens the answer editor
		actor.send({ type: "editor.change", text: "Auro" });
		for (const event of [{ type: "editor.change" }, { type: "editor.change", text: 42 }]) {
			expect(actor.getSnapshot().can(untyped(event))).toBe(false);
			actor.send(untyped(event));
		}
		expect(actor.getSnapshot().context.draft).toBe("Auro");
		// The editor still saves and the flow goes on: no later "reading 'trim'".
		actor.send({ type: "editor.save" });
		actor.send({ type: "flow.submit" });
		expect(actor.getSnapshot().status).toBe("done");
		expect(actor.getSnapshot().output?.answers.name?.customText).toBe("Auro");
	});

	it("editor.save and editor.close with text that is no string are ignored; the editor stays open", () => {
		const actor = start(textQuestions);
		for (const type of ["editor.save", "editor.close"]) {
			const event = untyped({ type, text: { trim: "no" } });
			expect(actor.getSnapshot().can(event)).toBe(false);
			actor.send(event);
			expect(view(actor).mode).toBe("editing");
		}
	});

	it("flow.abort with a reason no one knows is ignored: it never lands in the details", () => {
		const actor = start(tour);
		const event = untyped({ type: "flow.abort", reason: "<script>" });
		expect(actor.getSnapshot().can(event)).toBe(false);
		actor.send(event);
		expect(actor.getSnapshot().status).toBe("active");
		actor.send({ type: "flow.abort", reason: "timeout" });
		expect(actor.getSnapshot().output).toMatchObject({ cancelled: true, cancelReason: "timeout" });
	});

	it("option.focus with an index that is no number is ignored, and a pending cancel still waits", () => {
		const actor = start(tour);
		actor.send({ type: "option.toggle" });
		actor.send({ type: "flow.cancel" });
		expect(view(actor).confirmingCancel).toBeDefined();
		actor.send(untyped({ type: "option.focus", index: "2" }));
		expect(view(actor).confirmingCancel).toBeDefined();
		expect(view(actor).mode === "answering" && view(actor).question?.focusedRow).toBe(0);
	});
});
