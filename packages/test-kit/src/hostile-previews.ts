/**
 * Previews shaped to make pi-tui's Markdown freeze or overflow its stack (deep blockquotes, deep lists, quotes
 * stepping in and out, a paragraph of unmatched emphasis delimiters), links whose text disguises where they go, and
 * an instruction in invisible tag characters.
 */
const lines = (count: number, line: (index: number) => string) =>
	Array.from({ length: count }, (_, i) => line(i)).join("\n");

export interface HostilePreview {
	readonly name: string;
	readonly text: string;
}

export const hostilePreviews: readonly HostilePreview[] = [
	{ name: "50 blockquote markers", text: `${">".repeat(50)} x` },
	{ name: "5,000 blockquote markers", text: `${">".repeat(5_000)} x` },
	{ name: "1,000 spaced blockquote markers", text: `${"> ".repeat(1_000)}x` },
	{ name: "300-level nested list", text: lines(300, (i) => `${"  ".repeat(i)}- item ${i}`) },
	{ name: "300-level nested ordered list", text: lines(300, (i) => `${"   ".repeat(i)}1. item ${i}`) },
	{ name: "900 bullets on one line", text: `${"- ".repeat(900)}x` },
	{ name: "quotes inside lists, 300 levels", text: lines(300, (i) => `${"  ".repeat(i)}> - ${i}`) },
	{ name: "quotes stepping in and out", text: lines(2_000, (i) => `${">".repeat(i % 3)} line`) },
	{ name: "quotes stepping out", text: lines(2_000, (i) => `${">".repeat(4 - (i % 4))} line`) },
	{ name: "disguised link", text: "[https://github.com/acme](https://evil.example)" },
	{ name: "21,000 characters of unmatched emphasis", text: "*_a".repeat(7_000) },
	{ name: "underscores between letters, one paragraph", text: "_a".repeat(10_000) },
	{
		name: "100 KB of tag characters",
		text: `visible ${String.fromCodePoint(...Array.from({ length: 50_000 }, (_, i) => 0xe0020 + (i % 95)))}`,
	},
];
