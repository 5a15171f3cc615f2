/**
 * The form's web page key (`w`): pressed while a form is open in pi's terminal (where `/ask-user web` cannot be typed:
 * pi hides its editor then), it serves that form on plain http at 127.0.0.1, tells the address in pi and shows it
 * whole in the form until a browser opens it; pressed again, it shows the same address while it is unopened, else a
 * new one. The server closes with the form.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tour } from "@ask-user/core/fixtures";
import { firstView, openPage, request } from "@ask-user/test-kit/page-client";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { afterEach, describe, expect, it } from "vitest";
import { fakeContext, loadExtension, runTool } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

const saved = { ...process.env };

afterEach(() => {
	process.env = { ...saved };
});

/** A fresh agent dir (with this global ask-user.json) and project; the project's folder. */
function project(global?: unknown): string {
	const root = tempDir("ask-user-web-key");
	const agentDir = join(root, "agent");
	const cwd = join(root, "project");
	mkdirSync(agentDir);
	mkdirSync(cwd);
	if (global !== undefined) writeFileSync(join(agentDir, "ask-user.json"), JSON.stringify(global));
	process.env.PI_CODING_AGENT_DIR = agentDir;
	return cwd;
}

const addressesIn = (notices: readonly string[]) => notices.flatMap((notice) => /http:\/\/\S+/.exec(notice) ?? []);

/** The screen's rows joined without their padding: an address wrapped over rows reads whole. */
const joinedScreen = (rows: readonly string[]) => rows.map((row) => row.trimEnd()).join("");

async function openTour(global?: unknown) {
	const cwd = project(global);
	const extension = loadExtension();
	const screen = terminalUi({ columns: 44, rows: 20 });
	const running = runTool(tour, fakeContext({ ui: screen.ui, cwd }), { extension });
	await screen.opened();
	return { screen, running };
}

describe("the web page key in pi", () => {
	it("serves the open form on plain http, its address told in pi and shown whole in a 44-column form", async () => {
		const { screen, running } = await openTour();
		expect(addressesIn(screen.notices)).toEqual([]);
		expect(screen.terminal.screen().at(-1)).not.toContain("w web page");
		await screen.press("w");
		await expect.poll(() => addressesIn(screen.notices)).toHaveLength(1);
		const [address = ""] = addressesIn(screen.notices);
		const url = new URL(address);
		expect(url.protocol).toBe("http:");
		expect(url.hostname).toBe("127.0.0.1");
		await expect.poll(() => joinedScreen(screen.terminal.screen())).toContain(address);
		expect(screen.terminal.screen().every((row) => row.length <= 44)).toBe(true);

		const page = await openPage(address);
		const answer = await request(page.base, { headers: { cookie: page.cookie } });
		expect(answer.status).toBe(200);
		expect(await firstView(page)).toContain("Which database should the service use?");
		// Opened: the form stops showing it.
		await expect.poll(() => joinedScreen(screen.terminal.screen())).not.toContain(address);

		await screen.press(RAW_KEYS.ctrlC);
		expect((await running).details.cancelReason).toBe("dismissed");
		await expect(request(page.base)).rejects.toThrow(/ECONNREFUSED/);
	});

	it("pressed again, shows the same address while it is unopened, and a new one once it was opened", async () => {
		const { screen, running } = await openTour();
		await screen.press("w");
		await expect.poll(() => addressesIn(screen.notices)).toHaveLength(1);
		await screen.press(RAW_KEYS.down, "w");
		await expect.poll(() => addressesIn(screen.notices)).toHaveLength(2);
		const [first, again] = addressesIn(screen.notices);
		expect(again).toBe(first);
		await openPage(first ?? "");
		await screen.press("w");
		await expect.poll(() => addressesIn(screen.notices)).toHaveLength(3);
		const third = addressesIn(screen.notices)[2] ?? "";
		expect(third).not.toBe(first);
		expect(new URL(third).port).toBe(new URL(first ?? "").port);
		await expect.poll(() => joinedScreen(screen.terminal.screen())).toContain(third);
		await screen.press(RAW_KEYS.ctrlC);
		await running;
	});

	it("keys.webPage in the global settings rebinds it: `w` no longer serves the form, the key bound does", async () => {
		const { screen, running } = await openTour({ keys: { webPage: "ctrl+t" } });
		await screen.press("w");
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(addressesIn(screen.notices)).toEqual([]);
		await screen.press("\x14");
		await expect.poll(() => addressesIn(screen.notices)).toHaveLength(1);
		await screen.press(RAW_KEYS.ctrlC);
		await running;
	});
});
