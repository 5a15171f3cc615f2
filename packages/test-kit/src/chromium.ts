/**
 * Debian's chromium (which `.ci/run` installs), headless, for the tests of the pages the project serves; `CHROMIUM`
 * names another Chromium-based browser (GitHub's runner has Google Chrome, and no root for apt-get in `.ci/run`).
 */
import { type Browser, chromium } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

const CHROMIUM_ARGS = [
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];

export function launchChromium(): Promise<Browser> {
	return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
