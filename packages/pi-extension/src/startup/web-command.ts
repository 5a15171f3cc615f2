/** `/ask-user web`: the form open in the terminal, served as a page too (the server is in `src/web/`, loaded on demand). */
import type { ExtensionCommandContext } from "@mariozechner/pi-coding-agent";
import { askLoader } from "./ask-loader.ts";
import { displayLine } from "./transcript-text.ts";

/** The argument of `/ask-user` that serves the open form as a page. */
export const WEB_ARGUMENT = "web";

/** Serves the open form and prints the page's address, or says why not. Never throws. */
export async function webCommand(ctx: ExtensionCommandContext): Promise<void> {
	if (!ctx.hasUI) return;
	try {
		const { serveOpenForm } = await askLoader.load();
		await serveOpenForm(ctx);
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		ctx.ui.notify(displayLine(`ask-user: the form could not be served (${reason})`), "error");
	}
}
