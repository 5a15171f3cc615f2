/** Hand-off from the page, in chromium: the screen as SVG and PNG, and the flow as a test fixture that replays. */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { tour } from "@ask-user/core/fixtures";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CLI_TEST_OPTIONS, runCli } from "../support/run-cli.ts";
import { usePlaygroundInChromium, waitForScreen } from "./browser.ts";

const web = usePlaygroundInChromium();

async function open(): Promise<Page> {
	const page = await web.open({ width: 1800, height: 1000 });
	await page.focus(".xterm-helper-textarea");
	return page;
}

/** Clicks `button` and reads the file the page offers. */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
	const [download] = await Promise.all([page.waitForEvent("download"), page.click(button)]);
	const path = await download.path();
	return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

describe("hand-off", CLI_TEST_OPTIONS, () => {
	it("exports the screen as SVG, in xterm's colours, and as PNG", async () => {
		const page = await open();
		const svg = await downloaded(page, "#export-svg");
		expect(svg.name).toBe("ask-user-screen.svg");
		const text = svg.bytes.toString("utf8");
		expect(text).toContain("Which database should the service use?");
		expect(text).toMatch(/<rect width="840" height="510" fill="#18181e"\/>/);
		// pi's theme: truecolor text, bold somewhere.
		expect(text).toMatch(/fill="#[0-9a-f]{6}"[^>]*font-weight="bold"/);
		expect(
			await page.evaluate(
				(source) => new DOMParser().parseFromString(source, "image/svg+xml").querySelector("parsererror") === null,
				text,
			),
		).toBe(true);
		const png = await downloaded(page, "#export-png");
		expect(png.name).toBe("ask-user-screen.png");
		expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
		expect(png.bytes.readUInt32BE(16)).toBe(840);
		await page.close();
	});

	it("draws each phrase of the SVG at its column, unstretched, as the terminal shows the row", async () => {
		const page = await open();
		const screen = await page.evaluate<string[]>("window.__playground.screen()");
		const svg = (await downloaded(page, "#export-svg")).bytes.toString("utf8");
		const texts = await page.evaluate((source) => {
			const document = new DOMParser().parseFromString(source, "image/svg+xml");
			return Array.from(document.querySelectorAll("text"), (text) => ({
				x: Number(text.getAttribute("x")),
				y: Number(text.getAttribute("y")),
				length: Number(text.getAttribute("textLength")),
				text: text.textContent ?? "",
			}));
		}, svg);
		// The tour's first screen holds only one-cell characters: a column is an index into the row's text.
		for (const { x, y, length, text } of texts) {
			// No blanks a renderer would drop or collapse: none at either end, none doubled.
			expect(text.trim()).toBe(text);
			expect(text).not.toContain("  ");
			const column = Math.round(x / 8.4);
			expect(screen[Math.floor(y / 17)]?.slice(column, column + text.length)).toBe(text);
			expect(length).toBeCloseTo(text.length * 8.4);
		}
		// Drawn in chromium, "  2. ( ) SQLite" covers its columns, 2 to 15, and no more.
		const row = screen.findIndex((line) => line.includes("2. ( ) SQLite"));
		const first = screen[row]?.indexOf("2.") ?? -1;
		const drawing = await web.browser.newPage();
		await drawing.setContent(svg);
		const [left, right] = await drawing.$$eval(
			"text",
			(elements, y) => {
				const boxes = elements
					.filter((element) => Math.floor(Number(element.getAttribute("y")) / 17) === y)
					.map((element) => (element as SVGTextElement).getBBox());
				return [Math.min(...boxes.map((box) => box.x)), Math.max(...boxes.map((box) => box.x + box.width))];
			},
			row,
		);
		expect(left).toBeCloseTo(first * 8.4, 0);
		expect(right).toBeCloseTo((first + "2. ( ) SQLite".length) * 8.4, 0);
		await drawing.close();
		await page.close();
	});

	it("lets the keyboard out of the terminal: focus starts outside it and F6 leaves it for the hand-off", async () => {
		const page = await web.open({ width: 1800, height: 1000 });
		const inTerminal = () => page.evaluate(() => document.activeElement?.closest("#terminal") !== null);
		expect(await inTerminal()).toBe(false);
		expect(await page.isVisible("#terminal-keys")).toBe(true);
		expect(await page.textContent("#terminal-keys")).toContain("F6");
		await page.focus(".xterm-helper-textarea");
		// Tab is the form's: the terminal keeps it.
		await page.keyboard.press("Tab");
		await waitForScreen(page, "Which features");
		expect(await inTerminal()).toBe(true);
		await page.keyboard.press("F6");
		expect(await page.evaluate(() => document.activeElement?.id)).toBe("export-svg");
		await page.keyboard.press("Tab");
		expect(await page.evaluate(() => document.activeElement?.id)).toBe("export-png");
		await page.close();
	});

	it("exports the payload and the keys typed as a fixture that replays to the same result headless", async () => {
		const page = await open();
		await page.keyboard.press("ArrowDown");
		await page.keyboard.press("Enter");
		await waitForScreen(page, "Which features");
		await page.keyboard.press("Control+C");
		await page.waitForSelector("#result-panel:not([hidden])");
		const fixture = JSON.parse((await downloaded(page, "#export-fixture")).bytes.toString("utf8"));
		expect(fixture).toMatchObject({ payload: tour, keys: "Down Enter C-c", cols: 100, rows: 30 });
		expect(fixture.details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
		const directory = tempDir("playground-hand-off");
		const file = join(directory, "flow.fixture.json");
		await writeFile(file, JSON.stringify(fixture));
		const run = await runCli(["--fixture", file, "--keys", fixture.keys, "--json"]);
		expect(run.code, run.stderr).toBe(0);
		expect(JSON.parse(run.stdout).details).toEqual(fixture.details);
		await page.close();
	});
});
