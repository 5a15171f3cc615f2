/**
 * The web page key: offered only where the host can serve the form as a page (`webPage`); pressed, the host serves
 * it and the form shows the page's address whole, wrapped on a narrow pane, until the next key or the page's first
 * visit.
 */
import { type AskUserInput, localeMessages } from "@ask-user/core";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import type { WebPageAddress } from "../src/index.ts";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";

const input: AskUserInput = {
	title: "Storage",
	questions: [
		{
			id: "db",
			prompt: "Which database?",
			options: [
				{ label: "PostgreSQL", value: "postgres", description: "Relational, with joins" },
				{ label: "SQLite", value: "sqlite", description: "A file, nothing to run" },
				{ label: "DuckDB", value: "duckdb", description: "For analytics" },
			],
		},
	],
};

const TOKEN = "Zk3mQ9vX_2LpR7tWc8bYn4Hs-1JdGe5A";
const URL = `http://127.0.0.1:43117/?token=${TOKEN}`;
/** The host's words above the address (pi gives them in the person's language). */
const HEADING = "The form as a web page (the address opens once, in one browser):";

/** A host that serves the form at `URL`; `open()` opens the address as a browser would. */
function host() {
	let opened = () => {};
	const asked: number[] = [];
	return {
		asked,
		open: () => opened(),
		webPage: (): Promise<WebPageAddress> => {
			asked.push(asked.length + 1);
			return Promise.resolve({
				url: URL,
				heading: HEADING,
				opened: new Promise<void>((resolve) => (opened = resolve)),
			});
		},
	};
}

/** Lets the host's answer arrive and the screen follow. */
async function settle(session: Session): Promise<void> {
	await new Promise((resolve) => setTimeout(resolve, 0));
	await session.terminal.flush();
}

/** Whether the screen shows `url` whole on consecutive rows, each row no wider than `columns`. */
function showsWhole(screen: readonly string[], url: string, columns: number): boolean {
	const start = screen.findIndex((line) => line.trimEnd().length > 0 && url.startsWith(line.trimEnd()));
	if (start < 0) return false;
	let joined = "";
	for (const line of screen.slice(start)) {
		if (line.length > columns) return false;
		joined += line.trimEnd();
		if (joined.length >= url.length) break;
	}
	return joined === url;
}

describe("the web page key", () => {
	it("is offered nowhere without the host's webPage: not in the footer, not in the help, and `w` does nothing", async () => {
		const session = await openQuestionnaire(input, { columns: 250 });
		expect(session.screen().at(-1)).not.toContain("web page");
		const before = session.screen();
		await session.press("w");
		await settle(session);
		expect(session.screen()).toEqual(before);
		await session.press("?");
		expect(session.screen().join("\n")).not.toContain("web page");
		expect(session.results).toEqual([]);
	});

	it("with it, the footer and the help name `w`, on a question and on the review", async () => {
		const session = await openQuestionnaire(input, { columns: 250, webPage: host().webPage });
		expect(session.screen().at(-1)).toContain("w web page");
		await session.press("?");
		expect(
			session
				.screen()
				.some((line) => /(^| {2})w +serve the form as a web page and show its address$/.test(line.trim())),
		).toBe(true);
		await session.press(keys.escape, keys.tab);
		expect(session.screen().at(-1)).toContain("w web page");
	});

	it.each([
		[44, 20],
		[120, 40],
	])("at %i×%i, `w` serves the form and shows its address whole until the next key", async (columns, rows) => {
		const served = host();
		const session = await openQuestionnaire(input, { columns, rows, webPage: served.webPage });
		await session.press("w");
		await settle(session);
		expect(served.asked).toEqual([1]);
		const screen = session.screen();
		expect(screen.length).toBeLessThanOrEqual(rows);
		expect(screen.join(" ")).toContain("The form as a web page");
		expect(showsWhole(screen, URL, columns)).toBe(true);
		if (columns >= URL.length) expect(screen).toContain(URL);
		// Narrower, the token is whole on a row of its own: no row holds a piece of it.
		else expect(screen.map((row) => row.trim())).toContain(TOKEN);
		// The form is still there: its question and its footer.
		expect(screen.join("\n")).toContain("Which database?");
		expect(screen.at(-1)).toMatch(/↑↓ move/);
		await session.press(keys.down);
		expect(session.screen().join("\n")).not.toContain("token=");
		expect(session.results).toEqual([]);
	});

	it("Esc while the address is shown closes the address alone, not the form, and the footer says so", async () => {
		const session = await openQuestionnaire(input, { columns: 44, rows: 20, webPage: host().webPage });
		await session.press(keys.down, "w");
		await settle(session);
		expect(showsWhole(session.screen(), URL, 44)).toBe(true);
		expect(session.screen().at(-1)).toBe("Esc hide address · ↑↓ move · ? keys");
		await session.press(keys.escape);
		expect(session.screen().join("\n")).not.toContain("token=");
		expect(session.screen().join("\n")).toContain("Which database?");
		expect(session.results).toEqual([]);
		// With nothing shown, Esc is the form's again.
		await session.press(keys.escape);
		expect(session.results).toHaveLength(1);
	});

	it("while the address shows, its Esc takes the place of the mode's own in the footer, in the form's language", async () => {
		const session = await openQuestionnaire(input, { columns: 120, rows: 40, webPage: host().webPage });
		expect(session.screen().at(-1)).toContain("Esc cancel");
		await session.press("w");
		await settle(session);
		expect(session.screen().at(-1)).toMatch(/^Esc hide address · ↑↓ move · Enter confirm · /);
		expect(session.screen().at(-1)).not.toContain("Esc cancel");
		await session.press(keys.escape);
		expect(session.screen().at(-1)).toContain("Esc cancel");
		// On a list the filter narrowed, Esc shows every option again: not while the address shows.
		await session.press("/", "s", keys.enter, "w");
		await settle(session);
		expect(session.screen().at(-1)).toMatch(/^Esc hide address · /);
		expect(session.screen().at(-1)).not.toContain("Esc all options");
		await session.press(keys.escape);
		expect(session.screen().at(-1)).toContain("Esc all options");
		const german = await openQuestionnaire(input, {
			columns: 120,
			webPage: host().webPage,
			messages: localeMessages("de"),
		});
		await german.press("w");
		await settle(german);
		expect(german.screen().at(-1)).toMatch(/^Esc Adresse ausblenden · /);
	});

	it("with a QR code of the address under it where the pane holds one beside the form, and none where it does not", async () => {
		const session = await openQuestionnaire(input, { columns: 120, rows: 40, webPage: host().webPage });
		await session.press("w");
		await settle(session);
		const screen = session.screen();
		const first = screen.findIndex((row) => /^[█▀▄ ]{20,}$/.test(row.trimEnd()));
		expect(first).toBeGreaterThan(0);
		const code = screen.slice(first).filter((row) => /^[█▀▄ ]+$/.test(row.trimEnd()));
		// Light modules drawn, two to a row: read back, they are the address's QR code.
		const { data } = encode(URL, { ecc: "L", border: 2 });
		const modules = data.map((row) => row.map((dark) => !dark));
		const read = code.flatMap((row) => {
			const cells = [...row.padEnd(data.length)].slice(0, data.length);
			return [cells.map((cell) => cell === "█" || cell === "▀"), cells.map((cell) => cell === "█" || cell === "▄")];
		});
		expect(read.slice(0, modules.length)).toEqual(modules);
		expect(screen.join("\n")).toContain("Which database?");
		for (const [columns, rows] of [
			[80, 24],
			[44, 20],
		] as const) {
			const small = await openQuestionnaire(input, { columns, rows, webPage: host().webPage });
			await small.press("w");
			await settle(small);
			expect(small.screen().some((row) => row.includes("▀▄") || row.includes("▄▀"))).toBe(false);
			expect(showsWhole(small.screen(), URL, columns)).toBe(true);
		}
	});

	it("is shown whole or not at all: on a pane too short for it, no part of it shows", async () => {
		const session = await openQuestionnaire(input, { columns: 44, rows: 3, webPage: host().webPage });
		await session.press("w");
		await settle(session);
		const screen = session.screen();
		expect(screen.length).toBeLessThanOrEqual(3);
		expect(screen.join("\n")).not.toContain("http");
		await session.terminal.resize(44, 6);
		await settle(session);
		expect(showsWhole(session.screen(), URL, 44)).toBe(true);
	});

	it("the address goes when a browser opens it; `w` again asks the host again", async () => {
		const served = host();
		const session = await openQuestionnaire(input, { columns: 80, rows: 24, webPage: served.webPage });
		await session.press("w");
		await settle(session);
		expect(showsWhole(session.screen(), URL, 80)).toBe(true);
		served.open();
		await settle(session);
		expect(session.screen().join("\n")).not.toContain("token=");
		await session.press("w");
		await settle(session);
		expect(served.asked).toEqual([1, 2]);
		expect(showsWhole(session.screen(), URL, 80)).toBe(true);
	});

	it("says why the form could not be served, in the host's words, sanitized", async () => {
		const session = await openQuestionnaire(input, {
			columns: 80,
			webPage: () => Promise.reject(new Error("The page is not served: listen EADDRNOTAVAIL \x1b[31m192.0.2.1")),
		});
		await session.press("w");
		await settle(session);
		const screen = session.screen().join("\n");
		expect(screen).toContain("The page is not served: listen EADDRNOTAVAIL 192.0.2.1");
		expect(screen).not.toContain("\x1b[31m");
		expect(session.results).toEqual([]);
	});

	it("a key rebound in the settings serves it, and the footer names that key", async () => {
		const served = host();
		const session = await openQuestionnaire(input, {
			columns: 250,
			webPage: served.webPage,
			actionKeys: { webPage: ["ctrl+t"] },
		});
		expect(session.screen().at(-1)).toContain("Ctrl+T web page");
		await session.press("w", "\x14");
		await settle(session);
		expect(served.asked).toEqual([1]);
		expect(showsWhole(session.screen(), URL, 250)).toBe(true);
	});
});
