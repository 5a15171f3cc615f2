/**
 * A readable name for a transition's guard: `isMulti`, `pickIsOption and isMulti`, `not isMulti`,
 * `isFocusedButton(submit)`. Guards come as names (`"isMulti"`), parameterized objects (`{ type: "isMulti" }`, with
 * their `params` values in parentheses) or the functions xstate's `and`/`or`/`not` return, which carry their
 * operands in a `guards` array.
 */
export function guardName(guard: unknown): string | undefined {
	if (guard === undefined) return undefined;
	if (typeof guard === "string") return guard;
	if (typeof guard === "function") {
		const operands: unknown = Reflect.get(guard, "guards");
		if (!Array.isArray(operands)) return guard.name || "(inline guard)";
		const names = operands.map((operand) => guardName(operand) ?? "?");
		return guard.name === "not" ? `not ${names.join(", ")}` : names.join(` ${guard.name} `);
	}
	if (typeof guard === "object" && guard !== null) {
		const type: unknown = Reflect.get(guard, "type");
		const params: unknown = Reflect.get(guard, "params");
		if (typeof type === "string") {
			return typeof params === "object" && params !== null ? `${type}(${Object.values(params).join(", ")})` : type;
		}
	}
	return "(inline guard)";
}
