/**
 * What npm and git inside an isolated pi env need to reach the network like this machine does (proxies, extra CA
 * certificates, a registry override), plus a shared npm cache: `pi install npm:` and `git:` run `npm install`.
 */
import { join } from "node:path";
import { withRegistryRetry } from "@ask-user/test-kit/registry-retry";
import { PI_EXTENSION_ROOT } from "./pi-paths.ts";

/**
 * What npm and git need from this machine's environment to reach the network. turbo runs the tests with only the
 * variables turbo.json passes through (`globalPassThroughEnv`), so it lists these too (test/turbo-env.test.ts).
 */
export const NETWORK_VARIABLES: readonly string[] = [
	"NODE_EXTRA_CA_CERTS",
	"SSL_CERT_FILE",
	"SSL_CERT_DIR",
	"GIT_SSL_CAINFO",
	"HTTP_PROXY",
	"HTTPS_PROXY",
	"NO_PROXY",
	"http_proxy",
	"https_proxy",
	"no_proxy",
	"npm_config_registry",
];

/**
 * A cache that outlives the run (in node_modules, so never committed), used offline-first: the packuments of the
 * workspace's dev dependencies, which `npm install --omit=dev` still resolves, are slow to fetch cold.
 */
const NPM_CACHE = process.env.ASK_USER_E2E_NPM_CACHE ?? join(PI_EXTENSION_ROOT, "node_modules/.cache/ask-user-e2e-npm");

/**
 * Environment variables for `PiEnvOptions.extraEnv` (npm and git as this machine reaches the network): offline-first,
 * or with `online` every packument checked against the registry (a cached one may predate a version another package
 * now names).
 */
function networkEnv(online = false): Record<string, string> {
	const env: Record<string, string> = {
		npm_config_cache: NPM_CACHE,
		...(online ? { npm_config_prefer_online: "true" } : { npm_config_prefer_offline: "true" }),
		// A request the network leaves hanging fails after 30 s and is tried again, instead of holding the install
		// for npm's default 5 minutes (seen: one install of the suite waiting past its 3-minute bound).
		npm_config_fetch_timeout: "30000",
		npm_config_fetch_retries: "4",
		npm_config_fetch_retry_mintimeout: "1000",
		npm_config_fetch_retry_maxtimeout: "10000",
		npm_config_update_notifier: "false",
		npm_config_fund: "false",
		npm_config_audit: "false",
		GIT_TERMINAL_PROMPT: "0",
	};
	for (const key of NETWORK_VARIABLES) {
		const value = process.env[key];
		if (value !== undefined) env[key] = value;
	}
	return env;
}

/**
 * Runs an install scenario with `networkEnv()`; when it fails on the registry's side, again from the start, online,
 * after a pause (`withRegistryRetry`).
 */
export function withNetworkRetry(
	scenario: (env: Record<string, string>) => Promise<void>,
	pause?: (ms: number) => Promise<void>,
): Promise<void> {
	return withRegistryRetry((attempt) => scenario(networkEnv(attempt > 0)), pause);
}
