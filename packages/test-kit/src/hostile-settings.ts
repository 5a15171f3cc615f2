/**
 * What a cloned repository's `.pi/ask-user.json` could hold to attack the person: escape sequences in every name
 * and value the warnings quote, keys that would throw the form away or steal typing, and limits that end or ring
 * at once. Reuse them wherever settings are read.
 */
import fc from "fast-check";
import { escapeCorpus } from "./escape-corpus.ts";
import { ALL_HOSTILE } from "./hostile-payload.ts";
import { anyJson } from "./payload-arbitraries.ts";

/**
 * Keys the form itself moves, confirms, cancels, toggles or picks with: no settings file may bind them (bound to
 * `dismiss`, the first of them would throw the form away).
 */
export const FORM_KEYS = [
	"down",
	"up",
	"left",
	"right",
	"enter",
	"return",
	"shift+enter",
	"tab",
	"shift+tab",
	"space",
	"escape",
	"backspace",
	"delete",
	"home",
	"end",
	"pageUp",
	"pageDown",
	"shift+down",
	"1",
	"0",
] as const;

/** Keys that type text or move in an answer: the person's global file may bind them, a project's may not. */
export const TYPING_KEYS = [
	"a",
	"q",
	"?",
	"n",
	"shift+n",
	"ctrl+a",
	"ctrl+k",
	"alt+b",
	"ctrl+left",
	"alt+backspace",
] as const;

/** Keys a project file may bind: held with Ctrl, Alt or Super and free in pi's editor, or F1–F12. */
export const FREE_KEYS = ["ctrl+q", "ctrl+x", "alt+n", "super+d", "f2", "shift+f5", "ctrl+shift+p"] as const;

/** One settings file per escape sample, the sample in every name and text value a warning could quote. */
export const hostileSettingsFiles: readonly { readonly name: string; readonly settings: unknown }[] = escapeCorpus.map(
	({ name, text }) => ({
		name,
		settings: {
			[`colour${text}`]: text,
			keys: { [`fly${text}`]: "ctrl+q", dismiss: text, help: [text] },
			notify: { [`sms${text}`]: true, bell: text },
			timeoutMinutes: text,
		},
	}),
);

/** One project file with every attack at once: escapes in names, form keys bound, limits that end at once. */
export const hostileProjectSettings = {
	[`colour ${ALL_HOSTILE}`]: ALL_HOSTILE,
	keys: { dismiss: "down", optionNote: "enter", help: "a", [`fly ${ALL_HOSTILE}`]: "ctrl+q" },
	notify: { [`sms ${ALL_HOSTILE}`]: true },
	timeoutMinutes: 0.0001,
	remindAfterSeconds: 0.001,
};

/** A settings file's text that is not JSON and quotes escapes: the parser's message quotes the text. */
export const HOSTILE_SETTINGS_TEXT = `\x1b]52;c;cm0gLXJmIH4K\x07\x1b[2J{ ${ALL_HOSTILE}`;

const hostileText = fc.constantFrom(...escapeCorpus.map(({ text }) => text), ALL_HOSTILE);
const anyKey = fc.oneof(fc.constantFrom(...FORM_KEYS, ...TYPING_KEYS, ...FREE_KEYS), hostileText);
const anyNumber = fc.oneof(
	fc.constantFrom(0, -1, 0.0001, 0.001, 1, 4.99, 5, 29, 30, 60, 10_080, 86_400, 1e308),
	fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** A name a settings object may hold: a known one, or a hostile one. */
const fieldName = (known: readonly string[]) => fc.oneof(fc.constantFrom(...known), hostileText);

/** A settings file's content: known and hostile names, with keys, numbers, hostile text and any JSON as values. */
export const anySettings: fc.Arbitrary<unknown> = fc.oneof(
	{
		weight: 5,
		arbitrary: fc.dictionary(
			fieldName(["keys", "notify", "timeoutMinutes", "remindAfterSeconds"]),
			fc.oneof(
				fc.dictionary(
					fieldName(["dismiss", "optionNote", "questionNote", "help", "discuss", "fold", "bell", "desktop", "title"]),
					fc.oneof(anyKey, fc.array(anyKey, { maxLength: 3 }), fc.boolean(), hostileText, anyJson),
				),
				anyNumber,
				hostileText,
				anyJson,
			),
		),
	},
	{ weight: 1, arbitrary: anyJson },
);
