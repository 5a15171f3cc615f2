import type { AskUserDetails, NormalizedPayload } from "@ask-user/core";
import { defineMessages } from "@ask-user/core/contract";
import { editExternally, QuestionnaireComponent } from "@ask-user/render-tui";
import { FILE_COMPLETION_PLACEHOLDERS, fileAutocomplete } from "@ask-user/render-tui/file-autocomplete";
import { getAgentDir } from "@mariozechner/pi-coding-agent";
import type { InspectionEvent } from "xstate";
import { userDirectory } from "./load-payload.ts";
import type { PiLook } from "./pi-theme.ts";
import { PLAYGROUND_MESSAGES } from "./playground-messages.ts";
import { inTerminal } from "./terminal-session.ts";

export interface InteractiveRun {
	readonly payload: NormalizedPayload;
	readonly look: PiLook;
	readonly inspect?: ((event: InspectionEvent) => void) | undefined;
	/** Told, once the terminal is restored, about an exception inside the component (the flow then ends). */
	readonly onError: (error: unknown) => void;
}

/** Runs one payload with the real component in the real terminal, in pi's look; resolves when it is done. */
export async function runInteractive(run: InteractiveRun): Promise<AskUserDetails> {
	const errors: unknown[] = [];
	let component: QuestionnaireComponent | undefined;
	try {
		return await inTerminal<AskUserDetails>((tui, finish) => {
			component = new QuestionnaireComponent({
				tui,
				theme: run.look.theme,
				markdownTheme: run.look.markdown,
				payload: run.payload,
				inspect: run.inspect,
				// The same `@` completion as in pi, so pi's wording of the answer editor's placeholder too.
				autocompleteProvider: fileAutocomplete(userDirectory(), getAgentDir()),
				messages: defineMessages({ answerPlaceholder: FILE_COMPLETION_PLACEHOLDERS.en }, PLAYGROUND_MESSAGES),
				// Ctrl+G: the person's $VISUAL/$EDITOR, as in pi.
				externalEditor: editExternally,
				onError: (error) => errors.push(error),
				onDone: finish,
			});
			return component;
		});
	} finally {
		component?.dispose();
		errors.forEach(run.onError);
	}
}
