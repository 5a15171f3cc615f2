/**
 * Where no form can open — print mode (`pi -p`) and JSON mode, with no UI and no dialogs — `ask_user` is taken out
 * of the tools the model is offered, so no turn is spent on a call that can only answer `ui_unavailable`. The
 * setting `offerWithoutUI` keeps it (its result then lists the questions, for the model to ask another way), and so
 * does a subagent relay in the environment whose socket is there (the parent pi's form answers it, see
 * `relay-host.ts`; a stale name left from a pi that ended keeps nothing) and a file of
 * scripted answers (`ASK_USER_ANSWERS` or the global `scriptedAnswers`), which answers it there. RPC
 * mode has pi's dialogs (`ctx.hasUI` is true there): the tool stays.
 */
import type { ExtensionAPI, ExtensionContext } from "@mariozechner/pi-coding-agent";
import { askLoader } from "../boundary.ts";
import { namedRelayThere, withdrawTool } from "../registration/no-ui.ts";
import { TOOL_NAME } from "../registration/tool.ts";
import { relayIn } from "../relay/relay-client.ts";

/** Takes `ask_user` out of the active tools when `ctx` has no UI, unless the settings keep it. */
export async function withdrawWithoutUI(
	pi: Pick<ExtensionAPI, "getActiveTools" | "setActiveTools">,
	ctx: Pick<ExtensionContext, "hasUI" | "cwd">,
): Promise<void> {
	if (ctx.hasUI) return;
	const active = pi.getActiveTools();
	if (!active.includes(TOOL_NAME) || (relayIn(process.env) !== undefined && namedRelayThere(process.env))) return;
	// The settings are read with the rest of the form's code; a failure to load them withdraws, as by default.
	const offered = await askLoader.load().then(
		({ offeredWithoutUI }) => offeredWithoutUI(ctx.cwd),
		() => false,
	);
	if (!offered) withdrawTool(pi);
}
