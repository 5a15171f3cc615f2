/**
 * A setup file of every package's fast tier (vitest.shared.ts `tiers()`): the files there share each worker's module
 * registry (D71), so what one file leaves running outlives it. After each file this fails the file if it left a pi-tui
 * `TUI` started, or more listeners of `WATCHED` on `process`, `process.stdin` or `process.stdout` than it found (pi-tui 1.x adds
 * an `exit` listener per started TUI; a leaked one warned as MaxListenersExceeded once). Leftover TUIs are stopped, so
 * the next file starts clean.
 */
import type { TUI } from "@mariozechner/pi-tui";
import * as piTui from "@mariozechner/pi-tui";
import { afterAll, beforeAll } from "vitest";

/**
 * pi-tui's TUI classes: `TUI` on 0.73; `TuiMainScreen` and `TuiAltScreen` on 1.x, where `TUI` is a type only
 * (main-screen-tui.ts).
 */
const TUI_CLASSES = ["TUI", "TuiMainScreen", "TuiAltScreen"]
	.map((name): unknown => Reflect.get(piTui, name))
	.filter((found): found is { prototype: TUI } => typeof found === "function");

/** The TUIs started and not stopped, kept on the global object: this file runs anew before each test file. */
const STARTED = Symbol.for("ask-user.fast-tier-guard.started");
type GuardedGlobal = typeof globalThis & { [STARTED]?: Set<TUI> };

function startedTuis(): Set<TUI> {
	const global: GuardedGlobal = globalThis;
	if (global[STARTED] === undefined) {
		const started = new Set<TUI>();
		global[STARTED] = started;
		for (const { prototype } of TUI_CLASSES) {
			const { start, stop } = prototype;
			prototype.start = function (this: TUI) {
				started.add(this);
				start.call(this);
			};
			prototype.stop = function (this: TUI) {
				started.delete(this);
				stop.call(this);
			};
		}
	}
	return global[STARTED];
}

/**
 * The events watched: what a started TUI or a host left running listens to. Not the signals: libraries install one
 * handler per signal once per process (the playground's web tests load one that does), which is no leak.
 */
const WATCHED = [
	["process", process, ["exit", "beforeExit", "uncaughtException", "unhandledRejection", "warning"]],
	["process.stdin", process.stdin, ["data", "keypress", "readable", "end"]],
	["process.stdout", process.stdout, ["resize", "drain"]],
] as const;

/** `<emitter> '<event>'` → how many listeners it has. */
function listenerCounts(): Map<string, number> {
	const counts = new Map<string, number>();
	for (const [name, emitter, events] of WATCHED) {
		for (const event of events) counts.set(`${name} '${event}'`, emitter.listenerCount(event));
	}
	return counts;
}

let before = new Map<string, number>();

beforeAll(() => {
	before = listenerCounts();
});

afterAll(() => {
	const started = startedTuis();
	const leftTuis = started.size;
	for (const tui of [...started]) tui.stop();
	const grown = [...listenerCounts()]
		.filter(([key, count]) => count > (before.get(key) ?? 0))
		.map(([key, count]) => `${key}: ${before.get(key) ?? 0} → ${count}`);
	const problems = [
		...(leftTuis > 0 ? [`${leftTuis} pi-tui TUI(s) left started (stop each, e.g. with onTestFinished)`] : []),
		...(grown.length > 0 ? [`listeners left registered: ${grown.join(", ")}`] : []),
	];
	if (problems.length > 0) throw new Error(`This test file leaks into the next ones: ${problems.join("; ")}`);
});

startedTuis();
