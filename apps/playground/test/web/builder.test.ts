/** The form builder in chromium: kept in step with the payload's JSON both ways. */
import { minimal } from "@ask-user/core/fixtures";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillPayload, payloadText, usePlaygroundInChromium, waitForScreen } from "./browser.ts";

const web = usePlaygroundInChromium();

const open = (): Promise<Page> => web.open({ width: 1800, height: 1000 });

interface Payload {
	questions: { id: string; prompt: string; type?: string; options?: { value: string; recommended?: boolean }[] }[];
}

async function payload(page: Page): Promise<Payload> {
	return JSON.parse(await payloadText(page));
}

const question = (n: number) => `#builder fieldset.question:nth-of-type(${n})`;

describe("the form builder", () => {
	it("shows the payload's questions and writes each edit back to the JSON, which runs", async () => {
		const page = await open();
		expect(await page.locator("#builder fieldset.question").count()).toBe(3);
		await page.fill(`${question(1)} textarea[data-field="prompt"]`, "Which store?");
		expect((await payload(page)).questions[0]?.prompt).toBe("Which store?");
		await waitForScreen(page, "Which store?");
		await page.check(`${question(1)} li.option:nth-child(2) input[data-field="recommended"]`);
		expect((await payload(page)).questions[0]?.options?.[1]).toMatchObject({ value: "sqlite", recommended: true });
		await page.click(`${question(1)} button[aria-label="add an option to question 1"]`);
		await page.click(`${question(1)} li.option:nth-child(4) button[aria-label="move option 4 of question 1 up"]`);
		expect((await payload(page)).questions[0]?.options?.map((option) => option.value)).toEqual([
			"postgres",
			"sqlite",
			"option4",
			"mongo",
		]);
		await page.click('button[aria-label="remove question 2"]');
		await page.click('button[aria-label="move question 2 up"]');
		expect((await payload(page)).questions.map((q) => q.id)).toEqual(["layout", "database"]);
		await page.selectOption(`${question(2)} select[data-field="type"]`, "text");
		expect((await payload(page)).questions[1]).toEqual({
			id: "database",
			label: "Database",
			prompt: "Which store?",
			type: "text",
		});
		expect(await page.locator(`${question(2)} li.option`).count()).toBe(0);
		await page.click('button[aria-label="add a question"]');
		expect((await payload(page)).questions.at(-1)).toMatchObject({
			id: "q3",
			options: [{ value: "a" }, { value: "b" }],
		});
		await page.close();
	});

	it("keeps a question's options while its type is text, and brings them back", async () => {
		const page = await open();
		const before = (await payload(page)).questions[0]?.options;
		await page.selectOption(`${question(1)} select[data-field="type"]`, "text");
		expect((await payload(page)).questions[0]?.options).toBeUndefined();
		await page.fill(`${question(1)} textarea[data-field="prompt"]`, "Which store, in a word?");
		await page.selectOption(`${question(1)} select[data-field="type"]`, "multi");
		expect((await payload(page)).questions[0]).toMatchObject({ type: "multi", options: before });
		expect(await page.locator(`${question(1)} li.option`).count()).toBe(before?.length);
		await page.close();
	});

	it("offers a preview on the options of single and multi questions too", async () => {
		const page = await open();
		expect((await payload(page)).questions[0]?.type).toBeUndefined();
		await page.fill(`${question(1)} li.option:nth-child(1) textarea[data-field="preview"]`, "# Postgres");
		await page.selectOption(`${question(1)} select[data-field="type"]`, "multi");
		await page.fill(`${question(1)} li.option:nth-child(2) textarea[data-field="preview"]`, "# SQLite");
		expect((await payload(page)).questions[0]?.options?.slice(0, 2)).toMatchObject([
			{ value: "postgres", preview: "# Postgres" },
			{ value: "sqlite", preview: "# SQLite" },
		]);
		await page.close();
	});

	it("names each option's buttons with its question, for screen readers", async () => {
		const page = await open();
		const named = (name: string) => page.getByRole("button", { name, exact: true });
		const values = async () => (await payload(page)).questions.map((q) => q.options?.map((option) => option.value));
		const [first, second, third] = await values();
		expect(await named("remove option 1").count()).toBe(0);
		for (const n of [1, 2, 3]) expect(await named(`move option 2 of question ${n} up`).count()).toBe(1);
		await named("remove option 1 of question 2").click();
		await named("move option 2 of question 3 up").click();
		expect(await values()).toEqual([first, second?.slice(1), [third?.[1], third?.[0], ...(third?.slice(2) ?? [])]]);
		await page.close();
	});

	it("names each question's group by its number alone, without its buttons", async () => {
		const page = await open();
		const groups = page.locator("#builder").getByRole("group");
		expect(await groups.count()).toBe(3);
		for (const n of [1, 2, 3])
			expect(
				await page
					.locator("#builder")
					.getByRole("group", { name: `Question ${n}`, exact: true })
					.count(),
			).toBe(1);
		expect(await page.locator("#builder").ariaSnapshot()).toContain('- group "Question 1":');
		await page.close();
	});

	it("keeps the keyboard on the item an add, a move or a remove acted on, by click and by key", async () => {
		const page = await open();
		/**
		 * What has the keyboard: a button by its label (which names its place), a field by its name, its option's and
		 * its question's numbers and its value.
		 */
		const focused = () =>
			page.evaluate(() => {
				const element = document.activeElement;
				if (element instanceof HTMLButtonElement) return element.getAttribute("aria-label");
				if (!(element instanceof HTMLInputElement)) return element?.tagName;
				const place = (item: Element | null, selector: string) =>
					item === null
						? 0
						: Array.from(item.parentElement?.querySelectorAll(`:scope > ${selector}`) ?? []).indexOf(item) + 1;
				const option = place(element.closest("li.option"), "li.option");
				const question = place(element.closest("fieldset.question"), "fieldset.question");
				return `${element.dataset.field}${option === 0 ? "" : ` of option ${option}`} in question ${question} = ${element.value}`;
			});
		const press = async (label: string, key: string) => {
			await page.focus(`#builder button[aria-label="${label}"]`);
			await page.keyboard.press(key);
		};
		const ids = async () => (await payload(page)).questions.map((q) => q.id);
		const [first, second, third] = await ids();
		await press("move question 2 down", "Enter");
		expect(await focused()).toBe("move question 3 down");
		expect(await ids()).toEqual([first, third, second]);
		// At the edge it stays where it is, and so does the keyboard.
		await page.keyboard.press("Enter");
		expect(await focused()).toBe("move question 3 down");
		await page.click('#builder button[aria-label="move question 3 up"]');
		expect(await focused()).toBe("move question 2 up");
		await press("add an option to question 1", "Space");
		expect(await focused()).toBe("value of option 4 in question 1 = option4");
		await press("move option 4 of question 1 up", " ");
		expect(await focused()).toBe("move option 3 of question 1 up");
		await page.click('#builder button[aria-label="remove option 1 of question 1"]');
		expect(await focused()).toBe("value of option 1 in question 1 = sqlite");
		await page.click('#builder button[aria-label="remove option 3 of question 1"]');
		expect(await focused()).toBe("add an option to question 1");
		await press("remove question 1", "Enter");
		expect(await focused()).toBe(`id in question 1 = ${second}`);
		await page.click('#builder button[aria-label="remove question 2"]');
		expect(await focused()).toBe("add a question");
		await page.keyboard.press("Enter");
		expect(await focused()).toBe("id in question 2 = q2");
		expect(await ids()).toEqual([second, "q2"]);
		await page.close();
	});

	it("shows an issue its edit makes at the field it names, which says it is invalid and is described by it", async () => {
		const page = await open();
		const id = `${question(2)} input[data-field="id"]`;
		/** The text of what describes the field `selector`, or undefined with no description. */
		const describedBy = (selector: string) =>
			page.$eval(selector, (field) => {
				const ids = field.getAttribute("aria-describedby");
				if (ids === null) return undefined;
				return ids.split(" ").map((one) => document.getElementById(one)?.textContent ?? `no element #${one}`);
			});
		await page.fill(id, "database");
		await expect.poll(() => page.getAttribute(id, "aria-invalid")).toBe("true");
		expect(await describedBy(id)).toEqual([
			'questions[1].id "database" is already used by questions[0]; give each question a unique id',
		]);
		// Next to the field, after its label: the field keeps its name.
		expect(await page.textContent(`${question(2)} label:has(${id.split(" ").at(-1)}) + .field-issue`)).toContain(
			"is already used",
		);
		expect(await page.locator(question(2)).getByRole("textbox", { name: "Id", exact: true }).count()).toBe(1);
		// An option's field, after a redraw moved its question: the issue names it where the JSON now has it.
		await page.click('button[aria-label="move question 2 up"]');
		await page.fill(`${question(1)} input[data-field="id"]`, "features");
		await page.fill(`${question(1)} li.option:nth-child(2) input[data-field="value"]`, "");
		const value = `${question(1)} li.option:nth-child(2) input[data-field="value"]`;
		await expect.poll(() => page.getAttribute(value, "aria-invalid")).toBe("true");
		expect((await describedBy(value))?.join(" ")).toMatch(/^questions\[0\]\.options\[1\]\.value /);
		// A question with no options: at its (empty) list of options.
		const emptied = JSON.stringify({ questions: [{ id: "q", prompt: "?", options: [] }] });
		await fillPayload(page, emptied);
		await expect
			.poll(() => describedBy(`${question(1)} ol.options`))
			.toEqual(["questions[0].options is empty: add at least one option"]);
		expect(await page.getAttribute(`${question(1)} ol.options`, "aria-invalid")).toBeNull();
		// Mended: nothing is marked any more.
		await page.click('button[aria-label="add an option to question 1"]');
		await expect.poll(() => page.locator("#builder .field-issue").count()).toBe(0);
		expect(await page.locator("#builder [aria-invalid], #builder [aria-describedby]").count()).toBe(0);
		await page.close();
	});

	it("follows edits in the editor, and waits while the JSON does not parse", async () => {
		const page = await open();
		await fillPayload(page, JSON.stringify(minimal));
		await expect.poll(() => page.locator("#builder fieldset.question").count()).toBe(1);
		expect(await page.inputValue(`${question(1)} textarea[data-field="prompt"]`)).toBe(minimal.questions[0]?.prompt);
		await fillPayload(page, '{ "questions": [');
		await page.waitForSelector("#builder p.error");
		// A payload too large for forms stays in the editor: no form is drawn for it.
		const options = Array.from({ length: 10_000 }, (_, n) => ({ value: `v${n}`, label: `Option ${n}` }));
		await fillPayload(page, JSON.stringify({ questions: [{ id: "big", prompt: "?", options }] }));
		await page.waitForSelector('#builder p.error:has-text("10001 questions and options")');
		expect(await page.locator("#builder input, #builder textarea").count()).toBe(0);
		await page.close();
	});
});
