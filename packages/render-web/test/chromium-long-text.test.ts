/**
 * The model's longest texts on a phone, in chromium at 360×640: with a 20,000-character title, label, prompt, option
 * label and description (`MAX_PAGE_TEXT_UNITS`), the tabs, the Review tab and Next are within the first screens (they
 * were 57 and 146 screens down), and every text is still there whole, read by scrolling its box.
 */
import { launchChromium } from "@ask-user/test-kit/chromium";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_PAGE_TEXT_UNITS } from "../src/html-text.ts";
import { servePage } from "../src/index.ts";
import { validPayload } from "./support/valid-payload.ts";

let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

const SCREEN = 640;
/** 20,000 characters of words, ending with a word to find. */
const long = (end: string) => `${"Lorem ipsum ".repeat(2000).slice(0, MAX_PAGE_TEXT_UNITS - end.length - 1)} ${end}`;

/** Where the element's top and bottom are on the page, and whether its whole text can be scrolled into its box. */
function box(selector: string): string {
	return `(() => {
		const element = document.querySelector(${JSON.stringify(selector)});
		const rect = element.getBoundingClientRect();
		element.scrollTop = element.scrollHeight;
		return { top: rect.top + scrollY, bottom: rect.bottom + scrollY, scrolled: element.scrollTop > 0, text: element.textContent };
	})()`;
}

interface Box {
	readonly top: number;
	readonly bottom: number;
	readonly scrolled: boolean;
	readonly text: string;
}

it("with 20,000-character texts, the tabs and Next stay within the first screens and each text is whole", async () => {
	const served = await servePage({
		payload: validPayload({
			title: long("TITLE-END"),
			questions: [
				{
					id: "q",
					label: long("LABEL-END"),
					prompt: long("PROMPT-END"),
					options: [
						{ value: "a", label: long("OPTION-END"), description: long("DESCRIPTION-END") },
						{ value: "b", label: "B" },
					],
				},
			],
		}),
	});
	const page = await browser.newPage({ viewport: { width: 360, height: SCREEN } });
	try {
		await page.goto(served.url);
		await expect.poll(() => page.locator("h2").count()).toBe(1);
		const at = (selector: string) => page.evaluate<Box>(box(selector));
		const review = await at('nav.tabs [data-index="1"]');
		expect(review.text).toBe("Review");
		expect(review.bottom).toBeLessThan(SCREEN);
		// The question's tab: one line, its whole label its name.
		const tab = await at('nav.tabs [data-index="0"]');
		expect(tab.bottom - tab.top).toBeLessThan(60);
		expect(tab.text).toContain("LABEL-END");
		const next = await at('[data-action="tab.next"]');
		expect(next.bottom).toBeLessThan(3 * SCREEN);
		for (const [selector, end] of [
			["h1", "TITLE-END"],
			["h2", "LABEL-END"],
			[".question .prompt", "PROMPT-END"],
			[".question .label", "OPTION-END"],
			[".question .description", "DESCRIPTION-END"],
		] as const) {
			const text = await at(selector);
			expect(text.text, selector).toContain(end);
			// Bounded, and scrolled to its end in its own box.
			expect(text.bottom - text.top, selector).toBeLessThan(SCREEN / 2);
			expect(text.scrolled, selector).toBe(true);
		}
		// No sideways scroll, and Next is still Next.
		expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(360);
		await page.locator('.question [role="radio"][data-index="1"]').click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
	} finally {
		served.abort();
		await page.close();
	}
});

it("on the review, an own answer keeps its line breaks, and a long one scrolls in its box above Submit", async () => {
	const lines = ["line one", "line two", "", "    indented line three"].join("\n");
	const served = await servePage({
		payload: validPayload({
			questions: [
				{ id: "multi", prompt: "Which lines?", type: "text" },
				{ id: "log", prompt: "Paste the log", type: "text" },
			],
		}),
	});
	const page = await browser.newPage({ viewport: { width: 360, height: SCREEN } });
	try {
		await page.goto(served.url);
		await page.locator('textarea[data-field="answer-0"]').fill(lines);
		await page.getByRole("button", { name: "Save answer" }).click();
		await page.locator('textarea[data-field="answer-1"]').fill(`${"log line ".repeat(1_500)}LOG-END`);
		await page.getByRole("button", { name: "Save answer" }).click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		const answers = page.locator(".review .answer li");
		// biome-ignore lint/performance/useDomNodeTextContent: the text as drawn is tested: its line breaks show only kept.
		expect(await answers.nth(0).innerText()).toBe(lines);
		const log = await page.evaluate<Box>(box(".review .item:nth-child(2) .answer li"));
		expect(log.text).toContain("LOG-END");
		expect(log.bottom - log.top).toBeLessThan(SCREEN / 2);
		expect(log.scrolled).toBe(true);
		const submit = await page.evaluate<Box>(box('[data-action="submit"]'));
		expect(submit.bottom).toBeLessThan(2 * SCREEN);
	} finally {
		served.abort();
		await page.close();
	}
});
