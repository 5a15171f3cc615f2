import { notesAndRequired, thirtyQuestions, threeHundredOptions } from "@ask-user/core/fixtures";
import { it } from "vitest";
import { keys, openQuestionnaire } from "../support/harness.ts";

const show = (name: string, lines: string[]) => console.log(`--- ${name}\n${lines.map((l) => JSON.stringify(l)).join(",\n")}`);
it("peek", async () => {
	let s = await openQuestionnaire(notesAndRequired, { columns: 70, rows: 24 });
	show("nar", s.screen());
	await s.press("N", "Decide after the meeting", keys.escape, keys.shiftTab);
	show("nar review", s.screen());
	s = await openQuestionnaire(thirtyQuestions, { columns: 70, rows: 14 });
	await s.pressAll(Array(12).fill(keys.tab));
	await s.press(keys.shiftTab, keys.shiftTab);
	show("tabs", s.screen());
	await s.pressAll(Array(20).fill(keys.tab));
	show("tabs", s.screen());
	s = await openQuestionnaire(threeHundredOptions, { columns: 60, rows: 14 });
	await s.press(keys.up);
	show("300 last", s.screen());
}, 20000);
