import type { NamedKey } from "../protocol.ts";

const PASTE = /^\x1b\[200~([\s\S]*)\x1b\[201~$/;

/**
 * The keys typed into the page's terminal since the flow started, written as a key script (`Down Space
 * text:hello%20world Enter C-c`), which the playground's `--keys` and the page's replay read.
 */
export class KeyRecorder {
	readonly #names: ReadonlyMap<string, string>;
	#tokens: string[] = [];
	/** Keys the script syntax has no name for (Page Down, Home, …): left out, and counted. */
	#unnamed = 0;

	constructor(keys: readonly NamedKey[]) {
		this.#names = new Map(keys.map((key) => [key.input, key.name]));
	}

	/** Starts again: a new flow. */
	reset(): void {
		this.#tokens = [];
		this.#unnamed = 0;
	}

	/** A key script was replayed into the flow: it stands for everything typed so far. */
	replayed(script: string): void {
		this.reset();
		this.#tokens = script.split(/\s+/).filter((token) => token !== "");
	}

	/** Input from xterm: a key, a character, or a paste. */
	record(data: string): void {
		const token = this.#token(data);
		if (token === undefined) this.#unnamed++;
		else this.#tokens.push(token);
	}

	get script(): string {
		return this.#tokens.join(" ");
	}

	get unnamed(): number {
		return this.#unnamed;
	}

	#token(data: string): string | undefined {
		const named = this.#names.get(data);
		if (named !== undefined) return named;
		const code = data.length === 1 ? data.charCodeAt(0) : -1;
		if (code >= 1 && code <= 26) return `C-${String.fromCharCode(code + 0x60)}`;
		const text = PASTE.exec(data)?.[1] ?? data;
		// A script types no control characters inside text.
		if (/[\x00-\x1f\x7f]/.test(text) || text === "") return undefined;
		return [...text].length === 1 ? text : `text:${encodeURIComponent(text)}`;
	}
}
