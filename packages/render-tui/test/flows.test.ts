/** Whole flows through the real TUI with raw key bytes, to the `details` that `onDone` receives. */

import { createQuestionnaireMachine } from "@ask-user/core";
import { minimal, threeHundredOptions, tour } from "@ask-user/core/fixtures";
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import {
	type AutocompleteProvider,
	getKeybindings,
	KeybindingsManager,
	setKeybindings,
	TUI_KEYBINDINGS,
} from "@mariozechner/pi-tui";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { DEFAULT_RESERVED_ROWS, QuestionnaireComponent } from "../src/questionnaire.component.ts";
import { identityTheme } from "../src/theme.ts";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";
import { normalize } from "./support/normalize.ts";

const tourQuestions = [
	{ id: "database", label: "Database", prompt: "Which database should the service use?", type: "single" },
	{ id: "features", label: "Features", prompt: "Which features belong in the first release?", type: "multi" },
	{ id: "layout", label: "Layout", prompt: "How should the handlers be laid out?", type: "preview" },
];

async function waitForScreen(session: Session, text: string): Promise<void> {
	await vi.waitFor(
		async () => {
			await session.terminal.flush();
			expect(session.screen().join("\n")).toContain(text);
		},
		{ timeout: 2000, interval: 20 },
	);
}

/** `@` completion over two file names, one of them hostile. */
const files: AutocompleteProvider = {
	async getSuggestions(lines, cursorLine, cursorCol) {
		const before = (lines[cursorLine] ?? "").slice(0, cursorCol);
		const query = /(?:^|\s)(@\S*)$/.exec(before)?.[1];
		if (query === undefined) return null;
		const items = [
			{ value: "@src/index.ts", label: "src/index.ts" },
			{ value: "@src/evil.ts", label: "src/\x1b]52;c;ZXZpbA==\x07evil.ts" },
		].filter((item) => item.value.startsWith(query));
		return { prefix: query, items };
	},
	applyCompletion(lines, cursorLine, cursorCol, item, prefix) {
		const line = lines[cursorLine] ?? "";
		const start = cursorCol - prefix.length;
		const completed = `${line.slice(0, start)}${item.value} ${line.slice(cursorCol)}`;
		return {
			lines: lines.map((text, index) => (index === cursorLine ? completed : text)),
			cursorLine,
			cursorCol: start + item.value.length + 1,
		};
	},
};

describe("flows to a result", () => {
	it("picks, toggles and submits: Enter and digits on single, Space and digits on multi, Enter on preview", async () => {
		const session = await openQuestionnaire(tour);
		await session.press(keys.down, keys.enter);
		await session.press("1", keys.down, keys.down, keys.space, keys.down, keys.space, keys.space, keys.enter);
		await session.press(keys.down, keys.enter, keys.enter);
		expect(session.result()).toEqual({
			title: "Set up the new service",
			cancelled: false,
			questions: tourQuestions,
			answers: {
				database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] },
				features: { values: ["auth", "export"], labels: ["Authentication", "CSV export"], indices: [1, 3] },
				layout: { values: ["by-layer"], labels: ["By layer"], indices: [2] },
			},
		});
	});

	it("free-form answers, notes and option notes reach the result", async () => {
		const session = await openQuestionnaire(tour);
		await session.press("N", "Ask the DBA", keys.escape, "4", "Redis", keys.enter);
		await session.press(
			"2",
			"n",
			"Postgres FTS is enough",
			keys.escape,
			keys.up,
			keys.up,
			keys.enter,
			"SSO",
			keys.enter,
		);
		await session.press(keys.right, "1", "1");
		expect(session.result()).toEqual({
			title: "Set up the new service",
			cancelled: false,
			questions: tourQuestions,
			answers: {
				database: { values: ["Redis"], labels: ["Redis"], indices: [], customText: "Redis", note: "Ask the DBA" },
				features: {
					values: ["search", "SSO"],
					labels: ["Search", "SSO"],
					indices: [2],
					customText: "SSO",
					optionNotes: { search: "Postgres FTS is enough" },
				},
			},
		});
	});

	it("Tab, Shift+Tab, Left and Right move between tabs and wrap around the review", async () => {
		const session = await openQuestionnaire(tour);
		const activeTab = () => session.screen()[2];
		await session.press(keys.shiftTab);
		expect(activeTab()).toBe(" □ Database  □ Features*  □ Layout [Review]");
		await session.press(keys.tab);
		expect(activeTab()).toBe("[□ Database] □ Features*  □ Layout  Review");
		await session.press(keys.right, keys.right);
		expect(activeTab()).toBe(" □ Database  □ Features* [□ Layout] Review");
		await session.press(keys.left);
		expect(activeTab()).toBe(" □ Database [□ Features*] □ Layout  Review");
	});

	it("Esc in the main flow cancels (asking first once something is answered); Cancel on the review cancels", async () => {
		const main = await openQuestionnaire(tour);
		await main.press(keys.enter, keys.escape);
		expect(main.results).toEqual([]);
		await main.press(keys.escape);
		expect(main.result()).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });

		const review = await openQuestionnaire(minimal);
		await review.press(keys.enter, keys.down, keys.enter);
		expect(review.result()).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
	});

	it("calls onDone exactly once, whatever comes after", async () => {
		const session = await openQuestionnaire(minimal);
		await session.press(keys.enter, keys.enter, keys.enter, keys.escape, keys.ctrlC, "1");
		session.component.abort();
		expect(session.results).toHaveLength(1);
		expect(session.result()).toMatchObject({ cancelled: false, answers: { confirm: { values: ["yes"] } } });
		expect(session.component.render(80)).toEqual([]);
	});
});

describe("the editor", () => {
	it("Ctrl+C dismisses the whole flow without saving the draft", async () => {
		const session = await openQuestionnaire(tour);
		await session.press(keys.down, keys.enter, "n", "unsaved note");
		await session.press(keys.ctrlC);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "dismissed", answers: {} });
		expect(JSON.stringify(session.result())).not.toContain("unsaved note");
	});

	it("Esc saves the draft and closes the editor on the same row; reopening shows it", async () => {
		const session = await openQuestionnaire(tour, { rows: 20 });
		await session.press(keys.up, keys.enter, "Redis", keys.escape);
		expect(session.screen()).toContain("› 4. (•) Type your own: Redis");
		await session.press(keys.enter);
		expect(session.screen().slice(14, 18)).toEqual(["Your answer", "─".repeat(80), "Redis", "─".repeat(80)]);
		await session.press(keys.escape, keys.shiftTab, keys.enter);
		expect(session.result().answers).toEqual({
			database: { values: ["Redis"], labels: ["Redis"], indices: [], customText: "Redis" },
		});
	});

	it("arrow keys, Tab and digits stay in the editor", async () => {
		const session = await openQuestionnaire(tour, { rows: 20 });
		await session.press(keys.up, keys.enter, "ab", keys.left, "X", keys.tab, keys.right, keys.down, keys.up, "1");
		expect(session.screen()[2]).toBe("[□ Database] □ Features*  □ Layout  Review");
		// Up on the first line moves to its start, as in pi's editor.
		expect(session.screen()[16]).toBe("1aXb");
		await session.press(keys.enter);
		expect(session.screen()[2]).toBe(" ■ Database [□ Features*] □ Layout  Review");
	});

	it("Shift+Enter and a backslash before Enter insert a line break; Enter saves", async () => {
		const session = await openQuestionnaire(minimal);
		await session.press(keys.up, keys.enter, "one", keys.shiftEnter, "two\\", keys.enter, "three", keys.enter);
		expect(session.results).toEqual([]);
		await session.press(keys.enter);
		expect(session.result().answers).toEqual({
			confirm: { values: ["one\ntwo\nthree"], labels: ["one\ntwo\nthree"], indices: [], customText: "one\ntwo\nthree" },
		});
	});

	it("with pi's Tab remapped, the completion footer names the key that takes the entry", async () => {
		// pi's editor reads pi's keybindings; pi sets them once at its start, as here.
		const keybindings = new KeybindingsManager(TUI_KEYBINDINGS, { "tui.input.tab": "ctrl+t" } as never);
		const before = getKeybindings();
		setKeybindings(keybindings);
		onTestFinished(() => setKeybindings(before));
		const session = await openQuestionnaire(minimal, { autocompleteProvider: files, keybindings });
		await session.press(keys.up, keys.enter, "see @src");
		await waitForScreen(session, "src/index.ts");
		expect(session.screen().at(-1)).toBe("Ctrl+T/Enter complete · Esc close · ↑↓ move");
		await session.press("\x14");
		expect(session.screen().join("\n")).toContain("see @src/index.ts");
		expect(session.screen().at(-1)).toMatch(/^Enter save · /);
	});

	it("Enter with the @ completion list open completes; the next Enter saves", async () => {
		const session = await openQuestionnaire(minimal, { autocompleteProvider: files });
		await session.press(keys.up, keys.enter, "see @src");
		await waitForScreen(session, "src/index.ts");
		const list = session.terminal.output;
		expect(session.screen().join("\n")).toContain("src/evil.ts");
		// While the list shows, the footer names its keys: Enter and Tab take the entry, Esc closes the list.
		expect(session.screen().at(-1)).toBe("Tab/Enter complete · Esc close · ↑↓ move");
		await session.press(keys.enter);
		expect(session.screen().join("\n")).toContain("see @src/index.ts");
		expect(session.screen().at(-1)).toMatch(/^Enter save · /);
		expect(session.results).toEqual([]);
		await session.press(keys.enter, keys.enter);
		expect(session.result().answers).toEqual({
			confirm: {
				values: ["see @src/index.ts"],
				labels: ["see @src/index.ts"],
				indices: [],
				customText: "see @src/index.ts",
			},
		});
		expect(list).not.toContain("]52;");
	});

	it("Esc with the completion list open closes the list, not the editor", async () => {
		const session = await openQuestionnaire(minimal, { autocompleteProvider: files });
		await session.press(keys.up, keys.enter, "@");
		await waitForScreen(session, "src/index.ts");
		await session.press(keys.escape);
		expect(session.screen().join("\n")).not.toContain("src/index.ts");
		expect(session.screen()).toContain("Your answer");
		await session.press(keys.escape);
		expect(session.screen()).toContain("› 3. (•) Type your own: @");
	});

	it("n opens the option note and Shift+N the question note, in legacy and kitty encodings; n is not N", async () => {
		const session = await openQuestionnaire(tour);
		await session.press("n");
		expect(session.screen()).toContain("Note on PostgreSQL");
		await session.press(keys.escape, "\x1b[110;2u");
		expect(session.screen()).toContain("Note on Database");
		await session.press(keys.escape, "N");
		expect(session.screen()).toContain("Note on Database");
	});
});

describe("the host", () => {
	it("is asked once for the first frame, while the component is constructed, and that frame shows the question", () => {
		const tui = mainScreenTui(new VirtualTerminal({ columns: 80, rows: 24 }));
		const requestRender = vi.spyOn(tui, "requestRender").mockImplementation(() => {});
		const component = new QuestionnaireComponent({
			tui,
			theme: identityTheme,
			payload: normalize(tour),
			onDone: () => {},
		});
		expect(requestRender).toHaveBeenCalledTimes(1);
		expect(component.render(80).join("\n")).toContain("Which database should the service use?");
		component.dispose();
	});

	it("abort() ends the flow as aborted, even with the editor open", async () => {
		const session = await openQuestionnaire(tour);
		await session.press(keys.up, keys.enter, "half typed");
		session.component.abort();
		session.component.abort("error");
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "aborted", answers: {} });
	});

	it("dispose() stops the flow without a result; later input and renders do nothing", async () => {
		const session = await openQuestionnaire(tour);
		session.component.dispose();
		session.component.handleInput(keys.enter);
		session.component.abort();
		expect(session.component.render(80)).toEqual([]);
		expect(session.results).toEqual([]);
	});

	it("an exception while rendering ends the flow as cancelled with reason error, and is reported", async () => {
		const errors: unknown[] = [];
		let fail = false;
		const session = await openQuestionnaire(tour, {
			onError: (error) => errors.push(error),
			maxHeight: () => {
				if (fail) throw new Error("boom");
				return 24;
			},
		});
		fail = true;
		await session.press(keys.down);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "error", answers: {} });
		expect(errors).toEqual([new Error("boom")]);
	});

	it("runs the machine it is given and reports to the inspector", async () => {
		const inspected = new Set<string>();
		const session = await openQuestionnaire(tour, {
			machine: createQuestionnaireMachine().provide({ guards: { isLastQuestion: () => true } }),
			inspect: (event) => inspected.add(event.type),
		});
		await session.press(keys.enter);
		expect(session.screen()[2]).toBe(" ■ Database  □ Features*  □ Layout [Review]");
		expect([...inspected]).toEqual(expect.arrayContaining(["@xstate.actor", "@xstate.event", "@xstate.snapshot"]));
	});

	it("leaves the bottom rows to the host by default", async () => {
		const session = await openQuestionnaire(threeHundredOptions, { rows: 20, maxHeight: undefined });
		expect(session.screen()).toHaveLength(20 - DEFAULT_RESERVED_ROWS);
	});

	it("forwards the focus to the editor, which then places the hardware cursor", async () => {
		const session = await openQuestionnaire(minimal);
		expect(session.component.focused).toBe(true);
		await session.press(keys.up, keys.enter, "abc");
		const rendered = session.component.render(80).join("\n");
		expect(rendered).toContain("\x1b_pi:c\x07");
		session.tui.setFocus(null);
		expect(session.component.render(80).join("\n")).not.toContain("\x1b_pi:c\x07");
	});
});
