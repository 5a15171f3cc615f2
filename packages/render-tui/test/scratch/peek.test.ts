import { tour } from "@ask-user/core/fixtures";
import { it } from "vitest";
import { keys, openQuestionnaire } from "../support/harness.ts";

it("peek", async () => {
	const s = await openQuestionnaire(tour, { columns: 80, rows: 20 });
	console.log(s.screen().join("\n"));
	await s.press(keys.down, "n");
	console.log(s.screen().join("\n"));
	await s.press("my note", keys.escape, keys.down, keys.down, keys.enter);
	console.log(s.screen().join("\n"));
	await s.press("Redis", keys.enter);
	console.log(s.screen().join("\n"));
	await s.press("1", "3", keys.enter);
	console.log(s.screen().join("\n"));
	s.terminal.resize(120, 24);
	await s.terminal.flush();
	console.log(s.screen().join("\n"));
	await s.press(keys.enter);
	console.log(s.screen().join("\n"));
	await s.press(keys.enter);
	console.log(JSON.stringify(s.results, null, 1));
});
