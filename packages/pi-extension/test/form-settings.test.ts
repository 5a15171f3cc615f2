/** The wording a form opens with: forms with the default keys in English share one, so they share one keymap. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLocaleMemory } from "../src/locale/locale.ts";
import { PI_MESSAGES } from "../src/locale/messages.ts";
import { readFormSettings } from "../src/settings/form-settings.ts";
import { fakeContext } from "./support-unit/fake-pi.ts";

afterEach(() => {
	vi.unstubAllEnvs();
});

/** The settings read for a form in a project whose `.pi/ask-user.json` holds `project`. */
async function formSettings(project: unknown) {
	const root = mkdtempSync(join(tmpdir(), "ask-user-form-settings-"));
	mkdirSync(join(root, "agent"));
	mkdirSync(join(root, "project", ".pi"), { recursive: true });
	writeFileSync(join(root, "project", ".pi", "ask-user.json"), JSON.stringify(project));
	vi.stubEnv("PI_CODING_AGENT_DIR", join(root, "agent"));
	vi.stubEnv("LC_ALL", "en_US.UTF-8");
	const ctx = fakeContext({ cwd: join(root, "project") });
	return readFormSettings(ctx, new AbortController().signal, new Set(), createLocaleMemory(process.env));
}

describe("a form's wording", () => {
	it("is pi's own wording object with the default keys in English, a wording of its own otherwise", async () => {
		expect((await formSettings({}))?.messages).toBe(PI_MESSAGES);
		const rebound = await formSettings({ keys: { dismiss: ["ctrl+q"] } });
		expect(rebound?.messages).not.toBe(PI_MESSAGES);
		expect(rebound?.messages.cancelled.dismissed).toContain("Ctrl+Q");
		expect((await formSettings({ locale: "de" }))?.messages).not.toBe(PI_MESSAGES);
	});
});
