// The declarations a tarball ships, readable with every XState the peer range allows (`^5.20.0`). `tsc` prints the
// machine's inferred type with the arity of the XState it builds with: 5.33's `StateMachine` has a 15th type
// parameter (`TTransitionMeta`, defaulting to the 14th's neighbour `TStateMeta`) that 5.20's lacks, and a reference
// with one argument too many makes the whole machine type an error, so `any`, in a consumer on 5.20 to 5.32. This
// drops that last argument wherever it equals its default, which leaves the type the same on 5.33. Any other
// 15-argument reference is an error: the declarations would not be portable.
// Usage: node scripts/portable-declarations.mjs <dist folder>
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const REFERENCE = 'import("xstate").StateMachine<';
/** `TStateMeta` and `TTransitionMeta`, 0-based, in XState 5.33's `StateMachine`. */
const STATE_META = 12;
const TRANSITION_META = 14;

/**
 * The top-level type arguments of the reference whose `<` is at `open`, and the index of its closing `>`. Brackets
 * of every kind nest; the `>` of an arrow (`=>`) closes nothing.
 */
function typeArguments(text, open) {
	const args = [];
	let depth = 0;
	let start = open + 1;
	for (let i = open; i < text.length; i++) {
		const c = text[i];
		if (c === "<" || c === "{" || c === "(" || c === "[") depth++;
		else if ((c === ">" && text[i - 1] !== "=") || c === "}" || c === ")" || c === "]") {
			depth--;
			if (depth === 0) {
				args.push(text.slice(start, i));
				return { args, close: i };
			}
		} else if (c === "," && depth === 1) {
			args.push(text.slice(start, i));
			start = i + 1;
		}
	}
	throw new Error(`unclosed ${REFERENCE} at ${open}`);
}

/** `text` with every `StateMachine` reference cut to the 14 arguments XState 5.20 takes; `file` names errors. */
function portable(text, file) {
	let out = "";
	let from = 0;
	for (let at = text.indexOf(REFERENCE); at !== -1; at = text.indexOf(REFERENCE, from)) {
		const open = at + REFERENCE.length - 1;
		const { args, close } = typeArguments(text, open);
		if (args.length === TRANSITION_META + 1) {
			if (args[TRANSITION_META].trim() !== args[STATE_META].trim()) {
				throw new Error(`${file}: a StateMachine whose transition meta is not its state meta cannot be portable`);
			}
			out += `${text.slice(from, open + 1)}${args.slice(0, TRANSITION_META).join(",")}>`;
		} else {
			out += text.slice(from, close + 1);
		}
		from = close + 1;
	}
	return out + text.slice(from);
}

const [dist] = process.argv.slice(2);
if (dist === undefined) throw new Error("usage: node scripts/portable-declarations.mjs <dist folder>");
for (const file of readdirSync(dist, { recursive: true, encoding: "utf8" })) {
	if (!file.endsWith(".d.ts")) continue;
	const path = join(dist, file);
	const text = readFileSync(path, "utf8");
	const rewritten = portable(text, file);
	if (rewritten !== text) writeFileSync(path, rewritten);
}
