import { fitLine, wrap } from "@ask-user/render-tui/text";
import { type Component, visibleWidth } from "@mariozechner/pi-tui";

/**
 * A line of a transcript: cut to the width with `…`, or word-wrapped with every line indented by `indent`. A cut
 * line's `keep` follows its text and stays in view: the text is cut first, to at least a third of the width.
 */
export interface Line {
	readonly text: string;
	readonly wrap?: boolean;
	readonly indent?: number;
	readonly keep?: string;
}

/** `text` then `keep` within `width`: `text` cut to make room, down to a third of the width, then `keep` cut. */
function keeping(text: string, keep: string, width: number): string {
	if (visibleWidth(text) + visibleWidth(keep) <= width) return text + keep;
	const room = Math.max(Math.ceil(width / 3), width - visibleWidth(keep));
	const head = fitLine(text, room);
	return fitLine(head + keep, width);
}

function renderLine(line: Line, width: number): string[] {
	if (!line.wrap) return [line.keep === undefined ? fitLine(line.text, width) : keeping(line.text, line.keep, width)];
	const indent = Math.max(0, Math.min(line.indent ?? 0, width - 1));
	const pad = " ".repeat(indent);
	return wrap(line.text, width - indent).map((text) => pad + text);
}

/** A component of prepared lines; every rendered line fits the width it is given. */
export class FittedLines implements Component {
	private cache: { width: number; lines: string[] } | undefined;

	constructor(private readonly lines: readonly Line[]) {}

	render(width: number): string[] {
		if (this.cache?.width !== width) {
			this.cache = { width, lines: this.lines.flatMap((line) => renderLine(line, width)) };
		}
		return this.cache.lines;
	}

	invalidate(): void {
		this.cache = undefined;
	}
}
