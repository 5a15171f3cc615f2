import { type ClientMessage, MAX_MESSAGE_BYTES, type ServerMessage } from "../protocol.ts";

const utf8 = new TextEncoder();
const kib = (bytes: number) => `${Math.ceil(bytes / 1024)} KiB`;

/** One flow on the server: a WebSocket to `/flow` that sends and receives the protocol's messages. */
export class FlowSocket {
	readonly #socket = new WebSocket(`ws://${location.host}/flow`);
	readonly #refuse: (why: string) => void;

	/** `refuse` is told about a message too large to send (the server would close the connection). */
	constructor(receive: (message: ServerMessage) => void, refuse: (why: string) => void) {
		this.#refuse = refuse;
		this.#socket.addEventListener("message", (event) => receive(JSON.parse(String(event.data))));
	}

	/** Sends `message`, unless it is over the server's limit: then says so. */
	send(message: ClientMessage): void {
		if (this.#socket.readyState !== WebSocket.OPEN) return;
		const text = JSON.stringify(message);
		const bytes = utf8.encode(text).length;
		if (bytes <= MAX_MESSAGE_BYTES) this.#socket.send(text);
		else
			this.#refuse(
				`not sent: this ${message.type} message is ${kib(bytes)}, the playground takes up to ${kib(MAX_MESSAGE_BYTES)}`,
			);
	}

	onClose(listener: (reason: string) => void): void {
		this.#socket.addEventListener("close", (event) => listener(event.reason));
	}

	close(): void {
		this.#socket.close();
	}
}
