/**
 * docs/decisions.md is the numbered log of decisions: ids run D1, D2, … without a gap or a repeat, each is dated and
 * says its context, the decision and the alternative rejected, and every id cited anywhere in the repository's docs
 * and comments names one that exists. docs/architecture.md's "Decisions by area" lists every one, and a decision
 * that replaces another is named in the replaced one.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, ROOT } from "./support/repository-files.ts";

const DECISIONS = join(ROOT, "docs", "decisions.md");
const ARCHITECTURE = join(ROOT, "docs", "architecture.md");
const HEADING = /^## D(\d+): \S.* \((\d{4}-\d{2}-\d{2})\)$/;
const CITED = /\bD(\d+)\b/g;
const PARTS = ["**Context.**", "**Decision.**", "**Rejected alternative.**"] as const;
const TEXT_FILE = /\.(?:ts|mts|mjs|js|md)$/;

interface Entry {
	readonly id: number;
	readonly date: string;
	readonly body: string;
}

/** The entries of a decisions file, in order: Markdown outside code fences, split at `## D<n>` headings. */
function entries(text: string): Entry[] {
	const found: { id: number; date: string; lines: string[] }[] = [];
	let fenced = false;
	for (const line of text.split("\n")) {
		if (line.startsWith("```")) fenced = !fenced;
		if (fenced) continue;
		const heading = HEADING.exec(line);
		if (heading !== null) found.push({ id: Number(heading[1]), date: heading[2] ?? "", lines: [] });
		else if (line.startsWith("## ")) throw new Error(`not a decision heading: ${line}`);
		else found.at(-1)?.lines.push(line);
	}
	return found.map(({ id, date, lines }) => ({ id, date, body: lines.join("\n") }));
}

/** The entries whose body lacks one of the three parts, as `D<n>: <part>`. */
const missingParts = (list: readonly Entry[]) =>
	list.flatMap((entry) => PARTS.filter((part) => !entry.body.includes(part)).map((part) => `D${entry.id}: ${part}`));

const sample = (id: number, parts: readonly string[] = PARTS) =>
	[`## D${id}: A title (2026-12-01)`, "", ...parts.map((part) => `${part} Text.`)].join("\n");

describe("decisions", () => {
	it("reads entries, skips the format's example in a fence, and refuses a stray heading", () => {
		const text = ["# Decisions", "```md", "## D<n>: <title> (<YYYY-MM-DD>)", "```", sample(1), sample(2)].join("\n");
		expect(entries(text).map((entry) => entry.id)).toEqual([1, 2]);
		expect(missingParts(entries(sample(3, PARTS.slice(0, 2))))).toEqual(["D3: **Rejected alternative.**"]);
		expect(() => entries(`${sample(1)}\n## D2 without a date`)).toThrow("not a decision heading");
	});

	const list = entries(readFileSync(DECISIONS, "utf8"));

	it("numbers the decisions D1, D2, … without a gap or a repeat", () => {
		expect(list.length).toBeGreaterThan(0);
		expect(list.map((entry) => entry.id)).toEqual(list.map((_, index) => index + 1));
	});

	it("gives every decision a real date, its context, the decision and the alternative rejected", () => {
		expect(list.filter((entry) => Number.isNaN(Date.parse(entry.date))).map((entry) => entry.id)).toEqual([]);
		expect(missingParts(list)).toEqual([]);
	});

	it("cites only decisions that exist, in every doc and comment", () => {
		const ids = new Set(list.map((entry) => entry.id));
		const files = filesUnder(ROOT, (name) => TEXT_FILE.test(name));
		const dangling = files.flatMap((file) =>
			[...readFileSync(file, "utf8").matchAll(CITED)]
				.filter((match) => !ids.has(Number(match[1])))
				.map((match) => `${relative(ROOT, file)}: ${match[0]}`),
		);
		expect(dangling).toEqual([]);
	});

	it("lists every decision in architecture.md's index by area", () => {
		const architecture = readFileSync(ARCHITECTURE, "utf8");
		const index = architecture.slice(architecture.indexOf("## Decisions by area"));
		const listed = new Set([...index.matchAll(CITED)].map((match) => Number(match[1])));
		expect(list.filter((entry) => !listed.has(entry.id)).map((entry) => `D${entry.id}`)).toEqual([]);
	});

	it("marks each replaced decision with the one that replaces it", () => {
		const unmarked = list.flatMap((entry) =>
			[...entry.body.matchAll(/\breplaces D(\d+)\b/g)]
				.map((match) => Number(match[1]))
				.filter((old) => !new RegExp(`replaced by D${entry.id}\\b`, "i").test(list[old - 1]?.body ?? ""))
				.map((old) => `D${old} (replaced by D${entry.id})`),
		);
		expect(unmarked).toEqual([]);
	});
});
