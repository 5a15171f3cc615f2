/** A log a person pastes into an answer: over 100 KB of lines. */
export const PASTED_LOG = Array.from(
	{ length: 1700 },
	(_, line) =>
		`2026-12-06T10:${String(line % 60).padStart(2, "0")}:00Z worker-${line % 7} ERROR connection reset by peer`,
).join("\n");
