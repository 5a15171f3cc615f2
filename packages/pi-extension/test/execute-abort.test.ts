import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it, vi } from "vitest";
import { fakeContext, runTool, textOf } from "./support-unit/fake-pi.ts";
import { scriptedDialogs, untilAborted } from "./support-unit/scripted-dialogs.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";
import { WAIT } from "./support-unit/wait.ts";
import { watchedSignal } from "./support-unit/watched-signal.ts";

describe("execute: abort", () => {
	it("already aborted before the start: cancelled at once, no UI opened", async () => {
		const controller = new AbortController();
		controller.abort();
		// Any ctx.ui call would throw in the fake context.
		const result = await runTool(tour, fakeContext({ ui: {} }), { signal: controller.signal });
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "aborted", answers: {} });
		expect(result.details.questions).toHaveLength(3);
		expect(textOf(result)).toBe(
			"The questionnaire was closed because the run was aborted.\n" +
				"No answer was given: do not assume any answer or default. Ask again, or continue only with what is already known.",
		);
	});

	it("aborted while the UI is still loading: cancelled, no UI opened", async () => {
		const controller = new AbortController();
		// Any ctx.ui call would throw in the fake context.
		const running = runTool(tour, fakeContext({ ui: {} }), { signal: controller.signal });
		controller.abort();
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "aborted", answers: {} });
	});

	it("aborted after custom() was called but before pi runs the factory: closed at once, nothing shown", async () => {
		const controller = new AbortController();
		const screen = terminalUi();
		let called: () => void = () => {};
		const customCalled = new Promise<void>((resolve) => (called = resolve));
		let factoryRan: () => void = () => {};
		const ranFactory = new Promise<void>((resolve) => (factoryRan = resolve));
		// pi may call the factory later than `custom()` itself (its UI is busy): here, once the run is aborted.
		const custom: typeof screen.ui.custom = (factory, options) => {
			called();
			return new Promise((resolve, reject) => {
				controller.signal.addEventListener("abort", () => {
					setTimeout(() => {
						screen.ui.custom(factory, options).then(resolve, reject);
						factoryRan();
					}, 5);
				});
			});
		};
		const running = runTool(tour, fakeContext({ ui: { custom } }), { signal: controller.signal });
		await customCalled;
		controller.abort();
		const result = await running;
		await ranFactory;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "aborted", answers: {} });
		expect(screen.doneCalls).toHaveLength(1);
		expect(screen.mounted()).toBeUndefined();
	});

	it("while the questionnaire is open: it closes at once, done is called once, the listener is removed", async () => {
		const { controller, signal, added, listeners } = watchedSignal();
		const screen = terminalUi();
		const running = runTool(tour, fakeContext({ ui: screen.ui }), { signal });
		await screen.opened();
		await screen.press("1");
		expect(added()).toBe(1);
		controller.abort();
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "aborted", answers: {} });
		expect(screen.doneCalls).toHaveLength(1);
		expect(screen.mounted()).toBeUndefined();
		expect(listeners()).toEqual([]);
	});

	it("a questionnaire that ends normally removes its abort listener too", async () => {
		const { controller, signal, listeners } = watchedSignal();
		const screen = terminalUi();
		const running = runTool(tour, fakeContext({ ui: screen.ui }), { signal });
		await screen.opened();
		await screen.press("\x1b");
		await running;
		expect(listeners()).toEqual([]);
		controller.abort();
		expect(screen.doneCalls).toHaveLength(1);
	});

	it("while an RPC dialog is open: the dialog closes and the result is aborted", async () => {
		const { controller, signal, listeners } = watchedSignal();
		const dialogs = scriptedDialogs(["1.", untilAborted]);
		const running = runTool(tour, fakeContext({ ui: dialogs.ui }), { signal });
		await vi.waitFor(() => expect(dialogs.calls).toHaveLength(2), WAIT);
		controller.abort();
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "aborted", answers: {} });
		expect(listeners()).toEqual([]);
	});
});
