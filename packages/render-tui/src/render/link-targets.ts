import { getCapabilities, setCapabilities } from "@mariozechner/pi-tui";

/**
 * Runs `render` with pi-tui's hyperlinks turned off. On a terminal that supports them, `Markdown` turns
 * `[text](url)` into an OSC 8 hyperlink that shows only `text`, so `[https://github.com/acme](https://evil.example)`
 * would look like a GitHub link; without them it prints ` (url)` after any text that differs from the target.
 * Rendering is synchronous, so nothing else draws while the setting is off.
 */
export function withLinkTargetsShown<T>(render: () => T): T {
	const capabilities = getCapabilities();
	if (!capabilities.hyperlinks) return render();
	setCapabilities({ ...capabilities, hyperlinks: false });
	try {
		return render();
	} finally {
		setCapabilities(capabilities);
	}
}
