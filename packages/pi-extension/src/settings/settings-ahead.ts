/**
 * The settings files read ahead: pi's `turn_start` comes before the model is called, so the files are read (within
 * `settings-file.ts`'s bounds) while the model answers, and the first `ask_user` form of that turn opens with what
 * was read instead of waiting for the file system. A person who edits the settings while a turn runs gets them on
 * the next turn; a read that has not finished, or a path the form does not read, is read again as the form opens.
 */
import { type FileRead, readSettingsFile } from "./settings-file.ts";

export interface SettingsAhead {
	/** pi's `turn_start`: reads `files` (the last turn's reads are dropped). */
	start(files: readonly string[]): void;
	/** What this turn read of `file`, once it has finished; taken once (another form of the turn reads again). */
	take(file: string): FileRead | undefined;
}

export function createSettingsAhead(): SettingsAhead {
	let reads = new Map<string, FileRead | undefined>();
	return {
		start(files) {
			const turn = new Map<string, FileRead | undefined>(files.map((file) => [file, undefined]));
			reads = turn;
			for (const file of files) {
				void readSettingsFile(file, undefined).then((read) => {
					// A file that was too slow is read again by the form: it may answer by then.
					const usable = read.kind === "refused" && read.problem.kind === "slow" ? undefined : read;
					if (turn.has(file)) turn.set(file, usable);
				});
			}
		},
		take(file) {
			const read = reads.get(file);
			if (read !== undefined) reads.delete(file);
			return read;
		},
	};
}
