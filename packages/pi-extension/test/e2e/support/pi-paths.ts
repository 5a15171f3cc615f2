/** Where the pi binary and package live for this workspace package (pi is a devDependency). */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** `packages/pi-extension/` */
export const PI_EXTENSION_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** The pnpm bin shim of `@mariozechner/pi-coding-agent`; override with `ASK_USER_E2E_PI_BIN`. */
export const PI_BIN = process.env.ASK_USER_E2E_PI_BIN ?? `${PI_EXTENSION_ROOT}node_modules/.bin/pi`;

/** The installed pi version (e.g. `0.73.1`). */
export function piVersion(): string {
	const path = `${PI_EXTENSION_ROOT}node_modules/@mariozechner/pi-coding-agent/package.json`;
	const pkg: unknown = JSON.parse(readFileSync(path, "utf8"));
	if (typeof pkg === "object" && pkg !== null && "version" in pkg && typeof pkg.version === "string")
		return pkg.version;
	throw new Error(`no version in ${path}`);
}
