import { describe, expect, it } from "vitest";
import { tour } from "../src/fixtures/index.ts";
import {
	type AskUserDetails,
	buildContent,
	buildResult,
	CANCEL_REASONS,
	cancelledContent,
	cancelledDetails,
	DEFAULT_MESSAGES,
	defineMessages,
	listQuestions,
	localeMessages,
	MESSAGE_LOCALES,
	type Messages,
	validate,
} from "../src/index.ts";
import { call, type FunctionKey, SAMPLES } from "./support/message-samples.ts";

/** Every text of `table`: its strings, its cancel lines, and every function called with its samples. */
function everyText(table: Messages): string[] {
	const texts: string[] = [...Object.values(table.cancelled)];
	for (const value of Object.values(table)) if (typeof value === "string") texts.push(value);
	for (const [key, samples] of Object.entries(SAMPLES) as [FunctionKey, readonly (readonly unknown[])[]][]) {
		for (const args of samples) texts.push(call(table, key, args));
	}
	return texts;
}

const checked = validate(tour);
if (!checked.ok) throw new Error("the tour fixture is invalid");
const payload = checked.payload;
const firstId = payload.questions[0]?.id ?? "";
const answer = { values: ["postgres"], labels: ["PostgreSQL"], indices: [1] };

/** Details of every way a flow ends whose `content` has a line of its own. */
function everyEnding(): AskUserDetails[] {
	const submitted = { ...cancelledDetails("user", payload), cancelled: false, answers: { [firstId]: answer } };
	const cancels = CANCEL_REASONS.map((reason) => cancelledDetails(reason, payload));
	const kept = (reason: "discuss" | "timeout" | "error") => ({
		...cancelledDetails(reason, payload),
		unsubmittedAnswers: { [firstId]: answer },
		note: "why",
	});
	const fromEvent = { ...cancelledDetails("user", payload), source: "event" as const, sender: "bridge" };
	return [submitted, ...cancels, kept("discuss"), kept("timeout"), kept("error"), fromEvent];
}

describe("the tool's name in the messages", () => {
	it("is ask_user by default, in the lines that tell the model what to call", () => {
		expect(DEFAULT_MESSAGES.discussNext).toContain("call ask_user again");
		expect(DEFAULT_MESSAGES.cancelled.invalid_input).toBe("Invalid ask_user payload.");
	});

	it.each(MESSAGE_LOCALES)(
		"%s: with toolName clarify, no message names ask_user and each such line names clarify",
		(locale) => {
			const table = localeMessages(locale, { toolName: "clarify" });
			for (const text of everyText(table)) expect(text).not.toContain("ask_user");
			const named = everyText(localeMessages(locale)).filter((text) => text.includes("ask_user"));
			expect(named.length).toBeGreaterThanOrEqual(5);
			expect(everyText(table).filter((text) => text.includes("clarify"))).toHaveLength(named.length);
		},
	);

	it("with toolName clarify, no content of any ending names ask_user", () => {
		const table = localeMessages("en", { toolName: "clarify" });
		const texts = [
			...everyEnding().map((details) => buildContent(details, "detail", table)),
			...everyEnding().map((details) => buildResult(details, undefined, table).content[0].text),
			...CANCEL_REASONS.map((reason) => cancelledContent(reason, undefined, table)),
			listQuestions(payload.questions, table),
		];
		for (const text of texts) expect(text).not.toContain("ask_user");
		// The check reads the texts that would name the tool: the defaults do.
		const defaults = everyEnding().map((details) => buildContent(details, "detail"));
		expect(defaults.filter((text) => text.includes("ask_user")).length).toBeGreaterThanOrEqual(3);
		expect(texts.filter((text) => text.includes("clarify")).length).toBe(
			defaults.filter((text) => text.includes("ask_user")).length * 2 +
				CANCEL_REASONS.filter((reason) => cancelledContent(reason).includes("ask_user")).length,
		);
	});

	it("a translated table keeps its translation and a host's overrides build on it", () => {
		const table = defineMessages({ reviewTab: "Prüfen" }, localeMessages("de", { toolName: "frag_nach" }));
		expect(table.reviewTab).toBe("Prüfen");
		expect(table.answerHeading).toBe(localeMessages("de").answerHeading);
		expect(table.timeoutNext).toContain("do not call frag_nach again");
	});

	it.each(["", "ask user", "a".repeat(65), "ask.user", "ask_user\n"])(
		"a name models cannot call (%j) throws a TypeError naming toolName",
		(name) => {
			expect(() => localeMessages("en", { toolName: name })).toThrow(/^toolName must be/);
		},
	);

	it("a name of another kind, from JavaScript, throws the same TypeError", () => {
		expect(() => localeMessages("fr", { toolName: 7 as unknown as string })).toThrow(TypeError);
	});
});
