/**
 * The messages between the playground page and its server, one JSON object per WebSocket message. Types and
 * constants only: the page's bundle imports nothing else from the server side.
 */

/** pi's two built-in themes. */
export type Scheme = "dark" | "light";

export const SCHEMES: readonly Scheme[] = ["dark", "light"];

/** One state of the machine, placed in the diagram (its box holds its children's). `id` is its path joined with dots. */
export interface DiagramNode {
	readonly id: string;
	readonly key: string;
	/** The state's `description` in the machine. */
	readonly description: string;
	readonly x: number;
	readonly y: number;
	readonly width: number;
	readonly height: number;
	/** It has child states. */
	readonly compound: boolean;
	/** The initial state of its parent. */
	readonly initial: boolean;
	readonly final: boolean;
}

/** One transition of the machine: `id` is its state's id, `#` and its place among that state's own transitions. */
export interface DiagramTransition {
	readonly id: string;
	/** `event [guard]`; `always` for an eventless transition. */
	readonly label: string;
	readonly description: string;
	/** The guard's name; `""` without one. */
	readonly guard: string;
	/** The names of the actions it runs, in order. */
	readonly actions: readonly string[];
}

/** The transitions from one state to another, on one edge: an SVG path and the box its labels fill. */
export interface DiagramEdge {
	readonly id: string;
	readonly from: string;
	readonly to: string;
	readonly transitions: readonly DiagramTransition[];
	readonly path: string;
	/** Where the layout put the labels, one line per transition, clear of the states and of other labels. */
	readonly label: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/** The statechart laid out, generated from the machine: what the page draws as SVG. */
export interface Diagram {
	readonly width: number;
	readonly height: number;
	/** Parents before their children. */
	readonly nodes: readonly DiagramNode[];
	readonly edges: readonly DiagramEdge[];
	/** The root's own transitions, taken in every state (Ctrl+C, the host's abort). */
	readonly everywhere: readonly { readonly transition: DiagramTransition; readonly to: string }[];
}

/** The parts of a JSON schema the payload editor reads: for completion, hover documentation. */
export interface JsonSchema {
	readonly type?: string;
	readonly description?: string;
	readonly enum?: readonly string[];
	readonly properties?: Readonly<Record<string, JsonSchema>>;
	readonly required?: readonly string[];
	readonly items?: JsonSchema;
}

/** A validation issue: where it is (core's path, `""` for JSON that does not parse) and the line the model reads. */
export interface PayloadIssue {
	readonly path: string;
	readonly text: string;
}

/** A key a key script names (`Down`), and the terminal input it stands for. */
export interface NamedKey {
	readonly name: string;
	readonly input: string;
}

export interface FixtureEntry {
	readonly name: string;
	readonly description: string;
	/** The payload as pretty JSON, for the editor. */
	readonly json: string;
}

export type ServerMessage =
	| {
			readonly type: "hello";
			readonly fixtures: readonly FixtureEntry[];
			/** The fixture `--fixture` named (or the first one): what an empty page starts with. */
			readonly initialFixture: string;
			/** The tool's input schema (core's `AskUserInputSchema`). */
			readonly schema: JsonSchema;
			/** The key names a key script accepts, each with the input it sends. */
			readonly keys: readonly NamedKey[];
	  }
	/** The statechart laid out, as the page asked for it. */
	| { readonly type: "statechart"; readonly statechart: Diagram }
	/** Bytes for the terminal, exactly as pi-tui wrote them. */
	| { readonly type: "output"; readonly data: string }
	/** The payload's issues, as the model would read them; empty when the payload was accepted (a new flow runs). */
	| { readonly type: "issues"; readonly issues: readonly PayloadIssue[] }
	/** A new flow started: clear the log, the result and the highlighted states. */
	| { readonly type: "flow" }
	/**
	 * The machine took an event: its type, the ids of the states active afterwards and of the transitions it took
	 * (eventless ones after it included).
	 */
	| {
			readonly type: "step";
			readonly event: string;
			readonly active: readonly string[];
			readonly transitions: readonly string[];
	  }
	/** The flow ended: the text the model reads and the details JSON. */
	| { readonly type: "result"; readonly content: string; readonly details: string }
	/** The key script was refused (the message names the token), or it was replayed (`error` empty). */
	| { readonly type: "keys"; readonly error: string }
	/** The Stately inspector relay to open in a browser, or why it could not start. */
	| { readonly type: "inspector"; readonly url: string; readonly error: string }
	/** A message from the page was refused and did nothing: the text names the field. */
	| { readonly type: "refused"; readonly error: string };

export type ClientMessage =
	/** A payload as typed in the editor; runs it when valid. */
	| { readonly type: "payload"; readonly text: string }
	/** Keys from the page's terminal, as xterm encodes them. */
	| { readonly type: "input"; readonly data: string }
	| { readonly type: "resize"; readonly cols: number; readonly rows: number }
	| { readonly type: "scheme"; readonly scheme: Scheme }
	/** Runs the last valid payload again from the start. */
	| { readonly type: "restart" }
	/** Replays a key script (the `--keys` syntax). */
	| { readonly type: "keys"; readonly script: string }
	/** Restarts the flow streaming to the Stately inspector. */
	| { readonly type: "inspector" }
	/** Asks for the statechart diagram: laid out once per server process, on the first page that asks. */
	| { readonly type: "statechart" };

/** The largest message the page may send, in UTF-8 bytes: a payload or paste of 100,000 characters of any kind fits. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
