/**
 * The settings files read ahead: pi's `turn_start` comes before the model is called, so the files are read (within
 * `settings-file.ts`'s bounds) while the model answers, and the first `ask_user` form of that turn opens with what
 * was read instead of waiting for the file system. Once the form's code is loaded (a form opened before in the
 * session, or the model's call streaming in), the form's settings are worked out of the reads then too
 * (`workOutFormSettings`: parsed, keys checked against pi's keybindings, the wording made), so the form opens with
 * them as they are. A person who edits the settings, or pi's keybindings with `/reload`, while a turn runs gets them
 * on the next turn; a read that has not finished, or a path the form does not read, is read again as the form opens.
 * The `locale` they set is told as soon as every file is read, for the words pi shows before a form opens (D86).
 */
import type { MessageLocale } from "@ask-user/core/contract";
import type { SettingsFilePair } from "../registration/no-ui.ts";
import type { FormSettingsAhead, WorkedSettings } from "./form-settings.ts";
import { type FileRead, readSettingsFile } from "./settings-file.ts";
import { readLocale } from "./settings-locale.ts";

/** What a turn does once every file is read: tells the `locale` they set, and works out a form's settings if it can. */
interface TurnReads {
	onLocale?(setting: MessageLocale | undefined): void;
	workOut?(files: SettingsFilePair, reads: readonly FileRead[]): WorkedSettings | undefined;
}

export interface SettingsAhead extends FormSettingsAhead {
	/**
	 * pi's `turn_start`: reads `files` (the last turn's reads are dropped), later ones overriding earlier ones, and once
	 * each is read, unless a newer turn started meanwhile, calls `then.onLocale` with the `locale` they set and keeps
	 * what `then.workOut` makes of them.
	 */
	start(files: SettingsFilePair, then?: TurnReads): void;
}

export function createSettingsAhead(): SettingsAhead {
	let reads = new Map<string, FileRead | undefined>();
	let worked: WorkedSettings | undefined;
	return {
		start(files, then = {}) {
			const turn = new Map<string, FileRead | undefined>(files.map((file) => [file, undefined]));
			reads = turn;
			worked = undefined;
			const read = files.map((file) =>
				readSettingsFile(file, undefined).then((read) => {
					// A file that was too slow is read again by the form: it may answer by then.
					const usable = read.kind === "refused" && read.problem.kind === "slow" ? undefined : read;
					if (turn.has(file)) turn.set(file, usable);
					return usable;
				}),
			);
			void Promise.all(read).then((all) => {
				const complete = all.filter((one) => one !== undefined);
				// A file too slow tells nothing: the locale the session speaks stays as it was.
				if (reads !== turn || complete.length !== all.length) return;
				then.onLocale?.(readLocale(complete));
				try {
					worked = then.workOut?.(files, complete);
				} catch {
					// Nothing is kept: the form works its settings out as it opens, where a failure is its result's.
				}
			});
		},
		take(file) {
			const read = reads.get(file);
			if (read !== undefined) reads.delete(file);
			return read;
		},
		takeWorked(files) {
			const kept = worked;
			if (kept === undefined || !files.every((file, index) => kept.files[index] === file)) return undefined;
			worked = undefined;
			// Its reads are taken with it: the turn's next form reads the files again.
			for (const file of files) reads.delete(file);
			return kept;
		},
	};
}
