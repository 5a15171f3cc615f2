/** A process as work run at its end sees it: its events, the signals it raised at itself, what it wrote to the terminal. */
import { EventEmitter } from "node:events";
import type { ExitHost } from "../../src/notifications/exit-title.ts";

export function fakeProcess(options: { readonly writeFails?: boolean; readonly deferring?: number } = {}) {
	const events = new EventEmitter();
	const raised: string[] = [];
	const written: string[] = [];
	const host: ExitHost = {
		on: (event, listener) => void events.on(event, listener),
		off: (event, listener) => void events.off(event, listener),
		listeners: (signal) => events.listeners(signal),
		deferringListeners: () => options.deferring ?? 0,
		raise: (signal) => void raised.push(signal),
		writeNow(bytes) {
			if (options.writeFails === true) throw Object.assign(new Error("write EIO"), { code: "EIO" });
			written.push(bytes);
		},
	};
	return { events, host, raised, written };
}
