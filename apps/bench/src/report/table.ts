/** Plain-text tables: a header row, a rule, then rows; text columns left-aligned, figures right-aligned. */

export type Cell = string | number | undefined;

export interface Table {
	readonly title: string;
	readonly headers: readonly string[];
	readonly rows: readonly (readonly Cell[])[];
	/** Lines printed under the table. */
	readonly notes?: readonly string[];
}

/** A figure with `digits` decimals, or `–` when missing. */
export function fixed(value: number | undefined, digits = 2): string {
	return value === undefined || Number.isNaN(value) ? "–" : value.toFixed(digits);
}

/** A number, a number with a unit, `–` (missing) or several numbers separated by spaces or slashes. */
function isFigure(cell: Cell): boolean {
	return typeof cell === "number" || (typeof cell === "string" && /^(–|[-+]?[\d.,]+( ?[×%a-zA-Z]+)?)$/.test(cell));
}

export function formatTable({ title, headers, rows, notes = [] }: Table): string {
	const text = rows.map((row) => headers.map((_, index) => String(row[index] ?? "")));
	const widths = headers.map((header, index) => Math.max(header.length, ...text.map((row) => row[index]?.length ?? 0)));
	const rightAligned = headers.map((_, index) => index > 0 && rows.every((row) => isFigure(row[index]) || !row[index]));
	const line = (cells: readonly string[]) =>
		cells
			.map((cell, index) => (rightAligned[index] ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0)))
			.join("  ")
			.trimEnd();
	return [
		title,
		line(headers),
		line(widths.map((width) => "─".repeat(width))),
		...text.map(line),
		...notes.map((note) => `  ${note}`),
	].join("\n");
}
