/**
 * `/ask-user web` and the `web` settings through the extension: the command serves the open form, or says that none
 * is open and serves the next; nothing is left listening once the form ends (here: the agent's run aborted);
 * `web.auto` serves every form as it opens, `web.host` names the address, and a project's file can set neither.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tour } from "@ask-user/core/fixtures";
import { act, firstView, openPage, request } from "@ask-user/test-kit/page-client";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { afterEach, describe, expect, it } from "vitest";
import { fakeContext, loadExtension, runTool, textOf } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

const saved = { ...process.env };

afterEach(() => {
	process.env = { ...saved };
});

/** A fresh agent dir and project with these ask-user.json files; the project's folder. */
function settings(global?: unknown, project?: unknown): string {
	const root = tempDir("ask-user-web-command");
	const agentDir = join(root, "agent");
	const cwd = join(root, "project");
	mkdirSync(agentDir);
	mkdirSync(join(cwd, ".pi"), { recursive: true });
	if (global !== undefined) writeFileSync(join(agentDir, "ask-user.json"), JSON.stringify(global));
	if (project !== undefined) writeFileSync(join(cwd, ".pi", "ask-user.json"), JSON.stringify(project));
	process.env.PI_CODING_AGENT_DIR = agentDir;
	return cwd;
}

async function openTour(cwd: string, signal?: AbortSignal) {
	const extension = loadExtension();
	const screen = terminalUi();
	const ctx = fakeContext({ ui: screen.ui, cwd });
	const running = runTool(tour, ctx, { extension, ...(signal === undefined ? {} : { signal }) });
	await screen.opened();
	return { extension, screen, ctx, running };
}

const addressIn = (notices: readonly string[]) =>
	notices.map((notice) => /http:\/\/\S+/.exec(notice)?.[0]).find((address) => address !== undefined);

describe("/ask-user web", () => {
	it("with no form open, says so and serves the next form as it opens (pi's editor is hidden while one is)", async () => {
		const cwd = settings();
		const extension = loadExtension();
		const screen = terminalUi();
		const ctx = fakeContext({ ui: screen.ui, cwd });
		await extension.command("ask-user", ctx, "web");
		expect(screen.notices).toEqual([
			"ask-user: no form is open in the terminal; the next form will be served as a page, its address told here (web.auto in ~/.pi/agent/ask-user.json serves every form)",
		]);
		const first = runTool(tour, ctx, { extension });
		await screen.opened();
		await expect.poll(() => addressIn(screen.notices)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=/);
		await screen.press(RAW_KEYS.ctrlC);
		await first;
		// Once: the form after it (in the next turn: this one's other calls are declined now) is not served.
		for (const handler of extension.handlers.get("turn_start") ?? []) await handler({ type: "turn_start" }, ctx);
		const later = terminalUi();
		const second = runTool(tour, fakeContext({ ui: later.ui, cwd }), { extension });
		await later.opened();
		await later.press(RAW_KEYS.ctrlC);
		await second;
		expect(addressIn(later.notices)).toBeUndefined();
	});

	it("reaches only its own registration's forms: each extension holds what it serves (no state shared by a module)", async () => {
		const cwd = settings();
		const { screen, running } = await openTour(cwd);
		// Another registration of the extension (another pi in the same process, a reload): its command sees no form.
		const other = loadExtension();
		const otherScreen = terminalUi();
		await other.command("ask-user", fakeContext({ ui: otherScreen.ui, cwd }), "web");
		expect(otherScreen.notices).toEqual([expect.stringContaining("ask-user: no form is open in the terminal")]);
		expect(addressIn(otherScreen.notices)).toBeUndefined();
		// Nor does it serve this one's next form.
		await screen.press(RAW_KEYS.ctrlC);
		await running;
		expect(addressIn(screen.notices)).toBeUndefined();
	});

	it("serves the open form on 127.0.0.1; once the run is aborted, nothing is left listening", async () => {
		const cwd = settings();
		const run = new AbortController();
		const { extension, screen, ctx, running } = await openTour(cwd, run.signal);
		expect(addressIn(screen.notices)).toBeUndefined();
		await extension.command("ask-user", ctx, "web");
		const address = addressIn(screen.notices) ?? "";
		expect(new URL(address).hostname).toBe("127.0.0.1");
		const page = await openPage(address);
		expect((await request(page.base, { headers: { cookie: page.cookie } })).status).toBe(200);
		// The page's words name pi where they say where a new address comes from (render-web's own name no host).
		const again = await request(address);
		expect(again.body).toBe(
			"this address was opened already: it opens once, in one browser; ask pi for a new one (/ask-user web, or w in the form)",
		);
		run.abort();
		expect((await running).details.cancelReason).toBe("aborted");
		await expect
			.poll(() =>
				request(page.base).then(
					() => "listening",
					(error: Error) => error.message,
				),
			)
			.toMatch(/ECONNREFUSED/);
	});

	it("prints a new one-time address each time while the form is open", async () => {
		const cwd = settings();
		const { extension, screen, ctx, running } = await openTour(cwd);
		await extension.command("ask-user", ctx, "web");
		await extension.command("ask-user", ctx, "web");
		const addresses = screen.notices.flatMap((notice) => /http:\/\/\S+/.exec(notice) ?? []);
		expect(addresses).toHaveLength(2);
		expect(new URL(addresses[0] ?? "").port).toBe(new URL(addresses[1] ?? "").port);
		expect(addresses[0]).not.toBe(addresses[1]);
		await screen.press(RAW_KEYS.ctrlC);
		await running;
	});

	it("is completed after /ask-user, beside list", async () => {
		const extension = loadExtension();
		expect((await extension.completions("ask-user", ""))?.map((item) => item.value)).toEqual(["list", "web"]);
		expect((await extension.completions("ask-user", "w"))?.map((item) => item.value)).toEqual(["web"]);
		expect(await extension.completions("ask-user", "x")).toBeNull();
	});
});

describe("answers submitted on the page", () => {
	it("are recorded as the page's: details.source names the page and the model reads that the page was the channel", async () => {
		const cwd = settings();
		const { extension, screen, ctx, running } = await openTour(cwd);
		await extension.command("ask-user", ctx, "web");
		await expect.poll(() => addressIn(screen.notices)).toBeDefined();
		const page = await openPage(addressIn(screen.notices) ?? "");
		expect((await act(page, { type: "value.choose", question: 0, index: 1 })).status).toBe(204);
		expect((await act(page, { type: "tab.select", index: 3 })).status).toBe(204);
		expect((await act(page, { type: "submit" })).status).toBe(204);
		const result = await running;
		expect(result.details.cancelled).toBe(false);
		expect(result.details.source).toBe("page");
		expect(textOf(result).split("\n")[0]).toMatch(/^The user submitted .* on its web page, not in the terminal \(/);
	});

	it("a time limit running out keeps what was typed on the page and not saved, with what was answered", async () => {
		const cwd = settings({ timeoutMinutes: 0.02 });
		const { extension, screen, ctx, running } = await openTour(cwd);
		await extension.command("ask-user", ctx, "web");
		await expect.poll(() => addressIn(screen.notices)).toBeDefined();
		const page = await openPage(addressIn(screen.notices) ?? "");
		expect((await act(page, { type: "value.choose", question: 0, index: 1 })).status).toBe(204);
		const typing = { type: "typing", drafts: [{ type: "questionNote", question: 0, text: "only on staging" }] };
		expect((await act(page, typing)).status).toBe(204);
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "timeout" });
		expect(result.details.unsubmittedAnswers?.database).toMatchObject({ note: "only on staging" });
	});

	it("a time limit running out keeps what was typed on the page in a question the terminal has left since", async () => {
		const cwd = settings({ timeoutMinutes: 0.02 });
		const { extension, screen, ctx, running } = await openTour(cwd);
		await extension.command("ask-user", ctx, "web");
		await expect.poll(() => addressIn(screen.notices)).toBeDefined();
		const page = await openPage(addressIn(screen.notices) ?? "");
		const typing = { type: "typing", drafts: [{ type: "questionNote", question: 0, text: "only on staging" }] };
		expect((await act(page, typing)).status).toBe(204);
		await screen.press("\t");
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "timeout" });
		expect(result.details.unsubmittedAnswers?.database).toMatchObject({ note: "only on staging" });
	});

	it("submitted with the terminal's keys after the page acted stay the terminal's", async () => {
		const cwd = settings();
		const { extension, screen, ctx, running } = await openTour(cwd);
		await extension.command("ask-user", ctx, "web");
		await expect.poll(() => addressIn(screen.notices)).toBeDefined();
		const page = await openPage(addressIn(screen.notices) ?? "");
		expect((await act(page, { type: "value.choose", question: 0, index: 1 })).status).toBe(204);
		expect((await act(page, { type: "tab.select", index: 3 })).status).toBe(204);
		await screen.press("\r");
		const result = await running;
		expect(result.details.source).toBe("terminal");
	});
});

describe("the web settings", () => {
	it("web.auto serves every form as it opens, on the address web.host names", async () => {
		const cwd = settings({ web: { auto: true, host: "127.0.0.2" } });
		const { screen, running } = await openTour(cwd);
		await expect.poll(() => addressIn(screen.notices)).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/\?token=/);
		const page = await openPage(addressIn(screen.notices) ?? "");
		expect(await firstView(page)).toContain("Which database should the service use?");
		await screen.press(RAW_KEYS.ctrlC);
		await running;
		await expect(request(page.base)).rejects.toThrow(/ECONNREFUSED/);
	});

	it("an address this machine does not have is told as a failure, and the form goes on in the terminal", async () => {
		// 192.0.2.1 is a documentation address (TEST-NET-1): binding to it fails, and nothing is sent anywhere.
		const cwd = settings({ web: { auto: true, host: "192.0.2.1" } });
		const { screen, running } = await openTour(cwd);
		await expect
			.poll(() => screen.notices.find((notice) => notice.includes("could not be served")))
			.toMatch(/^ask-user: the form could not be served \(Error: listen EADDRNOTAVAIL/);
		expect(addressIn(screen.notices)).toBeUndefined();
		await screen.press(RAW_KEYS.ctrlC);
		expect((await running).details.cancelReason).toBe("dismissed");
	});

	it("a project's web.auto is refused with a warning, and nothing is served", async () => {
		const cwd = settings(undefined, { web: { auto: true, host: "0.0.0.0" } });
		const { screen, running } = await openTour(cwd);
		await screen.press(RAW_KEYS.ctrlC);
		await running;
		expect(addressIn(screen.notices)).toBeUndefined();
		expect(screen.notices.join("\n")).toContain(
			"web: only the global ask-user.json may set web (a project file comes with any repository); ignored",
		);
	});
});
