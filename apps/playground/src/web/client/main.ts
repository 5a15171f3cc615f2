import { handOffFixture } from "../hand-off-fixture.ts";
import type { ClientMessage, FixtureEntry, Scheme, ServerMessage } from "../protocol.ts";
import { byId, create } from "./dom.ts";
import { FlowSocket } from "./flow-socket.ts";
import { FormBuilder } from "./form-builder.ts";
import { KeyRecorder } from "./key-recorder.ts";
import { MirrorView } from "./mirror-view.ts";
import { PayloadEditor } from "./payload-editor.ts";
import { screenSvg, svgToPng } from "./screen-svg.ts";
import { decodeView, encodeView, linkKeys } from "./share-link.ts";
import { parseSizes, readSizeFields } from "./sizes.ts";
import { StatechartView } from "./statechart-view.ts";
import { TerminalView } from "./terminal-view.ts";

/** Typing in the editor sends the payload once the typing pauses. */
const EDIT_DEBOUNCE_MS = 300;
const DEFAULT_SIZE = { cols: 100, rows: 30 };

const ui = {
	fixture: byId("fixture", HTMLSelectElement),
	scheme: byId("scheme", HTMLSelectElement),
	restart: byId("restart", HTMLButtonElement),
	share: byId("share", HTMLButtonElement),
	shareLink: byId("share-link", HTMLAnchorElement),
	shareNote: byId("share-note", HTMLSpanElement),
	inspector: byId("inspector", HTMLButtonElement),
	inspectorNote: byId("inspector-note", HTMLSpanElement),
	connection: byId("connection", HTMLSpanElement),

	keys: byId("keys", HTMLInputElement),
	replay: byId("replay", HTMLButtonElement),
	keysError: byId("keys-error", HTMLSpanElement),
	keyNames: byId("key-names", HTMLDivElement),
	cols: byId("cols", HTMLInputElement),
	rows: byId("rows", HTMLInputElement),
	sizeError: byId("size-error", HTMLSpanElement),
	frame: byId("frame", HTMLDivElement),
	exportSvg: byId("export-svg", HTMLButtonElement),
	exportPng: byId("export-png", HTMLButtonElement),
	exportFixture: byId("export-fixture", HTMLButtonElement),
	exportNote: byId("export-note", HTMLSpanElement),
	sizes: byId("sizes", HTMLInputElement),
	showSizes: byId("show-sizes", HTMLButtonElement),
	sizesError: byId("sizes-error", HTMLSpanElement),
	mirrors: byId("mirrors", HTMLElement),
	chart: byId("chart", HTMLDivElement),
	stateInfo: byId("state-info", HTMLDivElement),
	log: byId("log", HTMLOListElement),
	resultPanel: byId("result-panel", HTMLElement),
	content: byId("content", HTMLPreElement),
	details: byId("details", HTMLPreElement),
};

const editor = new PayloadEditor(byId("payload", HTMLDivElement), byId("issues", HTMLUListElement), () =>
	payloadEdited(true),
);
/** The builder writes the JSON into the editor, which sends it as typing would. */
const builder = new FormBuilder(byId("builder", HTMLDivElement), (json) => {
	editor.value = json;
	payloadEdited();
});
const shared = decodeView(location.hash);
const socket = new FlowSocket(receive, (why) => {
	ui.connection.textContent = why;
});
let mirrors: MirrorView[] = [];
/** Sends `message` to this page's flow, and the flow's input to the mirrors at other sizes too. */
const send = (message: ClientMessage) => {
	socket.send(message);
	for (const mirror of mirrors) mirror.forward(message);
};

const terminal = new TerminalView(
	ui.frame,
	byId("terminal", HTMLDivElement),
	{ cols: shared.cols ?? DEFAULT_SIZE.cols, rows: shared.rows ?? DEFAULT_SIZE.rows },
	(size) => {
		ui.cols.value = String(size.cols);
		ui.rows.value = String(size.rows);
		send({ type: "resize", ...size });
	},
);
let recorder = new KeyRecorder([]);
/** The last flow's result details, for the fixture; undefined while the flow runs. */
let details: unknown;
terminal.term.onData((data) => {
	recorder.record(data);
	send({ type: "input", data });
});
// The terminal keeps Tab for the form: F6 (which no form binds) leaves it, to the hand-off after it, as the hint says.
terminal.term.attachCustomKeyEventHandler((event) => {
	if (event.key !== "F6" || event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return true;
	if (event.type === "keydown") {
		event.preventDefault();
		ui.exportSvg.focus();
	}
	return false;
});
let statechart: StatechartView | undefined;
/** The states lit and the transitions marked last: what the chart shows once it arrives. */
let lit: [readonly string[], readonly string[]] = [[], []];
let fixtures: readonly FixtureEntry[] = [];
/** Keys from a shared link, replayed once its flow has started. */
let pendingKeys = shared.keys;

function scheme(): Scheme {
	return ui.scheme.value === "light" ? "light" : "dark";
}

function sendPayload(): void {
	send({ type: "payload", text: editor.value });
}

function startFlow(): void {
	recorder.reset();
	details = undefined;
	ui.log.replaceChildren();
	ui.resultPanel.hidden = true;
	lit = [[], []];
	statechart?.highlight([]);
	if (pendingKeys !== undefined) {
		ui.keys.value = pendingKeys;
		recorder.replayed(pendingKeys);
		send({ type: "keys", script: pendingKeys });
		pendingKeys = undefined;
	}
}

function logStep(event: string, active: readonly string[], transitions: readonly string[]): void {
	lit = [active, transitions];
	statechart?.highlight(active, transitions);
	const leaves = active.filter((id) => !active.some((other) => other.startsWith(`${id}.`)));
	ui.log.append(create("li", "", `${event} → ${leaves.join(", ")}`));
	ui.log.scrollTop = ui.log.scrollHeight;
}

function greet(message: Extract<ServerMessage, { type: "hello" }>): void {
	fixtures = message.fixtures;
	ui.fixture.replaceChildren(
		...fixtures.map((fixture) => {
			const option = create("option", "", fixture.name);
			option.value = fixture.name;
			option.title = fixture.description;
			return option;
		}),
	);
	if (shared.payload === undefined) ui.fixture.value = message.initialFixture;
	else ui.fixture.value = "";
	editor.setSchema(message.schema);
	recorder = new KeyRecorder(message.keys);
	ui.keyNames.textContent = `Keys: ${message.keys.map((key) => key.name).join(" ")} C-<letter> <character> text:<literal, %20 for a space>`;
	ui.scheme.value = shared.scheme ?? "dark";
	terminal.setScheme(scheme());
	ui.cols.value = String(terminal.size.cols);
	ui.rows.value = String(terminal.size.rows);
	editor.load(shared.payload ?? fixtures.find((fixture) => fixture.name === message.initialFixture)?.json ?? "");
	builder.load(editor.value);
	send({ type: "statechart" });
	send({ type: "resize", ...terminal.size });
	send({ type: "scheme", scheme: scheme() });
	sendPayload();
}

/** Written-to-screen callbacks for the latency hook: resolved when the next output has been parsed. */
const afterNextOutput: (() => void)[] = [];

function receive(message: ServerMessage): void {
	switch (message.type) {
		case "hello":
			greet(message);
			return;
		case "statechart":
			statechart = new StatechartView(ui.chart, ui.stateInfo, message.statechart);
			statechart.highlight(...lit);
			return;
		case "output": {
			const waiting = afterNextOutput.splice(0);
			terminal.term.write(message.data, () => {
				for (const done of waiting) done();
			});
			return;
		}
		case "issues":
			editor.setIssues(message.issues);
			builder.setIssues(message.issues);
			return;
		case "flow":
			startFlow();
			return;
		case "step":
			logStep(message.event, message.active, message.transitions);
			return;
		case "result":
			ui.content.textContent = message.content;
			ui.details.textContent = message.details;
			details = JSON.parse(message.details);
			ui.resultPanel.hidden = false;
			// The terminal says the flow ended; the result is further down the page: brought into view.
			ui.resultPanel.scrollIntoView({ block: "nearest" });
			return;
		case "keys":
			ui.keysError.textContent = message.error;
			return;
		case "refused":
			ui.connection.textContent = `the server refused a message: ${message.error}`;
			return;
		case "inspector":
			if (message.error !== "") {
				ui.inspectorNote.textContent = `inspector: ${message.error}`;
				return;
			}
			ui.inspectorNote.replaceChildren(create("a", "", "open the Stately inspector (needs internet)"));
			ui.inspectorNote.querySelector("a")?.setAttribute("href", message.url);
			ui.inspectorNote.querySelector("a")?.setAttribute("target", "_blank");
			return;
	}
}

socket.onClose((reason) => {
	ui.connection.textContent =
		reason === "" ? "disconnected from the playground server: restart it and reload the page" : reason;
});

/** Shows the flow again at each size typed (`120x40 80x24 44x20`), replacing the sizes shown before. */
function showSizes(): void {
	const sizes = parseSizes(ui.sizes.value);
	if (typeof sizes === "string") {
		ui.sizesError.textContent = sizes;
		return;
	}
	ui.sizesError.textContent = "";
	for (const mirror of mirrors) mirror.close();
	mirrors = sizes.map((size) => new MirrorView(size, scheme(), editor.value));
	ui.mirrors.replaceChildren(...mirrors.map((mirror) => mirror.element));
	terminal.term.focus();
}
ui.showSizes.addEventListener("click", showSizes);

let editTimer: ReturnType<typeof setTimeout> | undefined;
/** Sends the payload once edits pause; `alsoBuilder` redraws the builder too (an edit in the editor). */
function payloadEdited(alsoBuilder = false): void {
	clearTimeout(editTimer);
	editTimer = setTimeout(() => {
		sendPayload();
		if (alsoBuilder) builder.load(editor.value);
	}, EDIT_DEBOUNCE_MS);
}
ui.fixture.addEventListener("change", () => {
	const fixture = fixtures.find((entry) => entry.name === ui.fixture.value);
	if (fixture === undefined) return;
	editor.load(fixture.json);
	builder.load(editor.value);
	sendPayload();
});
ui.scheme.addEventListener("change", () => {
	terminal.setScheme(scheme());
	send({ type: "scheme", scheme: scheme() });
});
ui.restart.addEventListener("click", () => {
	terminal.term.focus();
	send({ type: "restart" });
});
ui.replay.addEventListener("click", () => {
	ui.keysError.textContent = "";
	terminal.term.focus();
	recorder.replayed(ui.keys.value);
	send({ type: "keys", script: ui.keys.value });
});
ui.inspector.addEventListener("click", () => send({ type: "inspector" }));
for (const input of [ui.cols, ui.rows]) {
	input.addEventListener("change", () => {
		const size = readSizeFields(ui.cols.value, ui.rows.value);
		for (const field of [ui.cols, ui.rows]) field.removeAttribute("aria-invalid");
		// Refused where the user looks: beside the fields, naming the one outside its range.
		ui.sizeError.textContent = "field" in size ? size.text : "";
		if ("field" in size) ui[size.field].setAttribute("aria-invalid", "true");
		else terminal.resize(size);
	});
}
ui.share.addEventListener("click", () => {
	// Every key since the flow started, as the fixture export records them (a replayed script stands for those before).
	const { keys, note } = linkKeys(recorder.script, recorder.unnamed);
	const hash = encodeView({
		payload: editor.value,
		...terminal.size,
		scheme: scheme(),
		...(keys === undefined ? {} : { keys }),
	});
	ui.shareNote.textContent = note;
	history.replaceState(null, "", hash);
	ui.shareLink.href = location.href;
	ui.shareLink.textContent = "link to this view";
	ui.shareLink.hidden = false;
	void navigator.clipboard?.writeText(location.href).catch(() => undefined);
});

/** Offers `blob` as a download named `name`. */
function download(name: string, blob: Blob): void {
	const link = create("a");
	link.href = URL.createObjectURL(blob);
	link.download = name;
	link.click();
	setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

const screenImage = () => screenSvg(terminal.term, terminal.colours);
ui.exportSvg.addEventListener("click", () =>
	download("ask-user-screen.svg", new Blob([screenImage()], { type: "image/svg+xml" })),
);
ui.exportPng.addEventListener("click", () => {
	svgToPng(screenImage()).then(
		(png) => download("ask-user-screen.png", png),
		(error: unknown) => {
			ui.exportNote.textContent = `no PNG: ${error instanceof Error ? error.message : String(error)}`;
		},
	);
});
ui.exportFixture.addEventListener("click", () => {
	let payload: unknown;
	try {
		payload = JSON.parse(editor.value);
	} catch {
		ui.exportNote.textContent = "the payload is not JSON yet: fix it first";
		return;
	}
	const fixture = handOffFixture({ payload, keys: recorder.script, ...terminal.size, details });
	download("ask-user.fixture.json", new Blob([fixture], { type: "application/json" }));
	ui.exportNote.textContent =
		recorder.unnamed === 0 ? "" : `${recorder.unnamed} key(s) the script syntax has no name for were left out`;
});

/** Resolves once xterm has drawn rows to the DOM. */
function nextRender(): Promise<void> {
	return new Promise((resolve) => {
		const listener = terminal.term.onRender(() => {
			listener.dispose();
			resolve();
		});
	});
}

/** For the browser tests and the latency bench: the terminal's text, and the time from a key to its screen. */
Object.assign(window, {
	__playground: {
		screen: () => terminal.screen(),
		/** The payload editor's text. */
		payload: () => editor.value,
		/** The screen as the "Screen as SVG" button saves it. */
		screenSvg: screenImage,
		/** The rows of the flow shown at another size, by its size (`44x20`). */
		mirrorScreen: (size: string) => mirrors.find((mirror) => mirror.element.dataset.size === size)?.screen() ?? [],
		/**
		 * Types `data` as a user would; resolves with the milliseconds until the server's answer was written into
		 * xterm (`parsed`) and until xterm drew it into the page (`painted`). Use keys that change the screen.
		 */
		measureKey: (data: string) =>
			new Promise<{ parsed: number; painted: number }>((resolve) => {
				const start = performance.now();
				const rendered = nextRender();
				afterNextOutput.push(() => {
					const parsed = performance.now() - start;
					void rendered.then(() => resolve({ parsed, painted: performance.now() - start }));
				});
				terminal.term.input(data, true);
			}),
	},
});
