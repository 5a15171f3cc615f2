import { it } from "vitest";
import { tour } from "@ask-user/core/fixtures";
import { keys, openQuestionnaire } from "./support/harness.ts";
it("peek", async () => {
		const webPage = () => new Promise<never>(() => {});
		const session = await openQuestionnaire(tour, { columns: 100, rows: 30, context: () => "I asked.", webPage });
		await session.press("?");
		console.log(session.screen().join("\n"));
		const s2 = await openQuestionnaire(tour);
		await s2.press(keys.shiftTab, "?");
		console.log(s2.screen().join("\n"));
});
