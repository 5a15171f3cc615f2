/**
 * A second renderer for the questionnaire: a plain line terminal through `node:readline`, no pi, no key codes, no
 * colours. It uses only `@ask-user/core`'s public exports: the machine, `connect`'s view (narrowed by `mode`) and its
 * intents. The person answers one line at a time:
 *
 *   3         the row numbered 3 (a single question picks and moves on, multi toggles, `Type your own` opens it)
 *   =sqlite   choose the option whose value is `sqlite` and stay;  ~sqlite  toggle it
 *   (empty)   Enter: confirm the focused row, or press the focused button on the review
 *   > <       the next and the previous tab
 *   n text    a note on the question
 *   q         cancel (with answers or notes, `q` again confirms)
 *
 * In an editor, the whole line is the text. The input ending (Ctrl+D) dismisses the form.
 *
 * Model-written and typed text goes through core's `sanitizeLine` (no escape sequence, control, bidi or invisible
 * character, no line break: nothing can move the cursor, reorder a line or forge another), and every line is cut to
 * the terminal's width, so a label of a megabyte costs one line.
 */
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import {
	type AskUserDetails,
	buildContent,
	connect,
	createQuestionnaireMachine,
	type Messages,
	type NormalizedPayload,
	type QuestionnaireMachine,
	type QuestionnaireView,
	type QuestionView,
	type ReviewView,
	sanitizeBlock,
	sanitizeLine,
	validate,
} from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { type Actor, createActor, toPromise } from "xstate";

export interface ReadlineStreams {
	readonly input: Readable;
	/** A terminal's `columns` (as `process.stdout` has) is the width each line is cut to. */
	readonly output: Writable & { readonly columns?: number };
}

/** What ends each screen: the person types after it. */
export const PROMPT = "? ";

/** The width of an output that is no terminal (a pipe, a file). */
export const FALLBACK_COLUMNS = 80;

/** A screen line cut to `columns` characters, an ellipsis where it was cut (wide characters are not measured). */
function cutToWidth(line: string, columns: number): string {
	if (line.length <= columns) return line;
	const cut = line.slice(0, Math.max(0, columns - 1));
	return `${/[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

function tabsLine(view: QuestionnaireView): string {
	return Array.from({ length: view.tabCount }, (_, i) => {
		const tab = view.getTab(i);
		const label = `${tab.answered ? "+" : ""}${sanitizeLine(tab.label)}${tab.required ? "*" : ""}`;
		return tab.active ? `[${label}]` : label;
	}).join("  ");
}

function questionLines(question: QuestionView): string[] {
	const multi = question.type === "multi";
	const lines = [
		sanitizeLine(question.prompt),
		...(question.note === undefined ? [] : [`  note: ${sanitizeLine(question.note)}`]),
	];
	for (let i = 0; i < question.rowCount; i++) {
		const row = question.getRow(i);
		const mark = multi ? (row.selected ? "[x]" : "[ ]") : row.selected ? "(o)" : "( )";
		const text = row.kind === "custom" && row.customText !== undefined ? row.customText : row.label;
		const description = row.description === undefined ? "" : ` - ${sanitizeLine(row.description)}`;
		lines.push(`${row.focused ? ">" : " "} ${row.number}. ${mark} ${sanitizeLine(text)}${description}`);
		if (row.focused && row.preview !== undefined) {
			lines.push(...sanitizeBlock(row.preview).map((line) => `      | ${line}`));
		}
	}
	return lines;
}

function reviewLines(review: ReviewView): string[] {
	const items = Array.from({ length: review.itemCount }, (_, i) => {
		const item = review.getItem(i);
		const answers = [
			...item.chosen.map((c) => sanitizeLine(c.label)),
			...(item.customText === undefined ? [] : [sanitizeLine(item.customText)]),
		];
		return `  ${sanitizeLine(item.label)}${item.required ? "*" : ""}: ${item.answered ? answers.join(", ") : "(no answer)"}`;
	});
	const button = (name: "submit" | "cancel", text: string) =>
		`${review.focus === name ? ">" : " "} ${review.digits[name]}. ${text}`;
	return [...items, button("submit", "Submit"), button("cancel", "Cancel")];
}

/** Esc's question when a cancel would discard something (core words it: `discardQuestion` in the messages). */
function confirmLines(view: QuestionnaireView): string[] {
	const confirm = view.confirmingCancel;
	return confirm === undefined ? [] : [`${confirm.question} q again cancels, anything else keeps answering.`];
}

/** The screen for a view: the title, the tabs, then what the mode shows. */
function screenLines(view: QuestionnaireView): string[] {
	const head = [...(view.title === undefined ? [] : [sanitizeLine(view.title)]), tabsLine(view), ""];
	switch (view.mode) {
		case "answering": {
			return [...head, ...questionLines(view.question), ...confirmLines(view)];
		}
		case "editing":
			return [
				...head,
				// The note on the whole form is edited from the review: no question above it.
				...(view.question === undefined ? [] : questionLines(view.question)),
				"",
				`${sanitizeLine(view.editor.heading)} (${sanitizeLine(view.editor.placeholder)}):`,
			];
		case "reviewing": {
			return [...head, ...reviewLines(view.review), ...confirmLines(view)];
		}
		default:
			return [...head, view.mode];
	}
}

/**
 * What a typed line (trimmed) asks for on a question tab or the review; undefined for an unknown command. `latest`
 * gives the newest view: after an intent the view read before is stale, and its intents do nothing.
 */
function commandOf(latest: () => QuestionnaireView, command: string): (() => void) | undefined {
	if (command === "") return () => latest().confirm();
	if (command === ">") return () => latest().nextTab();
	if (command === "<") return () => latest().prevTab();
	if (command === "q") return () => latest().cancel();
	if (/^\d+$/.test(command)) return () => latest().pick(Number(command));
	if (command.startsWith("=")) return () => latest().chooseValue(command.slice(1));
	if (command.startsWith("~")) return () => latest().toggleValue(command.slice(1));
	if (command.startsWith("n ")) {
		return () => {
			latest().openEditor("questionNote");
			latest().saveEditor(command.slice(2));
		};
	}
	return undefined;
}

/** One typed line, as intents: in an editor the line is its text; while a cancel waits, `q` confirms it. */
function handle(latest: () => QuestionnaireView, line: string): void {
	const view = latest();
	if (view.mode === "editing") {
		view.saveEditor(line);
		return;
	}
	const command = line.trim();
	if (view.confirmingCancel !== undefined) {
		if (command === "q") {
			view.cancel();
			return;
		}
		view.resume();
	}
	commandOf(latest, command)?.();
}

/** The questionnaire's running actor, as `createActor(createQuestionnaireMachine(), …).start()` gives it. */
export type QuestionnaireActor = Actor<QuestionnaireMachine>;

/**
 * Runs a started questionnaire on a line terminal (a fresh one, or one restored with `restoreProgress`) and resolves
 * with the result `details` once the person submits or cancels. `messages` (from `defineMessages`) changes the text
 * the core writes, as in any renderer.
 */
export async function answerOnReadline(
	actor: QuestionnaireActor,
	streams: ReadlineStreams,
	messages?: Messages,
): Promise<AskUserDetails> {
	const view = () => connect(actor.getSnapshot(), actor.send, messages);
	const lines = createInterface({ input: streams.input, terminal: false });
	const show = () => {
		// Read on every screen: the terminal may have been resized.
		const columns = streams.output.columns ?? FALLBACK_COLUMNS;
		const screen = screenLines(view()).map((line) => cutToWidth(line, columns));
		streams.output.write(`${screen.join("\n")}\n${PROMPT}`);
	};
	show();
	try {
		for await (const line of lines) {
			// A fresh view per intent: an older one's intents do nothing, as it shows what the person no longer sees.
			handle(view, line);
			if (actor.getSnapshot().status === "done") break;
			show();
		}
	} finally {
		lines.close();
	}
	if (actor.getSnapshot().status !== "done") view().dismiss();
	return toPromise(actor);
}

/** Asks `payload` on a line terminal: `answerOnReadline` of a fresh questionnaire. */
export async function askOnReadline(
	payload: NormalizedPayload,
	streams: ReadlineStreams,
	messages?: Messages,
): Promise<AskUserDetails> {
	return answerOnReadline(createActor(createQuestionnaireMachine(), { input: payload }).start(), streams, messages);
}

// Run directly (`npx tsx packages/core/examples/readline-renderer.ts`): the tour fixture on this terminal.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const checked = validate(tour);
	if (!checked.ok) throw new Error("the tour fixture is invalid");
	const details = await askOnReadline(checked.payload, { input: process.stdin, output: process.stdout });
	process.stdout.write(`\n${buildContent(details)}\n`);
}
