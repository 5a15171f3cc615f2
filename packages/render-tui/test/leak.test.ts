/**
 * 1,000 questionnaires opened in one long-lived TUI, as pi does on every ask_user call, each aborted in a different
 * state: none stays reachable once closed, and the heap does not grow with the number of calls.
 */
import type { AskUserDetails, NormalizedPayload } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { alive, collectGarbage, heapAfterGc } from "@ask-user/test-kit/gc";
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import type { AutocompleteProvider, TUI } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { QuestionnaireComponent } from "../src/questionnaire.component.ts";
import { identityTheme } from "../src/theme.ts";
import { keys } from "./support/harness.ts";
import { normalize } from "./support/normalize.ts";

const CYCLES = 1_000;
/** Far above what 1,000 closed questionnaires may leave behind once collected, far below what a leak keeps. */
const MAX_GROWTH_BYTES = 8 * 1024 * 1024;

/** A terminal that draws nothing and keeps nothing, so the test itself does not grow. */
class NullTerminal extends VirtualTerminal {
	override write(): void {}
}

const files: AutocompleteProvider = {
	getSuggestions: async () => ({ prefix: "@", items: [{ value: "@a", label: "a" }] }),
	applyCompletion: (lines, cursorLine, cursorCol) => ({ lines, cursorLine, cursorCol }),
};

/** Keys that leave each cycle in a different state: a question, an editor with @ pending, a note, the review. */
const states: readonly (readonly string[])[] = [
	[keys.down],
	[keys.up, keys.enter, "src @"],
	["N", "half a note"],
	["n", "x"],
	[keys.shiftTab, keys.down],
];

interface Host {
	readonly terminal: NullTerminal;
	readonly tui: TUI;
}

/** One ask_user call as pi makes it: mount, take some keys, abort, unmount. Returns a weak reference and the results. */
function cycle(
	host: Host,
	payload: NormalizedPayload,
	keysToPress: readonly string[],
): {
	readonly ref: WeakRef<QuestionnaireComponent>;
	readonly results: readonly AskUserDetails[];
} {
	const { terminal, tui } = host;
	const results: AskUserDetails[] = [];
	const component = new QuestionnaireComponent({
		tui,
		theme: identityTheme,
		payload,
		autocompleteProvider: files,
		onDone: (details) => results.push(details),
	});
	tui.addChild(component);
	tui.setFocus(component);
	for (const key of keysToPress) terminal.sendInput(key);
	component.abort();
	// What pi's ctx.ui.custom() does once done() was called.
	tui.removeChild(component);
	tui.setFocus(null);
	component.dispose();
	return { ref: new WeakRef(component), results };
}

describe("open and abort 1,000 times in one TUI", () => {
	it("leaves no questionnaire reachable and no growth of the heap", async () => {
		const terminal = new NullTerminal({ columns: 100, rows: 30 });
		const host = { terminal, tui: mainScreenTui(terminal) };
		host.tui.start();
		const payload = normalize(tour);
		const refs: WeakRef<QuestionnaireComponent>[] = [];
		let baseline = 0;
		for (let index = 0; index < CYCLES; index++) {
			// Measured after a warm-up, so lazily built caches of pi-tui and xstate are not counted.
			if (index === 100) baseline = await heapAfterGc();
			const { ref, results } = cycle(host, payload, states[index % states.length] ?? []);
			expect(results).toEqual([expect.objectContaining({ cancelled: true, cancelReason: "aborted" })]);
			refs.push(ref);
			// Let the TUI render now and then, as it would between keys.
			if (index % 50 === 0) await terminal.flush();
		}
		await terminal.flush();
		const growth = (await heapAfterGc()) - baseline;
		host.tui.stop();
		console.info(
			`${CYCLES} open/abort cycles: heap ${(growth / 1024).toFixed(0)} kB after the first 100, ` +
				`${alive(refs)} questionnaires reachable`,
		);
		await collectGarbage();
		expect(alive(refs)).toBe(0);
		expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
	}, 60_000); // 1,000 forms, and garbage collections to read the heap
});
