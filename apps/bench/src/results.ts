/** Everything one `pnpm bench` run measured, as written to the JSON file. */
import type { PiRelease } from "./pi/loader.ts";
import type { ArgumentsResult } from "./suites/arguments.ts";
import type { BigAnswerResult } from "./suites/big-answer.ts";
import type { ColdImportResult } from "./suites/cold-import.ts";
import type { ElicitationBenchResult } from "./suites/elicitation.ts";
import type { FilterResult } from "./suites/filter.ts";
import type { FirstFormResult } from "./suites/first-form.ts";
import type { FirstFrameResult } from "./suites/first-frame.ts";
import type { HostilePreviewResult } from "./suites/hostile-previews.ts";
import type { KeystrokeResult } from "./suites/keystrokes.ts";
import type { LoadResult } from "./suites/load.ts";
import type { McpServerResult } from "./suites/mcp-server.ts";
import type { MemoryResult } from "./suites/memory.ts";
import type { PagePreviewResult } from "./suites/page-previews.ts";
import type { PageUpdateResult } from "./suites/page-update.ts";
import type { PiStartResult } from "./suites/pi-start.ts";
import type { PlaygroundStartResult } from "./suites/playground-start.ts";
import type { RelayResult } from "./suites/relay.ts";
import type { ResizeResult } from "./suites/resize.ts";
import type { TranscriptResult } from "./suites/transcript.ts";
import type { TargetResult } from "./targets.ts";

interface BenchMeta {
	readonly date: string;
	readonly mode: "full" | "quick";
	readonly node: string;
	/** The pi the products ran on (its line: `@mariozechner` 0.73.x or `@earendil-works` 1.x). */
	readonly pi: PiRelease;
	readonly platform: string;
	readonly cpus: number;
	readonly cpuModel: string;
	readonly screen: { readonly columns: number; readonly rows: number };
	readonly fixtures: readonly { readonly name: string; readonly description: string }[];
	readonly durationMs: number;
	/** What each figure measures, in words. */
	readonly methods: Readonly<Record<string, string>>;
}

export interface BenchResults {
	readonly meta: BenchMeta;
	readonly keystrokes: readonly KeystrokeResult[];
	/** Absent in the results of runs from before the suite. */
	readonly firstForm?: readonly FirstFormResult[];
	readonly firstFrame: readonly FirstFrameResult[];
	readonly arguments?: readonly ArgumentsResult[];
	/** Absent in the results of runs from before the suite, or that did not run it. */
	readonly filter?: FilterResult;
	readonly elicitation?: readonly ElicitationBenchResult[];
	readonly hostilePreviews: readonly HostilePreviewResult[];
	readonly bigAnswer: readonly BigAnswerResult[];
	readonly resize?: readonly ResizeResult[];
	readonly transcript: readonly TranscriptResult[];
	/** Absent in the results of runs from before the suite. */
	readonly pageUpdate?: readonly PageUpdateResult[];
	readonly pagePreviews?: readonly PagePreviewResult[];
	readonly load: readonly LoadResult[];
	/** Absent in the results of runs from before the suite. */
	readonly coldImport?: readonly ColdImportResult[];
	/** Absent in the results of runs from before the suite. */
	readonly mcpServer?: readonly McpServerResult[];
	readonly piStart?: readonly PiStartResult[];
	/** Absent in the results of runs from before the suite. */
	readonly relay?: readonly RelayResult[];
	/** Absent in the results of runs from before the suite. */
	readonly playgroundStart?: readonly PlaygroundStartResult[];
	readonly memory?: MemoryResult;
	readonly targets: readonly TargetResult[];
}

export const METHODS: Readonly<Record<string, string>> = {
	keystrokes:
		"Per key, ms: the key through pi-tui's TUI.handleInput to the focused component's handleInput, then the TUI's " +
		"render pass run synchronously (doRender: component.render(width), differential compare, terminal write). " +
		"pi-tui would run that pass on the next tick, throttled to 16 ms; the headless terminal parses between laps. " +
		"One untimed idle turn of the event loop after each key, as pi's stdin delivers each key in its own turn. " +
		"Scripted laps (key-sequence.ts) on fresh flows, after a warm-up; median and p99 (nearest rank). Each key split " +
		"into the component's own time (its handleInput and render(width)) and the rest (pi-tui's). pi-tui alone: " +
		"ask_user's frames of each portion replayed right after it through the same TUI by a component that only " +
		"returns them, timed as keys (same warm-up, scavenge, idle turns); overhead = per key, ask_user's time less it.",
	firstForm:
		"Per key, ms, in a fresh process per run: ask_user loaded as pi loads it, one fixture opened (its first call " +
		"loads the statechart and the UI; opened in: execute to the first frame, each run), ten idle turns, then a " +
		"pause (a person reading, or none), then every key of one keystroke lap timed as in keystrokes, one idle turn " +
		"after each: code met for the first time in a process, which the keystroke suite's warm-up hides. Median of " +
		"every key, the slowest key of each run.",
	firstFrame:
		"Per open, ms, fresh terminal and TUI each time: from calling the tool's execute (validation, setup, the " +
		"component, the frame) and from calling the component factory passed to ctx.ui.custom, to the end of the " +
		"first render pass with the component mounted as pi mounts it.",
	hostilePreviews:
		"Per open, ms, fresh terminal of the given width (40 rows) each time: from calling the tool's execute on one " +
		"preview question whose first option holds the hostile preview, to the end of the first render pass (the first " +
		"view shows that preview). One warm-up open, then up to the frame count within the frame budget; median and max.",
	arguments:
		"Per reading, ms, arguments built once per shape (@ask-user/test-kit/adversarial-arguments: 100,000 options or " +
		"20,000 questions): the registered tool's prepareArguments on the raw arguments (normalizeArguments, validate, " +
		"the payload back in the input shape), then core's validate with adopt on what it returned, as execute runs it, " +
		"loaded with jiti and pi's options. Warm-ups, then up to the frame count within the frame budget; median, p99.",
	filter:
		"Per key, ms, on the 100,000-option question opened fresh each lap: `/`, a text that narrows the list, " +
		"Backspaces, a letter that finds nothing and Esc, each timed as in keystrokes and followed by a 50 ms pause " +
		"(the event loop idles, as between a person's keys in pi); the first key typed after `/` apart; and `/` with " +
		"the first letter sent at once (no idle turn between them), the pair timed as one.",
	elicitation:
		"Per request, ms, a new schema each time (100,000 fields or values, built untimed): core's " +
		"payloadFromElicitation, then elicitationResult of a submit that answers nothing, defaults applied. Warm-ups, " +
		"then up to the frame count within the frame budget; median, p99.",
	transcript:
		"Per render, ms, a submitted result of 50,000 questions (every tenth noted): the tool's renderResult, as pi " +
		"calls it when the result arrives or the view is expanded, and the component's render(width), collapsed and " +
		"expanded; and a width change, render(width) right after a render at another width. One warm-up, then up to " +
		"the frame count within the frame budget; median and max.",
	resize:
		"Per resize, ms: a question whose prompt is 256 KB of model text (words, or accented letters without a space), " +
		"opened on 120x40, then resized to 250x80 and back (jump) and through every width from 80 to 250 at 80 rows " +
		"(drag), on the question screen and with the full-text reader open: the terminal's resize to the end of the " +
		"TUI's render pass. A new prompt string each lap, so no lap reuses the lines of another; median, p99, max.",
	pageUpdate:
		"Per key, ms: a question of 500 options of 60,000 characters (30 MB of model text) served with render-web's " +
		"servePage and followed by one page over a real socket; a key changes the form (a focus move, a pick, a " +
		"character typed into the question's note) and the page's update is timed from the server reading the view to " +
		"the end of that event-loop turn (the pieces rendered, compared and written). After 3 warm-up keys; median, " +
		"p99, max; and the bytes the page received per key.",
	pagePreviews:
		"Per request, ms: one preview question whose options hold every hostile preview, 20,000 characters of " +
		"headings, lists and code, and the page-update payload's preview, served with render-web's servePage; the " +
		"page's request for an opened option's preview (its Markdown rendered on the server) over a real socket, to its " +
		"whole answer. One warm-up, then up to the frame count within the frame budget; median and max.",
	load:
		"Per fresh Node process, ms: pi's packages preloaded, then jiti created with pi's options and alias map, the " +
		"extension entry imported and its factory called; then, timed apart, what the tool imports on its first call. " +
		"Warm = jiti's transform cache filled; cold = rebuilt.",
	coldImport:
		"Per fresh Node process, ms: one entry of @ask-user/core (built as a tarball ships it, each entry bundled; no " +
		"TypeScript loader) or XState alone, imported with import(), timed from just before the call to its end; " +
		"Node's own start is not counted. Median of the runs.",
	mcpServer:
		"Per fresh process, ms: ask-user-mcp built as it ships (its bin bundled with core and render-web; the MCP SDK from " +
		"node_modules), started on stdio by the SDK's own client. Start: spawn to the initialize handshake done; node " +
		"alone: a process that exits at once, for the floor. First elicitation: the client's tools/call to the form at " +
		"the client: its elicitation/create handler on 2025-11-25, the input_required result on 2026-07-28 (the client " +
		"SDK's own handling of it not counted). Median of the runs.",
	playgroundStart:
		"Per fresh process, ms: `apps/playground/scripts/start.mjs` (what `pnpm playground` runs after pnpm hands over; " +
		"the playground built once before, untimed) on the tour fixture: in a pseudo-terminal to the form's first frame, " +
		"and with --web to the printed address; the two taking turns. Median of the runs.",
	piStart:
		"Per pair of pi processes, ms: `pi --no-session -p hi` against a mock model on 127.0.0.1, without and with " +
		"`-e` of ask_user's bundle as its tarball ships it (taking turns which runs first), spawn to exit, after one " +
		"untimed pair. What the " +
		"extension adds is the median of the pairs' differences.",
	relay:
		"Per relayed question, ms: a subagent's registration (no UI, the relay in its environment) calls execute; its " +
		"parent's registration (a terminal UI, which started the relay) opens the form (ctx.ui.custom). Both loaded " +
		"with jiti as pi loads them, in one process, over the relay's real socket; after one untimed question.",
	memory:
		"Fresh process with --expose-gc, two full GCs before each reading. Per flow: heap and RSS of N flows held open " +
		"at once, divided by N. Leak check: flows opened, driven (move, toggle, tab, a note typed) and dismissed on one " +
		"TUI; heap growth after all of them and between the halfway reading and the end.",
};
