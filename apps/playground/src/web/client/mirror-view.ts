import type { ClientMessage, Scheme, ServerMessage } from "../protocol.ts";
import { create } from "./dom.ts";
import { FlowSocket } from "./flow-socket.ts";
import { type TerminalSize, TerminalView } from "./terminal-view.ts";

/** What a mirror repeats from the main terminal: the flow's input, never its size or the inspector. */
const MIRRORED: ReadonlySet<ClientMessage["type"]> = new Set(["payload", "input", "keys", "restart", "scheme"]);

/**
 * The same flow at another size: a flow of its own on the server, driven by the main terminal's keys and
 * payloads (`forward`), shown read-only beside it.
 */
export class MirrorView {
	readonly element: HTMLElement;
	readonly #socket: FlowSocket;
	readonly #terminal: TerminalView;

	constructor(size: TerminalSize, scheme: Scheme, payload: string) {
		this.element = create("figure", "mirror");
		const caption = create("figcaption", "", `${size.cols}×${size.rows}`);
		const frame = create("div", scheme);
		const mount = create("div");
		frame.append(mount);
		this.element.append(caption, frame);
		this.element.dataset.size = `${size.cols}x${size.rows}`;
		this.#terminal = new TerminalView(frame, mount, size, (resized) => {
			caption.textContent = `${resized.cols}×${resized.rows}`;
			this.#socket.send({ type: "resize", ...resized });
		});
		this.#terminal.term.options.disableStdin = true;
		this.#terminal.setScheme(scheme);
		this.#socket = new FlowSocket(
			(message: ServerMessage) => {
				if (message.type === "output") this.#terminal.term.write(message.data);
				if (message.type !== "hello") return;
				this.#socket.send({ type: "resize", ...this.#terminal.size });
				this.#socket.send({ type: "scheme", scheme });
				this.#socket.send({ type: "payload", text: payload });
			},
			(why) => {
				caption.textContent = why;
			},
		);
		this.#socket.onClose((reason) => {
			if (reason !== "") caption.textContent = reason;
		});
	}

	/** Repeats a message the main terminal sent, if it is part of the flow's input. */
	forward(message: ClientMessage): void {
		if (message.type === "scheme") this.#terminal.setScheme(message.scheme);
		if (MIRRORED.has(message.type)) this.#socket.send(message);
	}

	/** The visible rows as text, for the tests. */
	screen(): string[] {
		return this.#terminal.screen();
	}

	close(): void {
		this.#socket.close();
		this.element.remove();
	}
}
