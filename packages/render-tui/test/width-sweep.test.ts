import { describe, expect, it } from "vitest";
import { detachedQuestionnaire } from "./support/detached.ts";
import { expectFits, HEIGHTS, payloads, states, WIDTHS } from "./support/sweep.ts";

const SOME_WIDTHS = [1, 40, 300];

describe.each(payloads)("width sweep: $name", ({ payload }) => {
	it.each(states.filter((state) => state.applies?.(payload) ?? true))(
		"$name: every line fits at widths 1..300 and heights 1..40",
		({ keys: keysFor }) => {
			let height = 24;
			const session = detachedQuestionnaire(payload, {
				maxHeight: () => height,
				onError: (error) => expect.fail(`render failed: ${String(error)}`),
			});
			session.press(...keysFor(payload));
			expect(session.results).toEqual([]);
			const render = (width: number, rows: number) => {
				height = rows;
				return session.component.render(width);
			};
			for (const width of WIDTHS) expectFits(render, width, 24);
			for (const width of SOME_WIDTHS) for (const rows of HEIGHTS) expectFits(render, width, rows);
			// A render that failed would have ended the flow as cancelled, with `error`.
			expect(session.results).toEqual([]);
		},
		30_000,
	);
});
