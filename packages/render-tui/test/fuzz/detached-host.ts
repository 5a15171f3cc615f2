/** The fuzz host without a running terminal: keys go straight to `handleInput`, `render` is called directly. */
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import type { MarkdownTheme } from "@mariozechner/pi-tui";
import { QuestionnaireComponent } from "../../src/questionnaire.component.ts";
import { type AskTheme, identityTheme } from "../../src/theme.ts";
import type { FuzzHost } from "./fuzz-driver.ts";

export function detachedHost(
	columns: number,
	rows: number,
	theme: AskTheme = identityTheme,
	markdownTheme?: MarkdownTheme,
): FuzzHost {
	const tui = mainScreenTui(new VirtualTerminal({ columns: 80, rows: 24 }));
	tui.stop();
	const size = { columns, rows };
	return {
		get columns() {
			return size.columns;
		},
		get heightBudget() {
			return size.rows;
		},
		plainText: theme === identityTheme,
		open: (payload, hooks) =>
			new QuestionnaireComponent({
				tui,
				theme,
				payload,
				...hooks,
				afterPendingInput: (run) => run(), // keys come from `send`, never from a terminal's buffer
				...(markdownTheme === undefined ? {} : { markdownTheme }),
				maxHeight: () => size.rows,
			}),
		send: (component, data) => component.handleInput(data),
		resize(newColumns, newRows) {
			size.columns = newColumns;
			size.rows = newRows;
		},
		close: (component) => component.dispose(),
	};
}
