// @ts-check
/**
 * A module resolve hook for `loaded-modules.mjs`: appends every URL Node resolves to the file named by `data.log`,
 * synchronously, so that when an `import()` settles every module it loaded is already written down.
 */
import { appendFileSync } from "node:fs";

/** @type {string} */
let log = "";

/** @param {{ log: string }} data */
export function initialize(data) {
	log = data.log;
}

/**
 * @param {string} specifier
 * @param {unknown} context
 * @param {(specifier: string, context: unknown) => Promise<{ url: string }>} next
 */
export async function resolve(specifier, context, next) {
	const result = await next(specifier, context);
	appendFileSync(log, `${result.url}\n`);
	return result;
}
