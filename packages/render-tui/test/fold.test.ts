/**
 * Folding the form to one line, so the person can read the conversation above it, and unfolding it with everything
 * as it was: answers, notes, an open editor's draft, scroll positions, the help.
 */

import { codePreviews, minimal, tour } from "@ask-user/core/fixtures";
import { visibleWidth } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

/** A rendered line without its style codes. */
const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, "");

const FOLDED_TOUR = "▸ A question waits · Ctrl+O unfolds · Set up the new service";

describe("folding the form", () => {
	it("Ctrl+O folds the form to one line that says a question waits and which key unfolds", async () => {
		const session = await openQuestionnaire(tour, { columns: 160 });
		expect(session.screen().at(-1)).toContain("Ctrl+O fold");
		await session.press(keys.ctrlO);
		expect(session.screen()).toEqual([FOLDED_TOUR]);
	});

	it("unfolds to the same screen, answers and notes kept; the flow goes on from there", async () => {
		const session = await openQuestionnaire(tour);
		await session.press("2", "1", "N", ..."needs HA", keys.enter);
		const before = session.screen();
		await session.press(keys.ctrlO);
		expect(session.screen()).toEqual([`${FOLDED_TOUR.replace(" · Set", " · 2 of 3 answered · Set")}`]);
		await session.press(keys.ctrlO);
		expect(session.screen()).toEqual(before);
		await session.press(keys.enter, "1", keys.enter);
		expect(session.result()).toMatchObject({
			cancelled: false,
			answers: {
				database: { values: ["sqlite"] },
				features: { values: ["auth"], note: "needs HA" },
				layout: { values: ["by-feature"] },
			},
		});
	});

	it("keys typed while folded answer nothing; Ctrl+C still discards the form", async () => {
		const session = await openQuestionnaire(tour);
		await session.press(keys.ctrlO, "1", keys.enter, keys.escape, "n", "?", keys.tab);
		expect(session.screen()).toEqual([FOLDED_TOUR]);
		expect(session.results).toEqual([]);
		await session.press(keys.ctrlO);
		expect(session.screen().join("\n")).toContain("Which database should the service use?");
		expect(session.screen().join("\n")).not.toContain("■");
		await session.press(keys.ctrlO, keys.ctrlC);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});

	it("folds with an editor open and unfolds with its draft and cursor intact", async () => {
		const session = await openQuestionnaire(tour);
		await session.press("4", ..."Webh");
		const editing = session.screen();
		await session.press(keys.ctrlO);
		expect(session.screen()).toEqual([FOLDED_TOUR]);
		await session.press(..."xyz", keys.backspace);
		await session.press(keys.ctrlO);
		expect(session.screen()).toEqual(editing);
		await session.press(..."ooks", keys.enter);
		expect(session.screen().join("\n")).toContain("Which features");
		await session.press("1", keys.enter, "1", keys.enter);
		expect(session.result().answers.database).toMatchObject({ values: ["Webhooks"], customText: "Webhooks" });
	});

	it("keeps a preview's scroll and the open help", async () => {
		const session = await openQuestionnaire(codePreviews, { rows: 16 });
		await session.press(keys.pageDown);
		const scrolled = session.screen();
		await session.press(keys.ctrlO, keys.ctrlO);
		expect(session.screen()).toEqual(scrolled);
		await session.press("?");
		const help = session.screen();
		await session.press(keys.ctrlO, keys.ctrlO);
		expect(session.screen()).toEqual(help);
	});

	it("the folded line fits every width from 1 to 250 columns, the key first", async () => {
		const session = await openQuestionnaire(tour, { columns: 250 });
		await session.press(keys.ctrlO);
		for (const width of [1, 2, 10, 20, 36, 40, 80, 120, 250]) {
			const lines = session.component.render(width);
			expect(lines, `width ${width}`).toHaveLength(1);
			expect(visibleWidth(lines[0] ?? ""), `width ${width}`).toBeLessThanOrEqual(width);
		}
		expect(session.component.render(36).map(plain)).toEqual(["▸ A question waits · Ctrl+O unfolds"]);
		expect(session.component.render(48).map(plain)).toEqual(["▸ A question waits · Ctrl+O unfolds · Set up th…"]);
	});

	it("shows the title or prompt sanitized: escape codes and line breaks never reach the terminal", async () => {
		const hostile = {
			title: "Pick\x1b]0;owned\x07 one\nnow\u202e",
			questions: [{ id: "q", prompt: "p", options: [{ value: "a", label: "A" }] }],
		};
		const session = await openQuestionnaire(hostile, { columns: 120 });
		await session.press(keys.ctrlO);
		expect(session.screen()).toEqual(["▸ A question waits · Ctrl+O unfolds · Pick one now"]);
	});

	it("says the time left, read at each render", async () => {
		const session = await openQuestionnaire(minimal, { columns: 120, notice: () => "4:59 left" });
		await session.press(keys.ctrlO);
		expect(session.screen()[0]).toMatch(/^▸ A question waits · Ctrl\+O unfolds · 4:59 left · /);
	});
});

describe("the fold key from the settings", () => {
	it("folds and unfolds with the rebound key, named in the footer, the help and the folded line", async () => {
		const session = await openQuestionnaire(tour, { columns: 120, actionKeys: { fold: ["ctrl+t"] } });
		expect(session.screen().at(-1)).toContain("Ctrl+T fold");
		await session.press(keys.ctrlO);
		expect(session.screen().length).toBeGreaterThan(1);
		await session.press("?");
		expect(session.screen().some((line) => line.includes("Ctrl+T       fold to one line"))).toBe(true);
		await session.press(keys.escape, "\x14");
		expect(session.screen()).toEqual(["▸ A question waits · Ctrl+T unfolds · Set up the new service"]);
	});

	it("a key that types text folds outside an editor only: in an editor it types", async () => {
		const session = await openQuestionnaire(tour, { columns: 120, actionKeys: { fold: ["f", "f2"] } });
		await session.press("4", "f");
		expect(session.screen().at(-1)).toContain("F2 fold");
		expect(session.screen().at(-1)).not.toContain("f/F2");
		await session.press("\x1bOQ");
		expect(session.screen()).toEqual(["▸ A question waits · F2 unfolds · Set up the new service"]);
		await session.press("\x1bOQ", keys.escape, "f");
		expect(session.screen()).toEqual(["▸ A question waits · f/F2 unfolds · 1 of 3 answered · Set up the new service"]);
		await session.press("f", keys.tab);
		expect(session.screen().join("\n")).toContain("Which features");
		expect(session.results).toEqual([]);
	});

	it("a form action bound to a letter does not act while typing in an editor (dismiss on q)", async () => {
		const session = await openQuestionnaire(tour, { actionKeys: { dismiss: ["q"] } });
		await session.press("4", ..."quiet", keys.enter);
		expect(session.results).toEqual([]);
		await session.press("q");
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});
});
