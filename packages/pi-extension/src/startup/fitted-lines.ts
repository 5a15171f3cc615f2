import { fitLine, wrap } from "@ask-user/render-tui/text";
import type { Component } from "@mariozechner/pi-tui";

/** A line of a transcript: cut to the width with `…`, or word-wrapped with every line indented by `indent`. */
export interface Line {
	readonly text: string;
	readonly wrap?: boolean;
	readonly indent?: number;
}

function renderLine(line: Line, width: number): string[] {
	if (!line.wrap) return [fitLine(line.text, width)];
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
