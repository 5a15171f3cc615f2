import type { MessageLocale } from "@ask-user/core/contract";
import type { Component } from "@mariozechner/pi-tui";

/**
 * A transcript row in the session's locale as it is when the row is rendered (`locale`), not as it was when pi asked
 * for the row: a call drawn before the turn's settings were read (a model faster than two small files) speaks the
 * setting from the next frame on, where pi keeps the row it was given (pi 1.x draws a call once as it starts).
 */
export class LocalizedRow implements Component {
	private drawnIn: MessageLocale;
	private row: Component;

	constructor(
		private readonly locale: () => MessageLocale,
		private readonly draw: (locale: MessageLocale) => Component,
	) {
		this.drawnIn = locale();
		this.row = draw(this.drawnIn);
	}

	render(width: number): string[] {
		const now = this.locale();
		if (now !== this.drawnIn) {
			this.drawnIn = now;
			this.row = this.draw(now);
		}
		return this.row.render(width);
	}

	invalidate(): void {
		this.row.invalidate();
	}
}
