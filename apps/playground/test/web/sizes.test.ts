/** The same flow at several sizes at once, in chromium: each size is a flow of its own, driven by the same keys. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parseSizes } from "../../src/web/client/sizes.ts";
import { usePlaygroundInChromium, waitForScreen } from "./browser.ts";

const web = usePlaygroundInChromium();

function waitForMirror(page: Page, size: string, text: string): Promise<unknown> {
	return page.waitForFunction(
		`window.__playground.mirrorScreen(${JSON.stringify(size)}).join("\\n").includes(${JSON.stringify(text)})`,
	);
}

describe("several sizes at once", () => {
	it("reads sizes as columns×rows within the terminal's limits, naming a bad one", () => {
		expect(parseSizes("120x40 80×24, 44x20")).toEqual([
			{ cols: 120, rows: 40 },
			{ cols: 80, rows: 24 },
			{ cols: 44, rows: 20 },
		]);
		expect(parseSizes("80x24 10x5")).toMatch(/^"10x5" is not a size/);
		expect(parseSizes("80")).toMatch(/^"80" is not a size/);
		expect(parseSizes("20x5 20x5 20x5 20x5 20x5")).toBe("at most 4 sizes at once, got 5");
	});

	it("shows the flow at each size side by side, every one following the main terminal's keys", async () => {
		const page = await web.browser.newPage({ viewport: { width: 1800, height: 1000 } });
		await page.goto(web.playground.server.url);
		await waitForScreen(page, "Which database");
		await page.fill("#sizes", "120x40 44x20");
		await page.click("#show-sizes");
		await waitForMirror(page, "120x40", "Which database");
		await waitForMirror(page, "44x20", "Which database");
		expect(await page.$$eval(".mirror .xterm-rows > div", (rows) => rows.length)).toBe(60);
		const widths = await page.$$eval(".mirror", (figures) => figures.map((figure) => figure.getBoundingClientRect()));
		// Side by side: the second starts right of the first, on the same line.
		expect(widths[1]?.x).toBeGreaterThan((widths[0]?.x ?? 0) + (widths[0]?.width ?? 0) - 1);
		await page.focus(".xterm-helper-textarea");
		await page.keyboard.press("Tab");
		await waitForScreen(page, "Which features");
		await waitForMirror(page, "120x40", "Which features");
		await waitForMirror(page, "44x20", "Which features");
		expect(web.playground.server.sessions).toBe(3);
		await page.fill("#sizes", "44x20 20x5 80");
		await page.click("#show-sizes");
		expect(await page.textContent("#sizes-error")).toMatch(/^"80" is not a size/);
		await page.close();
		await expect.poll(() => web.playground.server.sessions).toBe(0);
	});
});
