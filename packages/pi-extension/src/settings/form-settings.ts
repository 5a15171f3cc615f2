/**
 * The settings a form opens with, read as it opens or as its turn started (edits apply without a restart), and the wording they choose:
 * the locale, and the dismiss key the text the model gets names.
 */
import type { Messages } from "@ask-user/core";
import type { MessageLocale } from "@ask-user/core/contract";
import { createKeymap, type KeySources } from "@ask-user/render-tui";
import { type ExtensionContext, getAgentDir } from "@mariozechner/pi-coding-agent";
import { getKeybindings } from "@mariozechner/pi-tui";
import { chosenLocale, type LocaleMemory } from "../locale/locale.ts";
import { piMessages } from "../locale/messages.ts";
import { type SettingsFilePair, settingsFiles } from "../registration/no-ui.ts";
import {
	type AskUserSettings,
	type ReadAhead,
	readSettingsFiles,
	reportOnce,
	settingsOfReads,
	tellOnce,
} from "./settings.ts";
import type { FileRead } from "./settings-file.ts";
import { settingsWords } from "./settings-words.ts";

export interface FormSettings {
	readonly settings: AskUserSettings;
	/** The form's text and the content's wording, as the settings have them. */
	readonly messages: Messages;
	/** The locale the form speaks (the web page speaks it too). */
	readonly locale: MessageLocale;
}

/** A form's settings worked out of the files as read and pi's keybindings, nothing told yet: one form's (D108). */
export interface WorkedSettings extends FormSettings {
	/** The files read, the global one first. */
	readonly files: SettingsFilePair;
	/** The settings' problems, for `reportOnce`. */
	readonly problems: readonly string[];
	/** The form actions pi's remaps leave with no key, in the settings' words. */
	readonly keyless: readonly string[];
}

/**
 * The settings of `files` as `reads` has them, with pi's `keybindings` (with the person's remaps: the ones pi gives
 * the form too, set as pi starts): the keys the settings give actions, the
 * locale, and the form's wording, which names the dismiss key. Nothing is told: `readFormSettings` tells what is wrong.
 */
export function workOutFormSettings(
	files: SettingsFilePair,
	reads: readonly FileRead[],
	keybindings: KeySources["keybindings"] = getKeybindings(),
): WorkedSettings {
	const localeOf = (setting: MessageLocale | undefined) => chosenLocale(setting, process.env);
	const { settings, problems } = settingsOfReads(files, reads, localeOf, keybindings);
	const locale = localeOf(settings.locale);
	const keymap = createKeymap({ keybindings, actionKeys: settings.keys });
	// pi's remaps alone can leave a form action with no key (`tui.select.cancel` bound to Tab, the next tab's key).
	const keyless = keymap.keylessActions.map(settingsWords(locale).keyless);
	// The dismiss key the form had; with several bound, which one was pressed is not known, so none is named.
	const messages = piMessages(keymap.soleKeyName("dismiss"), locale);
	return { files, settings, problems, keyless, locale, messages };
}

/** The settings the turn worked out as it started (`settings-ahead.ts`), and the files it read. */
export interface FormSettingsAhead {
	/** What the turn worked out of `files`, taken once with its reads; undefined when it read other files or none. */
	takeWorked(files: SettingsFilePair): WorkedSettings | undefined;
	/** What the turn read of `file`, once it has finished; taken once (another form of the turn reads again). */
	readonly take: ReadAhead;
}

/**
 * The settings for the form about to open, their problems told once as warnings; `undefined` when `signal` was
 * aborted while they were read: then no form opens, and no warning shows for a run that is over. `reported` holds the
 * problems told already; `memory` remembers the form's locale, which the session's notices and transcript speak after.
 * What the turn worked out as it started (`ahead`) is used as it is; a file it read is not read again.
 */
export async function readFormSettings(
	ctx: ExtensionContext,
	signal: AbortSignal,
	reported: Set<string>,
	memory: LocaleMemory,
	ahead?: FormSettingsAhead,
): Promise<FormSettings | undefined> {
	const files = settingsFiles(getAgentDir(), ctx.cwd);
	const worked =
		ahead?.takeWorked(files) ?? workOutFormSettings(files, await readSettingsFiles(files, signal, ahead?.take));
	if (signal.aborted) return undefined;
	const { settings, messages, locale } = worked;
	const warn = (message: string) => ctx.ui.notify(message, "warning");
	reportOnce(worked.problems, warn, reported, settingsWords(locale));
	tellOnce(worked.keyless, warn, reported);
	memory.remember(locale);
	return { settings, messages, locale };
}
