/**
 * Digits never surprise (D77): a typed row number that could go on waits for its next digit or Enter, as the footer
 * says, however long the person pauses; and while the filter narrows the list, a digit never focuses or picks a row
 * the filter hides.
 */
import { localeMessages } from "@ask-user/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";
import { twentyFive } from "./support/land-and-sea.ts";

const footer = (session: Session) => session.screen().at(-1) ?? "";
const rowLines = (session: Session) => session.screen().filter((line) => /^[ ›]\s*\d+\. /.test(line));

afterEach(() => {
	vi.useRealTimers();
});

describe("a typed row number waits as the footer says", () => {
	it("2 on a list of 25 focuses row 2 and waits through any pause; the next digit completes it", async () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
		const session = await openQuestionnaire(twentyFive);
		await session.press("2");
		expect(footer(session)).toMatch(/^2… next digit, or Enter for row 2/);
		// Far longer than any pause a person takes between two digits: still waiting, still on the question.
		vi.advanceTimersByTime(60_000);
		await session.press();
		expect(session.screen().join("\n")).toContain("Where to?");
		expect(footer(session)).toMatch(/^2… next digit, or Enter for row 2/);
		expect(session.results).toEqual([]);
		await session.press("0");
		expect(session.screen().join("\n")).toContain("When?");
		await session.press(keys.enter, keys.enter);
		expect(session.result().answers.place?.values).toEqual(["p20"]);
	});

	it("in a pane too narrow for the whole hint, the footer still says the number waits", async () => {
		for (const [columns, messages, waits] of [
			[40, undefined, /^2… next digit · /],
			[44, localeMessages("de"), /^2… nächste Ziffer · /],
		] as const) {
			const session = await openQuestionnaire(twentyFive, { columns, rows: 20, ...(messages ? { messages } : {}) });
			await session.press("2");
			expect(footer(session)).toMatch(waits);
		}
	});

	it("Enter completes a waiting number: 2 then Enter picks row 2", async () => {
		const session = await openQuestionnaire(twentyFive);
		await session.press("2", keys.enter, keys.enter, keys.enter);
		expect(session.result().answers.place?.values).toEqual(["p2"]);
	});
});

describe("with the filter narrowing the list, a digit never picks a row that is not shown", () => {
	async function narrowedToLand(options: Parameters<typeof openQuestionnaire>[1] = {}): Promise<Session> {
		const session = await openQuestionnaire(twentyFive, options);
		await session.press("/", "l", "a", "n", "d", keys.enter);
		// The rows found, then the own answer's row (row 26, worded in the form's language).
		const rows = rowLines(session).map((line) => line.trim());
		expect(rows.slice(0, 3)).toEqual(["› 14. ( ) Land 14", "19. ( ) Land 19", "22. ( ) Land 22"]);
		expect(rows.slice(3).map((row) => row.split(".")[0])).toEqual(["26"]);
		return session;
	}

	it("3, which no row shown has or begins, focuses nothing, picks nothing and says why", async () => {
		vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
		const session = await narrowedToLand();
		await session.press("3");
		vi.advanceTimersByTime(60_000);
		await session.press();
		expect(rowLines(session)[0]).toMatch(/^› 14\. /);
		expect(session.screen().join("\n")).not.toContain("Sea 3");
		expect(footer(session)).toMatch(/^No row shown starts with 3/);
		expect(session.results).toEqual([]);
		await session.press(keys.escape, keys.escape);
		expect(session.result().cancelled).toBe(true);
	});

	it("1 begins 14 and 19: it waits for the next digit, Enter does not pick the hidden row 1, then 9 picks row 19", async () => {
		const session = await narrowedToLand();
		await session.press("1");
		expect(footer(session)).toMatch(/^1… next digit · /);
		await session.press(keys.enter);
		expect(session.screen().join("\n")).toContain("Where to?");
		expect(footer(session)).toMatch(/^Row 1 is not shown: type the rest of its number/);
		await session.press("9");
		expect(session.screen().join("\n")).toContain("When?");
		await session.press(keys.enter, keys.enter);
		expect(session.result().answers.place?.values).toEqual(["p19"]);
	});

	it("1, whose own row the filter hides, leaves the list as it was: row 1 is not drawn and the focus stays on a row shown", async () => {
		const session = await narrowedToLand();
		await session.press("1");
		const drawn = () => rowLines(session).map((line) => line.trim());
		expect(drawn()[0]).toBe("› 14. ( ) Land 14");
		expect(session.screen().join("\n")).not.toContain("Sea 1");
		await session.press(keys.enter);
		// Enter acts on nothing, and the list still shows no row Enter could act on but the ones found.
		expect(drawn()[0]).toBe("› 14. ( ) Land 14");
		expect(session.screen().join("\n")).not.toContain("Sea 1");
		expect(session.results).toEqual([]);
	});

	it("Esc on the narrowed list drops a waiting first digit with the filter: 9 then picks row 9, not 19", async () => {
		const session = await narrowedToLand();
		await session.press("1", keys.escape);
		expect(footer(session)).not.toMatch(/next digit/);
		await session.press("9", keys.enter, keys.enter);
		expect(session.result().answers.place?.values).toEqual(["p9"]);
	});

	it("a key other than a digit drops a held number: 1, ↓, 9 says no row shown starts with 9", async () => {
		const session = await narrowedToLand();
		await session.press("1", keys.down, "9");
		expect(footer(session)).toMatch(/^No row shown starts with 9/);
		expect(session.results).toEqual([]);
	});

	it("Esc on the narrowed list drops a waiting digit whose row shows: 5 then picks row 5, not 25", async () => {
		const session = await openQuestionnaire(twentyFive);
		// `2` finds Sea 2, Sea 12, Sea 20, 21, 23, 24, 25 and Land 22: row 2 shows, so `2` waits in the machine.
		await session.press("/", "2", keys.enter, "2");
		expect(footer(session)).toMatch(/^2… next digit, or Enter for row 2/);
		await session.press(keys.escape);
		expect(footer(session)).not.toMatch(/next digit/);
		await session.press("5", keys.enter, keys.enter);
		expect(session.result().answers.place?.values).toEqual(["p5"]);
	});

	it("a number a row shown has picks it: 2 2 picks row 22", async () => {
		const session = await narrowedToLand();
		await session.press("2", "2", keys.enter, keys.enter);
		expect(session.result().answers.place?.values).toEqual(["p22"]);
	});

	it("says why in the person's language", async () => {
		const session = await narrowedToLand({ messages: localeMessages("de") });
		await session.press("3");
		expect(footer(session)).toMatch(/^Keine angezeigte Zeile beginnt mit 3/);
		await session.press("1");
		expect(footer(session)).toMatch(/^1… nächste Ziffer · /);
		await session.press(keys.enter);
		expect(footer(session)).toMatch(/^Zeile 1 wird nicht angezeigt: den Rest ihrer Nummer eingeben/);
	});
});
