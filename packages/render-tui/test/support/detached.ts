/**
 * The questionnaire driven without a running terminal: keys go straight to `handleInput` and `render(width)` is
 * called directly, so a test can render thousands of widths or states quickly. The `TUI` is stopped and only
 * supplies what the component and its editor read (`terminal.rows`) and call (`requestRender`).
 */
import type { AskUserDetails, AskUserInput } from "@ask-user/core";
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import { editExternally } from "../../src/component/external-editor.ts";
import { QuestionnaireComponent, type QuestionnaireComponentOptions } from "../../src/questionnaire.component.ts";
import { identityTheme } from "../../src/theme.ts";
import { normalize } from "./normalize.ts";

export interface Detached {
	readonly component: QuestionnaireComponent;
	readonly results: AskUserDetails[];
	press(...keys: string[]): void;
}

export function detachedQuestionnaire(
	input: AskUserInput,
	options: Partial<Omit<QuestionnaireComponentOptions, "tui" | "payload" | "onDone">> & { readonly rows?: number } = {},
): Detached {
	const { rows = 24, ...componentOptions } = options;
	const tui = mainScreenTui(new VirtualTerminal({ columns: 80, rows }));
	tui.stop();
	const results: AskUserDetails[] = [];
	const component = new QuestionnaireComponent({
		theme: identityTheme,
		// As pi-extension and the playground do: Ctrl+G is offered (and spawns only when pressed).
		externalEditor: editExternally,
		// Keys come from `press`, never from a terminal's buffer: the first one may follow the first frame at once.
		afterPendingInput: (run) => run(),
		...componentOptions,
		tui,
		payload: normalize(input),
		onDone: (details) => results.push(details),
	});
	return {
		component,
		results,
		press: (...keys) => {
			for (const key of keys) component.handleInput(key);
		},
	};
}
