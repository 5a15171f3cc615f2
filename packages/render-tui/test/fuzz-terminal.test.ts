/**
 * The key fuzzer through a real pi-tui `TUI` on a virtual terminal that is resized between keys: on top of the
 * checks of fuzz-keys.test.ts, the TUI's own differential renders never hit its "line exceeds terminal width"
 * error (which stops the terminal and would kill pi), and nothing hostile from the payload or from typed and pasted
 * text reaches the terminal.
 */
import type { AskUserInput, NormalizedPayload } from "@ask-user/core";
import { validFixtures } from "@ask-user/core/fixtures";
import { FUZZ_SEED, fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import { hostilePayload } from "@ask-user/test-kit/hostile-payload";
import { fuzzScript } from "@ask-user/test-kit/key-alphabet";
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { expectNothingHostile } from "@ask-user/test-kit/terminal-output";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import type { TUI } from "@mariozechner/pi-tui";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_RESERVED_ROWS, QuestionnaireComponent } from "../src/questionnaire.component.ts";
import { identityTheme } from "../src/theme.ts";
import { FuzzDriver, type FuzzHost, formatStats, newStats, stepsOf } from "./fuzz/fuzz-driver.ts";
import { normalize } from "./support/normalize.ts";

const RUNS = 2;
/** Let the TUI render after this many keys (and after every resize). */
const SETTLE_EVERY = 20;

/** A virtual terminal that counts `stop()` calls: pi-tui stops the terminal before it throws its width error. */
class WatchedTerminal extends VirtualTerminal {
	stops = 0;

	override stop(): void {
		this.stops++;
		super.stop();
	}
}

interface TerminalHost extends FuzzHost {
	readonly terminal: WatchedTerminal;
	readonly tui: TUI;
}

/** pi's way of hosting the component: a child of the running TUI, focused, at the terminal's rows minus pi's. */
function terminalHost(payload: NormalizedPayload, columns: number, rows: number): TerminalHost {
	const terminal = new WatchedTerminal({ columns, rows });
	const tui = mainScreenTui(terminal);
	tui.start();
	return {
		terminal,
		tui,
		get columns() {
			return terminal.columns;
		},
		get heightBudget() {
			return Math.max(1, terminal.rows - DEFAULT_RESERVED_ROWS);
		},
		plainText: true,
		open(_payload, hooks) {
			const component = new QuestionnaireComponent({
				tui,
				theme: identityTheme,
				payload,
				...hooks,
				afterPendingInput: (run) => run(), // keys come from `send`, never from a terminal's buffer
			});
			tui.addChild(component);
			tui.setFocus(component);
			return component;
		},
		send: (_component, data) => terminal.sendInput(data),
		resize: (newColumns, newRows) => terminal.resize(newColumns, newRows),
		close(component) {
			tui.removeChild(component);
			component.dispose();
		},
	};
}

async function settle(host: TerminalHost): Promise<void> {
	await host.terminal.flush();
	expect(host.terminal.stops, "the TUI stopped the terminal (its width error)").toBe(0);
}

const cases: readonly { readonly name: string; readonly payload: AskUserInput }[] = [
	...validFixtures,
	{ name: "the escape corpus in every field", payload: hostilePayload },
];

const stats = newStats();

describe(`key fuzzing through a real TUI with resizes (seed ${FUZZ_SEED})`, () => {
	afterAll(() => console.info(`key fuzzing through a TUI, seed ${FUZZ_SEED}: ${formatStats(stats)}`));

	it.each(cases)(
		"$name",
		async ({ payload }) => {
			const normalized = normalize(payload);
			await fc.assert(
				fc.asyncProperty(fuzzScript({ minKeys: 100, maxKeys: 160, maxResizes: 10 }), async (script) => {
					const host = terminalHost(normalized, script.columns, script.rows);
					try {
						const driver = new FuzzDriver(normalized, host, stats);
						let keys = 0;
						for (const step of stepsOf(script)) {
							driver.step(step);
							if (!("key" in step) || ++keys % SETTLE_EVERY === 0) await settle(host);
						}
						driver.finish();
						await settle(host);
						expectNothingHostile(host.terminal.output);
					} finally {
						host.tui.stop();
					}
				}),
				fuzzParameters(RUNS),
			);
		},
		60_000, // key scripts through a real TUI with resizes, every frame checked
	);
});
