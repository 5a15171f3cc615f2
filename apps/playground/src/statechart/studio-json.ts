import type { AnyStateMachine } from "xstate";

/**
 * The machine's config as JSON for Stately Studio. Built from `machine.config`, not `machine.toJSON()`, which drops
 * the eventless `always` transitions in xstate 5.33. Functions (the `context` and `output` factories, the guards
 * `and(...)` makes) become `{ "type": <name> }` — the form Stately's inspector uses — keeping data they carry, such
 * as the operands of `and`.
 */
export function toStudioJson(machine: AnyStateMachine): string {
	return `${JSON.stringify(machine.config, replaceFunction, 2)}\n`;
}

function replaceFunction(_key: string, value: unknown): unknown {
	if (typeof value !== "function") return value;
	const data = Object.entries(value).filter(([, field]) => typeof field !== "function");
	return { type: value.name, ...Object.fromEntries(data) };
}
