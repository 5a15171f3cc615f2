/**
 * The settings files read ahead: pi's `turn_start` comes before the model is called, so the files are read (within
 * `settings-file.ts`'s bounds) while the model answers, and the first `ask_user` form of that turn opens with what
 * was read instead of waiting for the file system. A person who edits the settings while a turn runs gets them on
 * the next turn; a read that has not finished, or a path the form does not read, is read again as the form opens.
 * The `locale` they set is told as soon as every file is read, for the words pi shows before a form opens (D86).
 */
import type { MessageLocale } from "@ask-user/core/contract";
import { type FileRead, readSettingsFile } from "./settings-file.ts";
import { readLocale } from "./settings-locale.ts";

export interface SettingsAhead {
	/**
	 * pi's `turn_start`: reads `files` (the last turn's reads are dropped), later ones overriding earlier ones, and
	 * calls `onLocale` with the `locale` they set once each is read, unless a newer turn started meanwhile.
	 */
	start(files: readonly string[], onLocale?: (setting: MessageLocale | undefined) => void): void;
	/** What this turn read of `file`, once it has finished; taken once (another form of the turn reads again). */
	take(file: string): FileRead | undefined;
}

export function createSettingsAhead(): SettingsAhead {
	let reads = new Map<string, FileRead | undefined>();
	return {
		start(files, onLocale) {
			const turn = new Map<string, FileRead | undefined>(files.map((file) => [file, undefined]));
			reads = turn;
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
				if (reads === turn && complete.length === all.length) onLocale?.(readLocale(complete));
			});
		},
		take(file) {
			const read = reads.get(file);
			if (read !== undefined) reads.delete(file);
			return read;
		},
	};
}
