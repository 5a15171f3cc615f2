/**
 * What the agent said: a key opens the agent's last message (given by the host) in the reader's place,
 * sanitized and bounded, and the same keys as the reader's bring the form back as it was.
 */
import { type AskUserInput, localeMessages } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

const input: AskUserInput = {
	questions: [
		{
			id: "db",
			prompt: "Which database?",
			options: [
				{ label: "PostgreSQL", value: "postgres" },
				{ label: "SQLite", value: "sqlite" },
			],
		},
	],
};

const message = "I looked at the schema.\nPostgreSQL fits the \x1b[31mjoins\x1b[0m best; SQLite is simpler to run.";

describe("the agent's message", () => {
	it("`a` opens it in the reader's place, sanitized, and Esc returns to the form as it was", async () => {
		const session = await openQuestionnaire(input, { context: () => message });
		await session.press(keys.down, "a");
		const screen = session.screen();
		expect(screen).toContain("What the agent said");
		expect(screen).toContain("I looked at the schema.");
		expect(screen).toContain("PostgreSQL fits the joins best; SQLite is simpler to run.");
		expect(screen.join("\n")).not.toContain("Which database?");
		expect(screen.at(-1)).toMatch(/e\/Esc close/);
		await session.press(keys.escape);
		expect(session.results).toEqual([]);
		expect(session.screen().some((line) => line.startsWith("› 2. ( ) SQLite"))).toBe(true);
	});

	it("renders Markdown as pi shows the agent's messages: no raw markers, code keeps its indentation, links show their targets", async () => {
		const markdown = [
			"## Plan",
			"",
			"**Bold claim** and `code` here.",
			"",
			"- one",
			"- two",
			"",
			"```ts",
			"const a = 1;",
			"  indented();",
			"```",
			"",
			"See [the docs](https://evil.example/x) and \x1b]8;;https://hidden.example\x07a hidden link\x1b]8;;\x07, \x1b[31mred\x1b[0m.",
		].join("\n");
		const session = await openQuestionnaire(input, { context: () => markdown, columns: 60, rows: 30 });
		await session.press("a");
		const screen = session.screen();
		expect(screen).toContain("Plan");
		expect(screen).toContain("Bold claim and code here.");
		expect(screen).toContain("- one");
		expect(screen).toContain("  const a = 1;");
		expect(screen).toContain("    indented();");
		const text = screen.join("\n");
		expect(text.replace(/\s+/g, " ")).toContain("See the docs (https://evil.example/x) and a hidden link, red.");
		expect(text).not.toContain("**");
		expect(text).not.toContain("## ");
		expect(text).not.toContain("hidden.example");
		expect(screen.every((line) => line.length <= 60)).toBe(true);
	});

	it("a long message starts at a line's start, so a cut line opens no Markdown it never closes", async () => {
		// The last 20,000 units start at a fence in the middle of a line: kept from there, it would open a code block
		// that swallows the rest.
		const tail = `\n${"word ".repeat(3_000)}\n**the end** of it`;
		const huge = `${"y".repeat(30_000)}\`\`\`${tail}${" ".repeat(20_000 - 3 - tail.length)}`;
		const session = await openQuestionnaire(input, { context: () => huge, rows: 12 });
		await session.press("a", keys.end);
		expect(session.screen()).toContain("the end of it");
	});

	it("its heading and the left-out line speak the person's language (the messages table)", async () => {
		const huge = `${"x".repeat(300_000)} the end`;
		const session = await openQuestionnaire(input, { context: () => huge, messages: localeMessages("fr") });
		await session.press("a");
		const screen = session.screen().join("\n");
		expect(screen).toContain("Ce que l’agent a dit");
		expect(screen).toMatch(/… \d{1,3}(?:\u00a0\d{3})+ caractères avant ce passage sont omis/);
	});

	it("is read when asked, scrolls like the reader, and shows only the end of a huge message", async () => {
		let asked = 0;
		const huge = `${"start ".repeat(50_000)}\n${Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join("\n")}`;
		const session = await openQuestionnaire(input, {
			rows: 16,
			context: () => {
				asked++;
				return huge;
			},
		});
		expect(asked).toBe(0);
		await session.press("a");
		expect(asked).toBe(1);
		const screen = session.screen();
		expect(screen.some((line) => /^… 2\d\d,\d{3} characters before this are left out$/.test(line))).toBe(true);
		await session.press(keys.end);
		expect(session.screen()).toContain("line 40");
		await session.press("a");
		expect(session.screen()).toContain("Which database?");
	});

	it("a paragraph longer than a parsed line is read to its end, nothing cut", async () => {
		const words = Array.from({ length: 400 }, (_, i) => `word${i + 1}`);
		const session = await openQuestionnaire(input, { columns: 44, rows: 20, context: () => words.join(" ") });
		await session.press("a");
		const read: string[] = [];
		for (let page = 0; page < 40 && !read.join(" ").includes("word400"); page++) {
			read.push(...session.screen());
			await session.press(keys.pageDown);
		}
		read.push(...session.screen());
		const found = new Set(read.join(" ").match(/word\d+/g));
		expect(words.filter((word) => !found.has(word))).toEqual([]);
		expect(read.join(" ")).not.toMatch(/word\d+…/);
	});

	it("keeps the place read across a resize to a size where it all fits, and back", async () => {
		const long = Array.from({ length: 40 }, (_, i) => `line ${i + 1} of what the agent said`).join("\n\n");
		const session = await openQuestionnaire(input, { context: () => long, columns: 44, rows: 20 });
		await session.press("a", keys.pageDown, keys.down);
		const before = session.screen();
		expect(before.join("\n")).not.toContain("line 1 of");
		session.terminal.resize(200, 120);
		await session.terminal.flush();
		expect(session.screen().join("\n")).toContain("line 1 of");
		session.terminal.resize(44, 20);
		await session.terminal.flush();
		expect(session.screen()).toEqual(before);
	});

	it("opened where it all fits, then narrowed, shows its start", async () => {
		const long = Array.from({ length: 40 }, (_, i) => `line ${i + 1} of what the agent said`).join("\n\n");
		const session = await openQuestionnaire(input, { context: () => long, columns: 200, rows: 120 });
		await session.press("a");
		session.terminal.resize(44, 20);
		await session.terminal.flush();
		const narrow = session.screen().join("\n");
		expect(narrow).toContain("line 1 of");
		expect(narrow).not.toMatch(/↑ \d+ more/);
	});

	it("works on the review too, and Ctrl+C still discards the form", async () => {
		const session = await openQuestionnaire(input, { context: () => message });
		await session.press(keys.enter, "a");
		expect(session.screen()).toContain("What the agent said");
		await session.press(keys.enter);
		expect(session.results).toEqual([]);
		expect(session.screen().some((line) => line.includes("Submit"))).toBe(true);
		await session.press("a", keys.ctrlC);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});

	it("an empty message says there is none; without the host's context the key is named nowhere", async () => {
		const empty = await openQuestionnaire(input, { context: () => undefined, columns: 200 });
		expect(empty.screen().at(-1)).toContain("a agent's message");
		await empty.press("a");
		expect(empty.screen().at(-1)).toContain("No message from the agent to show");
		const none = await openQuestionnaire(input, { columns: 200 });
		expect(none.screen().at(-1)).not.toContain("agent");
		await none.press("?");
		expect(none.screen().join("\n")).not.toContain("agent");
		await none.press(keys.escape, "a");
		expect(none.screen()).toContain("Which database?");
	});

	it("a key rebound in the settings opens it, and the footer names that key", async () => {
		const session = await openQuestionnaire(input, {
			context: () => message,
			actionKeys: { agentMessage: ["ctrl+t"] },
			columns: 250,
		});
		expect(session.screen().at(-1)).toContain("Ctrl+T agent's message");
		await session.press("\x14");
		expect(session.screen()).toContain("What the agent said");
	});
});
