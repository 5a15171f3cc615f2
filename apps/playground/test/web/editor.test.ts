/** The payload editor in chromium: completion from the tool's schema, documentation on hover, issues in place. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { usePlaygroundInChromium } from "./browser.ts";

const web = usePlaygroundInChromium();

const open = (): Promise<Page> => web.open();

/** Puts `text` in the editor with the caret at its end. */
async function typeInto(page: Page, text: string): Promise<void> {
	await page.fill("#payload", text);
	await page.focus("#payload");
	await page.press("#payload", "End");
	await page.evaluate(() => {
		const area = document.querySelector("textarea#payload");
		if (area instanceof HTMLTextAreaElement) area.setSelectionRange(area.value.length, area.value.length);
	});
}

const offered = (page: Page) => page.$$eval("#completions li code", (items) => items.map((item) => item.textContent));

describe("the payload editor", () => {
	it("completes the fields a question may still have, as a key is typed and on Ctrl+Space", async () => {
		const page = await open();
		await typeInto(page, '{ "questions": [{ "id": "a", ');
		await page.keyboard.press("Control+Space");
		await page.waitForSelector("#completions:not([hidden])");
		// Required first; the id is there already.
		expect(await offered(page)).toEqual(["prompt (required)", "label", "type", "required", "options"]);
		expect(await page.textContent("#completions li.chosen .doc")).toContain("The full question");
		await page.keyboard.type('"ty');
		await expect.poll(() => offered(page)).toEqual(["type"]);
		await page.keyboard.press("Enter");
		expect(await page.inputValue("#payload")).toBe('{ "questions": [{ "id": "a", "type": ');
		await page.keyboard.press("Control+Space");
		await expect.poll(() => offered(page)).toEqual(['"single"', '"multi"', '"preview"', '"text"']);
		await page.keyboard.press("ArrowDown");
		await page.keyboard.press("Tab");
		expect(await page.inputValue("#payload")).toBe('{ "questions": [{ "id": "a", "type": "multi"');
		expect(await page.isHidden("#completions")).toBe(true);
		await page.close();
	});

	it("shows a field's documentation where the pointer rests", async () => {
		const page = await open();
		const text = await page.inputValue("#payload");
		const line = text.split("\n").findIndex((one) => one.includes('"prompt"'));
		const column = (text.split("\n")[line] ?? "").indexOf('"prompt"') + 2;
		const point = await page.evaluate(
			([row, col]) => {
				const area = document.querySelector("textarea#payload");
				if (!(area instanceof HTMLTextAreaElement)) throw new Error("no editor");
				const box = area.getBoundingClientRect();
				const probe = document.createElement("span");
				probe.textContent = "0".repeat(100);
				document.querySelector("#payload-marks")?.append(probe);
				const width = probe.getBoundingClientRect().width / 100;
				probe.remove();
				return { x: box.left + 5 + (col + 0.5) * width, y: box.top + 5 + (row + 0.5) * 16 };
			},
			[line, column] as const,
		);
		await page.mouse.move(point.x, point.y);
		await page.waitForSelector("#hover-doc:not([hidden])");
		expect(await page.textContent("#hover-doc")).toBe(
			"questions[0].prompt — string: The full question, concrete and self-contained.",
		);
		await page.close();
	});

	it("underlines each validation issue at its place and lists it with its line and column", async () => {
		const page = await open();
		const payload = JSON.stringify(
			{
				questions: [
					{ id: "q", prompt: "?", options: [] },
					{ id: "r", prompt: "x", type: "sngle", options: [{ value: "a", label: "A" }] },
				],
			},
			null,
			2,
		);
		await page.fill("#payload", payload);
		await page.waitForSelector("#payload-marks mark");
		expect(await page.$$eval("#payload-marks mark", (marks) => marks.map((mark) => mark.textContent))).toEqual([
			'"options"',
			'"type"',
		]);
		const issues = await page.$$eval("#issues li", (items) => items.map((item) => item.textContent));
		expect(issues[0]).toMatch(/^6:7 - questions\[0\]\.options is empty/);
		expect(issues[1]).toMatch(/^11:7 - questions\[1\]\.type must be one of/);
		await page.click("#issues li:nth-child(2)");
		expect(
			await page.evaluate(() => {
				const area = document.querySelector("textarea#payload");
				return area instanceof HTMLTextAreaElement ? area.value.slice(area.selectionStart, area.selectionEnd) : "";
			}),
		).toBe('"type"');
		await page.close();
	});
});
