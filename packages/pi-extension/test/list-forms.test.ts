/** `/ask-user list`: the branch's forms, the latest first, with what became of each; the one chosen reopens. */
import { localeMessages, MESSAGE_LOCALES } from "@ask-user/core/contract";
import { tour } from "@ask-user/core/fixtures";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import type { SessionEntry } from "@mariozechner/pi-coding-agent";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noticeWords } from "../src/locale/notice-words.ts";
import { FORM_ENTRY_TYPE, type FormEntryData } from "../src/stored-forms/stored-forms.ts";
import { fakeContext, loadExtension } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

let next = 0;
const entry = (fields: Record<string, unknown>, at = new Date(0)): SessionEntry =>
	({ id: `e${next++}`, parentId: null, timestamp: at.toISOString(), ...fields }) as unknown as SessionEntry;

/** Local times: the list writes them so. Today at 14:05, and a day before today. */
const todayAt = new Date(new Date().setHours(14, 5, 0, 0));
const earlier = (minute: number) => new Date(2026, 0, 5, 9, minute);

/** The model's call with this title, then the form's entry as it ended, written `at`. */
function form(id: string, title: string, data: Omit<FormEntryData, "v" | "toolCallId">, at: Date): SessionEntry[] {
	const call = { type: "toolCall", id, name: "ask_user", arguments: { ...tour, title } };
	return [
		entry({ type: "message", message: { role: "assistant", content: [call] } }),
		entry({ type: "custom", customType: FORM_ENTRY_TYPE, data: { v: 1, toolCallId: id, ...data } }, at),
		...(data.status === "open"
			? []
			: [entry({ type: "message", message: { role: "toolResult", toolName: "ask_user", toolCallId: id } })]),
	];
}

const BRANCH = [
	...form("c1", "First", { status: "answered" }, earlier(1)),
	...form("c2", "Second", { status: "cancelled", cancelReason: "discuss" }, earlier(2)),
	...form("c3", "Third", { status: "cancelled", cancelReason: "timeout" }, earlier(3)),
	// A time the entry does not hold as one is left out.
	...form("c4", "Fourth", { status: "cancelled", cancelReason: "user" }, earlier(4)).map((e) =>
		e.type === "custom" ? ({ ...e, timestamp: "\x1b[31mnot a time" } as SessionEntry) : e,
	),
	...form("c5", `Fifth\x1b]0;owned\x07`, { status: "open" }, todayAt),
];

/** Runs `/ask-user list`, choosing the item `choose` picks from those offered. */
async function list(branch: SessionEntry[], choose: (items: string[]) => string | undefined) {
	const extension = loadExtension();
	const screen = terminalUi();
	const offered: { title: string; items: string[] }[] = [];
	const select = async (title: string, items: string[]) => {
		offered.push({ title, items });
		return choose(items);
	};
	const ctx = fakeContext({ ui: { ...screen.ui, select }, branch: () => branch });
	const running = extension.command("ask-user", ctx, " list ");
	return { extension, screen, offered, running };
}

afterEach(() => vi.unstubAllEnvs());

describe("/ask-user list", () => {
	it("offers every form, the latest first, with its state and when it last changed; the subject sanitized", async () => {
		const { offered, running, screen } = await list(BRANCH, () => undefined);
		await running;
		expect(offered).toEqual([
			{
				title: "ask_user forms on this branch, the latest first",
				items: [
					'1. interrupted: "Fifth" · 14:05',
					'2. cancelled: "Fourth"',
					'3. timed out: "Third" · 2026-01-05 09:03',
					'4. discussed: "Second" · 2026-01-05 09:02',
					'5. answered: "First" · 2026-01-05 09:01',
				],
			},
		]);
		expect(screen.notices).toEqual([]);
	});

	it("reopens the one chosen where it was left; the answers reach the agent", async () => {
		const { extension, screen, running } = await list(BRANCH, (items) => items[3]);
		await screen.opened();
		expect(screen.terminal.screen().join("\n")).toContain("Second");
		await screen.press("1", RAW_KEYS.enter, "1", RAW_KEYS.enter);
		await running;
		expect(extension.userMessages[0]?.split("\n")[0]).toBe('The user submitted "Second" (3 of 3 answered):');
	});

	it.each(MESSAGE_LOCALES)(
		"%s: each form's state and subject are joined as the locale writes a colon",
		async (locale) => {
			vi.stubEnv("LC_ALL", `${locale}_${locale.toUpperCase()}.UTF-8`);
			const { offered, running } = await list(BRANCH, () => undefined);
			await running;
			const answered = localeMessages(locale).labelled(noticeWords(locale).states.answered, '"First"');
			expect(offered[0]?.items[4]).toBe(`5. ${answered} · 2026-01-05 09:01`);
			if (locale === "fr") expect(answered).toBe('répondu\u00a0: "First"');
		},
	);

	it("an answered form is not reopened; an empty branch says so", async () => {
		const answered = await list(BRANCH, (items) => items[4]);
		await answered.running;
		expect(answered.screen.notices).toEqual(["ask-user: that form was answered; its answers reached the agent"]);
		expect(answered.screen.mounted()).toBeUndefined();
		const empty = await list([], () => undefined);
		await empty.running;
		expect(empty.offered).toEqual([]);
		expect(empty.screen.notices).toEqual(["ask-user: no ask_user form on this branch"]);
	});
});
