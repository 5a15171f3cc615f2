/**
 * What npm and git inside an isolated pi env need to reach the network like this machine does (proxies, extra CA
 * certificates, a registry override), plus a shared npm cache: `pi install npm:` and `git:` run `npm install`.
 */
import { join } from "node:path";
import { PI_EXTENSION_ROOT } from "./pi-paths.ts";

const PASSED_THROUGH = [
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
	for (const key of PASSED_THROUGH) {
		const value = process.env[key];
		if (value !== undefined) env[key] = value;
	}
	return env;
}

/**
 * npm's words for a failure on the registry's or the network's side, not the package's: a version missing from a
 * packument cached before it was published (`ETARGET`, seen for an `@aws-sdk` package a day old), a proxy or CDN
 * answering with another certificate or not at all.
 */
const REGISTRY_FAILURE =
	/\bETARGET\b|\bECONN(?:RESET|REFUSED)\b|\bETIMEDOUT\b|\bEAI_AGAIN\b|\bENOTFOUND\b|\bE50[0-4]\b|self[- ]signed certificate|socket hang up/;

/**
 * The pauses before each retry: a registry's CDN or a proxy that failed once often fails again for a minute (seen:
 * a version not yet served, then a proxy's certificate, in both attempts of one run a minute apart).
 */
export const RETRY_PAUSES_MS: readonly number[] = [30_000, 90_000];

/** The bound of a retried install scenario: each attempt's bound, and the pauses between them. */
export function retriedTimeout(attemptMs: number): number {
	return (RETRY_PAUSES_MS.length + 1) * attemptMs + RETRY_PAUSES_MS.reduce((sum, pause) => sum + pause, 0);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs an install scenario with `networkEnv()`; each time it fails on the registry's side (`REGISTRY_FAILURE` in its
 * error), waits out the next of `RETRY_PAUSES_MS` and runs it again from the start, online, and says so. A package
 * that cannot be installed fails every attempt; a failure of any other kind fails at once.
 */
export async function withNetworkRetry(
	scenario: (env: Record<string, string>) => Promise<void>,
	pause: (ms: number) => Promise<void> = sleep,
): Promise<void> {
	for (let attempt = 0; ; attempt += 1) {
		try {
			return await scenario(networkEnv(attempt > 0));
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			const failure = REGISTRY_FAILURE.exec(message);
			const wait = RETRY_PAUSES_MS[attempt];
			if (failure === null || wait === undefined) throw error;
			console.warn(
				`npm failed on the registry's side (${failure[0]}); installing once more, online, in ${wait / 1000} s`,
			);
			await pause(wait);
		}
	}
}
