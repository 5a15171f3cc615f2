/** The page of a waiting call answered in chromium, as a person would: a pick, which moves on, then Submit. */
import type { Browser } from "playwright-core";
import { expect } from "vitest";

/** Opens `url`, picks `option` (a radio's accessible name) on the one question, and submits. */
export async function answerOnPage(browser: Browser, url: string, option: RegExp): Promise<void> {
	const page = await browser.newPage();
	try {
		await page.goto(url);
		await page.getByRole("radio", { name: option }).click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		await page.getByRole("button", { name: "Submit" }).click();
		await expect.poll(() => page.locator("h1").textContent()).toBe("Submitted");
	} finally {
		await page.close();
	}
}

/** Opens `url` and picks `option` (which moves on to the review), leaving the page open and the form unsubmitted. */
export async function pickOnPage(browser: Browser, url: string, option: RegExp): Promise<void> {
	const page = await browser.newPage();
	await page.goto(url);
	await page.getByRole("radio", { name: option }).click();
	await expect.poll(() => page.locator(".review h2").count()).toBe(1);
}

/** The page's address in a line the server wrote. */
export function addressIn(line: string | undefined): string {
	const url = /https?:\/\/\S+/.exec(line ?? "")?.[0];
	if (url === undefined) throw new Error(`no address in ${JSON.stringify(line)}`);
	return url;
}
