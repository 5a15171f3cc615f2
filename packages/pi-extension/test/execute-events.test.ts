/** ask_user on pi.events: announced when it opens and ends; another extension can answer or cancel the open form. */
import { minimal, textQuestions, tour } from "@ask-user/core/fixtures";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { describe, expect, it } from "vitest";
import { MAX_SENDER_UNITS } from "../src/events/event-answers.ts";
import { ASK_USER_EVENTS } from "../src/events/events.ts";
import { fakeContext, loadExtension, runTool, textOf } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

/** Opens the tour as tool call `call-7`, recording every ask-user event. */
async function openFollowed(payload: unknown = tour) {
	const extension = loadExtension();
	const seen: { name: string; data: unknown }[] = [];
	for (const name of [
		ASK_USER_EVENTS.opened,
		ASK_USER_EVENTS.answered,
		ASK_USER_EVENTS.cancelled,
		ASK_USER_EVENTS.aborted,
	]) {
		extension.events.on(name, (data) => seen.push({ name, data }));
	}
	const screen = terminalUi();
	const controller = new AbortController();
	const running = runTool(payload, fakeContext({ ui: screen.ui }), {
		extension,
		toolCallId: "call-7",
		signal: controller.signal,
	});
	await screen.opened();
	return { extension, seen, screen, running, controller };
}

describe("events out", () => {
	it("opened with the questions, answered with the details (source: terminal)", async () => {
		const { seen, screen, running } = await openFollowed(minimal);
		expect(seen).toEqual([
			{
				name: "ask-user:opened",
				data: expect.objectContaining({
					toolCallId: "call-7",
					questions: [expect.objectContaining({ id: "confirm" })],
				}),
			},
		]);
		await screen.press("1", RAW_KEYS.enter);
		const result = await running;
		expect(result.details.source).toBe("terminal");
		expect(seen.at(-1)).toEqual({ name: "ask-user:answered", data: { toolCallId: "call-7", details: result.details } });
	});

	it("cancelled on Esc, aborted on an abort", async () => {
		const cancelled = await openFollowed();
		await cancelled.screen.press(RAW_KEYS.escape);
		const cancel = await cancelled.running;
		expect(cancelled.seen.at(-1)?.name).toBe("ask-user:cancelled");
		expect(cancel.details.source).toBeUndefined();
		const aborted = await openFollowed();
		aborted.controller.abort();
		const result = await aborted.running;
		expect(aborted.seen.at(-1)).toEqual({
			name: "ask-user:aborted",
			data: { toolCallId: "call-7", details: result.details },
		});
	});
});

describe("events in", () => {
	it("ask-user:answer submits the open form: source event, the UI closes once", async () => {
		const { extension, seen, screen, running } = await openFollowed();
		extension.events.emit(ASK_USER_EVENTS.answer, {
			toolCallId: "call-7",
			answers: { database: { values: ["sqlite"], note: "from my phone" }, features: { values: ["auth", "export"] } },
		});
		const result = await running;
		expect(result.details).toMatchObject({
			cancelled: false,
			source: "event",
			answers: {
				database: { values: ["sqlite"], labels: ["SQLite"], indices: [2], note: "from my phone" },
				features: { values: ["auth", "export"], indices: [1, 3] },
			},
		});
		expect(textOf(result)).toMatch(
			/^Another extension answered "Set up the new service" \(2 of 3 answered\), not the user in the form:\n/,
		);
		expect(result.details.sender).toBeUndefined();
		expect(screen.doneCalls).toHaveLength(1);
		expect(screen.mounted()).toBeUndefined();
		expect(seen.at(-1)?.name).toBe("ask-user:answered");
	});

	it("the model reads which extension answered: its name sanitized and cut, in content and details", async () => {
		const { extension, running } = await openFollowed();
		const sender = `\x1b]52;c;aGk=\x07phone\u202e-notifier\n${"z".repeat(10_000)}`;
		extension.events.emit(ASK_USER_EVENTS.answer, { sender, answers: { database: { values: ["sqlite"] } } });
		const result = await running;
		const name = `phone-notifier ${"z".repeat(MAX_SENDER_UNITS - "\x1b]52;c;aGk=\x07phone\u202e-notifier\n".length)}…`;
		expect(result.details).toMatchObject({ source: "event", sender: name });
		expect(textOf(result).split("\n")[0]).toBe(
			`Another extension ("${name}") answered "Set up the new service" (1 of 3 answered), not the user in the form:`,
		);
	});

	it("a cancel another extension sent reads as that extension's, named", async () => {
		const { extension, running } = await openFollowed();
		extension.events.emit(ASK_USER_EVENTS.cancel, { sender: "phone-notifier" });
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, source: "event", sender: "phone-notifier" });
		expect(textOf(result).split("\n")[0]).toBe(
			'Another extension ("phone-notifier") cancelled the questionnaire; the user submitted no answers.',
		);
	});

	it("answers that do not fit are refused with each field named; the form stays open", async () => {
		const { extension, screen, running } = await openFollowed();
		extension.events.emit(ASK_USER_EVENTS.answer, {
			answers: { database: { values: ["oracle"] }, layout: { customText: "mine" }, nope: {} },
		});
		expect(screen.notices).toHaveLength(1);
		expect(screen.notices[0]).toContain('answers.database.values[0]: "oracle" is not an option\'s value');
		expect(screen.notices[0]).toContain("answers.layout.customText: a preview question takes no own answer");
		expect(screen.notices[0]).toContain("answers.nope: no question has this id");
		expect(screen.mounted()).toBeDefined();
		extension.events.emit(ASK_USER_EVENTS.answer, { toolCallId: "another-call", answers: {} });
		expect(screen.mounted()).toBeDefined();
		extension.events.emit(ASK_USER_EVENTS.cancel, { toolCallId: "call-7" });
		const result = await running;
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "user", source: "event", answers: {} });
		expect(screen.doneCalls).toHaveLength(1);
	});

	it("a field an answer has not, and option values for a text question, are refused by name", async () => {
		const { extension, screen, running } = await openFollowed(textQuestions);
		extension.events.emit(ASK_USER_EVENTS.answer, {
			answers: { channel: { value: "blog" }, name: { values: ["Aurora"] } },
		});
		expect(screen.notices).toHaveLength(1);
		expect(screen.notices[0]).toContain(
			"answers.channel.value: not a field of an answer (fields: values, customText, note)",
		);
		expect(screen.notices[0]).toContain("answers.name.values: a text question has no options; it takes customText");
		expect(screen.mounted()).toBeDefined();
		extension.events.emit(ASK_USER_EVENTS.cancel, {});
		expect((await running).details).toMatchObject({ cancelled: true, answers: {} });
	});

	it("an answer sent from the opened handler itself ends the call without showing the form", async () => {
		const extension = loadExtension();
		extension.events.on(ASK_USER_EVENTS.opened, () =>
			extension.events.emit(ASK_USER_EVENTS.answer, { answers: { confirm: { values: ["no"] } } }),
		);
		const screen = terminalUi();
		const result = await runTool(minimal, fakeContext({ ui: screen.ui }), { extension });
		expect(result.details).toMatchObject({
			cancelled: false,
			source: "event",
			answers: { confirm: { values: ["no"] } },
		});
		expect(screen.doneCalls).toEqual([]);
	});

	it("no event reaches a form after it closed", async () => {
		const { extension, screen, running } = await openFollowed();
		await screen.press(RAW_KEYS.escape);
		const result = await running;
		extension.events.emit(ASK_USER_EVENTS.answer, { answers: { database: { values: ["sqlite"] } } });
		// Only the cancel's own notice: the late answer is neither taken nor refused.
		expect(screen.notices).toEqual(["ask-user: the form was cancelled; /ask-user reopens it as you left it."]);
		expect(result.details.cancelled).toBe(true);
		expect(screen.doneCalls).toHaveLength(1);
	});
});
