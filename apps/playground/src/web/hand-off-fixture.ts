import { isFields } from "@ask-user/core/contract";

/**
 * The test fixture the web playground hands off: a payload, the keys typed into its flow as a key script, the
 * terminal's size and, when the flow ended, the result details. `--fixture` reads the file as its payload, so
 * `pnpm playground --fixture <file> --keys "<its keys>" --width <cols> --height <rows>` replays it headless.
 */
export interface HandOffFixture {
	readonly payload: unknown;
	readonly keys: string;
	readonly cols: number;
	readonly rows: number;
	/** The result details, when the flow ended. */
	readonly details?: unknown;
}

/** The fixture as the file's text: pretty JSON. */
export function handOffFixture(fixture: HandOffFixture): string {
	const { details, ...rest } = fixture;
	return `${JSON.stringify(details === undefined ? rest : fixture, null, 2)}\n`;
}

/** The payload in `json`: a hand-off fixture's `payload`, else `json` itself (a payload file). */
export function payloadOf(json: unknown): unknown {
	if (!isFields(json)) return json;
	return json.payload !== undefined && typeof json.keys === "string" ? json.payload : json;
}
