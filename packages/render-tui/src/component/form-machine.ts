/**
 * The statechart the form runs when its host gives none: core's machine without the digit wait's pause (D77). A
 * typed row number that could go on waits for its next digit or a confirm, as the footer says, however long the
 * person takes: a pause never picks a row. Built on first use and kept, so importing render-tui builds no statechart.
 */
import { createQuestionnaireMachine, type QuestionnaireMachine } from "@ask-user/core";

let formMachine: QuestionnaireMachine | undefined;

export function untimedFormMachine(): QuestionnaireMachine {
	formMachine ??= createQuestionnaireMachine({ digitWaitMs: Number.POSITIVE_INFINITY });
	return formMachine;
}
