import { describe, expect, it } from "vitest";
import { loadExtension } from "./support-unit/fake-pi.ts";

/**
 * What pi reads from `ask_user` as the extension loads (the model sees the name, description, prompt lines and
 * schema): recorded from the definition built with the whole tool, before its registration was cut down to static
 * data, so a change to any of it shows here.
 */
describe("the tool pi registers at load", () => {
	it("has the recorded name, description, prompt lines, schema and modes", async () => {
		const { tool } = loadExtension();
		const registered = {
			name: tool.name,
			label: tool.label,
			description: tool.description,
			promptSnippet: tool.promptSnippet,
			promptGuidelines: tool.promptGuidelines,
			parameters: tool.parameters,
			executionMode: tool.executionMode,
			exposure: Reflect.get(tool, "exposure"),
		};
		await expect(`${JSON.stringify(registered, null, "\t")}\n`).toMatchFileSnapshot(
			"__snapshots__/registered-tool.txt",
		);
	});
});
