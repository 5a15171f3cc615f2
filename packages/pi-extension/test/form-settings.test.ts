/**
 * The wording a form opens with: one of its own per form (a keymap shared across forms through one wording let typed-on
 * keys act on pi 1.6, D108), naming a rebound dismiss key, in the settings' locale.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { getKeybindings, KeybindingsManager, setKeybindings, TUI_KEYBINDINGS } from "@mariozechner/pi-tui";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLocaleMemory } from "../src/locale/locale.ts";
import { PI_MESSAGES, piMessages } from "../src/locale/messages.ts";
import { readFormSettings } from "../src/settings/form-settings.ts";
import { fakeContext } from "./support-unit/fake-pi.ts";

afterEach(() => {
	vi.unstubAllEnvs();
});

/** The settings read for a form in a project whose `.pi/ask-user.json` holds `project`; `notify` gets the warnings. */
async function formSettings(project: unknown, notify: (message: string) => void = () => {}) {
	const root = tempDir("ask-user-form-settings");
	mkdirSync(join(root, "agent"));
	mkdirSync(join(root, "project", ".pi"), { recursive: true });
	writeFileSync(join(root, "project", ".pi", "ask-user.json"), JSON.stringify(project));
	vi.stubEnv("PI_CODING_AGENT_DIR", join(root, "agent"));
	vi.stubEnv("LC_ALL", "en_US.UTF-8");
	const ctx = fakeContext({ cwd: join(root, "project"), ui: { notify } });
	return readFormSettings(ctx, new AbortController().signal, new Set(), createLocaleMemory(process.env));
}

describe("a form's wording", () => {
	it("is a wording of its own per form, with the default keys as pi's, naming a rebound dismiss key", async () => {
		const first = (await formSettings({}))?.messages;
		const second = (await formSettings({}))?.messages;
		expect(first).not.toBe(PI_MESSAGES);
		expect(first).not.toBe(second);
		expect(first).toEqual(piMessages("Ctrl+C"));
		const rebound = await formSettings({ keys: { dismiss: ["ctrl+q"] } });
		expect(rebound?.messages.cancelled.dismissed).toContain("Ctrl+Q");
		const german = await formSettings({ locale: "de" });
		expect(german?.messages.answerPlaceholder).toBe(piMessages("Ctrl+C", "de").answerPlaceholder);
	});
});

describe("pi's remaps that leave a form action with no key", () => {
	it("are told once a session, naming the action, its keys and what has them first", async () => {
		const before = getKeybindings();
		setKeybindings(
			new KeybindingsManager(TUI_KEYBINDINGS, { "tui.select.cancel": ["tab"], "tui.select.down": ["n"] } as never),
		);
		try {
			const told: string[] = [];
			await formSettings({}, (message) => told.push(message));
			expect(told).toEqual([
				"ask-user: your keybindings.json leaves the form's cancel with no key (Tab is the form's tab.next first)",
				"ask-user: your keybindings.json leaves the form's optionNote with no key (n is pi's tui.select.down (keybindings.json) first)",
			]);
		} finally {
			setKeybindings(before);
		}
		const told: string[] = [];
		await formSettings({}, (message) => told.push(message));
		expect(told).toEqual([]);
	});
});
