/** A form of two long lists, for digits and the filter: twenty-five places each. */
import type { AskUserInput } from "@ask-user/core";

/** Twenty-five places; rows 14, 19 and 22 are the only ones with `land` in their label. */
function places(id: string, prompt: string) {
	const options = Array.from({ length: 25 }, (_, i) => {
		const number = i + 1;
		return { label: `${[14, 19, 22].includes(number) ? "Land" : "Sea"} ${number}`, value: `p${number}` };
	});
	return { id, prompt, options };
}

/** "Where to?" and "Where from?", each over the twenty-five places. */
export const TRIP: AskUserInput = { questions: [places("to", "Where to?"), places("from", "Where from?")] };
