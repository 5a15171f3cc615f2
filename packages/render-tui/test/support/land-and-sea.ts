/** A form to filter and type row numbers in, and the default key of each of the form's actions. */
import type { AskUserInput } from "@ask-user/core";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";

/** Rows 14, 19 and 22 are the only ones with `land` in their label. */
const LAND_ROWS = [14, 19, 22];

/** Twenty-five options (Type your own is row 26), then a second question. */
export const twentyFive: AskUserInput = {
	questions: [
		{
			id: "place",
			prompt: "Where to?",
			options: Array.from({ length: 25 }, (_, i) => {
				const number = i + 1;
				const label = LAND_ROWS.includes(number) ? `Land ${number}` : `Sea ${number}`;
				return { label, value: `p${number}` };
			}),
		},
		{ id: "when", prompt: "When?", options: [{ label: "Soon", value: "soon" }] },
	],
};

/**
 * A key of every action of the keymap's tables, as the defaults bind it: the main table's, the editor's (`save`,
 * `close`, `external`) and the filter line's (`keep`, `clear`); `discuss` has none but Ctrl+D where a test binds it.
 */
export const ACTION_KEYS: Readonly<Record<string, string>> = {
	dismiss: RAW_KEYS.ctrlC,
	fold: RAW_KEYS.ctrlO,
	"tab.next": RAW_KEYS.tab,
	"tab.prev": RAW_KEYS.shiftTab,
	"option.next": RAW_KEYS.down,
	"option.prev": RAW_KEYS.up,
	confirm: RAW_KEYS.enter,
	cancel: RAW_KEYS.escape,
	toggle: RAW_KEYS.space,
	"digit.type": "1",
	optionNote: RAW_KEYS.n,
	questionNote: RAW_KEYS.shiftN,
	"preview.down": RAW_KEYS.pageDown,
	"preview.up": RAW_KEYS.pageUp,
	"scroll.top": RAW_KEYS.home,
	"scroll.bottom": RAW_KEYS.end,
	expand: "e",
	help: "?",
	discuss: "\x04",
	filter: "/",
	agentMessage: "a",
	webPage: "w",
	save: RAW_KEYS.enter,
	close: RAW_KEYS.escape,
	external: "\x07",
	keep: RAW_KEYS.enter,
	clear: RAW_KEYS.escape,
};
