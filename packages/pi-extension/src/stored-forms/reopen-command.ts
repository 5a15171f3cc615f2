/**
 * `/ask-user` reopens the latest form on the current branch that was not answered (cancelled, timed out, aborted,
 * or interrupted by pi stopping), where the person left it; submitted answers reach the agent as a user message.
 * When pi starts on a session whose latest form was interrupted (`pi -c`), the person is offered it at once.
 * `/ask-user list` lists the branch's forms with what became of each, and reopens the one chosen.
 */
import { localeMessages } from "@ask-user/core/contract";
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import { askLoader } from "../boundary.ts";
import type { FormSession } from "../form/open-forms.ts";
import type { LocaleMemory } from "../locale/locale.ts";
import { type FormState, type NoticeWords, noticeWords } from "../locale/notice-words.ts";
import { REOPEN_COMMAND } from "../registration/commands.ts";
import type { ExecuteOptions } from "../tool/execute.ts";
import { describeError } from "../transcript/describe-error.ts";
import { displayLine, displayText } from "../transcript/transcript-text.ts";
import { DECLINED_ENTRY_TYPE, offerDeclined } from "./declined-offers.ts";
import { latestUnansweredForm, reopenable, type SessionForm, type StoredForm, sessionForms } from "./stored-forms.ts";

export interface ReopenOptions extends ExecuteOptions {
	readonly session: FormSession;
	/** `pi.sendUserMessage`: the answers go to the agent as a user message. */
	readonly sendUserMessage: (text: string, options?: { deliverAs: "followUp" }) => void;
}

/** What the form asks, as one safe line: the title, or the first prompt. */
function subjectOf(form: Pick<SessionForm, "args">, words: NoticeWords): string {
	const args = form.args;
	if (typeof args !== "object" || args === null) return words.theForm;
	const { title, questions } = args as { title?: unknown; questions?: unknown };
	const first = Array.isArray(questions) ? (questions[0] as { prompt?: unknown } | undefined)?.prompt : undefined;
	const text = displayText(title) ?? displayText(first);
	if (text === undefined) return words.theForm;
	const characters = [...text];
	return `"${characters.length > 80 ? `${characters.slice(0, 79).join("")}…` : text}"`;
}

/** Reopens `form` unless a form is open already; the answers go to the agent. */
async function reopen(form: StoredForm, ctx: ExtensionContext, options: ReopenOptions): Promise<void> {
	if (options.session.openForms.isOpen) {
		ctx.ui.notify(`ask-user: ${noticeWords(options.locale.current()).formOpen}`, "info");
		return;
	}
	const { reopenForm } = await askLoader.load();
	await reopenForm(form, ctx, {
		...options,
		sendUserMessage: (text) =>
			ctx.isIdle() ? options.sendUserMessage(text) : options.sendUserMessage(text, { deliverAs: "followUp" }),
	});
}

/** Runs `action`, telling the person (never throwing), in the session's locale, when it fails. */
async function reporting(ctx: ExtensionContext, locale: LocaleMemory, action: () => Promise<void>): Promise<void> {
	try {
		await action();
	} catch (error) {
		// The error may quote the stored form, which anyone can edit: shown like model text.
		ctx.ui.notify(
			displayLine(`ask-user: ${noticeWords(locale.current()).reopenFailed(describeError(error))}`),
			"error",
		);
	}
}

/** Reopens the latest unanswered form, or says why there is none to reopen. Never throws. */
export function reopenLatestForm(ctx: ExtensionContext, options: ReopenOptions): Promise<void> {
	return reporting(ctx, options.locale, async () => {
		if (!ctx.hasUI) return;
		const words = noticeWords(options.locale.current());
		if (options.session.openForms.isOpen) {
			ctx.ui.notify(`ask-user: ${words.formOpen}`, "info");
			return;
		}
		const form = latestUnansweredForm(ctx.sessionManager.getBranch());
		if (form === undefined) {
			ctx.ui.notify(`ask-user: ${words.nothingToReopen}`, "info");
			return;
		}
		await reopen(form, ctx, options);
	});
}

/** The argument of `/ask-user` that lists the session's forms. */
export const LIST_ARGUMENT = "list";

/** The most forms the list offers, the latest first. */
const MAX_LISTED_FORMS = 200;

/** What became of a form, as the list says it. */
function stateOf(form: SessionForm): FormState {
	if (form.status === "answered") return "answered";
	if (form.interrupted) return "interrupted";
	return form.status === "open" ? "open" : (form.cancelReason ?? "user");
}

/**
 * When the form last changed, so that forms of one title tell apart: ` · 14:05` today, ` · 2026-12-05 14:05` before
 * (local time, 24 hours: the same in every locale).
 */
function whenOf(form: SessionForm, now: Date): string {
	const at = form.changedAt;
	if (at === undefined) return "";
	const two = (value: number) => String(value).padStart(2, "0");
	const clock = `${two(at.getHours())}:${two(at.getMinutes())}`;
	const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
	const today = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
	return ` · ${day === today ? clock : `${day} ${clock}`}`;
}

/**
 * `/ask-user list`: the forms on this branch, the latest first, each with what became of it (open, interrupted,
 * cancelled, discussed, timed out, dismissed, aborted, answered); the one chosen reopens where it was left, unless
 * it was answered. Never throws.
 */
export function listSessionForms(ctx: ExtensionContext, options: ReopenOptions): Promise<void> {
	return reporting(ctx, options.locale, async () => {
		if (!ctx.hasUI) return;
		const locale = options.locale.current();
		const words = noticeWords(locale);
		const { labelled } = localeMessages(locale);
		const forms = sessionForms(ctx.sessionManager.getBranch()).slice(0, MAX_LISTED_FORMS);
		if (forms.length === 0) {
			ctx.ui.notify(`ask-user: ${words.noForms}`, "info");
			return;
		}
		const now = new Date();
		const items = forms.map(
			(form, i) => `${i + 1}. ${labelled(words.states[stateOf(form)], subjectOf(form, words))}${whenOf(form, now)}`,
		);
		const chosen = await ctx.ui.select(words.listTitle, items);
		const form = chosen === undefined ? undefined : forms[items.indexOf(chosen)];
		if (form === undefined) return;
		if (!reopenable(form)) {
			ctx.ui.notify(`ask-user: ${words.answeredAlready}`, "info");
			return;
		}
		await reopen(form, ctx, options);
	});
}

/**
 * Offers the latest form when pi stopped while it was open (the session was continued or resumed), unless the person
 * declined it since; does not wait for the answer, so pi's start goes on. Not on a reload: the form may still be open
 * in the runtime being replaced.
 */
export function offerInterruptedForm(ctx: ExtensionContext, options: ReopenOptions): void {
	if (!ctx.hasUI || options.session.openForms.isOpen) return;
	const branch = ctx.sessionManager.getBranch();
	const form = latestUnansweredForm(branch);
	if (form?.interrupted !== true || offerDeclined(branch, form.toolCallId)) return;
	const words = noticeWords(options.locale.current());
	const message = words.interruptedBody(subjectOf(form, words), `/${REOPEN_COMMAND}`);
	// pi's `confirm` is this select with "Yes" and "No" in English: here they are in the offer's language. Esc is no.
	const entries = [words.interruptedYes, words.interruptedNo];
	ctx.ui
		.select(`${words.interruptedTitle}\n${message}`, entries)
		.then((chosen) => {
			if (chosen === words.interruptedYes) return reopenLatestForm(ctx, options);
			// Remembered in the session, so the next start does not offer it again; a session pi has left since (its
			// runtime stale, `appendEntry` throws) keeps the offer.
			options.session.append(DECLINED_ENTRY_TYPE, { toolCallId: form.toolCallId });
			return undefined;
		})
		.catch(() => undefined);
}
