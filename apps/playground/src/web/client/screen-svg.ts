import type { IBufferCell, Terminal } from "@xterm/xterm";

/** A cell of the SVG: the width of a monospace character of 14 px, and a line. */
const CELL = { width: 8.4, height: 17 };
const FONT_SIZE = 14;

/** xterm's first 16 colours (its default theme), then the 6×6×6 cube and the grey ramp of the 256-colour palette. */
const ANSI_16 = [
	"#2e3436",
	"#cc0000",
	"#4e9a06",
	"#c4a000",
	"#3465a4",
	"#75507b",
	"#06989a",
	"#d3d7cf",
	"#555753",
	"#ef2929",
	"#8ae234",
	"#fce94f",
	"#729fcf",
	"#ad7fa8",
	"#34e2e2",
	"#eeeeec",
];

function paletteColour(index: number): string {
	if (index < 16) return ANSI_16[index] ?? "#000000";
	if (index >= 232) {
		const grey = (8 + (index - 232) * 10).toString(16).padStart(2, "0");
		return `#${grey}${grey}${grey}`;
	}
	const cube = index - 16;
	const level = (n: number) => (n === 0 ? 0 : 55 + n * 40).toString(16).padStart(2, "0");
	return `#${level(Math.floor(cube / 36))}${level(Math.floor(cube / 6) % 6)}${level(cube % 6)}`;
}

const rgb = (value: number) => `#${value.toString(16).padStart(6, "0")}`;

export interface ScreenColours {
	readonly background: string;
	readonly foreground: string;
}

interface Style {
	readonly fg: string;
	readonly bg: string | undefined;
	readonly bold: boolean;
	readonly italic: boolean;
	readonly dim: boolean;
	readonly underline: boolean;
}

function styleOf(cell: IBufferCell, colours: ScreenColours): Style {
	const fg = cell.isFgRGB()
		? rgb(cell.getFgColor())
		: cell.isFgPalette()
			? paletteColour(cell.getFgColor())
			: colours.foreground;
	const bg = cell.isBgRGB()
		? rgb(cell.getBgColor())
		: cell.isBgPalette()
			? paletteColour(cell.getBgColor())
			: undefined;
	const inverse = cell.isInverse() !== 0;
	return {
		fg: inverse ? (bg ?? colours.background) : fg,
		bg: inverse ? fg : bg,
		bold: cell.isBold() !== 0,
		italic: cell.isItalic() !== 0,
		dim: cell.isDim() !== 0,
		underline: cell.isUnderline() !== 0,
	};
}

const sameStyle = (a: Style, b: Style) =>
	a.fg === b.fg &&
	a.bg === b.bg &&
	a.bold === b.bold &&
	a.italic === b.italic &&
	a.dim === b.dim &&
	a.underline === b.underline;

const escapeXml = (text: string) =>
	text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Cell {
	readonly chars: string;
	readonly width: number;
}

/** Text the SVG draws: a stretch of non-blank cells with at most single blanks inside, from its first column. */
interface Phrase {
	readonly column: number;
	cells: number;
	text: string;
}

/**
 * The phrases of a run of cells, each drawn at its column: a `<text>` loses its leading and trailing blanks and
 * collapses the blanks inside, so a phrase holds no more than single blanks, between its words.
 */
function phrases(start: number, cells: readonly Cell[]): Phrase[] {
	const found: Phrase[] = [];
	let column = start;
	let phrase: Phrase | undefined;
	let blanks = 0;
	for (const cell of cells) {
		if (cell.chars.trim() === "") blanks += cell.width;
		else {
			if (phrase === undefined || blanks > 1) {
				phrase = { column, cells: 0, text: "" };
				found.push(phrase);
			} else if (blanks === 1) {
				phrase.text += " ";
				phrase.cells += 1;
			}
			blanks = 0;
			phrase.text += cell.chars;
			phrase.cells += cell.width;
		}
		column += cell.width;
	}
	return found;
}

/**
 * The terminal's visible screen as a standalone SVG: each phrase of a run of cells in one style is a `<text>` at
 * its column, stretched to its cells (so columns line up in any monospace font), backgrounds as rectangles, in
 * the colours xterm shows.
 */
export function screenSvg(term: Terminal, colours: ScreenColours): string {
	const buffer = term.buffer.active;
	const width = term.cols * CELL.width;
	const height = term.rows * CELL.height;
	const parts = [`<rect width="${width}" height="${height}" fill="${colours.background}"/>`];
	for (let row = 0; row < term.rows; row++) {
		const line = buffer.getLine(buffer.viewportY + row);
		if (line === undefined) continue;
		let run: { start: number; cells: Cell[]; style: Style } | undefined;
		const flush = () => {
			if (run === undefined) return;
			const y = row * CELL.height;
			const { style } = run;
			if (style.bg !== undefined)
				parts.push(
					`<rect x="${run.start * CELL.width}" y="${y}" width="${run.cells.reduce((sum, cell) => sum + cell.width, 0) * CELL.width}" height="${CELL.height}" fill="${style.bg}"/>`,
				);
			for (const phrase of phrases(run.start, run.cells)) {
				const attributes = [
					`x="${phrase.column * CELL.width}"`,
					`y="${y + CELL.height * 0.78}"`,
					`fill="${style.fg}"`,
					`textLength="${phrase.cells * CELL.width}"`,
					`lengthAdjust="spacingAndGlyphs"`,
					...(style.bold ? [`font-weight="bold"`] : []),
					...(style.italic ? [`font-style="italic"`] : []),
					...(style.dim ? [`opacity="0.6"`] : []),
					...(style.underline ? [`text-decoration="underline"`] : []),
				];
				parts.push(`<text ${attributes.join(" ")}>${escapeXml(phrase.text)}</text>`);
			}
			run = undefined;
		};
		for (let column = 0; column < term.cols; column++) {
			const cell = line.getCell(column);
			if (cell === undefined || cell.getWidth() === 0) continue;
			const style = styleOf(cell, colours);
			if (run === undefined || !sameStyle(run.style, style)) {
				flush();
				run = { start: column, cells: [], style };
			}
			run.cells.push({ chars: cell.getChars() || " ", width: cell.getWidth() });
		}
		flush();
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="${FONT_SIZE}">\n${parts.join("\n")}\n</svg>\n`;
}

/** The SVG drawn onto a canvas, as PNG. */
export async function svgToPng(svg: string): Promise<Blob> {
	const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
	try {
		const image = new Image();
		image.src = url;
		await image.decode();
		const canvas = document.createElement("canvas");
		canvas.width = image.naturalWidth;
		canvas.height = image.naturalHeight;
		canvas.getContext("2d")?.drawImage(image, 0, 0);
		return await new Promise<Blob>((resolve, reject) =>
			canvas.toBlob(
				(blob) => (blob === null ? reject(new Error("the canvas made no PNG")) : resolve(blob)),
				"image/png",
			),
		);
	} finally {
		URL.revokeObjectURL(url);
	}
}
