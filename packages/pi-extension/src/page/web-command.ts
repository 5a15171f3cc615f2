/** `/ask-user web`: the form open in the terminal, served as a page too (the server is `serve-open-form.ts`, loaded on demand). */
import type { ExtensionCommandContext } from "@mariozechner/pi-coding-agent";
import type { AutocompleteItem } from "@mariozechner/pi-tui";
import { webLoader } from "../boundary.ts";
import type { LocaleMemory } from "../locale/locale.ts";
import { type NoticeWords, noticeWords } from "../locale/notice-words.ts";
import { describeError } from "../transcript/describe-error.ts";
import { displayLine } from "../transcript/transcript-text.ts";
import type { ServedForms } from "./served-forms.ts";

/** The argument of `/ask-user` that serves the open form as a page. */
export const WEB_ARGUMENT = "web";

/**
 * What `/ask-user` completes after its name: `list` and `web`, given the argument that names them, described in `said`'s
 * language. Nothing once the
 * argument is typed whole: pi's Enter on an argument's completion list only completes it, so `/ask-user web` would
 * take a second Enter where `/ask-user` takes one (D77).
 */
export function reopenArgumentCompletions(
	listArgument: string,
	prefix: string,
	said: NoticeWords,
): AutocompleteItem[] | null {
	const items = [
		{ value: listArgument, label: listArgument, description: said.listArgument },
		{ value: WEB_ARGUMENT, label: WEB_ARGUMENT, description: said.webArgument },
	];
	const typed = prefix.trim();
	if (items.some((item) => item.value === typed)) return null;
	const found = items.filter((item) => item.value.startsWith(typed));
	return found.length > 0 ? found : null;
}

/** Serves the open form and prints the page's address, or says why not, in the session's locale. Never throws. */
export async function webCommand(
	ctx: ExtensionCommandContext,
	forms: ServedForms,
	locale: LocaleMemory,
): Promise<void> {
	if (!ctx.hasUI) return;
	const said = noticeWords(locale.current());
	try {
		const { serveOpenForm } = await webLoader.load();
		await serveOpenForm(ctx, forms, said);
	} catch (error) {
		ctx.ui.notify(displayLine(`ask-user: ${said.serveFailed(describeError(error))}`), "error");
	}
}
