import type { SessionEntry } from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { FORM_ENTRY_TYPE, latestUnansweredForm } from "../src/startup/stored-forms.ts";

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
	it("finds an interrupted form: open, and its call has no result", () => {
		const branch = [call("c1", args), formEntry({ v: 1, toolCallId: "c1", status: "open", progress })];
		expect(latestUnansweredForm(branch)).toEqual({
			toolCallId: "c1",
			status: "open",
			progress,
			args,
			interrupted: true,
		});
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
