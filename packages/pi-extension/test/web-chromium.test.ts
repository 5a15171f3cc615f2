/**
 * `/ask-user web` in chromium: the page and the terminal answer one form together (keys in the terminal, clicks on
 * the page, each following the other), the result is what both answered, and the page says the form ended while
 * the server closes; an opened preview shows rendered. The page alone (on a phone, its layout) is render-web's
 * `test/chromium.test.ts`.
 */
import { textQuestions, tour } from "@ask-user/core/fixtures";
import { launchChromium } from "@ask-user/test-kit/chromium";
import { request } from "@ask-user/test-kit/page-client";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeContext, loadExtension, runTool } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

let browser: Browser;
const saved = { ...process.env };

beforeAll(async () => {
	browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

beforeEach(() => {
	// No settings of this machine's: the defaults (127.0.0.1, served on `/ask-user web`).
	process.env.PI_CODING_AGENT_DIR = tempDir("ask-user-web-agent");
});

afterEach(() => {
	process.env = { ...saved };
});

/** A form open in the terminal and served with `/ask-user web`: the address pi printed. */
async function openForm(payload: unknown) {
	const extension = loadExtension();
	const screen = terminalUi({ columns: 100, rows: 40 });
	const ctx = fakeContext({ ui: screen.ui });
	const running = runTool(payload, ctx, { extension });
	await screen.opened();
	await extension.command("ask-user", ctx, "web");
	const notice = screen.notices.find((text) => text.includes("http://"));
	const address = /http:\/\/\S+/.exec(notice ?? "")?.[0];
	if (address === undefined) throw new Error(`no address in ${JSON.stringify(screen.notices)}`);
	return { screen, running, address };
}

/** The terminal's screen as one text, once it shows `text`. */
async function terminalShows(screen: ReturnType<typeof terminalUi>, text: string): Promise<void> {
	await expect
		.poll(async () => {
			await screen.terminal.flush();
			return screen.terminal.screen().join("\n");
		})
		.toContain(text);
}

async function saveField(page: Page, summary: string, text: string, button = "Save note"): Promise<void> {
	const details = page.locator("details", { has: page.locator("summary", { hasText: summary }) }).first();
	if ((await details.getAttribute("open")) === null) {
		await details.locator("summary").click();
	}
	await details.locator("textarea").fill(text);
	await details.getByRole("button", { name: button }).click();
}

describe("the page and the terminal answer one form", () => {
	it("each following the other, and the result holds what both answered", async () => {
		const { screen, running, address } = await openForm(tour);
		const page = await browser.newPage();
		await page.goto(address);
		// The one-time token is gone from the address bar once traded for the cookie.
		expect(new URL(page.url()).search).toBe("");
		await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");

		// The page picks, which moves on as Enter does; the terminal follows, and moves back with a key; the page follows.
		await page.getByRole("radio", { name: /SQLite/ }).click();
		await terminalShows(screen, "Which features belong in the first release?");
		await screen.press(RAW_KEYS.shiftTab);
		await expect.poll(() => page.getByRole("radio", { name: /SQLite/ }).getAttribute("aria-checked")).toBe("true");
		await screen.press(RAW_KEYS.tab);
		await expect
			.poll(() => page.locator(".prompt").first().textContent())
			.toBe("Which features belong in the first release?");

		// Ticks on both sides, a question note from the page.
		await page.getByRole("checkbox", { name: /Authentication/ }).click();
		await expect.poll(() => page.getByRole("checkbox", { name: /Authentication/ }).isChecked()).toBe(true);
		await screen.press(RAW_KEYS.down, RAW_KEYS.space);
		await expect.poll(() => page.getByRole("checkbox", { name: /Search/ }).isChecked()).toBe(true);
		await saveField(page, "Note on this question", "ship auth first");
		await terminalShows(screen, "ship auth first");

		// On to the preview question and the review, from the page.
		await page.getByRole("button", { name: "Next" }).click();
		// An opened preview shows its Markdown rendered, served from pi's process: the file tree as code, no fence.
		const preview = page.locator('details[data-key="preview-2-1"]');
		await preview.locator("summary").click();
		await expect.poll(() => preview.locator(".markdown pre code").textContent()).toContain("routes/");
		expect(await preview.textContent()).not.toContain("```");
		await page.getByRole("radio", { name: /By layer/ }).click();
		await expect.poll(() => page.locator(".review h2").textContent()).toBe("Review");
		expect(await page.locator(".review").textContent()).toContain("SQLite");
		await saveField(page, "Note on the whole form", "thanks");
		// The note is the form's, and its update on the page, before Submit is clicked: the two clicks post apart, and
		// may arrive in either order.
		await expect.poll(() => page.locator(".review .note-text").textContent()).toBe(": thanks");
		await page.getByRole("button", { name: "Submit" }).click();
		// The page says so once the form ended: a click that did not land fails here, not at the test's time limit.
		await expect.poll(() => page.locator("h1").textContent(), { timeout: 10_000 }).toBe("Submitted");

		const { details } = await running;
		expect(details.cancelled).toBe(false);
		expect(details.source).toBe("page"); // the page's Submit ended the form
		expect(details.note).toBe("thanks");
		expect(details.answers.database?.values).toEqual(["sqlite"]);
		expect(details.answers.features?.values).toEqual(["auth", "search"]);
		expect(details.answers.features?.note).toBe("ship auth first");
		expect(details.answers.layout?.values).toEqual(["by-layer"]);

		expect(await page.locator("main").textContent()).toContain("The answers were submitted to the agent.");
		// Nothing is left listening.
		await expect(request(new URL(address).origin)).rejects.toThrow(/ECONNREFUSED/);
		await page.close();
	});

	it("a text question answered on the page while the terminal has its answer editor open", async () => {
		const { screen, running, address } = await openForm(textQuestions);
		const page = await browser.newPage();
		await page.goto(address);
		await expect.poll(() => page.locator(".editing").count()).toBe(1);
		await screen.press("A", "d", "a");
		await expect.poll(() => page.locator(".own textarea").inputValue()).toBe("Ada");
		await page.locator(".own textarea").fill("Ada Lovelace");
		await page.getByRole("button", { name: "Save answer" }).click();
		// Saving a text answer moves on, as Enter does in the terminal.
		await expect.poll(() => page.locator("h2").first().textContent()).not.toBe("Name");
		await screen.press(RAW_KEYS.ctrlC);
		const { details } = await running;
		expect(details.cancelReason).toBe("dismissed");
		await expect.poll(() => page.locator("h1").textContent()).toBe("Form closed");
		await page.close();
	});
});
