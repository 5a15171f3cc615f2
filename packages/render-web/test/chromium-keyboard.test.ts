/**
 * The page with the keyboard alone, in chromium, on a desktop and on a phone's viewport: the options of a single
 * question are a radio group (one tab stop, the arrows move the pick and wrap), digits pick a row as in the terminal,
 * a single question's moving on (not in a text box, where they are text), and after a tab change the focus lands on the new question's first control
 * (the checked option or the first one, or its text box), on the review on Submit, whose digits focus, then press,
 * and whose ↓ and ↑ move along its buttons.
 */
import type { AskUserInput } from "@ask-user/core";
import { launchChromium } from "@ask-user/test-kit/chromium";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePage } from "../src/index.ts";
import { validPayload } from "./support/valid-payload.ts";

let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

/** A single question, a multi question and a text question. */
const THREE: AskUserInput = {
	questions: [
		{
			id: "db",
			label: "Database",
			prompt: "Which database?",
			options: ["Postgres", "SQLite", "MySQL"].map((label) => ({ value: label.toLowerCase(), label })),
		},
		{
			id: "checks",
			label: "Checks",
			prompt: "Which checks?",
			type: "multi",
			options: ["Lint", "Types", "Tests"].map((label) => ({ value: label.toLowerCase(), label })),
		},
		{ id: "name", label: "Name", prompt: "Project name?", type: "text" },
	],
};

/** What has the focus: its role or tag, and its accessible text (a text box: its field; a row's number is not read). */
function focused(page: Page): Promise<string> {
	return page.evaluate<string>(`(() => {
		const active = document.activeElement;
		if (active === null || active === document.body) return "body";
		const role = active.getAttribute("role") ?? active.getAttribute("type") ?? active.tagName.toLowerCase();
		const named = active.closest("label, button")?.cloneNode(true);
		for (const hidden of named?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove();
		const text = active.tagName === "TEXTAREA" ? active.dataset.field : named?.textContent;
		return (role + " " + (text ?? "")).trim();
	})()`);
}

/** The radios' tab stops, in order: `0` for the one Tab reaches, `-1` for the others. */
function tabStops(page: Page): Promise<(string | null)[]> {
	return page.evaluate<(string | null)[]>(
		`[...document.querySelectorAll('[role="radio"]')].map((radio) => radio.getAttribute("tabindex"))`,
	);
}

/** Whether the radio whose label ends in `label` is checked. */
const checkedOf = (page: Page, label: string) =>
	page.getByRole("radio", { name: new RegExp(`${label}$`) }).getAttribute("aria-checked");

for (const [name, viewport] of [
	["1280×800", { width: 1280, height: 800 }],
	["360×640", { width: 360, height: 640 }],
] as const) {
	describe(`the keyboard alone at ${name}`, () => {
		it("the options are one tab stop whose arrows move the pick, wrapping; a digit picks a row", async () => {
			const served = await servePage({ payload: validPayload(THREE) });
			const page = await browser.newPage({ viewport });
			await page.goto(served.url);
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
			expect(await page.getByRole("radiogroup", { name: /Database/ }).count()).toBe(1);
			expect(await tabStops(page)).toEqual(["0", "-1", "-1"]);
			// Each row shows the number a digit picks it by; its radio is named by its label alone (not its number, not
			// the drawn circle), and its note is told apart from the others' by the option it notes.
			expect(await page.locator('[data-part="row-1"] .number').textContent()).toBe("2.");
			expect(await page.getByRole("radio", { name: /^SQLite$/ }).count()).toBe(1);
			const about = await page.locator('[data-part="row-1"] details.note summary').getAttribute("aria-describedby");
			expect(await page.locator(`[id="${about}"]`).textContent()).toBe("SQLite");
			await page.getByRole("radio", { name: "Postgres" }).focus();
			await page.keyboard.press("ArrowDown");
			await expect.poll(() => checkedOf(page, "SQLite")).toBe("true");
			expect(await focused(page)).toBe("radio SQLite");
			expect(await tabStops(page)).toEqual(["-1", "0", "-1"]);
			await page.keyboard.press("ArrowRight");
			await expect.poll(() => checkedOf(page, "MySQL")).toBe("true");
			await page.keyboard.press("ArrowDown");
			await expect.poll(() => checkedOf(page, "Postgres")).toBe("true");
			expect(await focused(page)).toBe("radio Postgres");
			await page.keyboard.press("ArrowUp");
			await expect.poll(() => checkedOf(page, "MySQL")).toBe("true");
			await page.keyboard.press("ArrowLeft");
			await expect.poll(() => checkedOf(page, "SQLite")).toBe("true");
			expect(await checkedOf(page, "MySQL")).toBe("false");
			expect(await focused(page)).toBe("radio SQLite");
			// Tab leaves the group at once (for the row's note).
			await page.keyboard.press("Tab");
			expect(await focused(page)).toBe("summary");
			await page.keyboard.press("Shift+Tab");
			expect(await focused(page)).toBe("radio SQLite");

			// In a text box digits and arrows are text.
			await page.locator('details[data-key="note-0"] summary').click();
			await page.locator('textarea[data-field="note-0"]').focus();
			await page.keyboard.type("1 2");
			await page.keyboard.press("ArrowUp");
			await page.locator('textarea[data-field="answer-0"]').focus();
			await page.keyboard.type("2");
			await page.keyboard.press("ArrowDown");
			expect(await page.locator('textarea[data-field="note-0"]').inputValue()).toBe("1 2");
			expect(await page.locator('textarea[data-field="answer-0"]').inputValue()).toBe("2");
			expect(await checkedOf(page, "SQLite")).toBe("true");
			expect(await checkedOf(page, "Postgres")).toBe("false");
			// Elsewhere a digit picks its row and moves on, as in the terminal.
			await page.getByRole("radio", { name: "SQLite" }).focus();
			await page.keyboard.press("3");
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Checks");
			await page.getByRole("button", { name: "Database ✓" }).click();
			await expect.poll(() => focused(page)).toBe("radio MySQL");
			served.abort();
			await served.done;
			await page.close();
		});

		it("on the first load the focus is where a tab change puts it: typing goes into a text question's box", async () => {
			const served = await servePage({
				payload: validPayload({ questions: [THREE.questions[2], THREE.questions[0]] }),
			});
			const page = await browser.newPage({ viewport });
			await page.goto(served.url);
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Name");
			await expect.poll(() => focused(page)).toBe("textarea answer-0");
			await page.keyboard.type("app 2");
			expect(await page.locator('textarea[data-field="answer-0"]').inputValue()).toBe("app 2");
			// A choice question first: its first option, one arrow from the next.
			const choice = await servePage({ payload: validPayload(THREE) });
			await page.goto(choice.url);
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
			await expect.poll(() => focused(page)).toBe("radio Postgres");
			for (const form of [served, choice]) {
				form.abort();
				await form.done;
			}
			await page.close();
		});

		it("with 10 or more rows, digits form the row's number: one that can begin a longer number waits", async () => {
			const served = await servePage({
				payload: validPayload({
					questions: [
						{
							id: "n",
							label: "Number",
							prompt: "Which one?",
							options: Array.from({ length: 12 }, (_, i) => ({ value: `v${i + 1}`, label: `Option ${i + 1}` })),
						},
					],
				}),
			});
			const page = await browser.newPage({ viewport });
			await page.goto(served.url);
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Number");
			await page.keyboard.press("1");
			expect(await focused(page)).toBe("radio Option 1");
			expect(await checkedOf(page, "Option 1")).toBe("false");
			// Past the options, the own answer's number focuses its box, and the digit is not typed there.
			await page.keyboard.press("3");
			expect(await focused(page)).toBe("textarea answer-0");
			expect(await page.locator('textarea[data-field="answer-0"]').inputValue()).toBe("");
			// A whole number picks its row and moves on, as in the terminal (to the review, the one question answered).
			await page.getByRole("radio", { name: "Option 5" }).focus();
			await page.keyboard.press("1");
			await page.keyboard.press("2");
			await expect.poll(() => page.locator(".review h2").count()).toBe(1);
			expect(await page.locator(".review .answer").textContent()).toBe("Option 12");
			// Enter picks a number that waits, and moves on.
			await page.getByRole("button", { name: "Number ✓" }).click();
			await expect.poll(() => focused(page)).toBe("radio Option 12");
			await page.keyboard.press("1");
			await page.keyboard.press("Enter");
			await expect.poll(() => page.locator(".review .answer").textContent()).toBe("Option 1");
			served.abort();
			await served.done;
			await page.close();
		});

		it("on a multi question of 10 or more rows, Enter ticks a number that waits and stays; else it moves on", async () => {
			const served = await servePage({
				payload: validPayload({
					questions: [
						{
							id: "n",
							label: "Number",
							prompt: "Which ones?",
							type: "multi",
							options: Array.from({ length: 12 }, (_, i) => ({ value: `v${i + 1}`, label: `Option ${i + 1}` })),
						},
					],
				}),
			});
			const page = await browser.newPage({ viewport });
			await page.goto(served.url);
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Number");
			// As the terminal's Enter completes a number that waits: its row ticked, on the question still.
			await page.keyboard.press("1");
			expect(await focused(page)).toBe("checkbox Option 1");
			await page.keyboard.press("Enter");
			await expect.poll(() => page.getByRole("checkbox", { name: "Option 1", exact: true }).isChecked()).toBe(true);
			expect(await page.locator("h2").first().textContent()).toBe("Number");
			// No number waiting: Enter moves on as the question is (to the review, the one question answered).
			await page.getByRole("checkbox", { name: "Option 5" }).focus();
			await page.keyboard.press("Enter");
			await expect.poll(() => page.locator(".review h2").count()).toBe(1);
			expect(await page.locator(".review .answer").textContent()).toBe("Option 1");
			served.abort();
			await served.done;
			await page.close();
		});

		it("after Next, Back and a tab the focus is on the new question's first control; digits tick and press", async () => {
			const served = await servePage({ payload: validPayload(THREE) });
			const page = await browser.newPage({ viewport });
			await page.goto(served.url);
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
			await page.getByRole("radio", { name: "Postgres" }).focus();
			await page.keyboard.press("2");
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Checks");
			await expect.poll(() => focused(page)).toBe("checkbox Lint");
			await page.keyboard.press("3");
			await expect.poll(() => page.getByRole("checkbox", { name: "Tests" }).isChecked()).toBe(true);
			await page.keyboard.press("3");
			await expect.poll(() => page.getByRole("checkbox", { name: "Tests" }).isChecked()).toBe(false);
			await page.keyboard.press("2");
			await expect.poll(() => page.getByRole("checkbox", { name: "Types" }).isChecked()).toBe(true);
			expect(await focused(page)).toBe("checkbox Types");
			await page.getByRole("button", { name: "Next" }).focus();
			await page.keyboard.press("Enter");
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Name");
			await expect.poll(() => focused(page)).toBe("textarea answer-2");
			await page.keyboard.type("app 1");
			await page.getByRole("button", { name: "Back" }).focus();
			await page.keyboard.press("Enter");
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Checks");
			await expect.poll(() => focused(page)).toBe("checkbox Types");
			await page.getByRole("button", { name: "Database" }).focus();
			await page.keyboard.press("Enter");
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
			await expect.poll(() => focused(page)).toBe("radio SQLite");
			await page.getByRole("button", { name: "Review" }).focus();
			await page.keyboard.press("Enter");
			await expect.poll(() => page.locator(".review h2").count()).toBe(1);
			await expect.poll(() => focused(page)).toBe("button Submit");
			// On the review a digit focuses its button, and the same digit again presses it.
			await page.keyboard.press("3");
			expect(await focused(page)).toBe("button Discuss first");
			await page.keyboard.press("1");
			expect(await focused(page)).toBe("button Submit");
			await page.keyboard.press("1");
			const details = await served.done;
			expect(details).toMatchObject({ cancelled: false });
			expect(details.answers.db?.values).toEqual(["sqlite"]);
			expect(details.answers.checks?.values).toEqual(["types"]);
			expect(details.answers.name?.customText).toBe("app 1");
			await page.close();
		});

		it("on the review ↓ and ↑ move the focus along its buttons, wrapping; in its note's box they move the cursor", async () => {
			const served = await servePage({ payload: validPayload(THREE) });
			const page = await browser.newPage({ viewport });
			await page.goto(served.url);
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
			await page.getByRole("button", { name: "Review" }).focus();
			await page.keyboard.press("Enter");
			await expect.poll(() => focused(page)).toBe("button Submit");
			const along = async (key: string, times: number) => {
				const seen: string[] = [];
				for (let i = 0; i < times; i++) {
					await page.keyboard.press(key);
					seen.push(await focused(page));
				}
				return seen;
			};
			// The questions' buttons (back to a question), the form's note, then Submit, Cancel, Discuss first.
			expect(await along("ArrowDown", 7)).toEqual([
				"button Cancel",
				"button Discuss first",
				"button Database",
				"button Checks",
				"button Name",
				"summary",
				"button Submit",
			]);
			expect(await along("ArrowUp", 3)).toEqual(["summary", "button Name", "button Checks"]);
			// The note opened, its Save button is one of them; in its text box the arrows are the cursor's.
			await page.keyboard.press("ArrowDown");
			await page.keyboard.press("ArrowDown");
			await page.keyboard.press("Enter");
			expect(await along("ArrowDown", 2)).toEqual(["button Save note", "button Submit"]);
			const box = page.locator('textarea[data-field="formNote"]');
			await box.focus();
			await page.keyboard.type("ab");
			await page.keyboard.press("ArrowUp");
			await page.keyboard.press("ArrowDown");
			await page.keyboard.press("ArrowLeft");
			await page.keyboard.type("c");
			expect(await focused(page)).toBe("textarea formNote");
			expect(await box.inputValue()).toBe("acb");
			// A question's button reached with the arrows goes back to that question.
			await page.getByRole("button", { name: "Submit" }).focus();
			await along("ArrowDown", 3);
			expect(await focused(page)).toBe("button Database");
			await page.keyboard.press("Enter");
			await expect.poll(() => page.locator("h2").first().textContent()).toBe("Database");
			served.abort();
			await served.done;
			await page.close();
		});
	});
}
