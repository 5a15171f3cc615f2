/**
 * Opens the questionnaire in a real pi-tui `TUI` on a virtual terminal, with the identity theme, so tests read
 * like transcripts: press keys, then look at the screen.
 */
import type { AskUserDetails, AskUserInput } from "@ask-user/core";
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import type { TUI } from "@mariozechner/pi-tui";
import { onTestFinished as afterThisTest } from "vitest";
import { editExternally } from "../../src/component/external-editor.ts";
import { QuestionnaireComponent, type QuestionnaireComponentOptions } from "../../src/questionnaire.component.ts";
import { identityTheme } from "../../src/theme.ts";
import { normalize } from "./normalize.ts";

export interface Session {
	readonly terminal: VirtualTerminal;
	readonly tui: TUI;
	readonly component: QuestionnaireComponent;
	/** Every `onDone` call, in order. */
	readonly results: AskUserDetails[];
	/** Sends each key as its own input event and lets the screen settle after each. */
	press(...keys: string[]): Promise<void>;
	/** Sends each key as its own input event, then lets the screen settle once: for long key sequences. */
	pressAll(keys: readonly string[]): Promise<void>;
	/** The screen without trailing blank rows. */
	screen(): string[];
	/** The one result; fails when `onDone` was not called exactly once. */
	result(): AskUserDetails;
}

export interface OpenOptions extends Partial<Omit<QuestionnaireComponentOptions, "tui" | "payload" | "onDone">> {
	readonly columns?: number;
	readonly rows?: number;
	/**
	 * Registers the session's cleanup; by default it runs after the current test. Concurrent tests pass their
	 * context's `onTestFinished`, as vitest cannot tell concurrent tests apart in global hooks.
	 */
	readonly onTestFinished?: (cleanup: () => void) => void;
}

function close(session: Session): void {
	session.component.dispose();
	session.tui.stop();
}

export async function openQuestionnaire(input: AskUserInput, options: OpenOptions = {}): Promise<Session> {
	const { columns = 80, rows = 24, onTestFinished, ...componentOptions } = options;
	const terminal = new VirtualTerminal({ columns, rows });
	const tui = mainScreenTui(terminal);
	const results: AskUserDetails[] = [];
	const component = new QuestionnaireComponent({
		theme: identityTheme,
		// As pi-extension and the playground do: Ctrl+G is offered (and spawns only when pressed).
		externalEditor: editExternally,
		maxHeight: () => terminal.rows,
		...componentOptions,
		tui,
		payload: normalize(input),
		onDone: (details) => results.push(details),
	});
	tui.addChild(component);
	tui.setFocus(component);
	tui.start();
	const session: Session = {
		terminal,
		tui,
		component,
		results,
		async press(...keys) {
			for (const key of keys) {
				terminal.sendInput(key);
				await terminal.flush();
			}
		},
		async pressAll(keys) {
			for (const key of keys) terminal.sendInput(key);
			await terminal.flush();
		},
		screen() {
			const lines = terminal.screen();
			while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
			return lines;
		},
		result() {
			if (results.length !== 1) throw new Error(`onDone was called ${results.length} times`);
			const [details] = results;
			if (details === undefined) throw new Error("no result");
			return details;
		},
	};
	// Registered on the running test, not with a module-level afterEach: the fast tier loads this module once per
	// worker, so a hook registered at import would run only for the first test file that imported it.
	(onTestFinished ?? afterThisTest)(() => close(session));
	await terminal.flush();
	return session;
}

/** Raw key bytes, as a terminal sends them. */
export const keys = RAW_KEYS;
