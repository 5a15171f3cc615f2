/**
 * Text typed on the page and not saved, in chromium at 1280×800: a reload in the same tab puts it back in its boxes
 * (as their text, never as HTML), leaving the page asks first, and once the server took it nothing is kept; a tab
 * storage past its quota only keeps it from surviving a reload; a form moved on by another page keeps the text typed
 * here for when the person returns to its box, and says so (in every locale), and a time-out keeps it; a text the
 * form has (another tab's action saved it) or whose box the terminal saved anew is forgotten; a pasted log
 * of 100,000 characters is told as typed (the person acted) and kept whole at a time-out; a longer one (1.2 MB, or
 * fewer characters of more bytes each) is cut in its box to the first 100,000, the page says so at once, and it is told
 * and kept as cut; texts together past the server's bound are told the newest first, and a time-out keeps each.
 */
import { connect, MAX_TYPED_CHARACTERS, MESSAGE_LOCALES, type MessageLocale } from "@ask-user/core";
import { launchChromium } from "@ask-user/test-kit/chromium";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePage } from "../src/index.ts";
import { MAX_BODY_BYTES } from "../src/page-actions.ts";
import { pageWords } from "../src/page-words.ts";
import { DATABASE_THEN_NAME } from "./support/database-then-name.ts";
import { servedForm } from "./support/followed-form.ts";
import { PASTED_LOG } from "./support/pasted-log.ts";
import { validPayload } from "./support/valid-payload.ts";

let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

const VIEWPORT = { width: 1280, height: 800 };

/** The review's tab, in any locale. */
const REVIEW_TAB = '[data-action="tab.select"][data-index="2"]';

const box = (page: Page, field: string) => page.locator(`textarea[data-field="${field}"]`);

/** Types `text` into the box of `field` with the keyboard, as a person does. */
async function typeInto(page: Page, field: string, text: string): Promise<void> {
	await box(page, field).click();
	await page.keyboard.type(text);
}

/**
 * Pastes `text` into the box of `field`: its text set at once, with the one input event a paste makes (chromium takes
 * some ten seconds to type 100 KB into a box, key events or not).
 */
async function paste(page: Page, field: string, text: string): Promise<void> {
	await box(page, field).focus();
	await page.evaluate(`(() => {
		const area = document.querySelector('textarea[data-field=${JSON.stringify(field)}]');
		area.value = ${JSON.stringify(text)};
		area.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
	})()`);
}

/** The dialogs the page opens (each accepted), by type. */
function dialogsOf(page: Page): string[] {
	const seen: string[] = [];
	page.on("dialog", (dialog) => {
		seen.push(dialog.type());
		void dialog.accept();
	});
	return seen;
}

/** The tab's stored drafts, by storage key. */
const storedDrafts = (page: Page) =>
	page.evaluate<string[]>(`Object.keys(sessionStorage).filter((name) => name.startsWith("ask-user-draft"))`);

const heading = (page: Page) => page.locator("h2").first().textContent();

/** `text` as a JSON body writes it (a line break as `\\n`). */
const asJson = (text: string) => JSON.stringify(text).slice(1, -1);

/** The answer to the page's next typing notice that tells every one of `texts`. */
function told(page: Page, ...texts: string[]): Promise<Response> {
	return page.waitForResponse(
		(response) => {
			const body = response.request().postData() ?? "";
			return body.startsWith('{"type":"typing"') && texts.every((text) => body.includes(text));
		},
		{ timeout: 10_000 },
	);
}

describe("text typed and not saved", () => {
	it("comes back after a reload, leaving for another address asks first, and nothing is kept once saved", async () => {
		const served = await servePage({ payload: validPayload(DATABASE_THEN_NAME) });
		const page = await browser.newPage({ viewport: VIEWPORT });
		const dialogs = dialogsOf(page);
		await page.goto(served.url);
		await expect.poll(() => heading(page)).toBe("DB");
		await typeInto(page, "answer-0", "mysql-draft <b>not bold</b>");
		await page.locator('details[data-key="note-0"] summary').click();
		await typeInto(page, "note-0", "note-draft");

		await page.reload();
		await expect.poll(() => heading(page)).toBe("DB");
		expect(dialogs).toEqual(["beforeunload"]);
		await expect.poll(() => box(page, "answer-0").inputValue()).toBe("mysql-draft <b>not bold</b>");
		expect(await box(page, "note-0").inputValue()).toBe("note-draft");
		expect(await page.locator('details[data-key="note-0"]').getAttribute("open")).not.toBeNull();
		expect(await page.locator("main b").count()).toBe(0);

		// Next carries them; the text question's box, typed and reloaded, comes back too.
		await page.getByRole("button", { name: "Next" }).click();
		await expect.poll(() => heading(page)).toBe("Name");
		await typeInto(page, "answer-1", "app");
		await page.reload();
		await expect.poll(() => heading(page)).toBe("Name");
		await expect.poll(() => box(page, "answer-1").inputValue()).toBe("app");
		expect(await storedDrafts(page)).toHaveLength(1);

		// Saved (the form moves on to the review): nothing is kept, a reload asks nothing, the box shows the server's.
		await page.getByRole("button", { name: "Save answer" }).click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		await expect.poll(() => storedDrafts(page)).toEqual([]);
		const asked = dialogs.length;
		await page.reload();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		expect(dialogs).toHaveLength(asked);
		await page.locator('.item-label[data-index="1"]').click();
		await expect.poll(() => heading(page)).toBe("Name");
		expect(await box(page, "answer-1").inputValue()).toBe("app");

		// Typed again: leaving the page (here for another address) asks first, as closing it does. The first key is told
		// at once; leaving before its answer came would cancel it, and nothing typed again would reach the server.
		const again = told(page, "app-");
		await typeInto(page, "answer-1", "-2");
		expect((await again).status()).toBe(204);
		await page.goto("about:blank");
		expect(dialogs).toHaveLength(asked + 1);
		expect(dialogs.at(-1)).toBe("beforeunload");
		await page.close();

		served.abort("timeout");
		const kept = (await served.done).unsubmittedAnswers;
		expect(kept?.db).toMatchObject({ customText: "mysql-draft <b>not bold</b>", note: "note-draft" });
		// The text typed again was told as typed (its first key at once, the rest at most TYPING_MS later, which leaving
		// the page cut short): a time-out keeps it.
		expect(kept?.name?.customText).toMatch(/^app-2?$/);
	});

	it("a pasted log of 100,000 characters is told as typed: the person acted, and a time-out keeps it whole", async () => {
		let acted = 0;
		const served = await servePage({ payload: validPayload(DATABASE_THEN_NAME), acted: () => acted++ });
		const page = await browser.newPage({ viewport: VIEWPORT });
		await page.goto(served.url);
		await expect.poll(() => heading(page)).toBe("DB");
		const log = PASTED_LOG.slice(0, MAX_TYPED_CHARACTERS);
		const notice = told(page, asJson(log.slice(-40)));
		await paste(page, "answer-0", log);
		expect((await notice).status()).toBe(204);
		expect(acted).toBe(1);
		expect(await page.locator("#status").textContent()).toBe("");
		served.abort("timeout");
		// Saved as the terminal's editor saves a text: without the spaces it ends in.
		expect((await served.done).unsubmittedAnswers?.db?.customText).toBe(log.trimEnd());
		await page.close();
	});

	it.each([
		["a log of 1.2 MB", PASTED_LOG.repeat(11), PASTED_LOG.repeat(11).slice(0, MAX_TYPED_CHARACTERS)],
		["600,000 é (1.2 MB in UTF-8)", "é".repeat(600_000), "é".repeat(MAX_TYPED_CHARACTERS)],
		["150,000 emoji, each two UTF-16 units", "😀".repeat(150_000), "😀".repeat(MAX_TYPED_CHARACTERS)],
	])(
		"%s pasted is cut to what the form keeps, said at once, told as typed, and kept at a time-out",
		async (_, text, kept) => {
			let acted = 0;
			const served = await servePage({
				payload: validPayload(DATABASE_THEN_NAME),
				locale: "de",
				acted: () => acted++,
			});
			const page = await browser.newPage({ viewport: VIEWPORT });
			await page.goto(served.url);
			await expect.poll(() => heading(page)).toBe("DB");
			const notice = told(page, asJson(kept.slice(-40)));
			await paste(page, "answer-0", text);
			expect(await page.locator("#status").textContent()).toBe(pageWords("de").textCut(MAX_TYPED_CHARACTERS));
			expect(await page.locator("#status").textContent()).toContain("100.000 Zeichen");
			expect((await notice).status()).toBe(204);
			expect(acted).toBe(1);
			expect((await box(page, "answer-0").inputValue()).length).toBe(kept.length);
			served.abort("timeout");
			// Compared by size and end: the text is too long to print when it differs.
			const saved = (await served.done).unsubmittedAnswers?.db?.customText ?? "";
			// Saved as the terminal's editor saves a text: without the spaces it ends in.
			expect([saved.length, saved === kept.trimEnd()]).toEqual([kept.trimEnd().length, true]);
			await page.close();
		},
	);

	it("texts together past the server's bound are told the newest first: the person acted each time, a time-out keeps each", async () => {
		let acted = 0;
		const served = await servePage({ payload: validPayload(DATABASE_THEN_NAME), acted: () => acted++ });
		const page = await browser.newPage({ viewport: VIEWPORT });
		await page.goto(served.url);
		await expect.poll(() => heading(page)).toBe("DB");
		// Each 400 KB in UTF-8: three are past the bound together.
		const texts = ["😀", "😁", "😂"].map((face) => face.repeat(MAX_TYPED_CHARACTERS));
		expect(new Blob(texts).size).toBeGreaterThan(MAX_BODY_BYTES);
		for (const [at, field] of ["answer-0", "note-0", "option-0-0"].entries()) {
			const text = texts[at] ?? "";
			const notice = told(page, text.slice(-4));
			if (field !== "answer-0") await page.locator(`details:has(textarea[data-field="${field}"]) > summary`).click();
			await paste(page, field, text);
			expect((await notice).status()).toBe(204);
			expect(acted).toBe(at + 1);
		}
		expect(await page.locator("#status").textContent()).toBe("");
		served.abort("timeout");
		const saved = (await served.done).unsubmittedAnswers?.db;
		expect([saved?.customText === texts[0], saved?.note === texts[1]]).toEqual([true, true]);
		expect(JSON.stringify(saved?.unchosenOptionNotes ?? []).includes(texts[2] ?? "-")).toBe(true);
		await page.close();
	});

	it("past the tab storage's quota, is kept by the page alone and saved as ever", async () => {
		const served = await servePage({ payload: validPayload(DATABASE_THEN_NAME) });
		const page = await browser.newPage({ viewport: VIEWPORT });
		const errors: string[] = [];
		page.on("pageerror", (error) => errors.push(error.message));
		await page.goto(served.url);
		await expect.poll(() => heading(page)).toBe("DB");
		await typeInto(page, "answer-0", "small");
		// The storage filled to the last character: the larger text cannot be stored, nor its older one kept.
		await page.evaluate(`(() => {
			for (let size = 1 << 20; size > 0; size >>= 1) {
				for (let at = 0; ; at++) {
					try {
						sessionStorage.setItem("fill-" + size + "-" + at, "x".repeat(size));
					} catch {
						break;
					}
				}
			}
		})()`);
		await box(page, "answer-0").fill("y".repeat(30_000));
		await box(page, "answer-0").press("End");
		await page.keyboard.type("z");
		await expect.poll(() => storedDrafts(page)).toEqual([]);
		await page.getByRole("button", { name: "Review" }).click();
		await expect.poll(() => page.locator(".review h2").count()).toBe(1);
		await page.getByRole("button", { name: "Submit" }).click();
		const saved = (await served.done).answers.db?.customText ?? "";
		expect(errors).toEqual([]);
		// Compared by size and end: the text is too long to print when it differs.
		expect([saved.length, saved.endsWith("yz")]).toEqual([30_001, true]);
		await page.close();
	});
});

/** Four texts of 400 KB in UTF-8 each (100,000 emoji): two fit in a body together, not four. */
const LONG_TEXTS = ["😀", "😁", "😂", "🤣"].map((face) => face.repeat(MAX_TYPED_CHARACTERS));
/** The four boxes of DATABASE_THEN_NAME's first question. */
const FIRST_BOXES = ["answer-0", "note-0", "option-0-0", "option-0-1"];

/** Opens the box of `field` when it is in a closed details, then pastes `text` into it. */
/** The form of `DATABASE_THEN_NAME` served in `locale`, open on its first question in two tabs. */
async function twoTabsOnDb(locale?: MessageLocale) {
	const served = await servePage({
		payload: validPayload(DATABASE_THEN_NAME),
		...(locale === undefined ? {} : { locale }),
	});
	const pages = [await browser.newPage({ viewport: VIEWPORT }), await browser.newPage({ viewport: VIEWPORT })];
	const [typing, moving] = pages as [Page, Page];
	await typing.goto(served.url);
	await moving.goto(served.newAddress().url);
	for (const page of pages) await expect.poll(() => heading(page)).toBe("DB");
	return { served, pages, typing, moving };
}

async function pasteOpening(page: Page, field: string, text: string): Promise<void> {
	if (field !== "answer-0") await page.locator(`details:has(textarea[data-field="${field}"]) > summary`).click();
	await paste(page, field, text);
}

/** Which of the texts are whole in `saved` (an answer's JSON): compared by inclusion, the texts too long to print. */
const wholeIn = (saved: unknown, texts: readonly string[]) => texts.map((text) => JSON.stringify(saved).includes(text));

describe("every action that may leave the question saves the texts typed on it", () => {
	it("Save answer carries the question's note and option note typed and not saved; Submit keeps them", async () => {
		const served = await servePage({ payload: validPayload(DATABASE_THEN_NAME) });
		const page = await browser.newPage({ viewport: VIEWPORT });
		const bodies: string[] = [];
		page.on("request", (request) => {
			if (request.method() === "POST") bodies.push(request.postData() ?? "");
		});
		await page.goto(served.url);
		await expect.poll(() => heading(page)).toBe("DB");
		await page.locator('details[data-key="note-0"] summary').click();
		await typeInto(page, "note-0", "note on DB");
		await page.locator('details[data-key="option-0-1"] summary').click();
		await typeInto(page, "option-0-1", "note on SQLite");
		await typeInto(page, "answer-0", "mariadb");
		await page.locator('button[data-action="answer"][data-field="answer-0"]').click();
		await expect.poll(() => heading(page)).toBe("Name");
		const saved = bodies.find((body) => body.startsWith('{"type":"answer"'));
		expect(JSON.parse(saved ?? "{}")).toMatchObject({
			drafts: [
				{ type: "questionNote", question: 0, text: "note on DB" },
				{ type: "optionNote", question: 0, index: 1, text: "note on SQLite" },
			],
		});
		expect(await page.locator("#status").textContent()).toBe("");
		await page.locator(REVIEW_TAB).click();
		await page.locator('[data-action="submit"]').click();
		const db = (await served.done).answers.db;
		expect(db).toMatchObject({ customText: "mariadb", note: "note on DB" });
		expect(wholeIn(db, ["note on SQLite"])).toEqual([true]);
		await page.close();
	});

	it("four texts on a question together past the body bound: Next sends none past it, and Submit keeps each", async () => {
		const served = await servePage({ payload: validPayload(DATABASE_THEN_NAME) });
		const page = await browser.newPage({ viewport: VIEWPORT });
		const posts: [number, number][] = [];
		page.on("response", (response) => {
			const body = response.request().postData();
			if (body !== null) posts.push([response.status(), new Blob([body]).size]);
		});
		await page.goto(served.url);
		await expect.poll(() => heading(page)).toBe("DB");
		expect(new Blob(LONG_TEXTS).size).toBeGreaterThan(MAX_BODY_BYTES);
		for (const [at, field] of FIRST_BOXES.entries()) await pasteOpening(page, field, LONG_TEXTS[at] ?? "");
		await page.getByRole("button", { name: "Next" }).click();
		await expect.poll(() => heading(page)).toBe("Name");
		expect(await page.locator("#status").textContent()).toBe("");
		expect(posts.filter(([status, size]) => status !== 204 || size > MAX_BODY_BYTES)).toEqual([]);
		await page.locator(REVIEW_TAB).click();
		await page.locator('[data-action="submit"]').click();
		expect(wholeIn((await served.done).answers.db, LONG_TEXTS)).toEqual([true, true, true, true]);
		await page.close();
	});

	it("four texts pasted half a second apart, together past a notice's bound: each is told, and a time-out keeps each", async () => {
		const served = await servePage({ payload: validPayload(DATABASE_THEN_NAME) });
		const page = await browser.newPage({ viewport: VIEWPORT });
		await page.goto(served.url);
		await expect.poll(() => heading(page)).toBe("DB");
		const notices = LONG_TEXTS.map((text) => told(page, text.slice(-4)));
		for (const [at, field] of FIRST_BOXES.entries()) {
			await pasteOpening(page, field, LONG_TEXTS[at] ?? "");
			await page.waitForTimeout(500);
		}
		for (const notice of notices) expect((await notice).status()).toBe(204);
		served.abort("timeout");
		expect(wholeIn((await served.done).unsubmittedAnswers?.db, LONG_TEXTS)).toEqual([true, true, true, true]);
		await page.close();
	});

	it("a text told whole that another tab's action saved is forgotten: nothing is said kept, and Submit has it", async () => {
		const { served, pages, typing, moving } = await twoTabsOnDb();
		await typing.locator('details[data-key="note-0"] summary').click();
		const whole = told(typing, "note typed in A");
		await typeInto(typing, "note-0", "note typed in A");
		expect((await whole).status()).toBe(204);
		await moving.getByRole("radio", { name: /SQLite/ }).click();
		await expect.poll(() => heading(typing)).toBe("Name");
		expect(await typing.locator("#status").textContent()).toBe("");
		await expect.poll(() => storedDrafts(typing)).toEqual([]);
		// Leaving the page asks nothing: no text typed there is the page's alone.
		const dialogs = dialogsOf(typing);
		await typing.reload();
		await expect.poll(() => heading(typing)).toBe("Name");
		expect(dialogs).toEqual([]);
		await typing.locator(REVIEW_TAB).click();
		await expect.poll(() => typing.locator(".review h2").count()).toBe(1);
		await typing.locator('[data-action="submit"]').click();
		expect((await served.done).answers.db).toMatchObject({ values: ["sqlite"], note: "note typed in A" });
		for (const page of pages) await page.close();
	});

	it("a text told as typed whose box the terminal saved since is forgotten: the box shows the terminal's", async () => {
		const form = servedForm(DATABASE_THEN_NAME);
		const page = await browser.newPage({ viewport: VIEWPORT });
		try {
			await page.goto(await form.web.address());
			await expect.poll(() => heading(page)).toBe("DB");
			const whole = told(page, "typed on the page");
			await typeInto(page, "answer-0", "typed on the page");
			expect((await whole).status()).toBe(204);
			const view = () => connect(form.actor.getSnapshot(), form.actor.send.bind(form.actor));
			// The terminal moves on: the text is the page's alone, and it says so.
			expect(view().selectTab(1)).toBe(true);
			await expect.poll(() => page.locator("#status").textContent()).toBe(pageWords("en").draftsKept);
			// Back on its question, the terminal saves an own answer of its own: the newer save stands.
			expect(view().closeEditor()).toBe(true);
			expect(view().selectTab(0)).toBe(true);
			expect(view().openEditor("answer")).toBe(true);
			expect(view().saveEditor("typed in the terminal")).toBe(true);
			// Saved, the form moves on; the page forgets its text and says nothing is kept, and back there the box shows
			// the terminal's.
			await expect.poll(() => heading(page)).toBe("Name");
			await expect.poll(() => page.locator("#status").textContent()).toBe("");
			await expect.poll(() => storedDrafts(page)).toEqual([]);
			await page.locator('[data-action="tab.select"][data-index="0"]').click();
			await expect.poll(() => box(page, "answer-0").inputValue()).toBe("typed in the terminal");
		} finally {
			form.actor.stop();
			await form.web.end();
			await page.close();
		}
	});
});

describe("two tabs on one form", () => {
	it("the form moved on in one as text was typed in the other: a time-out keeps that text, and each tab's", async () => {
		const { served, pages, typing, moving } = await twoTabsOnDb();
		// The form moves on before the text typed is told whole (its first key at once, the rest TYPING_MS later).
		const whole = told(typing, "draft in A");
		await typeInto(typing, "answer-0", "draft in A");
		await moving.getByRole("button", { name: "Next" }).click();
		await expect.poll(() => heading(typing)).toBe("Name");
		expect((await whole).status()).toBe(204);
		// Typed on in a box shown: told alone, the server keeps the text whose box is gone.
		const both = told(typing, "app");
		await typeInto(typing, "answer-1", "app");
		expect((await both).status()).toBe(204);
		// The other tab types in a box of its own: each tab's texts are kept.
		await moving.locator('details[data-key="note-1"] > summary').click();
		const other = told(moving, "short");
		await typeInto(moving, "note-1", "short");
		expect((await other).status()).toBe(204);
		served.abort("timeout");
		const kept = (await served.done).unsubmittedAnswers;
		expect(kept?.db?.customText).toBe("draft in A");
		expect(kept?.name).toMatchObject({ customText: "app", note: "short" });
		for (const page of pages) await page.close();
	});

	it.each(MESSAGE_LOCALES)(
		"%s: the form moved on in one keeps the text typed in the other, says so, and saves it on return",
		async (locale) => {
			const { served, pages, typing, moving } = await twoTabsOnDb(locale);
			await typeInto(typing, "answer-0", "draft in A");

			await moving.getByRole("radio", { name: /SQLite/ }).click();
			await moving.locator(REVIEW_TAB).click();
			await expect.poll(() => typing.locator(".review h2").count()).toBe(1);
			await expect.poll(() => typing.locator("#status").textContent()).toBe(pageWords(locale).draftsKept);
			expect(await typing.locator(".review").textContent()).not.toContain("draft in A");
			// Reloaded there, the page says so again: the text it got back has no box on the review.
			dialogsOf(typing);
			await typing.reload();
			await expect.poll(() => typing.locator(".review h2").count()).toBe(1);
			await expect.poll(() => typing.locator("#status").textContent()).toBe(pageWords(locale).draftsKept);

			await typing.locator('.item-label[data-index="0"]').click();
			await expect.poll(() => heading(typing)).toBe("DB");
			await expect.poll(() => box(typing, "answer-0").inputValue()).toBe("draft in A");
			expect(await typing.locator("#status").textContent()).toBe("");
			await typing.locator(REVIEW_TAB).click();
			await expect.poll(() => typing.locator(".review").textContent()).toContain("draft in A");
			await typing.locator('[data-action="submit"]').click();
			expect((await served.done).answers.db?.customText).toBe("draft in A");
			for (const page of pages) await page.close();
		},
	);
});
