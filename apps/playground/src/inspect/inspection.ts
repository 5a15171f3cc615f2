import { resolve } from "node:path";
import { createInspector } from "@statelyai/inspect";
import type { InspectionEvent } from "xstate";
import type { InspectOptions } from "../cli-args.ts";
import { userDirectory } from "../load-payload.ts";
import { fileSink, relaySink, type Sink, type Warn, webSocketSink } from "./sinks.ts";

/** A running inspection: `inspect` goes to `createActor`, `close` must be awaited when the flows are over. */
export interface Inspection {
	readonly inspect: (event: InspectionEvent) => void;
	/** Sends what is still pending, then closes every file, socket and relay: nothing keeps the process alive. */
	close(): Promise<void>;
}

/** The inspector defers each event with `setTimeout(0)`; a timeout set later runs after all of them. */
function afterDeferredEvents(): Promise<void> {
	return new Promise((done) => setTimeout(done, 0));
}

/**
 * Opens the sinks `options` ask for and feeds them Stately's inspection events (`@xstate.actor`, `@xstate.event`,
 * `@xstate.snapshot`), converted from xstate's by `@statelyai/inspect`. Main imports this module only when asked.
 */
export async function openInspection(
	options: InspectOptions,
	say: (line: string) => void,
	warn: Warn,
): Promise<Inspection> {
	const sinks: Sink[] = [];
	if (options.logFile !== undefined) sinks.push(await fileSink(resolve(userDirectory(), options.logFile)));
	if (options.target?.kind === "url") sinks.push(webSocketSink(options.target.url, warn));
	if (options.target?.kind === "relay") sinks.push(await relaySink(say, warn));
	const inspector = createInspector({
		send: (event) => {
			for (const sink of sinks) sink.send(event);
		},
	});
	return {
		inspect: (event) => inspector.inspect.next?.(event),
		async close() {
			await afterDeferredEvents();
			await Promise.all(sinks.map((sink) => sink.close()));
		},
	};
}
