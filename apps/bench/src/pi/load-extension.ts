/** Loads an extension module with jiti exactly as pi does, and captures the tool it registers. */

import { partialFake } from "@ask-user/test-kit/partial-fake";
import {
	createEventBus,
	type ExtensionAPI,
	type ExtensionFactory,
	type ToolDefinition,
} from "@mariozechner/pi-coding-agent";
import { createJiti } from "jiti/static";
import { type PiLoader, piLoader } from "./loader.ts";

/** The extension's default export, loaded through pi's jiti options (a fresh module graph each call). */
export async function loadExtension(entry: string, loader: PiLoader = piLoader()): Promise<ExtensionFactory> {
	const jiti = createJiti(loader.loaderPath, { moduleCache: false, alias: { ...loader.alias } });
	const factory: unknown = await jiti.import(entry, { default: true });
	if (typeof factory !== "function") throw new Error(`${entry} does not export a factory function`);
	return factory as ExtensionFactory;
}

/** Calls the extension's factory with a fake `pi` and returns the one tool it registers. */
export async function captureTool(factory: ExtensionFactory): Promise<ToolDefinition> {
	const tools: ToolDefinition[] = [];
	const pi = partialFake<ExtensionAPI>("pi", {
		registerTool: (tool) => {
			// The schema's static type is of no use here: the benchmark passes params it built for the tool.
			tools.push(tool as unknown as ToolDefinition);
		},
		on: () => {},
		registerCommand: () => {},
		// pi appends a custom entry to the session (serialized as a JSON line): the serializing is kept, the write not.
		appendEntry: (_customType, data) => {
			JSON.stringify(data);
		},
		// The extension announces its forms on pi's event bus, as in pi.
		events: createEventBus(),
	});
	await factory(pi);
	const [tool] = tools;
	if (tool === undefined || tools.length !== 1) throw new Error(`expected one registered tool, got ${tools.length}`);
	return tool;
}
