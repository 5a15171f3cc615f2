/**
 * The settings a form opens with, read as it opens or as its turn started (edits apply without a restart), and the wording they choose:
 * the locale, and the dismiss key the text the model gets names.
 */
import type { Messages } from "@ask-user/core";
import type { MessageLocale } from "@ask-user/core/contract";
import { createKeymap } from "@ask-user/render-tui";
import { type ExtensionContext, getAgentDir } from "@mariozechner/pi-coding-agent";
import { getKeybindings } from "@mariozechner/pi-tui";
import { chosenLocale, type LocaleMemory } from "../locale/locale.ts";
import { piMessages } from "../locale/messages.ts";
import { type AskUserSettings, loadSettings, type ReadAhead, reportOnce, tellOnce } from "./settings.ts";
import { settingsWords } from "./settings-words.ts";

export interface FormSettings {
	readonly settings: AskUserSettings;
	/** The form's text and the content's wording, as the settings have them. */
	readonly messages: Messages;
	/** The locale the form speaks (the web page speaks it too). */
	readonly locale: MessageLocale;
}

/**
 * The settings for the form about to open, their problems told once as warnings; `undefined` when `signal` was
 * aborted while they were read: then no form opens, and no warning shows for a run that is over. `reported` holds the
 * problems told already; `memory` remembers the form's locale, which the session's notices and transcript speak after.
 * A file `readAhead` read as the turn started is not read again.
 */
export async function readFormSettings(
	ctx: ExtensionContext,
	signal: AbortSignal,
	reported: Set<string>,
	memory: LocaleMemory,
	readAhead?: ReadAhead,
): Promise<FormSettings | undefined> {
	const localeOf = (setting: MessageLocale | undefined) => chosenLocale(setting, process.env);
	// pi's keybindings, with the person's remaps: the ones pi gives the form too (pi sets them as it starts).
	const keybindings = getKeybindings();
	const { settings, problems } = await loadSettings(getAgentDir(), ctx.cwd, signal, localeOf, readAhead, keybindings);
	if (signal.aborted) return undefined;
	const locale = localeOf(settings.locale);
	const words = settingsWords(locale);
	const warn = (message: string) => ctx.ui.notify(message, "warning");
	reportOnce(problems, warn, reported, words);
	const keymap = createKeymap({ keybindings, actionKeys: settings.keys });
	// pi's remaps alone can leave a form action with no key (`tui.select.cancel` bound to Tab, the next tab's key).
	tellOnce(keymap.keylessActions.map(words.keyless), warn, reported);
	// The dismiss key the form had; with several bound, which one was pressed is not known, so none is named.
	const dismissKey = keymap.soleKeyName("dismiss");
	memory.remember(locale);
	return { settings, messages: piMessages(dismissKey, locale), locale };
}
