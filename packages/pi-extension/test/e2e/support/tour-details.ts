/** What `details` and `content` look like for core's `tour` fixture (the payload most scenarios use). */
import type { AskUserDetails, CancelReason } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";

export { tour };

/** The tour's questions as `details` reports them (normalized: label, prompt, type). */
export const TOUR_QUESTIONS: AskUserDetails["questions"] = [
	{ id: "database", label: "Database", prompt: "Which database should the service use?", type: "single" },
	{ id: "features", label: "Features", prompt: "Which features belong in the first release?", type: "multi" },
	{ id: "layout", label: "Layout", prompt: "How should the handlers be laid out?", type: "preview" },
];

/** Text only the open form shows (the transcript shows labels, never prompts). */
export const TOUR_FORM_TEXT = "Which database should the service use?";

/** The last line of every cancelled result's `content`. */
export const NO_ANSWER =
	"No answer was given: do not assume any answer or default. Ask again, or continue only with what is already known.";

/** The tour's details when the flow ended without answers. */
export function cancelledTour(cancelReason: CancelReason): AskUserDetails {
	const title = tour.title === undefined ? {} : { title: tour.title };
	return { ...title, cancelled: true, cancelReason, questions: TOUR_QUESTIONS, answers: {} };
}

/**
 * The tour answered SQLite, Authentication with the note "needs HA", By feature: the form the restore scenarios
 * answer part of, then finish after it was reopened.
 */
export const RESUMED_TOUR: AskUserDetails = {
	title: "Set up the new service",
	cancelled: false,
	source: "terminal",
	questions: TOUR_QUESTIONS,
	answers: {
		database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] },
		features: { values: ["auth"], labels: ["Authentication"], indices: [1], note: "needs HA" },
		layout: { values: ["by-feature"], labels: ["By feature"], indices: [1] },
	},
};
