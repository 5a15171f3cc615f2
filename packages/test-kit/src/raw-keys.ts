/** Raw key bytes, as a terminal sends them. */
export const RAW_KEYS = {
	tab: "\t",
	shiftTab: "\x1b[Z",
	up: "\x1b[A",
	down: "\x1b[B",
	right: "\x1b[C",
	left: "\x1b[D",
	enter: "\r",
	escape: "\x1b",
	ctrlC: "\x03",
	space: " ",
	n: "n",
	shiftN: "N",
	/** Shift+N as a terminal with the kitty keyboard protocol sends it. */
	kittyShiftN: "\x1b[110;2u",
	at: "@",
	backspace: "\x7f",
	pageUp: "\x1b[5~",
	pageDown: "\x1b[6~",
	home: "\x1b[H",
	end: "\x1b[F",
	shiftUp: "\x1b[1;2A",
	shiftDown: "\x1b[1;2B",
	shiftEnter: "\x1b[13;2u",
	/** Ctrl+O: folds the form. */
	ctrlO: "\x0f",
} as const;
