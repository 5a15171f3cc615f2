/**
 * The web playground's page at a laptop's and a phone's size, in chromium: it fits without scrolling sideways, the
 * end of a flow is shown where the user looks, and a size outside the terminal's limits is refused beside its field.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FLOW_ENDED_NOTE } from "../../src/web/session.ts";
import { TOUR_SCRIPT } from "../support/run-cli.ts";
import { usePlaygroundInChromium, waitForScreen } from "./browser.ts";

const web = usePlaygroundInChromium();

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 640 };

/** How far the page scrolls sideways: 0 when it fits its viewport. */
function sidewaysScroll(page: Page): Promise<number> {
	return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Whether the element `selector` is (partly) inside the viewport. */
function inView(page: Page, selector: string): Promise<boolean> {
	return page.$eval(selector, (element) => {
		const box = element.getBoundingClientRect();
		return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
	});
}

describe("the web playground's page at a laptop's and a phone's size", () => {
	it("fits 1280×800: the 100×30 terminal whole, the builder's fields inside their panel, no sideways scroll", async () => {
		const page = await web.open(LAPTOP);
		expect(await sidewaysScroll(page)).toBe(0);
		const frame = await page.$eval("#frame", (element) => ({
			right: element.getBoundingClientRect().right,
			hidden: element.scrollWidth - element.clientWidth,
		}));
		expect(frame.right).toBeLessThanOrEqual(LAPTOP.width);
		expect(frame.hidden).toBe(0);
		const clipped = await page.$eval("#builder", (builder) => {
			const right = builder.getBoundingClientRect().right;
			return Array.from(builder.querySelectorAll("input, textarea, select")).filter(
				(field) => field.getBoundingClientRect().right > right,
			).length;
		});
		expect(clipped).toBe(0);
		await page.close();
	});

	it("stacks its columns on a 360×640 phone, with a viewport meta, the terminal first", async () => {
		const page = await web.open(PHONE);
		expect(await page.getAttribute('meta[name="viewport"]', "content")).toContain("width=device-width");
		expect(await sidewaysScroll(page)).toBe(0);
		const lefts = await page.$$eval("#terminal-panel, #payload-panel, #builder-panel", (panels) =>
			panels.map((panel) => Math.round(panel.getBoundingClientRect().left)),
		);
		expect(new Set(lefts).size).toBe(1);
		expect(await inView(page, "#terminal-panel")).toBe(true);
		await page.close();
	});

	it("shows a 44×20 terminal whole on a 360×640 phone: its frame neither scrolls nor cuts it", async () => {
		const page = await web.open(PHONE);
		for (const [field, value] of [
			["#cols", "44"],
			["#rows", "20"],
		] as const) {
			await page.fill(field, value);
			await page.dispatchEvent(field, "change");
		}
		await expect.poll(() => page.evaluate<number>("window.__playground.screen().length")).toBe(20);
		await page.click("#terminal"); // the keyboard in the terminal: its focus must not scroll the frame either
		const fit = await page.$eval("#frame", (frame) => {
			const screen = frame.querySelector(".xterm-screen")?.getBoundingClientRect();
			const box = frame.getBoundingClientRect();
			return {
				hidden: [frame.scrollWidth - frame.clientWidth, frame.scrollHeight - frame.clientHeight],
				scrolled: [frame.scrollLeft, frame.scrollTop],
				inside:
					screen !== undefined &&
					screen.left >= box.left &&
					screen.top >= box.top &&
					screen.right <= box.right &&
					screen.bottom <= box.bottom,
			};
		});
		expect(fit).toEqual({ hidden: [0, 0], scrolled: [0, 0], inside: true });
		expect(await sidewaysScroll(page)).toBe(0);
		await page.close();
	});

	it.each([
		["1280×800", LAPTOP],
		["360×640", PHONE],
	])("at %s, says in the terminal that the flow ended and brings its result into view", async (_, viewport) => {
		const page = await web.open(viewport);
		await page.fill("#keys", TOUR_SCRIPT);
		await page.click("#replay");
		await page.waitForSelector("#result-panel:not([hidden])");
		await waitForScreen(page, "The flow ended");
		const screen = (await page.evaluate<string[]>("window.__playground.screen()")).join(" ").replace(/\s+/g, " ");
		expect(screen).toContain(FLOW_ENDED_NOTE);
		await expect.poll(() => inView(page, "#result-panel")).toBe(true);
		// The next flow starts on a clean terminal.
		await page.click("#restart");
		await waitForScreen(page, "Which database");
		expect((await page.evaluate<string[]>("window.__playground.screen()")).join("\n")).not.toContain("The flow ended");
		await page.close();
	});

	it("refuses a Width or Height outside the terminal's limits beside the fields, naming the field and its range", async () => {
		const page = await web.open(LAPTOP);
		for (const [field, value, refusal] of [
			["#cols", "10", "Width must be a whole number of columns from 20 to 500"],
			["#cols", "600", "Width must be a whole number of columns from 20 to 500"],
			["#rows", "2", "Height must be a whole number of rows from 5 to 200"],
		] as const) {
			await page.fill(field, value);
			await page.dispatchEvent(field, "change");
			expect(await page.textContent("#size-error")).toContain(refusal);
			expect(await page.getAttribute(field, "aria-invalid")).toBe("true");
			expect(await page.evaluate<number>("window.__playground.screen().length")).toBe(30);
			await page.fill(field, field === "#cols" ? "100" : "30");
			await page.dispatchEvent(field, "change");
			expect(await page.textContent("#size-error")).toBe("");
		}
		await page.fill("#cols", "80");
		await page.dispatchEvent("#cols", "change");
		await expect.poll(() => page.evaluate<number>("window.__playground.screen()[0].length")).toBeLessThanOrEqual(80);
		expect(await page.getAttribute("#cols", "aria-invalid")).toBeNull();
		await page.close();
	});
});
