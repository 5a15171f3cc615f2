/**
 * The page of a form no terminal shows (a host's form of its own, as the MCP server serves it), in chromium: text
 * typed and not saved is saved by every action that leaves the question or the review, as Tab saves a text
 * question's draft; the page names no terminal; every option of a list longer than the page lists is reached, a page
 * of them at a time; and a text cut to what the form keeps is said where the person is, on a small phone too.
 */
import { type AskUserInput, MAX_TYPED_CHARACTERS } from "@ask-user/core";
import { launchChromium } from "@ask-user/test-kit/chromium";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_ROWS } from "../src/form-html.ts";
import { servePage } from "../src/index.ts";
import { MAX_BODY_BYTES } from "../src/page-actions.ts";
import { pageWords } from "../src/page-words.ts";
import { validPayload } from "./support/valid-payload.ts";

let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

/** A text question, then a choice that takes an own answer. */
const NAME_THEN_DATABASE: AskUserInput = {
	questions: [
		{ id: "name", label: "Name", prompt: "Project name?", type: "text" },
		{
			id: "db",
			label: "Database",
			prompt: "Which database?",
			options: [
				{ value: "pg", label: "Postgres" },
				{ value: "sqlite", label: "SQLite" },
			],
		},
	],
};

/** Types `text` in the question's note (unfolding it), saving nothing. */
async function typeNote(page: Page, text: string): Promise<void> {
	const details = page.locator("details", { has: page.locator("summary", { hasText: "Note on this question" }) });
	if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
	await details.locator("textarea").fill(text);
}

describe("text typed and not saved", () => {
	it("is saved by Next, the tabs and Submit: the review, the boxes and the result have it", async () => {
		const served = await servePage({ payload: validPayload(NAME_THEN_DATABASE) });
		const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
		await page.goto(served.url);
		await expect.poll(() => page.locator("h2").first().textContent()).toBe("Name");
		await page.locator('textarea[data-field="answer-0"]').fill("my-project");
		await page.getByRole("button", { name: "Next" }).click();
		await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
		// A pick moves on, as Enter in the terminal: back to the question for its own answer.
		await page.getByRole("radio", { name: /SQLite/ }).click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		await page.locator('.item-label[data-index="1"]').click();
		await expect.poll(() => page.getByRole("radio", { name: /SQLite/ }).getAttribute("aria-checked")).toBe("true");
		await page.locator('textarea[data-field="answer-1"]').fill("mysql instead");
		await typeNote(page, "only if small");
		await page.getByRole("button", { name: "Next" }).click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		const review = await page.locator(".review").textContent();
		expect(review).toContain("my-project");
		expect(review).toContain("mysql instead");
		expect(review).toContain("only if small");
		expect(review).not.toContain("not answered");

		// Back on the text question, its box holds the saved answer, its tab is answered, and no terminal is named.
		await page.locator('.item-label[data-index="0"]').click();
		await expect.poll(() => page.locator("h2").first().textContent()).toBe("Name");
		expect(await page.locator('textarea[data-field="answer-0"]').inputValue()).toBe("my-project");
		expect(await page.locator("nav.tabs").textContent()).toContain("Name ✓");
		expect(await page.locator("main").textContent()).not.toMatch(/terminal/i);
		// Typed again and left by a tab: saved again.
		await page.locator('textarea[data-field="answer-0"]').fill("my-service");
		await page.getByRole("button", { name: "Review" }).click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		await page.locator('details[data-key="formNote"] summary').click();
		await page.locator('textarea[data-field="formNote"]').fill("ship it");
		await page.getByRole("button", { name: "Submit" }).click();

		const details = await served.done;
		expect(details).toMatchObject({ cancelled: false, source: "page", note: "ship it" });
		expect(details.answers.name?.customText).toBe("my-service");
		// A single choice's own answer takes the pick's place, as in the terminal.
		expect(details.answers.db).toMatchObject({
			values: ["mysql instead"],
			customText: "mysql instead",
			note: "only if small",
		});
		await page.close();
	});

	it("is saved by Discuss first", async () => {
		const served = await servePage({ payload: validPayload(NAME_THEN_DATABASE) });
		const page = await browser.newPage();
		await page.goto(served.url);
		await page.getByRole("button", { name: "Review" }).click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		await page.locator('details[data-key="formNote"] summary').click();
		await page.locator('textarea[data-field="formNote"]').fill("why a name?");
		await page.getByRole("button", { name: "Discuss first" }).click();
		expect(await served.done).toMatchObject({ cancelled: true, cancelReason: "discuss", note: "why a name?" });
		await page.close();
	});
});

describe(`a list longer than the page lists (${MAX_PAGE_ROWS})`, () => {
	it("is reached a page at a time, naming no terminal", async () => {
		const total = MAX_PAGE_ROWS + 100;
		const served = await servePage({
			payload: validPayload({
				questions: [
					{
						id: "n",
						label: "Number",
						prompt: "Pick a number",
						options: Array.from({ length: total }, (_, i) => ({ value: `v${i + 1}`, label: `Option ${i + 1}` })),
					},
				],
			}),
		});
		const page = await browser.newPage();
		await page.goto(served.url);
		await expect.poll(() => page.locator(".more p").textContent()).toBe(`Options 1–${MAX_PAGE_ROWS} of ${total}.`);
		expect(await page.getByRole("radio", { name: new RegExp(`Option ${total}$`) }).count()).toBe(0);
		await page.getByRole("button", { name: "Later options" }).click();
		await expect
			.poll(() => page.locator(".more p").textContent())
			.toBe(`Options ${MAX_PAGE_ROWS + 1}–${total} of ${total}.`);
		// The pick moves on to the review; back on the question, its page of options is the pick's.
		await page.getByRole("radio", { name: new RegExp(`Option ${total}$`) }).click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		await page.locator('.item-label[data-index="0"]').click();
		await expect
			.poll(() => page.getByRole("radio", { name: new RegExp(`Option ${total}$`) }).getAttribute("aria-checked"))
			.toBe("true");
		await page.getByRole("button", { name: "Earlier options" }).click();
		await expect.poll(() => page.getByRole("radio", { name: /Option 1$/ }).count()).toBe(1);
		expect(await page.locator("main").textContent()).not.toMatch(/terminal/i);
		await page.getByRole("button", { name: "Next" }).click();
		await page.getByRole("button", { name: "Submit" }).click();
		expect((await served.done).answers.n?.values).toEqual([`v${total}`]);
		await page.close();
	});
});

describe("a text cut to what the form keeps on a 360×640 phone", () => {
	it("is said inside the viewport, wherever the page is scrolled, naming no terminal", async () => {
		const served = await servePage({
			payload: validPayload({
				questions: [
					{
						id: "db",
						label: "Database",
						prompt: "Which database should the service use for its primary storage?",
						options: ["Postgres", "SQLite", "MySQL", "MariaDB", "CockroachDB"].map((label) => ({
							value: label.toLowerCase(),
							label,
							description: "A reasonable choice with its own trade-offs for this project.",
						})),
					},
				],
			}),
		});
		const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
		const page = await context.newPage();
		await page.goto(served.url);
		await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
		// More bytes than an action takes: the page cuts it to what the form keeps, and says so.
		await typeNote(page, "é".repeat(MAX_BODY_BYTES / 2 + 1000));
		await expect.poll(() => page.locator("#status").textContent()).toBe(pageWords("en").textCut(MAX_TYPED_CHARACTERS));
		expect(await page.locator("#status").textContent()).not.toMatch(/terminal/i);
		const box = await page.evaluate<{ top: number; bottom: number; scrolled: number }>(
			'(({ top, bottom }) => ({ top, bottom, scrolled: scrollY }))(document.getElementById("status").getBoundingClientRect())',
		);
		expect(box.scrolled).toBeGreaterThan(0);
		expect(box.top).toBeGreaterThanOrEqual(0);
		expect(box.bottom).toBeLessThanOrEqual(640);
		served.abort();
		await served.done;
		await context.close();
	});
});
