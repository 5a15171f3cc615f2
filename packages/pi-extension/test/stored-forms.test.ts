import { tour } from "@ask-user/core/fixtures";
import { escapeCorpus } from "@ask-user/test-kit/escape-corpus";
import { ALL_HOSTILE } from "@ask-user/test-kit/hostile-payload";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { findUnsafeLine } from "@ask-user/test-kit/terminal-output";
import type { SessionEntry } from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { FORM_ENTRY_TYPE, latestUnansweredForm } from "../src/stored-forms/stored-forms.ts";
import { fakeContext, loadExtension } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

let counter = 0;
const base = () => ({ id: `e${++counter}`, parentId: null, timestamp: new Date(0).toISOString() });

const formEntry = (data: unknown): SessionEntry => ({ ...base(), type: "custom", customType: FORM_ENTRY_TYPE, data });

const call = (id: string, args: unknown): SessionEntry =>
	({
		...base(),
		type: "message",
		message: { role: "assistant", content: [{ type: "toolCall", id, name: "ask_user", arguments: args }] },
	}) as unknown as SessionEntry;

const result = (id: string): SessionEntry =>
	({
		...base(),
		type: "message",
		message: { role: "toolResult", toolCallId: id, toolName: "ask_user", content: [], isError: false },
	}) as unknown as SessionEntry;

const args = { questions: [{ id: "q", prompt: "p?", options: [{ value: "a" }] }] };
const progress = { states: [], current: 0, place: { mode: "answering" } };

describe("latestUnansweredForm", () => {
	it("folds a form's changes onto its whole entry, and reads entries of the old format as they were", () => {
		const draft = "a long answer ".repeat(100);
		const editing = { ...progress, place: { mode: "editing", kind: "answer", draft } };
		const changes = { o: { place: { o: { draft: { s: [0, 14, "A changed ", draft.length] } } } } };
		const branch = [
			call("c1", args),
			formEntry({ v: 1, toolCallId: "c1", status: "open", n: 0, progress: editing }),
			formEntry({ v: 1, toolCallId: "c1", status: "open", n: 1, changes }),
			formEntry({ v: 1, toolCallId: "c1", status: "cancelled", cancelReason: "user", n: 2 }),
		];
		expect(latestUnansweredForm(branch)?.progress).toEqual({
			...editing,
			place: { ...editing.place, draft: "A changed a long answer " },
		});
		const old = [
			call("c1", args),
			formEntry({ v: 1, toolCallId: "c1", status: "open", progress: editing }),
			formEntry({ v: 1, toolCallId: "c1", status: "open", progress }),
		];
		expect(latestUnansweredForm(old)?.progress).toEqual(progress);
		expect(latestUnansweredForm([...old, formEntry({ v: 1, toolCallId: "c1", status: "cancelled" })])).toMatchObject({
			status: "cancelled",
			progress: undefined,
		});
	});

	it("finds an interrupted form: open, and its call has no result", () => {
		const branch = [call("c1", args), formEntry({ v: 1, toolCallId: "c1", status: "open", progress })];
		expect(latestUnansweredForm(branch)).toEqual({
			toolCallId: "c1",
			status: "open",
			progress,
			args,
			interrupted: true,
			changedAt: new Date(0),
		});
	});

	it("finds a form reopened after its call's result, then cut off by pi stopping, interrupted", () => {
		const branch = [
			call("c1", args),
			formEntry({ v: 1, toolCallId: "c1", status: "cancelled", cancelReason: "user", progress }),
			result("c1"),
			// `/ask-user` reopened it; pi stopped before it closed.
			formEntry({ v: 1, toolCallId: "c1", status: "open", progress }),
		];
		expect(latestUnansweredForm(branch)).toMatchObject({ toolCallId: "c1", status: "open", interrupted: true });
	});

	it("finds a form whose run was aborted interrupted when its result ends the session (pi 1.x stopped by a signal)", () => {
		const aborted = [
			call("c1", args),
			formEntry({ v: 1, toolCallId: "c1", status: "cancelled", cancelReason: "aborted", progress }),
			result("c1"),
		];
		expect(latestUnansweredForm(aborted)).toMatchObject({ status: "cancelled", interrupted: true });
		// pi 1.x ends the aborted run with an assistant message of its own.
		const ended = {
			...base(),
			type: "message",
			message: { role: "assistant", content: [], stopReason: "aborted" },
		} as unknown as SessionEntry;
		expect(latestUnansweredForm([...aborted, ended])).toMatchObject({ interrupted: true });
		// The run was aborted while pi went on: the person moved on, nothing is offered.
		const next = { ...base(), type: "message", message: { role: "user", content: "go on" } } as unknown as SessionEntry;
		const wentOn = [...aborted, next];
		expect(latestUnansweredForm(wentOn)).toMatchObject({ status: "cancelled", interrupted: false });
		// A form the person cancelled is never offered, last in the session or not.
		const cancelled = [
			call("c1", args),
			formEntry({ v: 1, toolCallId: "c1", status: "cancelled", cancelReason: "user", progress }),
			result("c1"),
		];
		expect(latestUnansweredForm(cancelled)).toMatchObject({ interrupted: false });
	});

	it("finds the latest cancelled form, skipping a later answered one", () => {
		const branch = [
			call("c1", args),
			formEntry({ v: 1, toolCallId: "c1", status: "open", progress }),
			formEntry({ v: 1, toolCallId: "c1", status: "cancelled", cancelReason: "user", progress }),
			result("c1"),
			call("c2", args),
			formEntry({ v: 1, toolCallId: "c2", status: "open", progress }),
			formEntry({ v: 1, toolCallId: "c2", status: "answered" }),
			result("c2"),
		];
		expect(latestUnansweredForm(branch)).toMatchObject({
			toolCallId: "c1",
			status: "cancelled",
			cancelReason: "user",
			interrupted: false,
		});
	});

	it("a form answered after it was reopened is no longer offered", () => {
		const branch = [
			call("c1", args),
			formEntry({ v: 1, toolCallId: "c1", status: "cancelled", progress }),
			result("c1"),
			formEntry({ v: 1, toolCallId: "c1", status: "answered" }),
		];
		expect(latestUnansweredForm(branch)).toBeUndefined();
	});

	it("skips entries of the wrong shape and forms whose call is not on the branch", () => {
		const branch = [
			call("c1", args),
			formEntry("garbage"),
			formEntry({ v: 2, toolCallId: "c1", status: "open" }),
			formEntry({ v: 1, toolCallId: 7, status: "open" }),
			formEntry({ v: 1, toolCallId: "c1", status: "paused" }),
			formEntry({ v: 1, toolCallId: "elsewhere", status: "open", progress }),
			{ ...base(), type: "custom", customType: "other", data: { v: 1, toolCallId: "c1", status: "open" } },
		] as SessionEntry[];
		expect(latestUnansweredForm(branch)).toBeUndefined();
	});

	it("reads messages of unexpected shapes without throwing", () => {
		const odd = [null, "text", { role: "assistant", content: "no parts" }, { role: "assistant", content: [null, 7] }];
		const branch = [
			...odd.map((message) => ({ ...base(), type: "message", message }) as unknown as SessionEntry),
			formEntry({ v: 1, toolCallId: "c1", status: "open", progress }),
		];
		expect(latestUnansweredForm(branch)).toBeUndefined();
	});
});

describe("a hand-edited entry is untrusted", () => {
	it("a cancel reason that is not one of the contract's is dropped", () => {
		const branch = [
			call("c1", args),
			formEntry({ v: 1, toolCallId: "c1", status: "cancelled", cancelReason: `user${ALL_HOSTILE}`, progress }),
		];
		const form = latestUnansweredForm(branch);
		expect(form).toMatchObject({ toolCallId: "c1", status: "cancelled" });
		expect(form).not.toHaveProperty("cancelReason");
	});

	it("no escape in stored progress reaches the warning /ask-user shows, which lists 10 issues and a count", async () => {
		const extension = loadExtension();
		// Every sample of the corpus as the key of an option note: each is an issue that quotes its key.
		const optionNotes = Object.fromEntries(escapeCorpus.map(({ text }, index) => [`${index}${text}`, "note"]));
		const hostile = { states: [{ selected: [], optionNotes }, {}, {}], current: 0, place: { mode: "answering" } };
		const branch = () => [
			call("call_tour", tour),
			formEntry({ v: 1, toolCallId: "call_tour", status: "open", progress: hostile }),
		];
		const screen = terminalUi();
		const reopening = extension.command("ask-user", fakeContext({ ui: screen.ui, branch }));
		await screen.opened();
		const lines = screen.notices.flatMap((notice) => notice.split("\n"));
		expect(lines[0]).toBe("ask-user: the stored answers cannot be restored, the form opens empty:");
		expect(lines.filter((line) => line.includes("states[0].optionNotes"))).toHaveLength(10);
		expect(lines.at(-1)).toMatch(/^ {2}and \d+ more$/);
		expect(findUnsafeLine(lines)).toBeUndefined();
		await screen.press(RAW_KEYS.ctrlC);
		await reopening;
	});

	it("no escape in the stored call's arguments reaches the warning that they are not valid", async () => {
		const extension = loadExtension();
		// JSON quoting, which the issues use, leaves 8-bit controls and bidi overrides as they are.
		const c1 = "\u202e\x9b2J\x9d0;title\x9c";
		const hostileArgs = { title: 1, questions: [{ id: ALL_HOSTILE, prompt: 2, [`${c1}${ALL_HOSTILE}`]: c1 }] };
		const branch = () => [call("c1", hostileArgs), formEntry({ v: 1, toolCallId: "c1", status: "open", progress })];
		const notices: string[] = [];
		const ui = { notify: (message: string) => notices.push(message) };
		await extension.command("ask-user", fakeContext({ ui, branch }));
		expect(notices).toHaveLength(1);
		expect(notices[0]).toMatch(/^ask-user: the stored form's questions are not valid:\n/);
		expect(findUnsafeLine(notices[0]?.split("\n") ?? [])).toBeUndefined();
	});
});
