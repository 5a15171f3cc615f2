import { tour } from "@ask-user/core/fixtures";
import type { ModeKind } from "@ask-user/render-tui";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { capturingViewportKeys, FORM_CUSTOM_OPTIONS, WAITING_MESSAGE } from "../src/form/pi-line.ts";
import { fakeContext, runTool } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

describe("pi-line: what the form asks of pi 1.x, ignored by pi 0.73.x", () => {
	it("the custom() options show the form in place of the editor and report pi blocked on a question", () => {
		expect(FORM_CUSTOM_OPTIONS).toEqual({ overlay: false, blocked: { kind: "question", message: WAITING_MESSAGE } });
		// pi-tui's OSC 7501 line: one printable line, within the spec's limit, nothing taken from the model.
		expect(WAITING_MESSAGE).toMatch(/^[\x20-\x7e]{1,100}$/);
	});

	it("has the very component it is given take the viewport keys, but while it is folded", () => {
		let mode: ModeKind = "question";
		const component = {
			render: () => ["x"],
			invalidate: () => {},
			get mode() {
				return mode;
			},
		};
		const marked = capturingViewportKeys(component);
		expect(marked).toBe(component);
		expect(marked.capturesViewportInput).toBe(true);
		mode = "folded";
		expect(marked.capturesViewportInput).toBe(false);
		mode = "review";
		expect(marked.capturesViewportInput).toBe(true);
		expect(marked.render()).toEqual(["x"]);
	});

	it("the form pi mounts carries both: the blocked status and the viewport keys", async () => {
		const screen = terminalUi();
		const calls: unknown[] = [];
		const custom: ExtensionUIContext["custom"] = (factory, options) => {
			calls.push(options);
			return screen.ui.custom(factory, options);
		};
		const running = runTool(tour, fakeContext({ ui: { ...screen.ui, custom } }));
		await screen.opened();
		expect(calls).toEqual([FORM_CUSTOM_OPTIONS]);
		expect(screen.mounted()).toMatchObject({ capturesViewportInput: true });
		// Folded, pi scrolls its transcript with PgUp/PgDn and Ctrl+Home/End; unfolded, the form pages with them.
		await screen.press(RAW_KEYS.ctrlO);
		expect(screen.mounted()).toMatchObject({ capturesViewportInput: false });
		await screen.press(RAW_KEYS.ctrlO);
		expect(screen.mounted()).toMatchObject({ capturesViewportInput: true });
		await screen.press(RAW_KEYS.ctrlC);
		expect((await running).details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});
});
