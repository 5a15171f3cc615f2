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
