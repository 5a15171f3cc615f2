import { normalize } from "@ask-user/test-kit/payload";
import { type Actor, createActor, toPromise } from "xstate";
import type { AskUserDetails, QuestionnaireEvent, QuestionnaireView } from "../../src/index.ts";
import { connect, type QuestionnaireMachine } from "../../src/index.ts";
import { defaultQuestionnaireMachine } from "../../src/machine/questionnaire.machine.ts";

export type QuestionnaireActor = Actor<QuestionnaireMachine>;

/** A started actor on a payload (raw input is validated and normalized first). */
export function start(
	input: unknown,
	machine: QuestionnaireMachine = defaultQuestionnaireMachine(),
): QuestionnaireActor {
	return createActor(machine, { input: normalize(input) }).start();
}

export function play(actor: QuestionnaireActor, events: readonly QuestionnaireEvent[]): QuestionnaireActor {
	for (const event of events) actor.send(event);
	return actor;
}

/** The view model of the actor's current snapshot. */
export function view(actor: QuestionnaireActor): QuestionnaireView {
	return connect(actor.getSnapshot(), actor.send);
}

/** Plays the events on a fresh actor and awaits its output; fails at once (no hang) if the flow has not ended. */
export async function finish(
	input: unknown,
	events: readonly QuestionnaireEvent[],
	machine: QuestionnaireMachine = defaultQuestionnaireMachine(),
): Promise<AskUserDetails> {
	return settle(play(start(input, machine), events));
}

/** Awaits the output of an actor whose flow should have ended. */
export async function settle(actor: QuestionnaireActor): Promise<AskUserDetails> {
	const snapshot = actor.getSnapshot();
	if (snapshot.status !== "done") throw new Error(`the flow has not ended: ${JSON.stringify(snapshot.value)}`);
	return toPromise(actor);
}
