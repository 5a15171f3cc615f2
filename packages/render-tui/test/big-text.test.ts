/**
 * Big text is kept and stays cheap: an answer, an option note, a question note or the form note of
 * 100,000 characters of any kind (`@ask-user/test-kit/big-text`) can be pasted, saved, reopened, edited and
 * submitted, reaching `details` whole. The cause of the old heap exhaustion is guarded by counting work: on Node 20
 * `Intl.Segmenter` copies its whole input into every segment, so walking a string costs the square of its length;
 * no walk may take a long string, whatever the text.
 */

import type { QuestionnaireSnapshot } from "@ask-user/core";
import { type AskUserDetails, restoreProgress, saveProgress } from "@ask-user/core";
import { MAX_TYPED_CHARACTERS } from "@ask-user/core/contract";
import { minimal } from "@ask-user/core/fixtures";
import { BIG_TEXT_CHARACTERS, type BigTextSample, bigTextSamples } from "@ask-user/test-kit/big-text";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";
import { normalize } from "./support/normalize.ts";

/**
 * The longest string one grapheme walk may take: a few lines' worth of text, far below what is pasted here. A text
 * is measured whole only when it is short for the width (4 units a column: 320 at 80); longer ones are wrapped a
 * line at a time.
 */
const MAX_WALK_UNITS = 4_000;

/** The longest string walked so far; a longer walk throws (the component reports it as a failure). */
let longestWalk = 0;

beforeEach(() => {
	longestWalk = 0;
	const segment = Intl.Segmenter.prototype.segment;
	vi.spyOn(Intl.Segmenter.prototype, "segment").mockImplementation(function (this: Intl.Segmenter, text: string) {
		longestWalk = Math.max(longestWalk, text.length);
		if (text.length > MAX_WALK_UNITS) throw new Error(`a grapheme walk over ${text.length} UTF-16 units`);
		return segment.call(this, text);
	});
});

afterEach(() => {
	vi.restoreAllMocks();
});

const paste = (text: string) => `\x1b[200~${text}\x1b[201~`;

/** `actual` is `expected`; a failure names the first difference instead of printing 100,000 characters. */
function expectWhole(actual: string | undefined, expected: string): void {
	if (actual === expected) return;
	if (actual === undefined) throw new Error("no text in details");
	let at = 0;
	while (at < Math.min(actual.length, expected.length) && actual[at] === expected[at]) at++;
	const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 20), at + 20));
	throw new Error(
		`${actual.length} UTF-16 units, ${expected.length} expected; first difference at ${at}: ${around(actual)}, expected ${around(expected)}`,
	);
}

interface TextKind {
	readonly name: string;
	/** From the form's first screen to the open editor. */
	readonly open: readonly string[];
	/** Saves the text and closes its editor. */
	readonly close: readonly string[];
	/** Opens the editor again, on the saved text. */
	readonly reopen: readonly string[];
	/** From the open editor to the submitted form. */
	readonly submit: readonly string[];
	readonly read: (details: AskUserDetails) => string | undefined;
}

const KINDS: readonly TextKind[] = [
	{
		name: "answer",
		open: [keys.up, keys.enter],
		close: [keys.enter],
		reopen: [keys.shiftTab, keys.enter],
		submit: [keys.enter, keys.enter],
		read: (details) => details.answers.confirm?.customText,
	},
	{
		name: "option note",
		open: ["n"],
		close: [keys.escape],
		reopen: ["n"],
		submit: [keys.escape, keys.enter, keys.enter],
		read: (details) => details.answers.confirm?.optionNotes?.yes,
	},
	{
		name: "question note",
		open: ["N"],
		close: [keys.escape],
		reopen: ["N"],
		submit: [keys.escape, keys.enter, keys.enter],
		read: (details) => details.answers.confirm?.note,
	},
	{
		name: "form note",
		open: [keys.enter, "N"],
		close: [keys.escape],
		reopen: ["N"],
		submit: [keys.escape, keys.enter],
		read: (details) => details.note,
	},
];

/** The samples two characters short of the limit: the edit types one at each end. */
const SAMPLES = bigTextSamples(BIG_TEXT_CHARACTERS - 2);
const FULL = `${"word ".repeat(BIG_TEXT_CHARACTERS / 5 - 1)}word!`;

/** Pastes `sample` as `kind`, saves, reopens, types at both ends and submits; returns the session. */
async function pasteSaveReopenEdit(kind: TextKind, sample: BigTextSample): Promise<Session> {
	const session = await openQuestionnaire(minimal);
	await session.press(...kind.open, paste(sample.text), ...kind.close, ...kind.reopen);
	await session.press("!", keys.home, "¡");
	await session.press(...kind.submit);
	return session;
}

function sampleNamed(name: string): BigTextSample {
	const sample = SAMPLES.find((candidate) => candidate.name === name);
	if (sample === undefined) throw new Error(`no big text sample named ${name}`);
	return sample;
}

describe("the big text corpus", () => {
	it(`makes every sample ${BIG_TEXT_CHARACTERS} characters by default, the most an editor takes`, () => {
		expect(BIG_TEXT_CHARACTERS).toBe(MAX_TYPED_CHARACTERS);
		for (const sample of bigTextSamples()) expect([...sample.text].length, sample.name).toBe(BIG_TEXT_CHARACTERS);
	});
});

describe("100,000 characters pasted, saved, reopened, edited and submitted whole", () => {
	it.each(SAMPLES.map((sample) => [sample.name, sample] as const))("as the answer: %s", async (_name, sample) => {
		const session = await pasteSaveReopenEdit(KINDS[0] as TextKind, sample);
		expectWhole(session.result().answers.confirm?.customText, `¡${sample.clean}!`);
		expect(longestWalk).toBeLessThanOrEqual(MAX_WALK_UNITS);
	});

	const hostile = ["one line led by a BOM", "line separators (U+2028)", "emoji: ZWJ families, flags, skin tones"];
	it.each(KINDS.slice(1).flatMap((kind) => hostile.map((name) => [kind.name, name, kind] as const)))(
		"as the %s: %s",
		async (_kind, name, kind) => {
			const sample = sampleNamed(name);
			const session = await pasteSaveReopenEdit(kind, sample);
			expectWhole(kind.read(session.result()), `¡${sample.clean}!`);
		},
	);

	it("shows the paste as pi's editor does, a marker, and the saved text on the review", async () => {
		const sample = sampleNamed("zero-width spaces between words");
		const session = await openQuestionnaire(minimal);
		await session.press(keys.up, keys.enter, paste(sample.text));
		expect(session.screen()).toContain(`[paste #1 ${sample.clean.length} chars]`);
		await session.press(keys.enter);
		expect(session.screen().join("\n")).toContain("✓ Q1: “word word word");
	});

	it.each([
		["an own answer", [keys.up, keys.enter], [keys.left]],
		["an option's note", ["n"], []],
		["the question's note", [keys.shiftN], []],
	])("the full-text reader shows %s of 800 lines to its last line", async (_name, open, back) => {
		const log = Array.from({ length: 800 }, (_, i) => `line ${i + 1} of the log: connection reset by peer`).join("\n");
		const session = await openQuestionnaire(minimal, { columns: 44, rows: 20 });
		await session.press(...open, paste(log), keys.enter, ...back, "e");
		expect(session.screen().join("\n")).toContain("line 1 of the log");
		await session.press(keys.end);
		const end = session.screen().join("\n");
		expect(end).toContain("line 799 of the log");
		expect(end).toContain("line 800 of the log");
		expect(end).not.toContain("…");
	});
});

describe("the limit", () => {
	const LIMIT_NOTICE =
		/Not added: the text would be 100,001 characters, and it holds at most 100,000\. Nothing was cut\./;

	it("refuses a paste that would go past it, says so, and keeps the text as it was", async () => {
		const session = await openQuestionnaire(minimal);
		await session.press(keys.up, keys.enter, paste(FULL), paste("x"));
		expect(session.screen().join(" ")).toMatch(LIMIT_NOTICE);
		await session.press(keys.enter, keys.enter);
		expectWhole(session.result().answers.confirm?.customText, FULL);
	});

	it("takes a typed key up to it, refuses the next, and the notice goes with the key after", async () => {
		const session = await openQuestionnaire(minimal);
		await session.press("N", paste(FULL.slice(0, -1)), "y");
		expect(session.screen().join(" ")).not.toMatch(/Not added/);
		await session.press("z");
		expect(session.screen().join(" ")).toMatch(LIMIT_NOTICE);
		await session.press(keys.left);
		expect(session.screen().join(" ")).not.toMatch(/Not added/);
		await session.press(keys.escape, keys.enter, keys.enter);
		expectWhole(session.result().answers.confirm?.note, `${FULL.slice(0, -1)}y`);
	});
});

describe("stored drafts of any size", () => {
	/** The form reopened from saved progress whose open editor holds `draft`. */
	async function restoredWith(draft: string, kind: TextKind): Promise<Session> {
		const snapshots: QuestionnaireSnapshot[] = [];
		const first = await openQuestionnaire(minimal, { onSnapshot: (snapshot) => snapshots.push(snapshot) });
		await first.press(...kind.open, "draft");
		const last = snapshots.at(-1);
		if (last === undefined) throw new Error("no snapshot reported");
		const saved = saveProgress(last);
		first.component.dispose();
		if (saved.place.mode !== "editing") throw new Error("the editor is not open");
		const restored = restoreProgress(normalize(minimal), { ...saved, place: { ...saved.place, draft } });
		if (!restored.ok) throw new Error(restored.issues.join("\n"));
		return openQuestionnaire(minimal, { snapshot: restored.snapshot });
	}

	it.each(KINDS.map((kind) => [kind.name, kind] as const))(
		"restore a 100,000-character %s draft and submit it edited",
		async (_name, kind) => {
			const sample = bigTextSamples().find((candidate) => candidate.name === "one line led by a BOM");
			if (sample === undefined) throw new Error("no sample led by a BOM");
			const session = await restoredWith(sample.text, kind);
			await session.press("!", ...kind.submit);
			expectWhole(kind.read(session.result()), `${sample.clean}!`);
		},
	);

	it("restores a draft of a million characters whole, says it is past the limit, and refuses more", async () => {
		const draft = `${"a million ".repeat(100_000)}end`;
		const session = await restoredWith(draft, KINDS[0] as TextKind);
		expect(session.screen().join(" ")).toMatch(/This text is 1,000,003 characters, past the limit of 100,000/);
		await session.press("!");
		expect(session.screen().join(" ")).toMatch(/Not added: the text would be 1,000,004 characters/);
		await session.press(keys.enter, keys.enter);
		expectWhole(session.result().answers.confirm?.customText, draft);
	});
});
