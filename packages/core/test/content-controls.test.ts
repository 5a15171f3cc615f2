/**
 * The model-facing `content` carries no control character or escape sequence (D98): MCP hosts print it as it is, and
 * `JSON.stringify` leaves C1 controls (U+0080–U+009F, the 8-bit CSI among them) raw, while the no-UI listing shows
 * preview lines unquoted. The words around the controls are kept.
 */
import { normalize } from "@ask-user/test-kit/payload";
import { describe, expect, it } from "vitest";
import { buildContent, cancelledContent, listQuestions } from "../src/index.ts";
import { event, key } from "./support/events.ts";
import { finish } from "./support/run.ts";

/** ESC and C1 controls as a terminal acts on them: a 7-bit and an 8-bit CSI, an 8-bit and a 7-bit OSC, a lone C1. */
const hostile = (words: string) => `\x1b[31m${words}\x9b2J\x9d0;title\x9c\x1b]8;;x\x07\x80`;

/** Every C0 control but the line break, DEL and every C1 control, raw. */
const RAW_CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/;

const payload = {
	title: hostile("Release"),
	questions: [
		{
			id: "db",
			label: hostile("Database"),
			prompt: hostile("Which database?"),
			options: [
				{
					value: "pg",
					label: hostile("Postgres"),
					description: hostile("Relational"),
					preview: hostile("CREATE TABLE"),
				},
				{ value: "sqlite", label: "SQLite", preview: `first\n${hostile("second line")}\r\nthird` },
			],
		},
	],
};

describe("content holds no control characters", () => {
	it("an answer: labels, the typed answer and notes keep their words, without the controls", async () => {
		const details = await finish(payload, [key.n, event.save(hostile("option note")), key.digit(1), event.submit]);
		const content = buildContent(details);
		expect(content).not.toMatch(RAW_CONTROL);
		expect(content).not.toContain("[31m");
		expect(content).toContain('"Release"');
		expect(content).toContain('"Database" ["db"]: "Postgres" ["pg"]');
		expect(content).toContain('note on "Postgres" ["pg"]: "option note"');
	});

	it("the no-UI listing: labels, descriptions and unquoted preview lines", () => {
		const content = cancelledContent("ui_unavailable", listQuestions(normalize(payload).questions));
		expect(content).not.toMatch(RAW_CONTROL);
		expect(content).not.toContain("[31m");
		const lines = content.split("\n");
		expect(lines).toContain('  1. "Postgres" ["pg"] - "Relational"');
		expect(lines).toContain("     | CREATE TABLE");
		expect(lines).toEqual(expect.arrayContaining(["     | first", "     | second line", "     | third"]));
	});
});
