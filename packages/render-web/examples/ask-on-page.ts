import { type AskUserResult, buildResult, formatIssues, validate } from "@ask-user/core";
import { servePage } from "@ask-user/render-web";

/** Asks the person `input`'s questions on the form's page; `tell` gives them its one-time address. */
export async function askOnPage(input: unknown, tell: (url: string) => void): Promise<AskUserResult> {
	const checked = validate(input);
	if (!checked.ok) throw new Error(formatIssues(checked.issues, checked.omitted));
	const page = await servePage({ payload: checked.payload, locale: "en", host: "127.0.0.1" });
	tell(page.url); // print it, send it as a link, open a browser: it opens in one browser, once
	const limit = setTimeout(() => page.abort("timeout"), 10 * 60_000);
	const details = await page.done; // submitted or cancelled on the page, or the time limit
	clearTimeout(limit);
	return buildResult(details);
}
