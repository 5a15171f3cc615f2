/**
 * Model-written text and typed text never reach the terminal raw. The proof: a flow over a payload full of escape
 * sequences writes byte for byte what the same flow over the pre-sanitized payload writes, and nothing a terminal
 * would act on, apart from pi-tui's own sequences, is in what the terminal received.
 */
import type { AskUserInput, QuestionType } from "@ask-user/core";
import { sanitizeText } from "@ask-user/core/contract";
import { escapeCorpus } from "@ask-user/test-kit/escape-corpus";
import { CONTROL, expectNothingHostile } from "@ask-user/test-kit/terminal-output";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";

const TYPES: readonly QuestionType[] = ["single", "multi", "preview", "single", "multi"];
/** Hostile strings per question: 2 for the question, 3 for each of its 3 options. */
const PER_QUESTION = 11;

type Clean = (text: string) => string;

function sample(index: number): string {
	return escapeCorpus[index % escapeCorpus.length]?.text ?? "";
}

/** Every text field of every question and option holds a different hostile string; together, the whole corpus. */
function hostilePayload(clean: Clean): AskUserInput {
	return {
		title: clean(`Title ${sample(40)} ${sample(10)}`),
		questions: TYPES.map((type, question) => {
			const at = (offset: number) => sample(question * PER_QUESTION + offset);
			return {
				id: `q${question}`,
				label: clean(`Q${question} ${at(0)}`),
				prompt: clean(`Prompt ${at(1)}`),
				type,
				required: question % 2 === 0,
				options: [0, 1, 2].map((option) => ({
					value: `v${option}`,
					label: clean(`Option ${at(2 + option * 3)}`),
					description: clean(`Description ${at(3 + option * 3)}`),
					preview: clean(`# Preview\n\n${at(4 + option * 3)}\n\n\`\`\`ts\nconst x = "${at(5 + option * 3)}";\n\`\`\``),
				})),
			};
		}),
	};
}

/** Typed text made of several hostile strings; every string of the corpus is typed somewhere. */
function typed(clean: Clean, question: number, slot: number): string {
	const first = question * 9 + slot * 3;
	return clean(`typed ${sample(first)} ${sample(first + 1)} ${sample(first + 2)}`);
}

/** Per question: an option note, a question note, then a free-form answer (or a pick on a preview question). */
async function answer(session: Session, clean: Clean, type: QuestionType, question: number): Promise<void> {
	await session.press(keys.down, "n", typed(clean, question, 0), keys.escape);
	await session.press("N", typed(clean, question, 1), keys.escape, keys.down);
	if (type === "preview") await session.press(keys.enter);
	else await session.press(keys.space, keys.down, keys.enter, typed(clean, question, 2), keys.enter);
}

async function run(clean: Clean): Promise<Session> {
	const session = await openQuestionnaire(hostilePayload(clean), { columns: 100, rows: 40 });
	for (const [question, type] of TYPES.entries()) await answer(session, clean, type, question);
	await session.press(keys.down, keys.up);
	return session;
}

describe("escape injection", () => {
	it("writes the same bytes for a hostile payload and typed text as for the same text sanitized", async () => {
		const hostile = await run((text) => text);
		expect(hostile.screen().join("\n")).toContain("Review · all 5 answered");
		const clean = await run(sanitizeText);
		await hostile.press(keys.enter);
		await clean.press(keys.enter);
		expect(hostile.result().cancelled).toBe(false);
		expect(hostile.terminal.output).toBe(clean.terminal.output);
		expectNothingHostile(hostile.terminal.output);
	}, 30_000); // the hostile payload typed key by key, and again sanitized

	it("sanitizes a bracketed paste into the editor", async () => {
		const session = await openQuestionnaire(hostilePayload(sanitizeText), { columns: 80, rows: 24 });
		const pasted = escapeCorpus.map(({ text }) => text).join(" ");
		await session.press(keys.up, keys.enter, `\x1b[200~${pasted}\x1b[201~`);
		expectNothingHostile(session.terminal.output);
		// The paste is sanitized whole before pi's editor sees it: sequences go and their text stays, up to the
		// corpus's own bracketed paste end, which ends the paste (the rest arrives as keys).
		expect(session.screen().join("\n")).toContain("red gotcha okfake line x sync keys q w");
		await session.press(keys.enter, keys.escape, keys.escape);
		expect(session.result().answers).toEqual({});
		expect(JSON.stringify(session.results)).not.toMatch(CONTROL);
	});
});
