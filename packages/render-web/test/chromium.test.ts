/**
 * The page in chromium, served by a host of its own (the README's example, `examples/ask-on-page.ts`): answered by
 * clicks and taps, it ends the form with the page's answers and closes; on a 360×740 phone viewport it reads without
 * sideways scroll, with tap targets of at least 44 px; followed by two pages, a click pressed on one while the other
 * changes the form lands.
 */
import { readFileSync } from "node:fs";
import { longText, tour } from "@ask-user/core/fixtures";
import { launchChromium } from "@ask-user/test-kit/chromium";
import { DATABASE_PAYLOAD } from "@ask-user/test-kit/database-question";
import { request } from "@ask-user/test-kit/page-client";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askOnPage } from "../examples/ask-on-page.ts";
import { servePage } from "../src/index.ts";
import { validPayload } from "./support/valid-payload.ts";

let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

/** `askOnPage` on `input`, and the address it told. */
async function asked(input: unknown) {
	let told: (url: string) => void = () => {};
	const address = new Promise<string>((resolve) => {
		told = resolve;
	});
	const result = askOnPage(input, told);
	return { result, address: await address };
}

async function saveNote(page: Page, summary: string, text: string): Promise<void> {
	const details = page.locator("details", { has: page.locator("summary", { hasText: summary }) }).first();
	if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
	await details.locator("textarea").fill(text);
	await details.getByRole("button", { name: "Save note" }).click();
}

describe("a host serves a form with a few lines (the README's example)", () => {
	it("the README shows examples/ask-on-page.ts verbatim", () => {
		const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
		const example = readFileSync(new URL("../examples/ask-on-page.ts", import.meta.url), "utf8");
		expect(readme).toContain(example.trim());
	});

	it("answered on the page: the result is the page's, and the server is gone", async () => {
		const { result, address } = await asked(tour);
		const page = await browser.newPage();
		await page.goto(address);
		expect(new URL(page.url()).search).toBe("");
		await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
		// A click on an option picks it and moves on, as Enter in the terminal.
		const checked = (name: RegExp) => page.getByRole("radio", { name }).getAttribute("aria-checked");
		await page.getByRole("radio", { name: /PostgreSQL/ }).click();
		await expect.poll(() => page.locator(".prompt").first().textContent()).toContain("features");
		await page.getByRole("button", { name: "Back" }).click();
		await expect.poll(() => checked(/PostgreSQL/)).toBe("true");
		// A pick that stays (an arrow) reaches the page as the picks of the rows it changed: each row shows its own.
		await page.getByRole("radio", { name: /PostgreSQL/ }).focus();
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => checked(/SQLite/)).toBe("true");
		expect(await checked(/PostgreSQL/)).toBe("false");
		expect(await page.locator("li.option.selected").count()).toBe(1);
		await page.getByRole("button", { name: "Next" }).click();
		await expect.poll(() => page.locator(".prompt").first().textContent()).toContain("features");
		await page.getByRole("checkbox", { name: /CSV export/ }).click();
		await expect.poll(() => page.getByRole("checkbox", { name: /CSV export/ }).isChecked()).toBe(true);
		await page.getByRole("checkbox", { name: /CSV export/ }).click();
		await expect.poll(() => page.getByRole("checkbox", { name: /CSV export/ }).isChecked()).toBe(false);
		await page.getByRole("checkbox", { name: /Authentication/ }).click();
		await expect.poll(() => page.getByRole("checkbox", { name: /Authentication/ }).isChecked()).toBe(true);
		await saveNote(page, "Note on this question", "ship auth first");
		await page.getByRole("button", { name: "Next" }).click();
		await page.getByRole("radio", { name: /By layer/ }).click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		await page.getByRole("button", { name: "Submit" }).click();

		const { content, details } = await result;
		expect(details).toMatchObject({ cancelled: false, source: "page" });
		expect(details.answers.database?.values).toEqual(["sqlite"]);
		expect(details.answers.features?.values).toEqual(["auth"]);
		expect(details.answers.features?.note).toBe("ship auth first");
		expect(details.answers.layout?.values).toEqual(["by-layer"]);
		expect(content[0].text).toContain('"SQLite" ["sqlite"]');
		await expect.poll(() => page.locator("h1").textContent()).toBe("Submitted");
		await expect(request(new URL(address).origin)).rejects.toThrow(/ECONNREFUSED/);
		await page.close();
	});

	it("ended by the host (its time limit): the page says so, and `done` keeps how", async () => {
		const served = await servePage({ payload: validPayload(tour), locale: "de" });
		const page = await browser.newPage();
		await page.goto(served.url);
		await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
		served.abort("timeout");
		expect(await served.done).toMatchObject({ cancelled: true, cancelReason: "timeout" });
		await expect.poll(() => page.locator("main").textContent()).toContain("Die Zeit des Formulars ist abgelaufen.");
		await page.close();
	});
});

describe("two pages follow one form", () => {
	/**
	 * Presses the mouse on `target` of `page`, runs `during` (the other page changes the form), and lets go once the
	 * change reached `page` (the page's script's `events`, a global binding of its classic script, received it).
	 */
	async function pressWhile(page: Page, target: Locator, during: () => Promise<void>): Promise<void> {
		const box = await target.boundingBox();
		if (box === null) throw new Error("the target is not shown");
		await page.evaluate(
			"void (globalThis.updateArrived = new Promise((resolve) => events.addEventListener('parts', resolve, { once: true })))",
		);
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await page.mouse.down();
		await during();
		await page.evaluate("globalThis.updateArrived.then(() => true)");
		await page.mouse.up();
	}

	it("a click on Submit held while the other page saves the form's note lands, with the note", async () => {
		const served = await servePage({ payload: validPayload(DATABASE_PAYLOAD) });
		const pages = [await browser.newPage(), await browser.newPage()];
		const [holding, noting] = pages as [Page, Page];
		await holding.goto(served.url);
		await holding.getByRole("button", { name: "Review" }).click();
		await expect.poll(() => holding.locator(".review h2").textContent()).toBe("Review");
		await noting.goto(served.newAddress().url);
		await expect.poll(() => noting.locator(".review h2").textContent()).toBe("Review");

		await pressWhile(holding, holding.getByRole("button", { name: "Submit" }), () =>
			saveNote(noting, "Note on the whole form", "from the other page"),
		);
		await expect.poll(() => holding.locator("h1").textContent(), { timeout: 5_000 }).toBe("Submitted");
		const details = await served.done;
		expect(details).toMatchObject({ cancelled: false, source: "page", note: "from the other page" });
		for (const page of pages) await page.close();
	});

	it("a click on a tab held while the other page picks lands, and the page shows the pick after", async () => {
		const served = await servePage({ payload: validPayload(tour) });
		const pages = [await browser.newPage(), await browser.newPage()];
		const [holding, picking] = pages as [Page, Page];
		await holding.goto(served.url);
		await picking.goto(served.newAddress().url);
		for (const page of pages) await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");

		// The pick marks the Database tab answered: the tabs are drawn again while the Layout tab is pressed. (Space
		// picks and stays: a click would move on, which sends the whole form.)
		await pressWhile(holding, holding.getByRole("button", { name: "Layout" }), async () => {
			await picking.getByRole("radio", { name: /SQLite/ }).focus();
			await picking.keyboard.press("Space");
		});
		for (const page of pages) await expect.poll(() => page.locator("h2").first().textContent()).toBe("Layout");
		await expect.poll(() => holding.getByRole("button", { name: "Database ✓" }).count()).toBe(1);
		served.abort();
		await served.done;
		for (const page of pages) await page.close();
	});
});

describe("on a phone (360×740)", () => {
	it("reads without sideways scroll, its tap targets at least 44 px, and answers by taps", async () => {
		const { result, address } = await asked(tour);
		const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
		const page = await context.newPage();
		await page.goto(address);
		await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
		// The page's own globals, read in chromium (this package's TypeScript has no DOM).
		const fits = () =>
			page.evaluate<boolean>(
				"(({ scrollWidth, clientWidth }) => scrollWidth <= clientWidth)(document.scrollingElement ?? document.documentElement)",
			);
		const smallTargets = () =>
			page.$$eval("button, summary, .choice", (targets) =>
				targets
					.map((target) => target.getBoundingClientRect())
					.filter((box) => box.width > 0 && (box.height < 44 || box.width < 44))
					.map((box) => `${box.width}×${box.height}`),
			);
		expect(await fits()).toBe(true);
		expect(await smallTargets()).toEqual([]);
		const fontSize = await page.evaluate<number>("Number.parseFloat(getComputedStyle(document.body).fontSize)");
		expect(fontSize).toBeGreaterThanOrEqual(16);

		// A tap on an option picks it and moves on.
		await page.getByRole("radio", { name: /PostgreSQL/ }).tap();
		await page.getByRole("checkbox", { name: /CSV export/ }).tap();
		await expect.poll(() => page.getByRole("checkbox", { name: /CSV export/ }).isChecked()).toBe(true);
		// Open every note and preview: still no sideways scroll.
		for (const summary of await page.locator("summary").all()) await summary.tap();
		expect(await fits()).toBe(true);
		await page.getByRole("button", { name: "Review" }).tap();
		await expect.poll(() => page.locator(".review h2").textContent()).toBe("Review");
		expect(await fits()).toBe(true);
		expect(await smallTargets()).toEqual([]);
		await page.getByRole("button", { name: "Submit" }).tap();
		const { details } = await result;
		expect(details.answers.database?.values).toEqual(["postgres"]);
		expect(details.answers.features?.values).toEqual(["export"]);
		await context.close();
	});

	it("long words and addresses wrap instead of widening the page", async () => {
		const served = await servePage({ payload: validPayload(longText) });
		const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
		const page = await context.newPage();
		await page.goto(served.url);
		await expect
			.poll(() => page.locator(".prompt").first().textContent())
			.toContain("https://example.com/organisations");
		for (const summary of await page.locator("summary").all()) await summary.tap();
		const widths = await page.evaluate<[number, number]>(
			"(({ scrollWidth, clientWidth }) => [scrollWidth, clientWidth])(document.scrollingElement ?? document.documentElement)",
		);
		expect(widths[0]).toBeLessThanOrEqual(widths[1]);
		served.abort();
		await served.done;
		await context.close();
	});
});
