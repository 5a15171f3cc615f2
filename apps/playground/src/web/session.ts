import { type AskUserDetails, buildResult, type NormalizedPayload } from "@ask-user/core";
import { QuestionnaireComponent } from "@ask-user/render-tui";
import { KeyScriptError, parseKeyScript } from "@ask-user/test-kit/key-script";
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { Text, type TUI } from "@mariozechner/pi-tui";
import type { InspectionEvent } from "xstate";
import { PLAYGROUND_MESSAGES } from "../playground-messages.ts";
import { printableJson } from "../print-result.ts";
import { activeStateIds, transitionId } from "../statechart/diagram.ts";
import { checkPayload } from "./payload-check.ts";
import type { ClientMessage, ServerMessage } from "./protocol.ts";
import { SocketTerminal } from "./socket-terminal.ts";
import type { WebLook } from "./web-look.ts";

/** Where a flow's inspection events also go when the page asked for the Stately inspector. */
export type InspectSink = (event: InspectionEvent) => void;

export interface SessionHost {
	readonly send: (message: ServerMessage) => void;
	readonly look: WebLook;
	/** Opens (once per server) the Stately inspector relay: its URL and where to stream, or why it failed. */
	readonly openInspector: () => Promise<{ readonly url: string; readonly inspect: InspectSink } | { error: string }>;
	/** Told about an exception inside the component (the flow then ends as cancelled). */
	readonly onError: (error: unknown) => void;
}

/** A replayed key script waits this long between keys: one render of pi-tui (16 ms) and a little more. */
const REPLAY_STEP_MS = 20;

const INITIAL_COLUMNS = 100;
const INITIAL_ROWS = 30;

/** What the terminal says once a flow has ended: the component has nothing left to draw. */
export const FLOW_ENDED_NOTE =
	"The flow ended: its content and details are under Result. Restart (or edit the payload) to start again.";

function pause(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * One page's flow: the real questionnaire component on a pi-tui `TUI` whose terminal is the page's xterm. The TUI
 * lives as long as the page is connected; each payload (or restart) mounts a fresh component in it, as pi mounts
 * one per `ask_user` call. `close` stops everything the page held.
 */
export class WebSession {
	readonly #host: SessionHost;
	readonly #terminal: SocketTerminal;
	readonly #tui: TUI;
	#payload: NormalizedPayload | undefined;
	#component: QuestionnaireComponent | undefined;
	/** The note shown once the flow ended, until the next flow. */
	#endedNote: Text | undefined;
	/** Counts flows, so that a key script replaying into a replaced flow stops. */
	#generation = 0;
	#stately: InspectSink | undefined;
	/** A key script is replaying: the page gets one at a time. */
	#replaying = false;
	#closed = false;
	/** The ids of the transitions taken since the last snapshot. */
	readonly #taken: string[] = [];

	constructor(host: SessionHost) {
		this.#host = host;
		this.#terminal = new SocketTerminal((data) => host.send({ type: "output", data }), INITIAL_COLUMNS, INITIAL_ROWS);
		this.#tui = mainScreenTui(this.#terminal);
		this.#tui.start();
	}

	handle(message: ClientMessage): void {
		if (this.#closed) return;
		switch (message.type) {
			case "payload":
				this.#load(message.text);
				break;
			case "input":
				this.#terminal.receive(message.data);
				break;
			case "resize":
				this.#terminal.resize(message.cols, message.rows);
				break;
			case "scheme":
				this.#host.look.scheme = message.scheme;
				this.#tui.invalidate();
				this.#tui.requestRender(true);
				break;
			case "restart":
				this.#restart();
				break;
			case "keys":
				void this.#replay(message.script);
				break;
			case "inspector":
				void this.#streamToStately();
				break;
		}
	}

	/** Whether `close` ran: the page's flow and TUI are stopped. */
	get closed(): boolean {
		return this.#closed;
	}

	/** Stops the flow and the TUI; nothing of this page stays reachable from the server. */
	close(): void {
		if (this.#closed) return;
		this.#closed = true;
		this.#unmount();
		this.#tui.stop();
	}

	#load(text: string): void {
		const check = checkPayload(text);
		this.#host.send({ type: "issues", issues: check.ok ? [] : check.issues });
		if (!check.ok) return;
		this.#payload = check.payload;
		this.#restart();
	}

	#unmount(): void {
		if (this.#endedNote !== undefined) this.#tui.removeChild(this.#endedNote);
		this.#endedNote = undefined;
		const component = this.#component;
		if (component === undefined) return;
		this.#component = undefined;
		this.#tui.removeChild(component);
		this.#tui.setFocus(null);
		component.dispose();
	}

	#restart(): void {
		const payload = this.#payload;
		if (payload === undefined) return;
		this.#unmount();
		this.#generation++;
		this.#taken.length = 0;
		this.#host.send({ type: "flow" });
		const stately = this.#stately;
		const { look } = this.#host;
		const component = new QuestionnaireComponent({
			tui: this.#tui,
			theme: look.theme,
			markdownTheme: look.markdown,
			payload,
			messages: PLAYGROUND_MESSAGES,
			inspect: (event) => {
				this.#observe(event);
				stately?.(event);
			},
			onError: this.#host.onError,
			onDone: (details) => this.#finish(details),
		});
		this.#component = component;
		this.#tui.addChild(component);
		this.#tui.setFocus(component);
		this.#tui.requestRender(true);
	}

	/**
	 * Every snapshot of the questionnaire's own actor becomes a line of the event log, with the transitions its
	 * microsteps took (xstate reports those first).
	 */
	#observe(event: InspectionEvent): void {
		if (event.actorRef.sessionId !== event.rootId) return;
		if (event.type === "@xstate.microstep") this.#taken.push(...event._transitions.map(transitionId));
		if (event.type !== "@xstate.snapshot") return;
		const value: unknown = Reflect.get(event.snapshot, "value");
		const transitions = this.#taken.splice(0);
		this.#host.send({ type: "step", event: event.event.type, active: activeStateIds(value), transitions });
	}

	#finish(details: AskUserDetails): void {
		const content = buildResult(details)
			.content.map((part) => part.text)
			.join("\n");
		this.#host.send({ type: "result", content, details: printableJson(details) });
		this.#endedNote = new Text(FLOW_ENDED_NOTE, 1, 1);
		this.#tui.addChild(this.#endedNote);
		this.#tui.requestRender(true);
	}

	async #replay(script: string): Promise<void> {
		if (this.#replaying)
			return this.#host.send({ type: "keys", error: "a key script is still replaying: wait for it to end" });
		this.#replaying = true;
		try {
			await this.#replaySteps(script);
		} finally {
			this.#replaying = false;
		}
	}

	async #replaySteps(script: string): Promise<void> {
		let steps: ReturnType<typeof parseKeyScript>;
		try {
			steps = parseKeyScript(script);
		} catch (error) {
			if (!(error instanceof KeyScriptError)) throw error;
			return this.#host.send({ type: "keys", error: error.message });
		}
		const generation = this.#generation;
		const running = () => !this.#closed && generation === this.#generation;
		for (const step of steps) {
			for (const input of step.inputs) if (running()) this.#terminal.receive(input);
			if (!running()) return;
			await pause(REPLAY_STEP_MS);
		}
		if (running()) this.#host.send({ type: "keys", error: "" });
	}

	async #streamToStately(): Promise<void> {
		const opened = await this.#host.openInspector();
		if (this.#closed) return;
		if ("error" in opened) return this.#host.send({ type: "inspector", url: "", error: opened.error });
		this.#stately = opened.inspect;
		this.#host.send({ type: "inspector", url: opened.url, error: "" });
		this.#restart();
	}
}
