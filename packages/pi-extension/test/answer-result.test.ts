/**
 * Every answer and cancel sent on pi.events gets an `ask-user:answer-result` with the sender's `requestId`: taken,
 * or refused with the reason and each problem named (bounded, and sanitized where the person reads it).
 */
import { minimal } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { MAX_REQUEST_ID_UNITS } from "../src/events/answer-desk.ts";
import { MAX_PROBLEMS } from "../src/events/answer-entry.ts";
import { ASK_USER_EVENTS } from "../src/events/events.ts";
import { fakeContext, type LoadedExtension, loadExtension, runTool } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

/** A loaded extension whose replies are recorded. */
function followed() {
	const extension = loadExtension();
	const replies: unknown[] = [];
	extension.events.on(ASK_USER_EVENTS.answerResult, (data) => replies.push(data));
	return { extension, replies };
}

/** Opens the tour as tool call `call-7` in `extension`. */
async function openForm(extension: LoadedExtension, payload: unknown = minimal) {
	const screen = terminalUi();
	const running = runTool(payload, fakeContext({ ui: screen.ui }), { extension, toolCallId: "call-7" });
	await screen.opened();
	return { screen, running };
}

describe("ask-user:answer-result", () => {
	it("no form open: refused, with the requestId, before any question was asked", () => {
		const { extension, replies } = followed();
		extension.events.emit(ASK_USER_EVENTS.answer, { requestId: "r1", answers: {} });
		extension.events.emit(ASK_USER_EVENTS.cancel, { requestId: 2, toolCallId: "call-9" });
		extension.events.emit(ASK_USER_EVENTS.cancel, undefined);
		expect(replies).toEqual([
			{
				requestId: "r1",
				event: "answer",
				accepted: false,
				reason: "no-open-form",
				problems: ["no ask_user form is open"],
			},
			{
				requestId: 2,
				event: "cancel",
				accepted: false,
				reason: "no-open-form",
				problems: ["toolCallId: no open form has this id"],
			},
			{ event: "cancel", accepted: false, reason: "no-open-form", problems: ["no ask_user form is open"] },
		]);
	});

	it("an answer taken: accepted with the form's id; a later one is refused as ended", async () => {
		const { extension, replies } = followed();
		const { running } = await openForm(extension);
		extension.events.emit(ASK_USER_EVENTS.answer, { requestId: "a", answers: { confirm: { values: ["no"] } } });
		extension.events.emit(ASK_USER_EVENTS.cancel, { requestId: "b" });
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: false, source: "event" });
		expect(replies).toEqual([
			{ requestId: "a", event: "answer", accepted: true, toolCallId: "call-7" },
			{
				requestId: "b",
				event: "cancel",
				accepted: false,
				toolCallId: "call-7",
				reason: "ended",
				problems: ["the form is closing: an answer or a cancel was taken already"],
			},
		]);
		extension.events.emit(ASK_USER_EVENTS.cancel, { requestId: "c" });
		expect(replies.at(-1)).toMatchObject({ requestId: "c", accepted: false, reason: "no-open-form" });
	});

	it("a cancel taken, aimed by id", async () => {
		const { extension, replies } = followed();
		const { running } = await openForm(extension);
		extension.events.emit(ASK_USER_EVENTS.cancel, { toolCallId: "call-7", requestId: "x" });
		expect((await running).details.cancelled).toBe(true);
		expect(replies).toEqual([{ requestId: "x", event: "cancel", accepted: true, toolCallId: "call-7" }]);
	});

	it("answers that do not fit: refused with each field named, bounded; the notice is sanitized", async () => {
		const { extension, replies } = followed();
		const { screen, running } = await openForm(extension);
		const hostile = `\x1b]52;c;aGk=\x07\u202e${"v".repeat(100_000)}`;
		extension.events.emit(ASK_USER_EVENTS.answer, {
			requestId: "bad",
			answers: { [hostile]: {}, confirm: { values: [hostile, ...Array.from({ length: 50 }, (_, i) => `x${i}`)] } },
		});
		const reply = replies[0] as { problems: string[] };
		expect(reply).toMatchObject({ requestId: "bad", accepted: false, reason: "invalid", toolCallId: "call-7" });
		expect(reply.problems).toHaveLength(MAX_PROBLEMS + 1);
		expect(reply.problems.at(-1)).toBe("and 42 more problems");
		expect(reply.problems[0]).toMatch(/^answers\."\\u001b\]52;c;aGk=\\u0007\u202ev+…: no question has this id/);
		expect(Math.max(...reply.problems.map((p) => p.length))).toBeLessThan(200);
		expect(screen.notices).toHaveLength(1);
		expect(screen.notices[0]).not.toMatch(/[\x1b\x07\u202e]/);
		expect(screen.notices[0]).toContain('answers.confirm.values[1]: "x0" is not an option\'s value');
		expect(screen.mounted()).toBeDefined();
		extension.events.emit(ASK_USER_EVENTS.cancel, {});
		await running;
	});

	it("bad requests are refused with the field named; a throwing getter does not end the form", async () => {
		const { extension, replies } = followed();
		const { screen, running } = await openForm(extension);
		extension.events.emit(ASK_USER_EVENTS.answer, "postgres");
		extension.events.emit(ASK_USER_EVENTS.cancel, { requestId: "r".repeat(MAX_REQUEST_ID_UNITS + 1) });
		extension.events.emit(ASK_USER_EVENTS.cancel, { requestId: { id: 1 } });
		extension.events.emit(ASK_USER_EVENTS.cancel, { toolCallId: 7 });
		const trap = {
			requestId: "t",
			get answers(): never {
				throw new TypeError("no");
			},
		};
		extension.events.emit(ASK_USER_EVENTS.answer, trap);
		const tooLong = `requestId: must be a number or a string of at most ${MAX_REQUEST_ID_UNITS} characters`;
		expect(replies).toEqual([
			{ event: "answer", accepted: false, reason: "invalid", problems: ["data: must be an object"] },
			{ event: "cancel", accepted: false, reason: "invalid", problems: [tooLong] },
			{ event: "cancel", accepted: false, reason: "invalid", problems: [tooLong] },
			{ event: "cancel", accepted: false, reason: "invalid", problems: ["toolCallId: must be a string"] },
			{
				requestId: "t",
				event: "answer",
				accepted: false,
				toolCallId: "call-7",
				reason: "invalid",
				problems: ["answer: could not be read (TypeError: no)"],
			},
		]);
		expect(screen.mounted()).toBeDefined();
		extension.events.emit(ASK_USER_EVENTS.cancel, { requestId: "end" });
		expect((await running).details.cancelled).toBe(true);
		expect(replies.at(-1)).toMatchObject({ requestId: "end", accepted: true });
	});
});
