import { describe, expect, it } from "vitest";
import { createActor, toPromise } from "xstate";
import { buildContent, questionnaireMachine, validate } from "../src/index.ts";
import { tour } from "../src/fixtures/index.ts";

describe("README example: drive the machine headlessly", () => {
	it("answers three questions with plain events and reads the output", async () => {
		const checked = validate(tour);
		if (!checked.ok) throw new Error("fixture is invalid");
		const actor = createActor(questionnaireMachine, { input: checked.payload }).start();
		actor.send({ type: "option.pick", number: 1 }); // Database: PostgreSQL, moves on
		actor.send({ type: "option.pick", number: 1 }); // Features: toggle Authentication
		actor.send({ type: "option.pick", number: 3 }); // Features: toggle CSV export
		actor.send({ type: "editor.open", kind: "questionNote" });
		actor.send({ type: "editor.save", text: "keep it small" });
		actor.send({ type: "tab.next" });
		actor.send({ type: "option.next" });
		actor.send({ type: "option.confirm" }); // Layout: By layer, moves to the review
		actor.send({ type: "option.confirm" }); // Review: Submit
		const details = await toPromise(actor);
		expect(details.cancelled).toBe(false);
		expect(details.answers).toEqual({
			database: { values: ["postgres"], labels: ["PostgreSQL"], indices: [1] },
			features: { values: ["auth", "export"], labels: ["Authentication", "CSV export"], indices: [1, 3], note: "keep it small" },
			layout: { values: ["by-layer"], labels: ["By layer"], indices: [2] },
		});
		expect(buildContent(details)).toContain("Features [features]: Authentication; CSV export");
	});
});
