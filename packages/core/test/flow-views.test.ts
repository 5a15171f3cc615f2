/** A flow builds one view per snapshot: opening a form builds one, from the first snapshot the machine delivers. */
import { describe, expect, it, vi } from "vitest";
import { QuestionnaireFlow } from "../src/connect/questionnaire.flow.ts";
import { tour } from "../src/fixtures/index.ts";
import { validate } from "../src/index.ts";

const views = vi.hoisted(() => ({ built: 0 }));

vi.mock("../src/connect/questionnaire.connect.ts", async (importOriginal) => {
	const original = await importOriginal<typeof import("../src/connect/questionnaire.connect.ts")>();
	const connect: typeof original.connect = (...args) => {
		views.built++;
		return original.connect(...args);
	};
	return { ...original, connect };
});

describe("a flow's views", () => {
	it("one as the form opens, one per change after", () => {
		const checked = validate(tour);
		if (!checked.ok) throw new Error("tour is invalid");
		views.built = 0;
		const flow = new QuestionnaireFlow({ payload: checked.payload, onDone: () => {} });
		expect(views.built).toBe(1);
		expect(flow.view.activeTab).toBe(0);
		flow.view.nextTab();
		expect(views.built).toBe(2);
		expect(flow.view.activeTab).toBe(1);
		flow.stop();
	});
});
