/** How the server asks. */
export interface AskUserServerOptions {
	/**
	 * How long a person has to answer each call, in milliseconds; then the call ends as cancelled (`timeout`), with
	 * what was answered. Undefined: no limit of the server's own.
	 */
	readonly timeLimitMs?: number | undefined;
}
