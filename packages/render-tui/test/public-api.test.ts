/** What `@ask-user/render-tui` offers hosts; the line renderers under `src/render/` stay internal. */
import { describe, expect, it } from "vitest";
import * as api from "../src/index.ts";
import * as text from "../src/text.ts";

describe("the package's index", () => {
	it("exports the component, pi's external editor, the theme adapters, the keymap (its hints, keymaps for a host's keys) and rebindable actions and the text helpers, nothing else", () => {
		expect(Object.keys(api).sort()).toEqual(
			[
				"DEFAULT_RESERVED_ROWS",
				"FORM_ACTIONS",
				"QuestionnaireComponent",
				"createKeymap",
				"editExternally",
				"fromPiTheme",
				"identityTheme",
				"keyHints",
				...Object.keys(text),
			].sort(),
		);
	});

	it("exports every text helper of `@ask-user/render-tui/text`, and the emoji warm-up a host's terminal reports its keys to", () => {
		expect(Object.keys(text).sort()).toEqual([
			"ELLIPSIS",
			"EmojiWarmup",
			"TAB_WIDTH",
			"addressRows",
			"fitLine",
			"padRight",
			"sanitizeBlock",
			"sanitizeLine",
			"sanitizeText",
			"wrap",
		]);
	});
});
