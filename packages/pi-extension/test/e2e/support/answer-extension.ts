/**
 * A helper pi extension for the events scenario, like a phone notifier: it follows `ask-user:opened` on
 * `pi.events` and, a moment later, answers the open form through `ask-user:answer`.
 */
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";

export default function answerExtension(pi: ExtensionAPI): void {
	pi.events.on("ask-user:opened", (data) => {
		const { toolCallId } = data as { toolCallId: string };
		setTimeout(() => {
			pi.events.emit("ask-user:answer", { toolCallId, answers: { database: { values: ["sqlite"] } } });
		}, 1500);
	});
}
