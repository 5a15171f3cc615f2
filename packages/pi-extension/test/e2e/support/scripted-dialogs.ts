/**
 * An RPC client's answers to pi's `extension_ui_request` dialogs, from a script, recording what pi asked. A dialog
 * that does not match the next step (method, title, or a select without the scripted entry) is cancelled, so the
 * recorded list shows where the flow went another way.
 */
import type { UiAnswer, UiDialogRequest } from "./run-pi-rpc.ts";

export interface DialogStep {
	method: "select" | "input" | "editor" | "confirm";
	title: string;
	/**
	 * The select entry to choose (exactly as offered), the text to type into the input or editor, `yes`/`no` for a
	 * confirm; undefined cancels the dialog (Esc).
	 */
	answer: string | undefined;
}

/** What pi asked: a select's entries, or an input's placeholder. */
type AskedDialog =
	| { method: "select"; title: string; options: string[] }
	| { method: "input"; title: string; placeholder: string | undefined }
	| { method: "editor"; title: string; prefill: string | undefined }
	| { method: "confirm"; title: string };

export interface ScriptedDialogs {
	/** The `onUiRequest` handler for `runPiRpc` / `PiRpcClient.start`. */
	answer(request: UiDialogRequest): UiAnswer;
	asked(): AskedDialog[];
	/** Steps not used yet. */
	remaining(): number;
}

function describeRequest(request: UiDialogRequest): AskedDialog {
	if (request.method === "select") return { method: "select", title: request.title, options: request.options };
	if (request.method === "input") return { method: "input", title: request.title, placeholder: request.placeholder };
	if (request.method === "editor") return { method: "editor", title: request.title, prefill: request.prefill };
	return { method: request.method, title: request.title };
}

function matches(step: DialogStep | undefined, request: UiDialogRequest): step is DialogStep {
	if (step === undefined || step.method !== request.method || step.title !== request.title) return false;
	return request.method !== "select" || step.answer === undefined || request.options.includes(step.answer);
}

export function scriptedDialogs(steps: readonly DialogStep[]): ScriptedDialogs {
	const script = [...steps];
	const asked: AskedDialog[] = [];
	return {
		answer(request) {
			asked.push(describeRequest(request));
			const step = script[0];
			if (!matches(step, request)) return { cancelled: true };
			script.shift();
			if (step.answer === undefined) return { cancelled: true };
			if (request.method === "confirm") return { confirmed: step.answer === "yes" };
			return { value: step.answer };
		},
		asked: () => [...asked],
		remaining: () => script.length,
	};
}
