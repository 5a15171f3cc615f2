/**
 * `e` reads a form title the frame's one line cut (a relayed form's names its subagent's directory, then its task,
 * D146): the reader shows it whole at its top, on a question and on the review; a title that fits is not repeated.
 */
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

const TITLE = "Asked by subagent in /work/frontend-app: “Task: pick the button's colour”";
const PAYLOAD = {
	title: TITLE,
	questions: [
		{
			id: "colour",
			prompt: "Which colour?",
			options: [
				{ value: "red", label: "Red" },
				{ value: "green", label: "Green" },
			],
		},
	],
};

/** The screen's lines joined as one text, each line's end trimmed (a wrapped title reads on). */
const read = (screen: readonly string[]) => screen.map((line) => line.trimEnd()).join(" ");

describe("the reader shows a title the frame cut", () => {
	it("on a question and on the review, at 44 columns: the title whole, first", async () => {
		const session = await openQuestionnaire(PAYLOAD, { columns: 44, rows: 20 });
		expect(read(session.screen())).not.toContain("colour”");
		await session.press("e");
		expect(session.component.mode).toBe("reader");
		expect(read(session.screen())).toContain(TITLE);
		const screen = session.screen();
		expect(screen.findIndex((line) => line.startsWith("Asked by subagent in /work/"))).toBeLessThan(
			screen.findIndex((line) => line.includes("Which colour?")),
		);
		await session.press(keys.escape, "1");
		expect(session.component.mode).toBe("review");
		await session.press("e");
		expect(session.component.mode).toBe("reader");
		expect(read(session.screen())).toContain(TITLE);
	});

	it("a title that fits its line is not repeated in the reader", async () => {
		const session = await openQuestionnaire(PAYLOAD, { columns: 120, rows: 20 });
		await session.press("e");
		expect(session.component.mode).toBe("reader");
		expect(session.screen().filter((line) => line.includes("Asked by subagent"))).toHaveLength(1);
	});
});
