/**
 * The web page speaks every shipped locale whole: each state of the form (a question with a recommended option, its
 * preview and notes, a long list, the terminal's open editor, the discard question, the review, every end; the long
 * list's pages where no terminal shows the form), the
 * page's frame, its script's texts and the server's refusals are rendered in English and in the locale, and no word
 * the English page adds to the payload's own text shows on the locale's page, except a few words the languages share.
 */
import {
	type AskUserDetails,
	type AskUserInput,
	CANCEL_REASONS,
	connect,
	createQuestionnaireMachine,
	localeMessages,
	MESSAGE_LOCALES,
	type MessageLocale,
	type QuestionnaireEvent,
	validate,
} from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { act, openPage } from "@ask-user/test-kit/page-client";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { endedHtml, formHtml, MAX_PAGE_ROWS } from "../src/form-html.ts";
import { MAX_BODY_BYTES } from "../src/page-actions.ts";
import { pageHtml } from "../src/page-html.ts";
import { startPageServer } from "../src/page-server.ts";
import { pageWords } from "../src/page-words.ts";

/** The tour's questions (without its title) with a recommended option and a question longer than the page lists. */
const payload: AskUserInput = {
	questions: [
		...(tour.questions ?? []).map((question, index) =>
			index === 0 && question.options !== undefined
				? { ...question, options: question.options.map((option, row) => ({ ...option, recommended: row === 0 })) }
				: question,
		),
		{
			id: "row",
			label: "Row",
			prompt: "Which row?",
			options: Array.from({ length: MAX_PAGE_ROWS + 2 }, (_, i) => ({ value: `r${i}`, label: `R${i}` })),
		},
	],
};

/**
 * Words a language shares with English (`question`, `terminal`, `page`, `Important` and `Options` in French, `Note`
 * in German, `editor` and `error` in Spanish), and the text the states type.
 */
const SHARED = new Set([
	...[
		"Questions",
		"question",
		"Important",
		"Options",
		"Note",
		"note",
		"agent",
		"web",
		"terminal",
		"page",
		"editor",
		"error",
	],
	...["why", "heavy", "mine"],
]);

function words(text: string): string[] {
	return text.match(/\p{L}[\p{L}']{2,}/gu) ?? [];
}

const payloadWords = new Set(words(JSON.stringify(payload).replace(/\\[nrt]/g, " ")));

/** What the person reads of `html`: its text and its labels, without its style, script and the command's name. */
function readable(html: string): string {
	const labels = [...html.matchAll(/\s(?:aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1]);
	const text = html.replace(/<style[^>]*>[\s\S]*?<\/style>|<script[^>]*>[\s\S]*?<\/script>|<[^>]*>/g, " ");
	return withoutCommand([...labels, text].join(" "));
}

/** `text` without the command's and the tool's names (`/ask-user`, `ask_user`), which no locale translates. */
function withoutCommand(text: string): string {
	return text.replaceAll("/ask-user", " ").replaceAll("ask_user", " ");
}

/** The states of the form the page shows, reached by the same events in every locale. */
const states: readonly (readonly QuestionnaireEvent[])[] = [
	[],
	[
		{ type: "option.focus", index: 0 },
		{ type: "editor.open", kind: "optionNote" },
		{ type: "editor.change", text: "x" },
	],
	[
		{ type: "editor.open", kind: "questionNote" },
		{ type: "editor.save", text: "why" },
	],
	[{ type: "tab.select", index: 2 }],
	[{ type: "tab.select", index: 3 }],
	[{ type: "value.choose", value: "mongo" }, { type: "flow.cancel" }],
	[
		{ type: "value.choose", value: "mongo" },
		{ type: "option.focus", index: 0 },
		{ type: "editor.open", kind: "optionNote" },
		{ type: "editor.save", text: "heavy" },
		{ type: "editor.open", kind: "questionNote" },
		{ type: "editor.save", text: "why" },
		{ type: "tab.select", index: 4 },
		{ type: "editor.open", kind: "formNote" },
		{ type: "editor.save", text: "mine" },
	],
	[
		{ type: "tab.select", index: 4 },
		{ type: "editor.open", kind: "formNote" },
	],
];

/** The long list's first and last pages, where no terminal shows the form. */
const pages: readonly (readonly QuestionnaireEvent[])[] = [
	[{ type: "tab.select", index: 3 }],
	[
		{ type: "tab.select", index: 3 },
		{ type: "option.focus", index: MAX_PAGE_ROWS },
	],
];

const base: AskUserDetails = { questions: [], answers: {}, cancelled: false };
const ends: readonly (AskUserDetails | undefined)[] = [
	undefined,
	base,
	...CANCEL_REASONS.map((cancelReason) => ({ ...base, cancelled: true, cancelReason })),
];

/** The server's refusals: a browser without the cookie, a wrong token, an action too large. */
async function refusals(locale: MessageLocale): Promise<string[]> {
	const server = await startPageServer(
		{ pieces: () => [], act: () => {}, preview: () => undefined, words: pageWords(locale) },
		{ host: "127.0.0.1" },
	);
	try {
		const page = new URL(server.newAddress().url);
		const noCookie = await fetch(new URL("/", page));
		const wrongToken = await fetch(new URL("/?token=wrong", page));
		const tooLarge = await act(await openPage(server.newAddress().url), {
			type: "formNote",
			text: "x".repeat(MAX_BODY_BYTES),
		});
		return [await noCookie.text(), await wrongToken.text(), tooLarge.body];
	} finally {
		await server.end("");
	}
}

/** Every text of the page in `locale`, one entry per state. */
async function pagesIn(locale: MessageLocale): Promise<string[]> {
	const checked = validate(payload);
	if (!checked.ok) throw new Error("invalid test payload");
	const words = pageWords(locale);
	const formAfter = (events: readonly QuestionnaireEvent[], terminal: boolean) => {
		const actor = createActor(createQuestionnaireMachine(), { input: checked.payload }).start();
		for (const event of events) actor.send(event);
		return formHtml(connect(actor.getSnapshot(), actor.send.bind(actor), localeMessages(locale)), words, terminal);
	};
	const forms = [
		...states.map((events) => formAfter(events, true)),
		...pages.map((events) => formAfter(events, false)),
	];
	const frame = pageHtml("nonce", words);
	const script = frame.match(/const said = (\{.*\});/)?.[1] ?? "";
	return [
		...forms.map(readable),
		...ends.map((details) => readable(endedHtml(details, words))),
		readable(frame),
		withoutCommand(Object.values(JSON.parse(script) as Record<string, string>).join("\n")),
		...(await refusals(locale)).map(withoutCommand),
	];
}

describe("the web page in every locale", () => {
	it.each(MESSAGE_LOCALES.filter((locale) => locale !== "en"))(
		"%s: no English word of the page's own text in any state",
		async (locale) => {
			const english = await pagesIn("en");
			const translated = await pagesIn(locale);
			expect(translated).toHaveLength(english.length);
			const leftEnglish = translated.flatMap((text, state) => {
				const own = new Set(words(english[state] ?? "").filter((word) => !payloadWords.has(word)));
				return words(text)
					.filter((word) => own.has(word) && !SHARED.has(word))
					.map((word) => `state ${state}: ${word}`);
			});
			expect(leftEnglish).toEqual([]);
			expect(translated[0]).toContain(localeMessages(locale).recommendedMark);
			expect(pageHtml("n", pageWords(locale))).toContain(`<html lang="${locale}">`);
		},
	);

	it("fr: every word of the page as the form writes French, with ’ and a no-break space before : ; ? !", () => {
		const texts = (value: unknown): string[] => {
			if (typeof value === "string") return [value];
			if (typeof value === "function") return texts((value as (...args: string[]) => unknown)("1", "2", "3"));
			return typeof value === "object" && value !== null ? Object.values(value).flatMap(texts) : [];
		};
		const french = texts(pageWords("fr"));
		expect(french.length).toBeGreaterThan(40);
		expect(french.filter((text) => /\p{L}'\p{L}/u.test(text))).toEqual([]);
		expect(french.filter((text) => / [:;?!]/.test(text))).toEqual([]);
	});

	it("the states reach the texts they are meant to (English)", async () => {
		const text = await pagesIn("en");
		expect(text[0]).toContain("recommended");
		expect(text[0]).toContain("Save note");
		expect(text[1]).toContain("The terminal has an editor open");
		expect(text[3]).toContain("Preview");
		expect(text[4]).toContain(`Options 1–${MAX_PAGE_ROWS} of ${MAX_PAGE_ROWS + 2}`);
		expect(text[5]).toContain("Keep answering");
		expect(text[6]).toContain("Note on PostgreSQL (not chosen)");
		expect(text[6]).toContain("recommended, not chosen: PostgreSQL");
		expect(text[6]).toContain("important question is not answered");
		expect(text[6]).toContain("Discuss first");
		expect(text[7]).toContain("Note on the whole form");
		expect(text[8]).toMatch(new RegExp(`Options 1–${MAX_PAGE_ROWS} of ${MAX_PAGE_ROWS + 2}\\.\\s+Later options`));
		expect(text[9]).toMatch(
			new RegExp(`Options ${MAX_PAGE_ROWS + 1}–${MAX_PAGE_ROWS + 2} of \\d+\\.\\s+Earlier options`),
		);
		expect(text[10]).toContain("The form closed.");
		expect(text[11]).toContain("The answers were submitted to the agent.");
		expect(text.at(-4)).toContain("The connection to the form's server was lost");
		expect(text.at(-4)).toContain("The text typed here is kept");
		expect(text.at(-4)).toContain("only its first 100,000 characters are kept");
		expect(text.at(-3)).toContain("this browser has no access");
		expect(text.at(-2)).toContain("token is wrong or incomplete");
		expect(text.at(-1)).toBe("This is more text than the page sends at once (about 1 MB): shorten the text.");
	});
});
