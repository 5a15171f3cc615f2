/**
 * Which picks move the page on, in chromium at 1280×800, as the terminal's keys do (D9): a click or Enter on a single
 * or preview question's option, or its digit, picks it and moves to the next tab; the arrows and Space pick and stay
 * (the arrows move a radio group's pick, which must not leave the question); a tick on a multi question stays, and so
 * does a click on an option's preview or note, while Enter on a multi question's checkbox does what the terminal's
 * Enter does on its row. Back and Next do not wrap: Back is disabled on the first tab, Next on the review.
 */
import { tour } from "@ask-user/core/fixtures";
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

const heading = (page: Page) => page.locator("h2").first().textContent();
const checked = (page: Page, name: RegExp) => page.getByRole("radio", { name }).getAttribute("aria-checked");
const disabled = (page: Page, name: string) => page.getByRole("button", { name, exact: true }).isDisabled();

/** The role and text of what has the focus. */
function focused(page: Page): Promise<string> {
	return page.evaluate<string>(`(() => {
		const active = document.activeElement;
		const role = active?.getAttribute("role") ?? active?.getAttribute("type") ?? active?.tagName.toLowerCase();
		return (role + " " + (active?.closest("label, button")?.querySelector(".label")?.textContent ?? "")).trim();
	})()`);
}

describe("a pick on the page moves on where the terminal's does", () => {
	it("a click, Enter or a digit on a single or preview question's option moves on; arrows, Space and ticks stay", async () => {
		const served = await servePage({ payload: validPayload(tour) });
		const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
		await page.goto(served.url);
		await expect.poll(() => heading(page)).toBe("Database");
		expect(await disabled(page, "Back")).toBe(true);
		expect(await disabled(page, "Next")).toBe(false);

		// The arrows move the pick and stay on the question, as WAI-ARIA's radio group; so does Space.
		await page.getByRole("radio", { name: /PostgreSQL/ }).focus();
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => checked(page, /SQLite/)).toBe("true");
		await page.keyboard.press("ArrowDown");
		await expect.poll(() => checked(page, /MongoDB/)).toBe("true");
		await page.getByRole("radio", { name: /PostgreSQL/ }).focus();
		await page.keyboard.press("Space");
		await expect.poll(() => checked(page, /PostgreSQL/)).toBe("true");
		expect(await heading(page)).toBe("Database");
		// Enter picks the focused option and moves on, the focus on the next question's first option.
		await page.getByRole("radio", { name: /SQLite/ }).focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => heading(page)).toBe("Features");
		await expect.poll(() => focused(page)).toBe("checkbox Authentication");
		expect(await disabled(page, "Back")).toBe(false);

		// A tick stays on a multi question, by click and by digit.
		await page.getByRole("checkbox", { name: /CSV export/ }).click();
		await expect.poll(() => page.getByRole("checkbox", { name: /CSV export/ }).isChecked()).toBe(true);
		await page.keyboard.press("1");
		await expect.poll(() => page.getByRole("checkbox", { name: /Authentication/ }).isChecked()).toBe(true);
		expect(await heading(page)).toBe("Features");
		await page.getByRole("button", { name: "Next" }).click();
		await expect.poll(() => heading(page)).toBe("Layout");

		// Opening an option's preview or note picks nothing and stays; a click on a preview question's option moves on.
		await page.locator('details[data-key="preview-2-0"] > summary').click();
		await page.locator('details[data-key="option-2-1"] > summary').click();
		expect(await checked(page, /By layer/)).toBe("false");
		expect(await heading(page)).toBe("Layout");
		// A pick that moves on saves the text typed and not saved, as every action that leaves the question does.
		await page.locator('textarea[data-field="option-2-1"]').fill("familiar");
		await page.getByRole("radio", { name: /By layer/ }).click();
		await expect.poll(() => page.locator(".review h2").textContent()).toBe("Review");
		expect(await page.locator(".review").textContent()).toContain("familiar");
		// Nothing comes after the review: Next is disabled there and does not go round to the first question.
		expect(await disabled(page, "Next")).toBe(true);
		expect(await disabled(page, "Back")).toBe(false);

		// A click on the option already picked moves on too, as Enter on it does; a digit picks and moves on.
		await page.locator(".review .item-label").first().click();
		await expect.poll(() => heading(page)).toBe("Database");
		await page.getByRole("radio", { name: /SQLite/ }).click();
		await expect.poll(() => heading(page)).toBe("Features");
		await page.getByRole("button", { name: "Database" }).click();
		await expect.poll(() => focused(page)).toBe("radio SQLite");
		await page.keyboard.press("3");
		await expect.poll(() => heading(page)).toBe("Features");

		await page.getByRole("button", { name: /^Review/ }).click();
		await page.getByRole("button", { name: "Submit" }).click();
		const details = await served.done;
		expect(details.answers.database?.values).toEqual(["mongo"]);
		expect(details.answers.features?.values).toEqual(["auth", "export"]);
		expect(details.answers.layout?.values).toEqual(["by-layer"]);
		expect(details.answers.layout?.optionNotes).toEqual({ "by-layer": "familiar" });
		await page.close();
	});

	it("Enter on a multi question's checkbox is the terminal's Enter: on an empty question it ticks and moves on, else moves on as it is", async () => {
		const served = await servePage({ payload: validPayload(tour) });
		const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
		await page.goto(served.url);
		await expect.poll(() => heading(page)).toBe("Database");
		await page.getByRole("button", { name: "Features" }).click();
		await expect.poll(() => heading(page)).toBe("Features");
		const box = (name: RegExp) => page.getByRole("checkbox", { name });

		// Nothing ticked: Enter ticks the focused option and moves on.
		await box(/CSV export/).focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => heading(page)).toBe("Layout");
		await page.getByRole("button", { name: /^Features/ }).click();
		await expect.poll(() => heading(page)).toBe("Features");
		expect(await box(/CSV export/).isChecked()).toBe(true);

		// Answered: Enter moves on as it is, the option it was on left as it was; the note typed there is saved first.
		await page.locator('details[data-key="note-1"] > summary').click();
		await page.locator('textarea[data-field="note-1"]').fill("auth later");
		await box(/Authentication/).focus();
		await page.keyboard.press("Enter");
		await expect.poll(() => heading(page)).toBe("Layout");

		await page.getByRole("button", { name: /^Review/ }).click();
		await page.getByRole("button", { name: "Submit" }).click();
		const details = await served.done;
		expect(details.answers.features).toMatchObject({ values: ["export"], note: "auth later" });
		await page.close();
	});
});
