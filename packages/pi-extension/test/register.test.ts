import { QUESTION_TYPES } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { AskUserInputSchema } from "@ask-user/core/schema";
import { StringEnum, validateToolArguments } from "@mariozechner/pi-ai";
import type { AutocompleteProviderFactory } from "@mariozechner/pi-coding-agent";
import { type AutocompleteProvider, CombinedAutocompleteProvider } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { createAutocompleteSource } from "../src/form/autocomplete.ts";
import { fakeContext, loadExtension } from "./support-unit/fake-pi.ts";

describe("the extension registers ask_user", () => {
	const { tools, tool, handlers } = loadExtension();

	it("one tool, named ask_user, with core's schema, run one call at a time", () => {
		expect(tools).toHaveLength(1);
		expect(tool).toMatchObject({ name: "ask_user", label: "Ask user", executionMode: "sequential" });
		expect(tool.parameters).toBe(AskUserInputSchema);
		expect(tool.renderCall).toBeTypeOf("function");
		expect(tool.renderResult).toBeTypeOf("function");
	});

	it("is model-only on pi 1.x: declared to the model, never callable from another tool or a script", () => {
		expect(Reflect.get(tool, "exposure")).toBe("model-only");
	});

	it("the type enum is the schema pi-ai's StringEnum makes (no anyOf of literals)", () => {
		const json = (value: unknown) => JSON.parse(JSON.stringify(value));
		const type = json(AskUserInputSchema.properties.questions.items.properties.type);
		expect(type).toEqual(json(StringEnum(QUESTION_TYPES, { description: type.description })));
	});

	it("pi's argument validation accepts a payload and rejects an unknown type", () => {
		const call = (args: unknown) => ({
			type: "toolCall" as const,
			id: "1",
			name: "ask_user",
			arguments: args as never,
		});
		const piTool = { name: tool.name, description: tool.description, parameters: tool.parameters };
		expect(validateToolArguments(piTool, call(tour))).toEqual(tour);
		const radio = { questions: [{ id: "q", prompt: "?", type: "radio", options: [{ value: "a", label: "A" }] }] };
		expect(() => validateToolArguments(piTool, call(radio))).toThrow(/Validation failed for tool "ask_user"/);
	});

	it("a one-line prompt snippet, and guidelines that each name ask_user", () => {
		expect(tool.promptSnippet).toBeTypeOf("string");
		expect(tool.promptSnippet).not.toContain("\n");
		expect(tool.promptGuidelines?.length).toBeGreaterThanOrEqual(3);
		for (const guideline of tool.promptGuidelines ?? []) expect(guideline).toContain("ask_user");
		expect(tool.description).toMatch(/cancelled result means no answer was given/i);
	});

	it("listens to session_start", () => {
		expect(handlers.get("session_start")).toHaveLength(1);
	});
});

describe("the @ autocomplete provider", () => {
	const stub: AutocompleteProvider = {
		getSuggestions: async () => null,
		applyCompletion: (lines, cursorLine, cursorCol) => ({ lines, cursorLine, cursorCol }),
	};

	it("session_start captures pi's own provider and passes it through unchanged", async () => {
		const factories: AutocompleteProviderFactory[] = [];
		const extension = loadExtension();
		await extension.sessionStart(
			fakeContext({ ui: { addAutocompleteProvider: (f) => factories.push(f), onTerminalInput: () => () => {} } }),
		);
		expect(factories).toHaveLength(1);
		expect(factories[0]?.(stub)).toBe(stub);
	});

	it("uses the captured provider, and follows pi when it rebuilds its provider", () => {
		const source = createAutocompleteSource();
		let factory: AutocompleteProviderFactory | undefined;
		source.capture({ addAutocompleteProvider: (f) => (factory = f) }, "/tmp");
		factory?.(stub);
		expect(source.provider("/tmp")).toBe(stub);
		const rebuilt = { ...stub };
		factory?.(rebuilt);
		expect(source.provider("/tmp")).toBe(rebuilt);
	});

	it("falls back to a file completion provider like pi's when nothing was captured, built when first asked", () => {
		const like = new CombinedAutocompleteProvider([], "/tmp", null);
		const provider = createAutocompleteSource().provider("/tmp");
		expect(provider).not.toBeInstanceOf(CombinedAutocompleteProvider);
		for (const [lines, column] of [
			[["see @"], 5],
			[["see"], 3],
			[["./src"], 5],
		] as const) {
			expect(provider.shouldTriggerFileCompletion?.([...lines], 0, column)).toBe(
				like.shouldTriggerFileCompletion([...lines], 0, column),
			);
		}
		const item = { value: "@README.md", label: "README.md" };
		expect(provider.applyCompletion(["see @RE"], 0, 7, item, "@RE")).toEqual(
			like.applyCompletion(["see @RE"], 0, 7, item, "@RE"),
		);
	});
});
