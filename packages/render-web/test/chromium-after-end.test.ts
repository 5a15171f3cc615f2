/**
 * The page after its form ends, in chromium: the Submit that ends it gets its answer before the server closes, so
 * the browser neither retries it on a closed port nor logs a failed request (every submitted page did).
 */
import { tour } from "@ask-user/core/fixtures";
import { launchChromium } from "@ask-user/test-kit/chromium";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { servePage } from "../src/index.ts";
import { validPayload } from "./support/valid-payload.ts";

let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

it("Submit ends the form without a failed request after it", async () => {
	const served = await servePage({ payload: validPayload({ questions: [tour.questions[0] ?? tour.questions[1]] }) });
	const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
	const failed: string[] = [];
	page.on("requestfailed", (request) => {
		// The page closes its updates' stream itself when the form ends (net::ERR_ABORTED): no failure.
		const how = request.failure()?.errorText;
		if (how !== "net::ERR_ABORTED") failed.push(`${request.method()} ${new URL(request.url()).pathname} ${how}`);
	});
	page.on("console", (message) => {
		if (message.type() === "error") failed.push(message.text());
	});
	await page.goto(served.url);
	await page.getByRole("radio").first().click();
	await expect.poll(() => page.locator(".review h2").count()).toBe(1);
	await page.getByRole("button", { name: "Submit" }).click();
	const details = await served.done;
	expect(details.cancelled).toBe(false);
	await expect.poll(() => page.locator("body.ended").count()).toBe(1);
	// Time for a retry on the closed port, which came within milliseconds.
	await page.waitForTimeout(500);
	expect(failed).toEqual([]);
	expect(await page.locator("#status").textContent()).toBe("");
});
