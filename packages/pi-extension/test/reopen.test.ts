/**
 * Forms survive restarts and interruptions: the progress a terminal form stores in the session reopens with
 * `/ask-user` (and is offered when pi starts after stopping mid-form); submitted answers reach the agent as a
 * user message in the `content` format.
 */
import { codePreviews, tour } from "@ask-user/core/fixtures";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import type { SessionEntry } from "@mariozechner/pi-coding-agent";
import { describe, expect, it, vi } from "vitest";
import { DECLINED_ENTRY_TYPE } from "../src/stored-forms/declined-offers.ts";
import { FORM_ENTRY_TYPE } from "../src/stored-forms/stored-forms.ts";
import { resultText } from "../src/tool/result.ts";
import { RESUMED_TOUR } from "./e2e/support/tour-details.ts";
import { fakeContext, type LoadedExtension, loadExtension, runTool } from "./support-unit/fake-pi.ts";
import { scriptedDialogs } from "./support-unit/scripted-dialogs.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

const { enter: ENTER, ctrlC: CTRL_C, escape: ESC, tab: TAB } = RAW_KEYS;

const callEntry = (id: string, args: unknown): SessionEntry =>
	({
		type: "message",
		id: `call-${id}`,
		parentId: null,
		timestamp: new Date(0).toISOString(),
		message: { role: "assistant", content: [{ type: "toolCall", id, name: "ask_user", arguments: args }] },
	}) as unknown as SessionEntry;

/** The branch as pi would hold it: the model's call, then the extension's entries. */
const branchOf =
	(extension: LoadedExtension, id = "call_tour") =>
	() => [callEntry(id, tour), ...extension.entries];

/**
 * The UI pi's session_start gets, declining every offer with Esc; `asked` records each offer's title and entries.
 */
function declinedOffers() {
	const asked: string[][] = [];
	const ui = {
		addAutocompleteProvider: () => {},
		onTerminalInput: () => () => {},
		select: async (title: string, options: string[]) => {
			asked.push([title, ...options]);
			return undefined;
		},
	};
	return { ui, asked };
}

/** The branch as pi left it when it was killed after its shutdown: the form's outcome was never stored. */
const killedBranchOf = (extension: LoadedExtension) => () =>
	branchOf(extension)().filter(
		(entry) => !(entry.type === "custom" && (entry.data as { status?: string }).status === "cancelled"),
	);

/**
 * Answers the first question and notes the second, then the run is aborted; with `shutdown`, pi's shutdown comes
 * first (pi is closed in the middle of the form and stores what the form holds).
 */
async function interruptedTour(extension: LoadedExtension, shutdown = false) {
	const screen = terminalUi();
	const abort = new AbortController();
	const running = runTool(tour, fakeContext({ ui: screen.ui }), {
		extension,
		signal: abort.signal,
		toolCallId: "call_tour",
	});
	await screen.opened();
	await screen.press("2", "N", ..."needs HA", ENTER);
	if (shutdown) {
		for (const handler of extension.handlers.get("session_shutdown") ?? []) await handler({}, fakeContext());
	}
	abort.abort();
	expect((await running).details).toMatchObject({ cancelled: true, cancelReason: "aborted" });
}

describe("/ask-user reopens the latest unanswered form", () => {
	it("with its answers and notes; the submitted answers reach the agent as a user message", async () => {
		const extension = loadExtension();
		await interruptedTour(extension);
		const statuses = extension.entries.map((entry) => (entry.type === "custom" ? entry.data : undefined));
		expect(statuses.at(0)).toMatchObject({ v: 1, toolCallId: "call_tour", status: "open" });
		expect(statuses.at(-1)).toMatchObject({ status: "cancelled", cancelReason: "aborted" });
		expect(extension.entries.every((entry) => entry.type === "custom" && entry.customType === FORM_ENTRY_TYPE)).toBe(
			true,
		);

		const screen = terminalUi();
		const ctx = fakeContext({ ui: screen.ui, branch: branchOf(extension) });
		const reopening = extension.command("ask-user", ctx);
		await screen.opened();
		const shown = screen.terminal.screen().join("\n");
		expect(shown).toContain("Which features belong in the first release?");
		expect(shown).toContain("✎ needs HA");
		await screen.press("1", ENTER, "1", ENTER);
		await reopening;

		expect(extension.userMessages).toEqual([resultText(RESUMED_TOUR)]);
		expect(extension.userMessages[0]?.split("\n")).toEqual([
			'The user submitted "Set up the new service" (3 of 3 answered):',
			'- "Database" ["database"]: "SQLite" ["sqlite"]',
			'- "Features" ["features"]: "Authentication" ["auth"]',
			'  note: "needs HA"',
			'- "Layout" ["layout"]: "By feature" ["by-feature"]',
		]);
		expect(extension.entries.at(-1)).toMatchObject({ data: { toolCallId: "call_tour", status: "answered" } });

		const again = terminalUi();
		await extension.command("ask-user", fakeContext({ ui: again.ui, branch: branchOf(extension) }));
		expect(again.notices).toEqual(["ask-user: no unanswered, cancelled or interrupted form on this branch"]);
	});

	it("stored progress that does not fit the questions is reported, and the form opens empty", async () => {
		const extension = loadExtension();
		extension.entries.push({
			type: "custom",
			customType: FORM_ENTRY_TYPE,
			id: "hostile",
			parentId: null,
			timestamp: new Date(0).toISOString(),
			data: { v: 1, toolCallId: "call_tour", status: "open", progress: { states: [{}, {}, {}], current: 9 } },
		});
		const screen = terminalUi();
		const reopening = extension.command("ask-user", fakeContext({ ui: screen.ui, branch: branchOf(extension) }));
		await screen.opened();
		expect(screen.notices[0]).toMatch(/^ask-user: the stored answers cannot be restored, the form opens empty:\n/);
		expect(screen.notices[0]).toContain("  states[0].selected: must list option positions from 0 to 2");
		expect(screen.notices[0]).toContain("  current: must be a question from 0 to 2");
		expect(screen.terminal.screen().join("\n")).toContain("Which database should the service use?");
		await screen.press(CTRL_C);
		await reopening;
		expect(extension.userMessages).toEqual([]);
	});

	it("a cancel sends nothing (the agent was told when the call ended); Discuss first reaches the agent", async () => {
		const extension = loadExtension();
		await interruptedTour(extension);
		const cancelling = terminalUi();
		const first = extension.command("ask-user", fakeContext({ ui: cancelling.ui, branch: branchOf(extension) }));
		await cancelling.opened();
		await cancelling.press(ESC, ESC); // answers were given: Esc asks first, the second cancels
		await first;
		expect(cancelling.notices).toEqual(["ask-user: the form was cancelled; /ask-user reopens it as you left it."]);
		expect(extension.userMessages).toEqual([]);

		const discussing = terminalUi();
		const second = extension.command("ask-user", fakeContext({ ui: discussing.ui, branch: branchOf(extension) }));
		await discussing.opened();
		for (let tab = 0; tab < 4 && !discussing.terminal.screen().join("\n").includes("Submit"); tab += 1) {
			await discussing.press(TAB);
		}
		await discussing.press("3", "3");
		await second;
		expect(extension.userMessages).toHaveLength(1);
		expect(extension.userMessages[0]).toContain("The user wants to discuss before deciding");
		expect(extension.userMessages[0]).toContain('"SQLite" ["sqlite"]');
	});

	it("Ctrl+C keeps an open editor's draft for /ask-user: the form reopens in that editor with it", async () => {
		const extension = loadExtension();
		const screen = terminalUi();
		const running = runTool(tour, fakeContext({ ui: screen.ui }), { extension, toolCallId: "call_tour" });
		await screen.opened();
		await screen.press("4", ..."Redis on port 6379");
		await screen.press(CTRL_C);
		expect((await running).details).toMatchObject({ cancelReason: "dismissed" });
		const again = terminalUi();
		const reopening = extension.command("ask-user", fakeContext({ ui: again.ui, branch: branchOf(extension) }));
		await again.opened();
		const shown = again.terminal.screen().join("\n");
		expect(shown).toContain("Your answer");
		expect(shown).toContain("Redis on port 6379");
		await again.press(CTRL_C);
		await reopening;
	});

	it("Ctrl+C on a reopened form discards it quietly: nothing is sent", async () => {
		const extension = loadExtension();
		await interruptedTour(extension);
		const screen = terminalUi();
		const reopening = extension.command("ask-user", fakeContext({ ui: screen.ui, branch: branchOf(extension) }));
		await screen.opened();
		await screen.press(CTRL_C);
		await reopening;
		expect(extension.userMessages).toEqual([]);
	});

	it("the agent's question waits while a reopened form is open, then opens; nothing is orphaned", async () => {
		const extension = loadExtension();
		await interruptedTour(extension);
		const reopened = terminalUi();
		const reopening = extension.command("ask-user", fakeContext({ ui: reopened.ui, branch: branchOf(extension) }));
		await reopened.opened();
		const agents = terminalUi();
		const asking = runTool(tour, fakeContext({ ui: agents.ui }), { extension, toolCallId: "call_next" });
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(agents.mounted()).toBeUndefined();
		expect(agents.notices).toEqual(["ask-user: the agent's question waits until the open form closes"]);
		await reopened.press("1", ENTER, "1", ENTER);
		await reopening;
		expect(extension.userMessages).toEqual([resultText(RESUMED_TOUR)]);
		await agents.opened();
		await agents.press(CTRL_C);
		expect((await asking).details).toMatchObject({ cancelReason: "dismissed" });
		// Nothing is left open: /ask-user works again.
		const later = terminalUi();
		await extension.command("ask-user", fakeContext({ ui: later.ui, branch: branchOf(extension) }));
		expect(later.notices).not.toContain("ask-user: a form is open already");
	});

	it("says so when a form is open already", async () => {
		const extension = loadExtension();
		const screen = terminalUi();
		const running = runTool(tour, fakeContext({ ui: screen.ui }), { extension, toolCallId: "call_tour" });
		await screen.opened();
		const other = terminalUi();
		await extension.command("ask-user", fakeContext({ ui: other.ui, branch: branchOf(extension) }));
		expect(other.notices).toEqual(["ask-user: a form is open already"]);
		await screen.press(CTRL_C);
		await running;
	});
});

describe("forms in pi's RPC dialogs", () => {
	it("store their progress too, and reopen in the dialogs where the person left them", async () => {
		const extension = loadExtension();
		// SQLite, a note on Features, then the features dialog is dismissed and the discard confirmed.
		const first = scriptedDialogs(["2.", "Add a note…", "needs HA", undefined, "yes"]);
		const asked = await runTool(tour, fakeContext({ ui: first.ui }), { extension, toolCallId: "call_tour" });
		expect(asked.details).toMatchObject({ cancelled: true, cancelReason: "user" });
		expect(extension.entries.at(-1)).toMatchObject({ data: { status: "cancelled", cancelReason: "user" } });

		// A confirmed discard goes through the review's Cancel: the form reopens on the review, the note kept.
		const again = scriptedDialogs(["Change 2.", "1.", "Done", "Change 3.", "1.", "Submit"]);
		const notices: string[] = [];
		const ui = { ...again.ui, notify: (message: string) => notices.push(message) };
		await extension.command("ask-user", fakeContext({ ui, branch: branchOf(extension) }));
		expect(notices).toEqual([]);
		expect(again.calls[0]).toMatchObject({
			title: "Review Set up the new service: 1 of 3 answered · 1 required question unanswered",
			options: expect.arrayContaining(['Change 2. Features: (no answer) — required · note: "needs HA"']),
		});
		expect(extension.userMessages).toEqual([resultText({ ...RESUMED_TOUR, source: "rpc" })]);
	});
});

describe("pi starting after it stopped mid-form", () => {
	it("offers the interrupted form, and reopens it when the person says yes", async () => {
		const extension = loadExtension();
		await interruptedTour(extension, true);
		const branch = killedBranchOf(extension);
		const screen = terminalUi();
		const asked: string[][] = [];
		const ui = {
			...screen.ui,
			addAutocompleteProvider: () => {},
			onTerminalInput: () => () => {},
			select: async (title: string, options: string[]) => {
				asked.push([title, ...options]);
				return options[0];
			},
		};
		await extension.sessionStart(fakeContext({ ui, branch }));
		expect(asked).toEqual([
			[
				"Reopen the interrupted question?\n" +
					'pi stopped while "Set up the new service" was open; your answers so far are kept. (/ask-user reopens it later too.)',
				"Yes",
				"No",
			],
		]);
		await screen.opened();
		expect(screen.terminal.screen().join("\n")).toContain("✎ needs HA");
		await screen.press(CTRL_C);
	});

	it("remembers a No: the next start offers nothing, /ask-user still reopens it, and stopped in it again, it is offered again", async () => {
		const extension = loadExtension();
		await interruptedTour(extension, true);
		const branch = killedBranchOf(extension);
		const asked: string[][] = [];
		const answeringNo = {
			addAutocompleteProvider: () => {},
			onTerminalInput: () => () => {},
			select: async (title: string, options: string[]) => {
				asked.push([title, ...options]);
				return options[1];
			},
		};
		await extension.sessionStart(fakeContext({ ui: answeringNo, branch }));
		await vi.waitFor(() =>
			expect(extension.entries.at(-1)).toMatchObject({
				customType: DECLINED_ENTRY_TYPE,
				data: { toolCallId: "call_tour" },
			}),
		);
		expect(asked).toHaveLength(1);

		// pi quit with no form open, then started again on the session: the same interruption is not offered again.
		await extension.sessionStart(fakeContext({ ui: answeringNo, branch }));
		await Promise.resolve();
		expect(asked).toHaveLength(1);

		// /ask-user still reopens it; pi stops in it again, and the next start offers it again.
		const screen = terminalUi();
		const reopening = extension.command("ask-user", fakeContext({ ui: screen.ui, branch }));
		await screen.opened();
		expect(screen.terminal.screen().join("\n")).toContain("✎ needs HA");
		await screen.press("1");
		for (const handler of extension.handlers.get("session_shutdown") ?? []) await handler({}, fakeContext());
		await screen.press(CTRL_C);
		await reopening;
		await extension.sessionStart(fakeContext({ ui: answeringNo, branch }));
		expect(asked).toHaveLength(2);
	});

	it("offers nothing on a reload: the form may still be open in the runtime being replaced", async () => {
		const extension = loadExtension();
		await interruptedTour(extension, true);
		const branch = killedBranchOf(extension);
		const { ui, asked } = declinedOffers();
		for (const handler of extension.handlers.get("session_start") ?? []) {
			await handler({ type: "session_start", reason: "reload" }, fakeContext({ ui, branch }));
		}
		expect(asked).toEqual([]);
		await extension.sessionStart(fakeContext({ ui, branch }));
		expect(asked).toHaveLength(1);
	});

	it("asks in the session's language, its Yes and No too; Esc declines", async () => {
		vi.stubEnv("LC_ALL", "fr_FR.UTF-8");
		try {
			const extension = loadExtension();
			await interruptedTour(extension, true);
			const branch = killedBranchOf(extension);
			const { ui, asked } = declinedOffers();
			await extension.sessionStart(fakeContext({ ui, branch }));
			await Promise.resolve();
			expect(asked).toEqual([
				[expect.stringMatching(/^Rouvrir la question interrompue\u00a0\?\npi s’est arrêté/), "Oui", "Non"],
			]);
			expect(extension.userMessages).toEqual([]);
			// Esc is a No: remembered too.
			expect(extension.entries.at(-1)).toMatchObject({ customType: DECLINED_ENTRY_TYPE });
		} finally {
			vi.unstubAllEnvs();
		}
	});

	it("offers nothing when the latest form was answered or cancelled", async () => {
		const extension = loadExtension();
		await interruptedTour(extension);
		const { ui, asked } = declinedOffers();
		await extension.sessionStart(fakeContext({ ui, branch: branchOf(extension) }));
		expect(asked).toEqual([]);
	});
});

describe("/ask-user after Ctrl+C reopens the form where the person was reading", () => {
	it("the focused option's preview shows from the line it was scrolled to", async () => {
		const extension = loadExtension();
		const first = terminalUi({ rows: 16 });
		const running = runTool(codePreviews, fakeContext({ ui: first.ui }), { extension, toolCallId: "call_code" });
		await first.opened();
		await first.press(RAW_KEYS.pageDown, RAW_KEYS.pageDown);
		const read = first.terminal.screen();
		expect(read.join("\n")).toMatch(/↑ \d+ more/);
		await first.press(CTRL_C);
		expect((await running).details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });

		const again = terminalUi({ rows: 16 });
		const branch = () => [callEntry("call_code", codePreviews), ...extension.entries];
		const reopening = extension.command("ask-user", fakeContext({ ui: again.ui, branch }));
		await again.opened();
		expect(again.terminal.screen()).toEqual(read);
		await again.press(CTRL_C);
		await reopening;
	});
});
