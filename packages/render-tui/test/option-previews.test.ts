/**
 * A preview is never accepted and then hidden: options of single and multi questions may carry a `preview`, and the
 * pane shows it as on preview questions (stacked when narrow, side by side when wide), with `Type your own` kept.
 */
import { Markdown } from "@mariozechner/pi-tui";
import { describe, expect, it, vi } from "vitest";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";

const tall = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join("\n\n");
const input = {
	questions: [
		{
			id: "style",
			prompt: "Which error style?",
			options: [
				{ value: "throw", label: "Throw", description: "Exceptions", preview: '```ts\nthrow new Error("x");\n```' },
				{ value: "result", label: "Result", preview: tall },
				{ value: "plain", label: "Plain" },
			],
		},
		{
			id: "checks",
			prompt: "Which checks?",
			type: "multi" as const,
			options: [
				{ value: "lint", label: "Lint", preview: "biome check ." },
				{ value: "types", label: "Types", preview: "tsc --noEmit" },
			],
		},
	],
};

const rows = ["  1. ( ) Throw", "         Exceptions", "  2. ( ) Result", "  3. ( ) Plain", "  4. ( ) Type your own"];
/** `rows` with the focus marker on row `number`. */
function focused(number: number): string[] {
	return rows.map((line) => (line.startsWith(`  ${number}.`) ? `›${line.slice(1)}` : line));
}

/** The screen without its footer (the last line). */
function body(session: Session): string[] {
	return session.screen().slice(0, -1);
}

function footer(session: Session): string {
	return session.screen().at(-1) ?? "";
}

describe("previews on single and multi options, 80×24: stacked under the rows", () => {
	const rule = `── Preview ${"─".repeat(69)}`;

	it("shows the focused option's preview under every row, Type your own included", async () => {
		const session = await openQuestionnaire(input, { columns: 80, rows: 24 });
		expect(body(session)).toEqual([
			"─".repeat(80),
			"[□ Q1] □ Q2  Review",
			"",
			"Which error style?",
			"",
			...focused(1),
			rule,
			"```ts",
			'  throw new Error("x");',
			"```",
			"",
		]);
		// The preview fits its pane: nothing to scroll, so no page keys in the footer.
		expect(footer(session)).not.toContain("PgDn");
	});

	it("PgDn and PgUp scroll a tall preview; an option without one shows the placeholder", async () => {
		const session = await openQuestionnaire(input, { columns: 80, rows: 24 });
		await session.press(keys.down);
		expect(body(session).slice(5)).toEqual([
			...focused(2),
			`── Preview 1–11/59 ${"─".repeat(61)}`,
			...["line 1", "", "line 2", "", "line 3", "", "line 4", "", "line 5", "", "line 6"],
			"",
		]);
		await session.press(keys.pageDown);
		// A page is the pane's 11 lines less one kept in view: its rule says which show.
		expect(body(session).slice(10, 13)).toEqual([`── Preview 11–21/59 ${"─".repeat(60)}`, "line 6", ""]);
		await session.press(keys.pageUp);
		expect(body(session)[11]).toBe("line 1");
		await session.press(keys.down);
		expect(body(session).slice(5)).toEqual([...focused(3), rule, "No preview", ""]);
		expect(footer(session)).not.toContain("PgDn");
	});

	it("a multi question keeps its checkboxes and its Type your own row", async () => {
		const session = await openQuestionnaire(input, { columns: 80, rows: 24 });
		await session.press(keys.tab, keys.space, keys.down);
		expect(body(session).slice(3)).toEqual([
			"Which checks?",
			"",
			"  1. [x] Lint",
			"› 2. [ ] Types",
			"  3. [ ] Type your own",
			`── Preview ${"─".repeat(69)}`,
			"tsc --noEmit",
			"",
		]);
	});
});

describe("previews on single and multi options, 160×40: side by side", () => {
	/** A row of the left column, padded to its width, then the gap and the pane's line. */
	const beside = (left: string, right: string) => `${left.padEnd(64)} │${right === "" ? "" : ` ${right}`}`;

	it("shows the rows on the left and the focused option's preview on the right", async () => {
		const session = await openQuestionnaire(input, { columns: 160, rows: 40 });
		const [throwRow, description, resultRow, plainRow, customRow] = focused(1) as [
			string,
			string,
			string,
			string,
			string,
		];
		expect(body(session).slice(3)).toEqual([
			"Which error style?",
			"",
			beside(throwRow, "```ts"),
			beside(description, '  throw new Error("x");'),
			beside(resultRow, "```"),
			beside(plainRow, ""),
			beside(customRow, ""),
			"",
		]);
		expect(footer(session)).not.toContain("PgDn");
	});

	it("PgDn scrolls the preview beside the rows; Type your own shows the placeholder", async () => {
		const session = await openQuestionnaire(input, { columns: 160, rows: 40 });
		await session.press(keys.down);
		expect(body(session)[5]).toBe(beside("  1. ( ) Throw", "line 1"));
		expect(body(session).at(-2)).toMatch(/│ ↓ 27 more$/);
		await session.press(keys.pageDown);
		expect(body(session)[5]).toBe(beside("  1. ( ) Throw", "↑ 27 more"));
		await session.press(keys.down, keys.down);
		expect(body(session).slice(5, 10)).toEqual([
			beside("  1. ( ) Throw", "No preview"),
			beside("         Exceptions", ""),
			beside("  2. ( ) Result", ""),
			beside("  3. ( ) Plain", ""),
			beside("› 4. ( ) Type your own", ""),
		]);
	});

	it("a multi question shows its preview beside the checkboxes", async () => {
		const session = await openQuestionnaire(input, { columns: 160, rows: 40 });
		await session.press(keys.tab);
		expect(body(session).slice(5, 8)).toEqual([
			beside("› 1. [ ] Lint", "biome check ."),
			beside("  2. [ ] Types", ""),
			beside("  3. [ ] Type your own", ""),
		]);
	});
});

describe("a preview question's option without a preview", () => {
	it("shows the No preview placeholder in the pane", async () => {
		const layout = {
			questions: [
				{
					id: "layout",
					prompt: "Which layout?",
					type: "preview" as const,
					options: [
						{ value: "a", label: "A", preview: "preview of A" },
						{ value: "b", label: "B" },
					],
				},
			],
		};
		const session = await openQuestionnaire(layout, { columns: 80, rows: 24 });
		expect(body(session).slice(5)).toEqual([
			"› 1. ( ) A",
			"  2. ( ) B",
			`── Preview ${"─".repeat(69)}`,
			"preview of A",
			"",
		]);
		await session.press(keys.down);
		expect(body(session).slice(7)).toEqual([`── Preview ${"─".repeat(69)}`, "No preview", ""]);
	});
});

describe("the previews a next key shows are rendered while the form waits", () => {
	it("↓ onto an option shows its preview without rendering Markdown in the key, once the event loop has idled", async () => {
		const session = await openQuestionnaire(input);
		// The idle turns a person's pause gives: the rows above and below the focused one are rendered in them.
		for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
		const rendered = vi.spyOn(Markdown.prototype, "render");
		try {
			await session.press(keys.down);
			expect(rendered).not.toHaveBeenCalled();
		} finally {
			rendered.mockRestore();
		}
		expect(body(session).some((line) => line.startsWith("line 1"))).toBe(true);
	});
});
