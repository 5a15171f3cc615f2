import { spawn } from "node:child_process";
import { once } from "node:events";
import { messageOf, UsageError } from "../errors.ts";
import { readPayloadInput } from "../load-payload.ts";
import { laidOutStatechart, startWebServer } from "./server.ts";
import { loadWebLooks } from "./web-look.ts";

export interface ServeOptions {
	readonly fixture: string;
	readonly port: number;
	readonly open: boolean;
	readonly note: (line: string) => void;
}

/** The platform's "open this URL" command. */
function opener(): string {
	if (process.platform === "darwin") return "open";
	if (process.platform === "win32") return "explorer";
	return "xdg-open";
}

function openBrowser(url: string, note: (line: string) => void): void {
	const child = spawn(opener(), [url], { detached: true, stdio: "ignore" });
	child.on("error", (error) => note(`could not open a browser (${error.message}): open ${url} yourself`));
	child.unref();
}

/** `pnpm playground --web`: serves the page until Ctrl+C, then closes every flow and the server. */
export async function serveWeb(options: ServeOptions): Promise<void> {
	const [payload, looks] = await Promise.all([readPayloadInput(options.fixture), loadWebLooks()]);
	const server = await startWebServer({
		port: options.port,
		looks,
		initial: { name: options.fixture, payload },
		note: options.note,
	}).catch((error: unknown) => {
		throw new UsageError(`cannot listen on 127.0.0.1:${options.port} (${messageOf(error)}): try another --port`);
	});
	process.stdout.write(`ask_user playground: ${server.url}  (Ctrl+C stops it)\n`);
	if (options.open) openBrowser(server.url, options.note);
	// Laid out while the browser opens the page (a second of ELK's work): the page's chart waits on this layout.
	await laidOutStatechart();
	await Promise.race([once(process, "SIGINT"), once(process, "SIGTERM")]);
	await server.close();
}
