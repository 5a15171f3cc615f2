/**
 * turbo runs each package's tests with only the environment turbo.json passes through (its strict mode). Without
 * the certificates, npm inside the install e2e could not reach the registry behind this machine's proxy
 * (`SELF_SIGNED_CERT_IN_CHAIN` on every request: it got by on what the other scenario had cached), and CI's
 * `CHROMIUM` never reached the browser tests.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NETWORK_VARIABLES } from "./e2e/support/network-env.ts";
import { REPO_ROOT } from "./e2e/support/workspace.ts";

const turbo = JSON.parse(readFileSync(join(REPO_ROOT, "turbo.json"), "utf8")) as { globalPassThroughEnv?: string[] };
const passed = turbo.globalPassThroughEnv ?? [];

describe("turbo passes the tests what they need from the machine", () => {
	it.each(NETWORK_VARIABLES)("%s, which npm and git in the install e2e get", (name) => {
		expect(passed).toContain(name);
	});

	it("CHROMIUM, the browser the page tests drive, and the e2e's ASK_USER_E2E_* overrides", () => {
		expect(passed).toEqual(expect.arrayContaining(["CHROMIUM", "ASK_USER_E2E_*"]));
	});
});
