/** The review's buttons in order, each with the digit that names it (typed twice, or picked, it presses the button). */
export const REVIEW_DIGITS = { submit: 1, cancel: 2, discuss: 3 } as const;

/** A button on the review: Submit, Cancel, or Discuss first (end the flow so the agent explains first). */
export type ReviewButton = keyof typeof REVIEW_DIGITS;

const BUTTONS = Object.keys(REVIEW_DIGITS) as readonly ReviewButton[];

/** The button a digit names; undefined when none has it. */
export function buttonOfDigit(digit: number): ReviewButton | undefined {
	return BUTTONS.find((button) => REVIEW_DIGITS[button] === digit);
}

/** The button `step` places after `button` (`-1`: before it), wrapping around. */
export function buttonAfter(button: ReviewButton, step: 1 | -1): ReviewButton {
	const at = BUTTONS.indexOf(button) + step;
	return BUTTONS[(at + BUTTONS.length) % BUTTONS.length] ?? button;
}
