/**
 * One name per action (D1, D95): how the tests tell that two names are one action's. Core's events are spelled
 * `domain.verb`; a view model intent, a keymap action or a page action names the event it sends by the same words in
 * any spelling and order (`typeDigit`, `digit.type`) or by the event's verb alone (`pick` for `option.pick`).
 */

/** The words of a name, whatever its spelling and order: `note.option`, `noteOption` and `optionNote` are one. */
export function nameWords(name: string): string {
	return name
		.split(/[.\-_\s]|(?=[A-Z])/)
		.map((word) => word.toLowerCase())
		.filter((word) => word !== "")
		.sort()
		.join(" ");
}

/** Whether `name` names the event `type` (`domain.verb`): by its words, or by its verb alone. */
export function namesEvent(name: string, type: string): boolean {
	return nameWords(name) === nameWords(type) || name === type.split(".").at(-1);
}
