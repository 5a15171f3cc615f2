/**
 * The payload editor in chromium: CodeMirror with the tool's schema: completion, documentation on hover, issues at
 * their place, folding, undo and search.
 */
import { minimal } from "@ask-user/core/fixtures";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { encodeView } from "../../src/web/client/share-link.ts";
import { fillPayload, payloadText, usePlaygroundInChromium, waitForScreen } from "./browser.ts";

const web = usePlaygroundInChromium();

const open = (): Promise<Page> => web.open();

/** Puts `text` in the editor with the caret at its end. */
async function typeInto(page: Page, text: string): Promise<void> {
	await fillPayload(page, text);
	await page.focus("#payload .cm-content");
	await page.keyboard.press("Control+End");
}

/** The completions the list offers once it is live (CodeMirror disables it while it asks the source again). */
const offered = (page: Page) =>
	page.$$eval(".cm-tooltip-autocomplete:not(.cm-tooltip-autocomplete-disabled) li .cm-completionLabel", (items) =>
		items.map((item) => item.textContent),
	);

/**
 * A question's keys offered on Ctrl+Space, then `"t` typed a key every 150 ms and `letter` at once, as the next key
 * comes right after it: on a busy machine a fast typist's 50 ms comes to this, the key arriving before CodeMirror
 * asks the source again.
 */
async function typeAfterTheList(page: Page, letter: string): Promise<void> {
	await typeInto(page, '{ "questions": [{ "id": "a", ');
	await page.keyboard.press("Control+Space");
	await expect.poll(() => offered(page)).toContain("type");
	await page.keyboard.type('"t', { delay: 150 });
	await page.keyboard.press(letter);
}

describe("the payload editor", () => {
	it("completes the fields a question may still have, as a key is typed and on Ctrl+Space", async () => {
		const page = await open();
		await typeInto(page, '{ "questions": [{ "id": "a", ');
		await page.keyboard.press("Control+Space");
		await page.waitForSelector(".cm-tooltip-autocomplete");
		// Required first; the id is there already.
		expect(await offered(page)).toEqual(["prompt (required)", "label", "type", "required", "options"]);
		await expect.poll(() => page.textContent(".cm-completionInfo")).toContain("The full question");
		await page.keyboard.type('"ty');
		await expect.poll(() => offered(page)).toEqual(["type"]);
		await page.keyboard.press("Enter");
		expect(await payloadText(page)).toBe('{ "questions": [{ "id": "a", "type": ');
		await page.keyboard.press("Control+Space");
		await expect.poll(() => offered(page)).toEqual(['"single"', '"multi"', '"preview"', '"text"']);
		await page.keyboard.press("ArrowDown");
		await page.keyboard.press("Tab");
		expect(await payloadText(page)).toBe('{ "questions": [{ "id": "a", "type": "multi"');
		expect(await page.locator(".cm-tooltip-autocomplete").count()).toBe(0);
		await page.close();
	});

	it("takes the completion shown with an Enter or Tab typed right after a letter, however busy the browser", async () => {
		const page = await open();
		await typeAfterTheList(page, "y");
		// The list shown is the one it takes.
		await page.keyboard.press("Enter");
		expect(await payloadText(page)).toBe('{ "questions": [{ "id": "a", "type": ');
		await page.keyboard.press("Control+Space");
		await expect.poll(() => offered(page)).toContain('"multi"');
		await page.keyboard.press('"');
		await page.keyboard.press("m");
		await page.keyboard.press("Tab");
		expect(await payloadText(page)).toBe('{ "questions": [{ "id": "a", "type": "multi"');
		await page.close();
	});

	it("types a new line on an Enter right after a letter that leaves nothing to complete", async () => {
		const page = await open();
		await typeAfterTheList(page, "x");
		await page.keyboard.press("Enter");
		expect(await payloadText(page)).toMatch(/^\{ "questions": \[\{ "id": "a", "tx\n/);
		await page.close();
	});

	it("shows a field's documentation where the pointer rests", async () => {
		const page = await open();
		// The middle of the first "prompt" key, measured in the page.
		const point = await page.evaluate(() => {
			const content = document.querySelector("#payload .cm-content");
			const walker = document.createTreeWalker(content ?? document.body, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
				const at = node.textContent?.indexOf('"prompt"') ?? -1;
				if (at < 0) continue;
				const range = document.createRange();
				range.setStart(node, at + 2);
				range.setEnd(node, at + 4);
				const box = range.getBoundingClientRect();
				return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
			}
			throw new Error("no prompt key in the editor");
		});
		await page.mouse.move(point.x, point.y);
		await page.waitForSelector(".cm-tooltip-hover .field-doc");
		expect(await page.textContent(".cm-tooltip-hover .field-doc")).toBe(
			"questions[0].prompt — string: The full question, concrete and self-contained.",
		);
		await page.close();
	});

	it("marks each validation issue at its place with the model's line, and lists it with its line and column", async () => {
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
		await fillPayload(page, payload);
		await page.waitForSelector("#payload .cm-lintRange-error");
		expect(await page.$$eval("#payload .cm-lintRange-error", (marks) => marks.map((mark) => mark.textContent))).toEqual(
			['"options"', '"type"'],
		);
		const issues = await page.$$eval("#issues li", (items) => items.map((item) => item.textContent));
		expect(issues[0]).toMatch(/^6:7 - questions\[0\]\.options is empty/);
		expect(issues[1]).toMatch(/^11:7 - questions\[1\]\.type must be one of/);
		// The mark tells the same line the model reads.
		await page.locator("#payload .cm-lintRange-error").nth(1).hover();
		await page.waitForSelector(".cm-tooltip-lint");
		expect(await page.textContent(".cm-tooltip-lint")).toContain(issues[1]?.slice("11:7 ".length));
		await page.click("#issues li:nth-child(2)");
		expect(await page.evaluate(() => document.getSelection()?.toString())).toBe('"type"');
		// Broken JSON: marked where it stops being JSON.
		await fillPayload(page, '{ "questions": [ { "id": "q",, } ] }');
		await expect
			.poll(() => page.$$eval("#issues li", (items) => items.map((item) => item.textContent)))
			.toEqual([expect.stringMatching(/^1:30 - the payload is not valid JSON/)]);
		await page.close();
	});

	it("lists the issues in the order of their places in the text", async () => {
		const page = await open();
		// `validate` reports a question's type before its options, and a repeated id after the question's own issues.
		const payload = JSON.stringify(
			{
				questions: [
					{ options: [], type: "sngle", id: "q", prompt: "?" },
					{
						id: "q",
						prompt: "",
						options: [
							{ value: "x", label: "X" },
							{ value: "x", label: "Y" },
						],
					},
				],
			},
			null,
			2,
		);
		await fillPayload(page, payload);
		await page.waitForSelector("#payload .cm-lintRange-error");
		const issues = await page.$$eval("#issues li", (items) => items.map((item) => item.textContent ?? ""));
		const places = issues.map((issue) => {
			const [line = 0, column = 0] = (/^(\d+):(\d+) /.exec(issue) ?? []).slice(1).map(Number);
			return line * 1000 + column;
		});
		expect(places.every((place) => place > 0)).toBe(true);
		expect(places).toEqual([...places].sort((a, b) => a - b));
		expect(issues.map((issue) => /- (questions\[\d\][.\w[\]]+)/.exec(issue)?.[1])).toEqual([
			"questions[0].options",
			"questions[0].type",
			"questions[1].id",
			"questions[1].prompt",
			"questions[1].options[1].value",
		]);
		await page.close();
	});

	it("undoes no further back than the payload it loaded: at the start, from the fixture picker or a shared link", async () => {
		const page = await open();
		const undoAll = async () => {
			await page.focus("#payload .cm-content");
			for (let n = 0; n < 3; n++) await page.keyboard.press("Control+z");
		};
		const tour = await payloadText(page);
		expect(tour).toContain('"questions"');
		await undoAll();
		expect(await payloadText(page)).toBe(tour);
		await page.selectOption("#fixture", "minimal");
		await expect.poll(() => payloadText(page)).toBe(JSON.stringify(minimal, null, 2));
		await undoAll();
		expect(await payloadText(page)).toBe(JSON.stringify(minimal, null, 2));
		// Edits since are undone as before.
		await page.keyboard.press("Control+Home");
		await page.keyboard.type("x");
		await undoAll();
		expect(await payloadText(page)).toBe(JSON.stringify(minimal, null, 2));
		const shared = JSON.stringify({ questions: [{ id: "shared", prompt: "Shared?", type: "text" }] });
		const other = await web.browser.newPage();
		await other.goto(`${web.playground.server.url}${encodeView({ payload: shared })}`);
		await waitForScreen(other, "Shared?");
		await other.focus("#payload .cm-content");
		await other.keyboard.press("Control+z");
		expect(await payloadText(other)).toBe(shared);
		await other.close();
		await page.close();
	});

	it("folds, undoes and searches", async () => {
		const page = await open();
		const before = await payloadText(page);
		const lines = await page.locator("#payload .cm-line").count();
		await page.locator('#payload .cm-foldGutter span[title="Fold line"]').first().click();
		await expect.poll(() => page.locator("#payload .cm-line").count()).toBeLessThan(lines);
		// The placeholder unfolds on a click. The editor may redraw the folded line between the press and the release
		// (its lint pass lands late on a busy machine), and then no click reaches it: click again while it is there.
		const placeholder = page.locator("#payload .cm-foldPlaceholder");
		await expect
			.poll(
				async () => {
					if ((await placeholder.count()) > 0) await placeholder.click({ timeout: 1_000 }).catch(() => undefined);
					return page.locator("#payload .cm-line").count();
				},
				{ timeout: 10_000, interval: 200 },
			)
			.toBe(lines);
		await page.focus("#payload .cm-content");
		await page.keyboard.press("Control+Home");
		await page.keyboard.type("x");
		expect(await payloadText(page)).toBe(`x${before}`);
		await page.keyboard.press("Control+z");
		expect(await payloadText(page)).toBe(before);
		await page.keyboard.press("Control+f");
		await page.waitForSelector("#payload .cm-search input[name=search]");
		await page.keyboard.type("prompt");
		await page.keyboard.press("Enter");
		await expect.poll(() => page.locator("#payload .cm-searchMatch").count()).toBeGreaterThan(1);
		await page.close();
	});
});
