import { describe, expect, it } from "vitest";
import { moduleLoader } from "../src/boundary.ts";
import { loadExtension } from "./support-unit/fake-pi.ts";
import { identityTheme } from "./support-unit/identity-theme.ts";

/** A loader whose imports are counted and fail while `failing` is set. */
function countedLoader() {
	const state = { imports: 0, failing: false };
	const loader = moduleLoader(async () => {
		state.imports++;
		if (state.failing) throw new Error("disk gone");
		return { loaded: state.imports };
	});
	return { state, loader };
}

describe("the UI is imported once, on demand", () => {
	it("one import however often it is loaded or preloaded", async () => {
		const { state, loader } = countedLoader();
		loader.preload();
		loader.preload();
		const [a, b] = await Promise.all([loader.load(), loader.load()]);
		expect(a).toBe(b);
		expect(state.imports).toBe(1);
	});

	it("a failed import is reported to load(), never unhandled from preload(), and tried again", async () => {
		const { state, loader } = countedLoader();
		state.failing = true;
		loader.preload();
		await expect(loader.load()).rejects.toThrow("disk gone");
		state.failing = false;
		await expect(loader.load()).resolves.toEqual({ loaded: 2 });
	});

	it("the call line renders the same while arguments stream in (which starts the import) and after", () => {
		const { tool } = loadExtension();
		const args = { title: "Setup", questions: [{ label: "Database" }] };
		const context = (argsComplete: boolean) => ({ argsComplete }) as Parameters<NonNullable<typeof tool.renderCall>>[2];
		const streaming = tool.renderCall?.(args, identityTheme as never, context(false)).render(80);
		const complete = tool.renderCall?.(args, identityTheme as never, context(true)).render(80);
		expect(streaming).toEqual(["ask_user Setup · 1 question: Database"]);
		expect(complete).toEqual(streaming);
	});
});
