import { builtInPiTheme } from "@ask-user/test-kit/pi-theme";
import { getMarkdownTheme } from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { fromPiTheme } from "../src/theme.ts";
import { detachedQuestionnaire } from "./support/detached.ts";
import { expectFits, payloads, states, WIDTHS } from "./support/sweep.ts";

describe("width sweep in pi's colours, with pi's code highlighting", () => {
	const theme = fromPiTheme(builtInPiTheme("dark"));
	const markdownTheme = getMarkdownTheme();
	const styledPayloads = payloads.filter(({ name }) => ["tour", "unicode", "code-previews"].includes(name));
	const styledStates = states.filter(({ name }) =>
		[
			"first question",
			"answer editor with an @ and several lines",
			"review, all answered",
			"first preview question",
		].includes(name),
	);
	it.each(styledPayloads)(
		"$name: every styled line fits at widths 1..300",
		({ payload }) => {
			for (const state of styledStates.filter((each) => each.applies?.(payload) ?? true)) {
				const session = detachedQuestionnaire(payload, { theme, markdownTheme, maxHeight: () => 24 });
				session.press(...state.keys(payload));
				for (const width of WIDTHS) expectFits((columns) => session.component.render(columns), width, 24);
				expect(session.results).toEqual([]);
			}
		},
		30_000,
	);
});
