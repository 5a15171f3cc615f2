/** The printed report: one table per suite, then the targets. */
import type { ProductId } from "../products.ts";
import type { BenchResults } from "../results.ts";
import type { Summary } from "../stats.ts";
import { BIG_ANSWER_CHARACTERS } from "../suites/big-answer.ts";
import { HOSTILE_PREVIEW_WIDTHS } from "../suites/hostile-previews.ts";
import type { KeystrokeResult } from "../suites/keystrokes.ts";
import { loadedName } from "../suites/load.ts";
import { PAGE_OPTIONS, PAGE_PAYLOAD_CHARACTERS } from "../suites/page-update.ts";
import { RESIZE_PROMPT_CHARACTERS } from "../suites/resize.ts";
import { TRANSCRIPT_QUESTIONS, TRANSCRIPT_WIDTHS } from "../suites/transcript.ts";
import { keyP99Rule, keyP99Target, LEAK_LIMIT_BYTES } from "../targets.ts";
import { type Cell, fixed, formatTable, type Table } from "./table.ts";

const KIB = 1024;

function keystrokeTable({ keystrokes, meta }: BenchResults): Table {
	const fixtures = [...new Set(keystrokes.map((result) => result.fixture))];
	const rows = fixtures.map((fixture): Cell[] => {
		const find = (product: ProductId) =>
			keystrokes.find((result) => result.fixture === fixture && result.product === product);
		const ours = find("ask_user");
		const [pi, rpiv] = [find("questionnaire"), find("rpiv")];
		const counts = [ours, pi, rpiv].filter((result) => result !== undefined).map((result) => result.count);
		const keys = new Set(counts).size === 1 ? `${counts[0]}` : counts.join("/");
		const times = (result: KeystrokeResult | undefined) => [fixed(result?.median, 3), fixed(result?.p99, 2)];
		const ratio = (theirs: KeystrokeResult | undefined) =>
			ours && theirs ? `${fixed(ours.median / theirs.median)}×` : "–";
		return [
			fixture,
			keys,
			...times(ours),
			fixed(ours?.max, 1),
			...times(pi),
			...times(rpiv),
			ratio(pi),
			ratio(rpiv),
			[ours, pi, rpiv].map((result) => fixed(result?.bytesPerKey, 0)).join(" / "),
		];
	});
	return {
		title: `Keystroke latency, ms per key (handleInput + TUI render pass, ${meta.screen.columns}×${meta.screen.rows})`,
		headers: [
			"fixture",
			"keys",
			"ask_user med",
			"p99",
			"max",
			"pi quest. med",
			"p99",
			"rpiv med",
			"p99",
			"÷ pi",
			"÷ rpiv",
			"B/key ours / pi / rpiv",
		],
		rows,
		notes: [
			"÷ pi, ÷ rpiv = ask_user median / that peer's median; max: ask_user's slowest key, first keys and first previews included",
			"keys a/b/c: keys timed for ask_user / pi's questionnaire / rpiv where the time budget cut one short",
			"rpiv gets a fixture's first 4 questions (its limit) with all their options (apps/bench/README.md)",
		],
	};
}

/** ask_user's keys split into its own part and pi-tui's, against pi-tui alone replaying the same frames (D111). */
function floorTable({ keystrokes }: BenchResults): Table {
	const ours = keystrokes.filter((result) => result.product === "ask_user");
	return {
		title: "ask_user's keys against pi-tui alone rendering the same frames, ms per key",
		headers: [
			"fixture",
			"ask_user med",
			"p99",
			"own med",
			"p99",
			"pi-tui med",
			"p99",
			"alone med",
			"p99",
			"max",
			"over med",
			"p99",
			"target",
			"result",
		],
		rows: ours.map((result): Cell[] => {
			const { floor } = result;
			const rule = keyP99Rule(result);
			const { pass } = keyP99Target(result.fixture, result);
			const pair = (summary: Summary | undefined) => [fixed(summary?.median, 3), fixed(summary?.p99)];
			return [
				result.fixture,
				...pair(result),
				...pair(result.component),
				...pair(result.piTui),
				...pair(floor?.keys),
				fixed(floor?.keys.max, 1),
				...pair(floor?.overhead),
				`${rule.figure} < ${rule.limit}`,
				pass === undefined ? "n/a" : pass ? "PASS" : "MISS",
			];
		}),
		notes: [
			"own: the component's handleInput + render(width); pi-tui: the rest of the key (its input path, compare, width checks, write)",
			"alone: ask_user's frames of the same laps replayed through the same TUI by a component that only returns them, timed as a key",
			"over: per key, ask_user's time less pi-tui alone's for the same key",
			"target: p99 < 2 ms; where pi-tui alone's p99 is above 1.5 ms, over p99 < 0.5 ms instead (README)",
		],
	};
}

function firstFrameTable({ firstFrame }: BenchResults): Table {
	const fixtures = [...new Set(firstFrame.map((result) => result.fixture))];
	return {
		title: "Time to first frame, ms (median / p99)",
		headers: ["fixture", "ask_user execute", "ask_user factory", "pi quest. execute", "rpiv execute"],
		rows: fixtures.map((fixture) => {
			const find = (product: ProductId) =>
				firstFrame.find((result) => result.fixture === fixture && result.product === product);
			const pair = (summary: { median: number; p99: number } | undefined) =>
				summary === undefined ? "–" : `${fixed(summary.median)} / ${fixed(summary.p99)}`;
			const ours = find("ask_user");
			return [
				fixture,
				pair(ours?.fromExecute),
				pair(ours?.fromFactory),
				pair(find("questionnaire")?.fromExecute),
				pair(find("rpiv")?.fromExecute),
			];
		}),
		notes: ["execute: from the tool's execute; factory: from the component factory passed to ctx.ui.custom"],
	};
}

function loadTable({ load }: BenchResults): Table {
	return {
		title: "Load time, ms (median of fresh processes; jiti with pi's options)",
		headers: ["extension", "transform cache", "runs", "median", "runs (ms)", "first call", "runs (ms)"],
		rows: load.map((result) => [
			loadedName(result),
			result.cache,
			result.runs,
			fixed(result.median, 1),
			result.samples.map((sample) => sample.toFixed(0)).join(" "),
			fixed(result.firstCall?.median, 1),
			result.firstCall?.samples.map((sample) => sample.toFixed(0)).join(" ") ?? "–",
		]),
		notes: [
			"first call: the tool's first execute up to where its UI opens (ask_user imports its statechart and UI then)",
			"ask_user: its tarball's bundle (pi install npm:); sources: what pi install git: and pi -e load",
		],
	};
}

function memoryTables({ memory }: BenchResults): Table[] {
	if (memory === undefined) return [];
	return [
		{
			title: "Memory per open flow, KiB (flows held open at once, after full GCs)",
			headers: ["fixture", "flows", "heap/flow", "RSS/flow"],
			rows: memory.perFlow.map((result) => [
				result.fixture,
				result.flows,
				fixed(result.heapPerFlow / KIB, 1),
				fixed(result.rssPerFlow / KIB, 1),
			]),
		},
		{
			title: "Peak heap growth opening one flow, MiB (from a collected heap to the first frame)",
			headers: ["fixture", "opens", "peak growth (median)", "a collection ran"],
			rows: memory.peaks.map((peak) => [
				peak.fixture,
				peak.opens,
				fixed(peak.peakGrowth / 2 ** 20, 1),
				peak.collected ? "yes (a lower bound)" : "no",
			]),
			notes: [
				`no collection runs while the flow opens (256 MiB semi-spaces): every byte allocated counts, an upper bound of the peak`,
			],
		},
		{
			title: "Leak check: flows opened, driven and dismissed on one TUI, KiB",
			headers: [
				"fixture",
				"flows",
				"heap growth",
				"of which 2nd half",
				"2nd-half trend",
				"RSS growth",
				"reading noise",
			],
			rows: memory.leaks.map((leak) => [
				leak.fixture,
				leak.flows,
				fixed(leak.heapGrowth / KIB, 1),
				fixed((leak.heapGrowth - leak.heapGrowthAtHalf) / KIB, 1),
				fixed(leak.heapTrend / KIB, 1),
				fixed(leak.rssGrowth / KIB, 0),
				fixed(leak.noise / KIB, 1),
			]),
			notes: [
				`a leak grows with every flow; the 2nd-half trend (a line fitted to 11 readings) must stay under ${LEAK_LIMIT_BYTES / KIB} KiB`,
				"counted after a warm-up of 2,000 flows, while V8 finishes optimizing the flow's code",
			],
		},
	];
}

function argumentsTable({ arguments: results = [] }: BenchResults): Table {
	return {
		title: "Reading the model's arguments: prepareArguments, then execute's validate, ms (median / p99)",
		headers: ["shape", "size", "accepted", "prepareArguments", "validate", "both"],
		rows: results.map((result): Cell[] => {
			const pair = (summary: { median: number; p99: number }) => `${fixed(summary.median)} / ${fixed(summary.p99)}`;
			return [
				result.shape,
				`${result.size.toLocaleString("en")} ${result.counts}`,
				result.valid ? "yes" : "no (refused)",
				pair(result.prepare),
				result.valid ? pair(result.validate) : "–",
				pair(result.total),
			];
		}),
		notes: ["shapes of @ask-user/test-kit/adversarial-arguments; target: both under 100 ms for every shape"],
	};
}

function filterTable({ filter }: BenchResults): Table {
	const row = (what: string, summary: Summary | undefined): Cell[] => [
		what,
		`${summary?.count ?? "–"}`,
		fixed(summary?.median),
		fixed(summary?.p99),
		fixed(summary?.max),
	];
	return {
		title: `The / filter on ${filter?.options.toLocaleString("en") ?? "–"} options, ms per key`,
		headers: ["keys", "count", "median", "p99", "max"],
		rows: [
			row("every key, 50 ms apart", filter?.keys),
			row("the first key typed after /", filter?.firstKey),
			row("/ and the first key at once", filter?.atOnce),
		],
		notes: ["target: every key typed at a person's pace under 16.7 ms, the first included"],
	};
}

function elicitationTable({ elicitation = [] }: BenchResults): Table {
	const pair = (summary: Summary) => `${fixed(summary.median)} / ${fixed(summary.p99)}`;
	return {
		title: "An MCP form as a questionnaire and back, ms (median / p99)",
		headers: ["schema", "size", "payloadFromElicitation", "elicitationResult", "both"],
		rows: elicitation.map((result): Cell[] => [
			result.shape,
			result.size.toLocaleString("en"),
			pair(result.mapping),
			pair(result.result),
			pair(result.total),
		]),
		notes: ["a new schema per request; target: both under 200 ms for the required fields"],
	};
}

function hostilePreviewTable({ hostilePreviews }: BenchResults): Table {
	const names = [...new Set(hostilePreviews.map((result) => result.preview))];
	const at = (name: string, width: number) =>
		hostilePreviews.find((result) => result.preview === name && result.width === width)?.firstView;
	return {
		title: "Hostile previews, first view (execute → first frame), ms",
		headers: ["preview", ...HOSTILE_PREVIEW_WIDTHS.flatMap((width) => [`w${width} med`, "max"])],
		rows: names.map((name): Cell[] => [
			name,
			...HOSTILE_PREVIEW_WIDTHS.flatMap((width) => [fixed(at(name, width)?.median), fixed(at(name, width)?.max)]),
		]),
		notes: ["target: every median under 50 ms"],
	};
}

function transcriptTable({ transcript }: BenchResults): Table {
	const at = (view: string, width: number) =>
		transcript.find((result) => result.view === view && result.width === width);
	return {
		title: `Transcript of ${TRANSCRIPT_QUESTIONS.toLocaleString("en")} questions (renderResult + render; width change), ms`,
		headers: ["view", ...TRANSCRIPT_WIDTHS.flatMap((width) => [`w${width} render`, "resize", "lines"])],
		rows: ["collapsed", "expanded"].map((view): Cell[] => [
			view,
			...TRANSCRIPT_WIDTHS.flatMap((width) => {
				const result = at(view, width);
				return [fixed(result?.render.median), fixed(result?.resize.median), `${result?.lines ?? "–"}`];
			}),
		]),
		notes: ["medians; target: every one under 100 ms"],
	};
}

function pageUpdateTable({ pageUpdate = [] }: BenchResults): Table {
	return {
		title: `The page following a key (${PAGE_OPTIONS} options, ${PAGE_PAYLOAD_CHARACTERS / 1e6} MB of text), ms`,
		headers: ["key", "update median", "p99", "max", "bytes median", "bytes max", "first view bytes"],
		rows: pageUpdate.map((result): Cell[] => [
			result.key,
			fixed(result.update.median),
			fixed(result.update.p99),
			fixed(result.update.max),
			result.bytes.median,
			result.bytes.max,
			result.firstViewBytes,
		]),
		notes: [
			"the update: the server's pieces, compared and written, in one event-loop turn; target: every one under 5 ms",
		],
	};
}

function pagePreviewTable({ pagePreviews = [] }: BenchResults): Table {
	return {
		title: "A preview opened on the page (its Markdown rendered on the server, request to answer), ms",
		headers: ["preview", "characters", "median", "max"],
		rows: pagePreviews.map((result): Cell[] => [
			result.preview,
			result.characters,
			fixed(result.render.median),
			fixed(result.render.max),
		]),
		notes: ["the host's event loop renders it (pi's, for /ask-user web); target: every median under 50 ms"],
	};
}

function bigAnswerTable({ bigAnswer }: BenchResults): Table {
	return {
		title: `Editing a ${BIG_ANSWER_CHARACTERS.toLocaleString("en")}-character answer, ms`,
		headers: ["text", "paste", "key median", "key p99", "key max"],
		rows: bigAnswer.map((result): Cell[] => [
			result.shape,
			fixed(result.paste.median),
			fixed(result.keys.median),
			fixed(result.keys.p99),
			fixed(result.keys.max),
		]),
		notes: ["keys: typing, moving, Backspace, saving and reopening the answer; target: every key under 50 ms"],
	};
}

function resizeTable({ resize = [] }: BenchResults): Table {
	return {
		title: `Resizing a form with a ${RESIZE_PROMPT_CHARACTERS / 1024} KB prompt, ms`,
		headers: ["screen", "prompt", "to 250x80 and back, max", "drag median", "drag p99", "drag max"],
		rows: resize.map((result): Cell[] => [
			result.screen,
			result.prompt,
			fixed(result.jump.max),
			fixed(result.drag.median),
			fixed(result.drag.p99),
			fixed(result.drag.max),
		]),
		notes: ["drag: every width from 80 to 250 columns at 80 rows, one resize a sample"],
	};
}

function coldImportTable({ coldImport = [] }: BenchResults): Table {
	return {
		title: "Cold import of @ask-user/core, ms (median of fresh processes; the built package, no loader)",
		headers: ["entry", "runs", "median", "runs (ms)"],
		rows: coldImport.map((result) => [
			result.entry,
			result.runs,
			fixed(result.median, 1),
			result.samples.map((sample) => sample.toFixed(1)).join(" "),
		]),
		notes: [
			"the root and /contract load no TypeBox module; /schema (the TypeBox schema) and XState (the root's peer) for scale",
		],
	};
}

function mcpServerTable({ mcpServer = [] }: BenchResults): Table {
	return {
		title: "ask-user-mcp, ms (median of fresh processes; the server built as it ships, the SDK's own client on stdio)",
		headers: ["measure", "runs", "median", "runs (ms)"],
		rows: mcpServer.map((result) => [
			result.measure,
			result.runs,
			fixed(result.median, 1),
			result.samples.map((sample) => sample.toFixed(1)).join(" "),
		]),
		notes: [
			"start: spawn to initialize done (node alone: a process that exits at once); first elicitation: tools/call to the form at the client",
		],
	};
}

function playgroundStartTable({ playgroundStart = [] }: BenchResults): Table {
	return {
		title: "pnpm playground's start, ms (fresh processes after pnpm hands over; the playground built before)",
		headers: ["measure", "runs", "median", "runs (ms)"],
		rows: playgroundStart.map((result) => [
			result.measure,
			result.runs,
			fixed(result.median, 0),
			result.samples.map((sample) => sample.toFixed(0)).join(" "),
		]),
		notes: ["the tour fixture; the terminal in a pseudo-terminal (`script`), --web to its printed address"],
	};
}

function piStartTable({ piStart = [] }: BenchResults): Table {
	return {
		title: "pi's start, ms (`pi --no-session -p hi` against a mock model; pairs of fresh processes)",
		headers: [
			"pairs",
			"without ask_user",
			"with ask_user",
			"added (median of pairs)",
			"an empty extension adds",
			"ask_user above it",
		],
		rows: piStart.map((result) => [
			result.runs,
			fixed(result.without.median, 1),
			fixed(result.with.median, 1),
			fixed(result.added, 1),
			fixed(result.addedByAny, 1),
			fixed(result.aboveAny, 1),
		]),
		notes: ["an empty extension: one file that registers one tool (pi 1.x loads its extension loader only for one)"],
	};
}

function firstFormTable({ firstForm = [] }: BenchResults): Table {
	return {
		title: "A process's first form, ms per key (a fresh process each run, one lap of the keystroke script)",
		headers: ["fixture", "pause", "runs", "opened in", "keys", "median", "slowest", "slowest key of each run"],
		rows: firstForm.map((result) => [
			result.fixture,
			result.pause,
			result.runs,
			result.opens.map((ms) => fixed(ms, 1)).join(", "),
			result.keysPerRun,
			fixed(result.median),
			fixed(result.max),
			result.slowest.map((key) => `${key.token}@${key.index} ${fixed(key.ms)}`).join(", "),
		]),
	};
}

function relayTable({ relay = [] }: BenchResults): Table {
	return {
		title: "A subagent's question relayed to its parent, ms (the child's call to the parent's form opening)",
		headers: ["questions", "median", "max"],
		rows: relay.map((result) => [result.runs, fixed(result.median), fixed(result.max)]),
	};
}

function targetTable({ targets }: BenchResults): Table {
	return {
		title: "Targets",
		headers: ["target", "measured", "limit", "result"],
		rows: targets.map((result) => [
			result.target,
			result.value === undefined ? "–" : `${fixed(result.value)} ${result.unit}`,
			`${result.limit} ${result.unit}`,
			result.pass === undefined ? "n/a" : result.pass ? "PASS" : "MISS",
		]),
	};
}

export function formatReport(results: BenchResults): string {
	const tables = [
		...(results.keystrokes.length > 0 ? [keystrokeTable(results)] : []),
		...(results.keystrokes.some((result) => result.floor !== undefined) ? [floorTable(results)] : []),
		...((results.firstForm?.length ?? 0) > 0 ? [firstFormTable(results)] : []),
		...(results.firstFrame.length > 0 ? [firstFrameTable(results)] : []),
		...((results.arguments?.length ?? 0) > 0 ? [argumentsTable(results)] : []),
		...(results.filter === undefined ? [] : [filterTable(results)]),
		...((results.elicitation?.length ?? 0) > 0 ? [elicitationTable(results)] : []),
		...(results.hostilePreviews.length > 0 ? [hostilePreviewTable(results)] : []),
		...(results.bigAnswer.length > 0 ? [bigAnswerTable(results)] : []),
		...((results.resize?.length ?? 0) > 0 ? [resizeTable(results)] : []),
		...(results.transcript.length > 0 ? [transcriptTable(results)] : []),
		...((results.pageUpdate?.length ?? 0) > 0 ? [pageUpdateTable(results)] : []),
		...((results.pagePreviews?.length ?? 0) > 0 ? [pagePreviewTable(results)] : []),
		...(results.load.length > 0 ? [loadTable(results)] : []),
		...((results.coldImport?.length ?? 0) > 0 ? [coldImportTable(results)] : []),
		...((results.mcpServer?.length ?? 0) > 0 ? [mcpServerTable(results)] : []),
		...((results.playgroundStart?.length ?? 0) > 0 ? [playgroundStartTable(results)] : []),
		...((results.piStart?.length ?? 0) > 0 ? [piStartTable(results)] : []),
		...((results.relay?.length ?? 0) > 0 ? [relayTable(results)] : []),
		...memoryTables(results),
		targetTable(results),
	];
	const { meta } = results;
	const header = `ask_user bench (${meta.mode}) · ${meta.date} · ${meta.pi.name} ${meta.pi.version} · Node ${meta.node} · ${meta.cpus}× ${meta.cpuModel}`;
	return [header, ...tables.map(formatTable)].join("\n\n");
}
