/**
 * Text pasted where the form takes none (a question's list, the review, a narrowed list) does nothing, and the footer
 * says where a paste goes; the next key clears it. Pasted into an answer, it is the answer's text.
 */
import { localeMessages } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

const paste = (text: string) => `\x1b[200~${text}\x1b[201~`;
const footer = (screen: readonly string[]) => screen.at(-1) ?? "";

describe("a paste where the form takes no text", () => {
	it("on a question's list: nothing is picked, the footer says where a paste goes, the next key clears it", async () => {
		const session = await openQuestionnaire(tour, { columns: 100, rows: 30 });
		const before = session.screen();
		await session.press(paste("2\n1\n1\n"));
		const after = session.screen();
		expect(footer(after)).toMatch(/^Pasted text is no answer here: open an answer or a note, then paste · /);
		expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
		expect(session.results).toEqual([]);
		await session.press(keys.down);
		expect(footer(session.screen())).not.toContain("Pasted text");
	});

	it("on the review: nothing is submitted; in German the footer says so in German", async () => {
		const session = await openQuestionnaire(tour, { columns: 100, rows: 30, messages: localeMessages("de") });
		await session.press("1", "1", keys.enter, "1");
		expect(session.component.mode).toBe("review");
		await session.press(paste("1\r1\r"));
		expect(session.results).toEqual([]);
		expect(footer(session.screen())).toContain("Eingefügter Text ist hier keine Antwort");
	});
});
