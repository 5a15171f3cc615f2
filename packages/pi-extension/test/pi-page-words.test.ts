/** pi's own words on the form's web page, in French as the form writes French: ’, and a no-break space before : and ;. */
import { describe, expect, it } from "vitest";
import { PI_PAGE_WORDS } from "../src/page/pi-page-words.ts";

describe("pi's page words in French", () => {
	it.each(Object.entries(PI_PAGE_WORDS.fr))("%s", (_, text) => {
		expect(text).not.toMatch(/\p{L}'\p{L}/u);
		expect(text).not.toMatch(/ [:;]/);
	});
});
