/**
 * The questionnaire's actor and its result, for every renderer (render-tui's component, pi's RPC dialogs): the actor
 * is created and subscribed here, every snapshot becomes a fresh view model, and the machine's output (or, on an
 * exception, a cancelled result that keeps what was answered) is delivered exactly once.
 */
import { type Actor, createActor, type InspectionEvent, type Snapshot, type Subscription } from "xstate";
import type { Messages } from "../contract/messages.ts";
import type { AskUserDetails, CancelReason, NormalizedPayload } from "../contract/types.ts";
import {
	defaultQuestionnaireMachine,
	type QuestionnaireMachine,
	type QuestionnaireSnapshot,
} from "../machine/questionnaire.machine.ts";
import { failedDetails } from "../result/details.ts";
import { connect } from "./questionnaire.connect.ts";
import type { Send } from "./questionnaire.intents.ts";
import type { QuestionnaireView } from "./questionnaire.view.ts";

/** What a `QuestionnaireFlow` runs (the payload, a restored snapshot) and whom it tells (views, the result). */
export interface QuestionnaireFlowOptions {
	readonly payload: NormalizedPayload;
	/** The statechart; defaults to core's. */
	readonly machine?: QuestionnaireMachine;
	/** Forwarded to `createActor`. */
	readonly inspect?: (event: InspectionEvent) => void;
	/** Forwarded to `connect`; defaults to core's English. */
	readonly messages?: Messages;
	/** A persisted snapshot of the machine to start from (e.g. core's `restoreProgress`); the payload stays the input. */
	readonly snapshot?: Snapshot<unknown>;
	/** Every snapshot while the flow runs, the first one included, after its view went to `onUpdate`. */
	readonly onSnapshot?: (snapshot: QuestionnaireSnapshot) => void;
	/**
	 * Every view while the flow runs, the first one included (delivered while the constructor starts the actor). A
	 * renderer that asks from `view` in turns (pi's dialogs) needs none.
	 */
	readonly onUpdate?: (view: QuestionnaireView) => void;
	/** Called exactly once, when the flow ends. Should it throw, the exception is passed to `onError`. */
	readonly onDone: (details: AskUserDetails) => void;
	/**
	 * Told about an exception before the flow ends as cancelled with reason `error`, and about one thrown by `onDone`
	 * (the flow has ended then). Its own exceptions are ignored.
	 */
	readonly onError?: (error: unknown) => void;
}

/**
 * The questionnaire's actor for one renderer: created, subscribed and started by the constructor, a fresh view for
 * every snapshot (`view`, `onUpdate`), and the result delivered to `onDone` exactly once: the machine's output, or
 * after an exception (`fail`, or one inside the machine) a cancelled result with reason `error` that keeps what was
 * answered. render-tui's component and pi's RPC dialogs both run the form through it.
 */
export class QuestionnaireFlow {
	private readonly options: QuestionnaireFlowOptions;
	private readonly actor: Actor<QuestionnaireMachine>;
	private readonly subscription: Subscription;
	private readonly send: Send;
	/** The view of the latest snapshot delivered; built when read before any was (a machine that failed to start). */
	private current: QuestionnaireView | undefined;
	/** Set once `onDone` was called or the flow was stopped: no more updates or results. */
	private isEnded = false;

	constructor(options: QuestionnaireFlowOptions) {
		this.options = options;
		this.actor = createActor(options.machine ?? defaultQuestionnaireMachine(), {
			input: options.payload,
			...(options.inspect === undefined ? {} : { inspect: options.inspect }),
			...(options.snapshot === undefined ? {} : { snapshot: options.snapshot }),
		});
		const send = this.actor.send.bind(this.actor);
		this.send = send;
		this.subscription = this.actor.subscribe({
			next: (snapshot) => this.update(snapshot, send),
			error: (error) => this.fail(error),
		});
		// Notifies the subscriber with the first snapshot: the first update, and the first view, are made here, once.
		this.actor.start();
	}

	/** The view of the latest snapshot; its intents send events to the machine. */
	get view(): QuestionnaireView {
		this.current ??= connect(this.actor.getSnapshot(), this.send, this.options.messages);
		return this.current;
	}

	get ended(): boolean {
		return this.isEnded;
	}

	/** Ends the flow as cancelled (e.g. the agent run was aborted). */
	abort(reason?: CancelReason): void {
		if (!this.isEnded) this.view.abort(reason);
	}

	/**
	 * Stops the actor without a result. `view` then shows the form as it stood, from a stopped snapshot: its intents,
	 * and those of every older view, return false. A flow that had already ended keeps its ended view.
	 */
	stop(): void {
		const { value, context } = this.actor.getSnapshot();
		this.subscription.unsubscribe();
		this.actor.stop();
		if (this.isEnded) return;
		this.isEnded = true;
		// Resolved rather than read back: stopped from a subscriber, the actor stops only after the callback returns.
		const stopped = this.actor.logic.resolveState({ value, context, status: "stopped" });
		this.current = connect(stopped, this.send, this.options.messages);
	}

	/**
	 * Ends the flow after an exception: `onError`, then a cancelled result with reason `error` that keeps what the
	 * person had answered, as not submitted (`unsubmittedAnswers`). As after any other end, `view` is an ended view
	 * (`cancelled`) whose intents return false.
	 */
	fail(error: unknown): void {
		if (this.isEnded) return;
		this.report(error);
		const { context } = this.actor.getSnapshot();
		this.subscription.unsubscribe();
		this.actor.stop();
		const ended = this.actor.logic.resolveState({ value: "cancelled", context: { ...context, cancelReason: "error" } });
		this.current = connect(ended, this.send, this.options.messages);
		this.finish(failedDetails(context));
	}

	private update(snapshot: QuestionnaireSnapshot, send: Send): void {
		if (this.isEnded) return;
		this.current = connect(snapshot, send, this.options.messages);
		if (snapshot.status === "done" && snapshot.output !== undefined) this.finish(snapshot.output);
		else {
			this.options.onUpdate?.(this.current);
			this.options.onSnapshot?.(snapshot);
		}
	}

	/** Delivers the result once. A host's `onDone` that throws cannot end the flow again or escape the actor. */
	private finish(details: AskUserDetails): void {
		if (this.isEnded) return;
		this.isEnded = true;
		try {
			this.options.onDone(details);
		} catch (error) {
			this.report(error);
		}
	}

	private report(error: unknown): void {
		try {
			this.options.onError?.(error);
		} catch {
			// The host's error handler failed too: nothing is left to tell, and the flow ends all the same.
		}
	}
}
