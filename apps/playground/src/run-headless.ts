import type { AskUserDetails, NormalizedPayload } from "@ask-user/core";
import { editExternally, identityTheme, QuestionnaireComponent } from "@ask-user/render-tui";
import type { KeyStep } from "@ask-user/test-kit/key-script";
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import type { InspectionEvent } from "xstate";
import { deferred } from "./deferred.ts";
import { PLAYGROUND_MESSAGES } from "./playground-messages.ts";

/** The screen after a step, as plain text. */
interface Frame {
	readonly index: number;
	/** `initial`, `after "Down"`, or `after "Enter", the flow ended` (the component then renders nothing). */
	readonly label: string;
	readonly lines: readonly string[];
}

export interface HeadlessRun {
	readonly payload: NormalizedPayload;
	readonly steps: readonly KeyStep[];
	readonly width: number;
	readonly height: number;
	readonly inspect?: ((event: InspectionEvent) => void) | undefined;
	readonly onFrame: (frame: Frame) => void;
	/** Told about an exception inside the component (the flow then ends as cancelled, reason `error`). */
	readonly onError: (error: unknown) => void;
}

export interface HeadlessResult {
	readonly details: AskUserDetails;
	/** The steps not sent because the flow had already ended. */
	readonly unsent: readonly KeyStep[];
	/** The script ended with the flow still open, so it was aborted to get a result. */
	readonly aborted: boolean;
}

function withoutTrailingBlankLines(lines: readonly string[]): string[] {
	const last = lines.findLastIndex((line) => line !== "");
	return lines.slice(0, last + 1);
}

/**
 * Replays a key script through the real component in a virtual terminal (identity theme), reporting the screen
 * after every step. Stops sending keys once the flow ends; aborts a flow the script leaves open.
 */
export async function runHeadless(run: HeadlessRun): Promise<HeadlessResult> {
	const terminal = new VirtualTerminal({ columns: run.width, rows: run.height });
	const tui = mainScreenTui(terminal);
	const result = deferred<AskUserDetails>();
	let finished = false;
	const component = new QuestionnaireComponent({
		tui,
		theme: identityTheme,
		payload: run.payload,
		messages: PLAYGROUND_MESSAGES,
		inspect: run.inspect,
		// Ctrl+G: the person's $VISUAL/$EDITOR, as in pi.
		externalEditor: editExternally,
		onError: run.onError,
		onDone: (details) => {
			finished = true;
			result.resolve(details);
		},
	});
	tui.addChild(component);
	tui.setFocus(component);
	tui.start();
	const frame = async (index: number, label: string) => {
		await terminal.flush();
		run.onFrame({ index, label, lines: withoutTrailingBlankLines(terminal.screen()) });
	};
	await frame(0, "initial");
	let sent = 0;
	for (const step of run.steps) {
		if (finished) break;
		for (const input of step.inputs) if (!finished) terminal.sendInput(input);
		sent++;
		await frame(sent, `after ${JSON.stringify(step.token)}${finished ? ", the flow ended" : ""}`);
	}
	const aborted = !finished;
	if (aborted) component.abort();
	const details = await result.promise;
	tui.stop();
	component.dispose();
	return { details, unsent: run.steps.slice(sent), aborted };
}
