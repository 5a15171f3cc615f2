import { tour } from "@ask-user/core/fixtures";
import { plainTheme } from "@ask-user/test-kit/fake-custom";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import type { TerminalInputHandler } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider } from "@mariozechner/pi-tui";
import { describe, expect, it, vi } from "vitest";
import { fakeContext, loadExtension, runTool, textOf } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";
import { WAIT } from "./support-unit/wait.ts";

const { enter: ENTER, escape: ESC, ctrlC: CTRL_C } = RAW_KEYS;

/** Starts ask_user on the tour with the real component in a real TUI, and waits for the first frame. */
async function openTour() {
	const screen = terminalUi();
	const updates: unknown[] = [];
	const running = runTool(tour, fakeContext({ ui: screen.ui }), { onUpdate: (u) => updates.push(u) });
	await screen.opened();
	return { screen, running, updates };
}

/** The extension after pi's session_start; `type` sends raw input through pi's terminal input listeners. */
async function startSession() {
	const extension = loadExtension();
	const listeners: TerminalInputHandler[] = [];
	const onTerminalInput = (listener: TerminalInputHandler) => {
		listeners.push(listener);
		return () => {};
	};
	await extension.sessionStart(fakeContext({ ui: { addAutocompleteProvider: () => {}, onTerminalInput } }));
	return { extension, type: (data: string) => listeners.map((listener) => listener(data))[0] };
}

describe("execute: the interactive terminal UI", () => {
	it("mounts the questionnaire; keys answer it; submit yields the details and content", async () => {
		const { screen, running, updates } = await openTour();
		expect(screen.terminal.screen().join("\n")).toContain("Which database should the service use?");
		expect(updates).toEqual([
			{ content: [{ type: "text", text: "Waiting for the user to answer…" }], details: undefined },
		]);
		await screen.press("1", "1", "3", ENTER, "2", ENTER);
		const result = await running;
		expect(result.details).toEqual({
			title: "Set up the new service",
			cancelled: false,
			questions: [
				{ id: "database", label: "Database", prompt: "Which database should the service use?", type: "single" },
				{ id: "features", label: "Features", prompt: "Which features belong in the first release?", type: "multi" },
				{ id: "layout", label: "Layout", prompt: "How should the handlers be laid out?", type: "preview" },
			],
			answers: {
				database: { values: ["postgres"], labels: ["PostgreSQL"], indices: [1] },
				features: { values: ["auth", "export"], labels: ["Authentication", "CSV export"], indices: [1, 3] },
				layout: { values: ["by-layer"], labels: ["By layer"], indices: [2] },
			},
			source: "terminal",
		});
		expect(textOf(result)).toContain('- "Database" ["database"]: "PostgreSQL" ["postgres"]');
		expect(screen.doneCalls).toHaveLength(1);
		expect(screen.mounted()).toBeUndefined();
	});

	it("Esc cancels (asking first, as an answer was given): the content says no answer was given", async () => {
		const { screen, running } = await openTour();
		await screen.press("1", ESC);
		expect(screen.terminal.screen().join("\n")).toContain("Discard 1 answer? Esc again to cancel the form");
		await screen.press(ESC);
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
		expect(textOf(result)).toMatch(
			/^The user cancelled the questionnaire without submitting answers\.\nNo answer was given/,
		);
	});

	it("Ctrl+C dismisses", async () => {
		const { screen, running } = await openTour();
		await screen.press(CTRL_C);
		expect((await running).details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});

	it("pi's wording of core's text: the answer editor offers @ for files, a Ctrl+C result names the key", async () => {
		const { screen, running } = await openTour();
		await screen.press("4");
		expect(screen.terminal.screen()).toContain(" Type your answer, @ for files");
		await screen.press(CTRL_C);
		expect(textOf(await running)).toMatch(/^The user dismissed the questionnaire \(Ctrl\+C\) without submitting/);
	});

	it("an exception inside the component becomes a cancelled result naming the error", async () => {
		const brokenTheme = {
			...plainTheme,
			fg: () => {
				throw new RangeError("the theme broke");
			},
		};
		const screen = terminalUi({ theme: brokenTheme });
		const result = await runTool(tour, fakeContext({ ui: screen.ui }));
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "error", answers: {} });
		expect(textOf(result)).toContain(
			"The questionnaire failed before the user could answer.\nRangeError: the theme broke",
		);
		expect(screen.doneCalls).toHaveLength(1);
	});

	it("a UI that fails to open becomes a cancelled result naming the error", async () => {
		const custom = () => Promise.reject(new Error("no terminal"));
		const result = await runTool(tour, fakeContext({ ui: { custom } }));
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "error", answers: {} });
		expect(result.details.questions).toHaveLength(3);
		expect(textOf(result)).toContain("Error: no terminal");
	});

	it("free-form answers complete @ paths with pi's own provider, captured at session_start", async () => {
		const getSuggestions = vi.fn<AutocompleteProvider["getSuggestions"]>(async () => ({
			items: [{ value: "@src/db.ts", label: "db.ts" }],
			prefix: "@",
		}));
		const provider: AutocompleteProvider = {
			getSuggestions,
			applyCompletion: (lines, cursorLine, cursorCol) => ({ lines, cursorLine, cursorCol }),
		};
		const extension = loadExtension();
		await extension.sessionStart(
			fakeContext({ ui: { addAutocompleteProvider: (factory) => factory(provider), onTerminalInput: () => () => {} } }),
		);
		const screen = terminalUi();
		const running = extension.tool.execute("call", tour, undefined, undefined, fakeContext({ ui: screen.ui }));
		await screen.opened();
		await screen.press("4", "@");
		await vi.waitFor(() => expect(getSuggestions).toHaveBeenCalled(), WAIT);
		await screen.press(CTRL_C);
		await running;
	});

	it("keys typed into pi just before the form opened do not answer it, and go back to pi's editor; a pause ends that", async () => {
		const { extension, type } = await startSession();
		expect(type("the tail of a sentence")).toBeUndefined(); // pi's editor still gets it
		const screen = terminalUi();
		const running = extension.tool.execute("call", tour, undefined, undefined, fakeContext({ ui: screen.ui }));
		await screen.opened();
		await screen.press(" 2", ENTER);
		expect(screen.terminal.screen().join("\n")).toContain("› 1. ( ) PostgreSQL");
		await new Promise((resolve) => setTimeout(resolve, 500));
		await screen.press("2", CTRL_C);
		const result = await running;
		expect(result.details).toMatchObject({ cancelReason: "dismissed" });
		expect(screen.terminal.screen().join("\n")).not.toContain("› 1. ( ) PostgreSQL");
		expect(screen.editorText()).toBe(" 2"); // the text typed on; Enter typed none
	});

	it("a prompt sent with Enter is not typing: the first key after the form appears answers it", async () => {
		const { extension, type } = await startSession();
		type("set up the service");
		type(ENTER);
		const screen = terminalUi();
		const running = extension.tool.execute("call", tour, undefined, undefined, fakeContext({ ui: screen.ui }));
		await screen.opened();
		await screen.press("2");
		expect(screen.terminal.screen().join("\n")).toContain("■ Database [□ Features*]");
		await screen.press(CTRL_C);
		expect((await running).details).toMatchObject({ cancelReason: "dismissed" });
	});
});
