import type { Messages } from "../../src/index.ts";

/** The keys of the messages table whose value is a function. */
export type FunctionKey = {
	[K in keyof Messages]: Messages[K] extends (...args: never[]) => string ? K : never;
}[keyof Messages];

/** Sample arguments for every function of the table (the type makes a new function need its samples here). */
export const SAMPLES: { readonly [K in FunctionKey]: readonly Parameters<Messages[K]>[] } = {
	questionNoteHeading: [["“Q7 colour”"]],
	optionNoteHeading: [["“Q7 red”"]],
	submitted: [
		[undefined, 2, 3],
		["“Trip”", 3, 3],
	],
	submittedBy: [
		[undefined, undefined, 1, 4],
		["“bridge”", "“Trip”", 4, 4],
	],
	submittedByScript: [
		[undefined, undefined, 2, 2],
		['"answers.json"', "“Trip”", 4, 4],
	],
	submittedOnPage: [
		[undefined, 2, 3],
		["“Trip”", 3, 3],
	],
	cancelledBy: [[undefined], ["“bridge”"]],
	unsubmittedHeading: [[2, 5]],
	formNote: [["“ship it”"]],
	discussHeading: [[1, 6]],
	discardQuestion: [
		[1, 0],
		[0, 1],
		[3, 2],
		[0, 4],
	],
	reviewSummary: [
		[2, 3],
		[3, 3],
		[1, 1],
		[0, 1],
	],
	reviewRequiredWarning: [
		["“Database”, “Features”", 0],
		["“Database”", 2],
	],
	reviewFormNote: [["“ship it”"]],
	agentMessageLeftOut: [["12,345"]],
	digitNotShown: [["3"], ["14"]],
	waitingRowHidden: [["1"]],
	typeaheadKept: [[1], [3]],
	timeLimitWaiting: [["answer"], ["note"]],
	externalEditorProblem: [
		[{ kind: "unset" }],
		[{ kind: "notStarted", editor: "vim", reason: "spawnSync vim ENOENT" }],
		[{ kind: "failed", editor: "vim" }],
		[{ kind: "noFile" }],
		[{ kind: "unreadable", reason: "EACCES: permission denied" }],
		[{ kind: "tooLarge", amount: 1_000_000, unit: "bytes", limit: 100_000 }],
		[{ kind: "tooLarge", amount: 120_000, unit: "characters", limit: 100_000 }],
	],
	ownAnswerField: [["“Q7 colour”"]],
	noteField: [["“Q7 colour”"]],
	chooseAtLeast: [[1], [3]],
	chooseAtMost: [[1], [4]],
	textAtLeast: [[1], [8]],
	textAtMost: [[1], [280]],
	textFormat: [["email"], ["uri"], ["date"], ["date-time"]],
	numberRange: [
		[true, 2, 9],
		[false, 0.5, undefined],
		[true, undefined, 99],
		[false, undefined, undefined],
	],
	keyNextDigitOr: [["“Enter”", 12]],
	keyPressAgain: [
		["1", "“Enter”", "“Submit”"],
		["3", undefined, "“Discuss first”"],
	],
	cancelAgainLong: [["“Esc”"]],
	cancelAgainMedium: [["“Esc”"]],
	cancelAgainShort: [["“Esc”"]],
	notesOnOptionsKey: [["“Shift+N”"]],
	notesQuestionKey: [["“Shift+N”"]],
	helpScroll: [["“↑↓ PgUp/PgDn”"]],
	reviewRecommendedNotChosen: [["“Red”, “Blue”"]],
	filterFound: [["12", "1,234"]],
	moreHidden: [["1"], ["3"], ["40.945"]],
	foldedUnfolds: [["“Ctrl+O”"]],
	foldedAnswered: [[1, 3]],
	timeLeftMinutes: [[12], [1]],
	timeLeftClock: [["1:05"]],
	editorRefused: [["100,001", "100,000"]],
	editorPastLimit: [["1,000,003", "100,000"]],
	count: [[0], [999], [1000], [102_419], [1_000_000]],
	labelled: [["“Strategy”", "“Canary”"]],
};

/** `table[key]` called with `args`. */
export const call = (table: Messages, key: FunctionKey, args: readonly unknown[]): string =>
	(table[key] as (...parameters: readonly unknown[]) => string)(...args);
