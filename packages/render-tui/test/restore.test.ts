/** Reopening a stored form: the component starts from a restored snapshot and reports every snapshot it runs. */
import { type QuestionnaireSnapshot, restoreProgress, saveProgress } from "@ask-user/core";
import { codePreviews, tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import type { ViewPlace } from "../src/component/view-mode.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";
import { normalize } from "./support/normalize.ts";

describe("a form reopened from saved progress", () => {
	it("reports its snapshots, and a form started from them shows the open editor with its draft", async () => {
		const snapshots: QuestionnaireSnapshot[] = [];
		const first = await openQuestionnaire(tour, { onSnapshot: (snapshot) => snapshots.push(snapshot) });
		await first.press("2", "N", ..."needs HA");
		const last = snapshots.at(-1);
		if (last === undefined) throw new Error("no snapshot reported");
		const saved: unknown = JSON.parse(JSON.stringify(saveProgress(last)));
		const screen = first.screen();
		first.component.dispose();

		const restored = restoreProgress(normalize(tour), saved);
		if (!restored.ok) throw new Error(restored.issues.join("\n"));
		const second = await openQuestionnaire(tour, { snapshot: restored.snapshot });
		expect(second.screen()).toEqual(screen);
		await second.press(keys.enter, "1", keys.enter, "1", keys.enter);
		expect(second.result()).toMatchObject({
			cancelled: false,
			answers: {
				database: { values: ["sqlite"] },
				features: { values: ["auth"], note: "needs HA" },
				layout: { values: ["by-feature"] },
			},
		});
	});
});

describe("a form reopened after Ctrl+C comes back where the person was reading", () => {
	it("the focused option's preview shows from the line it was scrolled to, given the host's place", async () => {
		const place: ViewPlace = { previews: new Map() };
		const snapshots: QuestionnaireSnapshot[] = [];
		const first = await openQuestionnaire(codePreviews, {
			rows: 16,
			place,
			onSnapshot: (snapshot) => snapshots.push(snapshot),
		});
		await first.press(keys.pageDown, keys.pageDown);
		const read = first.screen();
		await first.press(keys.ctrlC);
		expect(first.result().cancelReason).toBe("dismissed");
		const last = snapshots.at(-1);
		if (last === undefined) throw new Error("no snapshot reported");
		const restored = restoreProgress(normalize(codePreviews), JSON.parse(JSON.stringify(saveProgress(last))));
		if (!restored.ok) throw new Error(restored.issues.join("\n"));
		const second = await openQuestionnaire(codePreviews, { rows: 16, place, snapshot: restored.snapshot });
		expect(second.screen()).toEqual(read);
		// Without the place, the preview starts from its first line again.
		const fresh = await openQuestionnaire(codePreviews, { rows: 16, snapshot: restored.snapshot });
		expect(fresh.screen()).not.toEqual(read);
	});
});
