/**
 * While the page follows a form, a key renders and sends what it changed, not the whole page: on a question of
 * 500 options of 20,000 characters (10 MB of text), a focus move renders a few rows' text at most and sends nothing,
 * and a pick renders no option's text again and sends the changed rows' picks alone; a note sends its row. Work is
 * counted, not timed: the characters of untrusted text rendered (every one goes through `pageText`) and the bytes the
 * page receives.
 */

import { DATABASE_PAYLOAD } from "@ask-user/test-kit/database-question";
import { act, follow, openPage } from "@ask-user/test-kit/page-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ServedForm, servedForm } from "./support/followed-form.ts";

const rendered = vi.hoisted(() => ({ units: 0 }));

vi.mock("../src/html-text.ts", async (importOriginal) => {
	const original = await importOriginal<typeof import("../src/html-text.ts")>();
	return {
		...original,
		pageText: (text: string) => {
			rendered.units += text.length;
			return original.pageText(text);
		},
	};
});

const OPTIONS = 500;
const TEXT = 20_000;
/** A few rows of text, the tabs and the question: far below one option's worth times the options. */
const MOST_PER_KEY = 3 * TEXT;

let served: ServedForm | undefined;

afterEach(async () => {
	served?.actor.stop();
	await served?.web.end({ cancelled: true, cancelReason: "aborted", questions: [], answers: {} });
	served = undefined;
});

function bigQuestion() {
	const filler = "x".repeat(TEXT - 10);
	const options = Array.from({ length: OPTIONS }, (_, i) => ({
		value: `v${i}`,
		label: `Option ${i}`,
		description: `${String(i).padStart(9, "0")} ${filler}`,
	}));
	return { questions: [{ id: "big", prompt: "Which one?", options }] };
}

describe("the page follows a key with what it changed", () => {
	it("renders and sends a few rows per focus move and per pick, not the 10 MB question", async () => {
		served = servedForm(bigQuestion());
		const form = served;
		const page = await openPage(await form.web.address());
		const followed = await follow(page);
		// The first view is the whole question: 10 MB rendered and sent once.
		await expect.poll(() => followed.events.length, { timeout: 25_000 }).toBe(1);
		expect(followed.bytes()).toBeGreaterThan(OPTIONS * TEXT);

		for (let key = 0; key < 4; key++) {
			const units = rendered.units;
			const bytes = followed.bytes();
			form.actor.send({ type: "option.next" });
			await expect.poll(() => rendered.units).toBeGreaterThan(units);
			expect(rendered.units - units).toBeLessThan(MOST_PER_KEY);
			expect(followed.bytes()).toBe(bytes);
		}

		const events = followed.events.length;
		const units = rendered.units;
		const bytes = followed.bytes();
		expect((await act(page, { type: "value.choose", question: 0, index: 3 })).status).toBe(204);
		await expect.poll(() => followed.events.length).toBe(events + 1);
		expect(followed.events.at(-1)?.name).toBe("parts");
		// The picked row's markup changed, not its text: no option's text is rendered again (one is 20,000 units), only
		// the tabs' and the question's few words; the page gets the tabs and the row's pick, not the row.
		expect(rendered.units - units).toBeLessThan(1_000);
		expect(followed.bytes() - bytes).toBeLessThan(1_000);
		const parts = followed.events.at(-1)?.html as [string, string | boolean][];
		expect(parts.map(([part]) => part)).toEqual(["head", "row-3"]);
		expect(parts[1]?.[1]).toBe(true);

		// Another pick: the rows picked and unpicked, each by its pick alone.
		const before = followed.bytes();
		expect((await act(page, { type: "value.choose", question: 0, index: 7 })).status).toBe(204);
		await expect.poll(() => followed.events.length).toBe(events + 2);
		expect(followed.events.at(-1)?.html).toEqual([
			["row-3", false],
			["row-7", true],
		]);
		expect(followed.bytes() - before).toBeLessThan(200);

		// A note on a row changes what it shows: the row is sent whole, its note in it.
		const noted = followed.events.length;
		expect((await act(page, { type: "optionNote", question: 0, index: 7, text: "the cheap one" })).status).toBe(204);
		await expect.poll(() => followed.events.length).toBe(noted + 1);
		const note = followed.events.at(-1)?.html as [string, string | boolean][];
		expect(note.map(([part]) => part)).toContain("row-7");
		expect(note.find(([part]) => part === "row-7")?.[1]).toEqual(expect.stringContaining("the cheap one"));
		// The first view renders and sends the 10 MB question once: seconds on a busy machine.
	}, 30_000);

	it("a note saved on the review sends the note alone, never the review's buttons", async () => {
		served = servedForm(DATABASE_PAYLOAD);
		const page = await openPage(await served.web.address());
		const followed = await follow(page);
		await expect.poll(() => followed.events.length).toBe(1);
		expect((await act(page, { type: "tab.next" })).status).toBe(204);
		await expect.poll(() => followed.events.length).toBe(2);
		expect(String(followed.events.at(-1)?.html)).toContain('data-action="submit"');

		expect((await act(page, { type: "formNote", text: "ship it" })).status).toBe(204);
		await expect.poll(() => followed.events.length).toBe(3);
		expect(followed.events.at(-1)?.name).toBe("parts");
		const parts = followed.events.at(-1)?.html as [string, string | boolean][];
		expect(parts.map(([part]) => part)).toEqual(["review-note"]);
		expect(parts[0]?.[1]).toEqual(expect.stringContaining("ship it"));
		expect(JSON.stringify(parts)).not.toContain('data-action="submit"');
	});
});
