/**
 * Plays fuzz scripts against the real component and checks it after every key and resize: no exception, every
 * rendered line within the terminal's width, no more lines than the component's height budget, the machine where
 * the reference model says it should be, and at the end of each flow `details` that obey every output rule and
 * match the keys sent. A flow that ends is replaced by a fresh one, so every key of a script counts.
 */
import {
	type AskUserDetails,
	createQuestionnaireMachine,
	type NormalizedPayload,
	type QuestionnaireMachine,
	type QuestionnaireSnapshot,
} from "@ask-user/core";
import { describeKey, type FuzzKey, type FuzzScript, type Resize } from "@ask-user/test-kit/key-alphabet";
import { assertOutputRules } from "@ask-user/test-kit/output-rules";
import { findUnsafeLine } from "@ask-user/test-kit/terminal-output";
import { visibleWidth } from "@mariozechner/pi-tui";
import type { InspectionEvent } from "xstate";
import type { QuestionnaireComponent } from "../../src/questionnaire.component.ts";
import { KeyModel, type ObservedState } from "./key-model.ts";

/** Where the component runs: straight calls to `render` and `handleInput`, or a real TUI on a virtual terminal. */
export interface FuzzHost {
	readonly columns: number;
	/** The most lines the component may render at the current size. */
	readonly heightBudget: number;
	/** Whether the theme styles nothing, so every rendered line must be plain text (the editor's cursor aside). */
	readonly plainText: boolean;
	open(payload: NormalizedPayload, hooks: ComponentHooks): QuestionnaireComponent;
	send(component: QuestionnaireComponent, data: string): void;
	resize(columns: number, rows: number): void;
	close(component: QuestionnaireComponent): void;
}

interface ComponentHooks {
	/** The statechart with a row number's pause too long to end during a script: the model has no clock. */
	readonly machine: QuestionnaireMachine;
	readonly onDone: (details: AskUserDetails) => void;
	readonly onError: (error: unknown) => void;
	readonly inspect: (event: InspectionEvent) => void;
}

export interface FuzzStats {
	/** Keys delivered to a live flow. */
	keys: number;
	resizes: number;
	renders: number;
	flows: number;
	/** Keys by the state they were pressed in: `answering.idle`, `editing.answer`, `reviewing.idle[submit]`, … */
	readonly states: Record<string, number>;
	/** Finished flows by how they ended: `submitted` or the cancel reason. */
	readonly outcomes: Record<string, number>;
}

export function newStats(): FuzzStats {
	return { keys: 0, resizes: 0, renders: 0, flows: 0, states: {}, outcomes: {} };
}

function count(counts: Record<string, number>, key: string): void {
	counts[key] = (counts[key] ?? 0) + 1;
}

function formatCounts(counts: Record<string, number>): string {
	return Object.entries(counts)
		.sort(([a], [b]) => a.localeCompare(b))
		.map(([key, value]) => `${key} ${value}`)
		.join(", ");
}

export function formatStats(stats: FuzzStats): string {
	return [
		`${stats.keys} keys, ${stats.resizes} resizes, ${stats.renders} renders, ${stats.flows} flows`,
		`  keys by state: ${formatCounts(stats.states)}`,
		`  flows by outcome: ${formatCounts(stats.outcomes)}`,
	].join("\n");
}

/** No pause picks a waiting row number: the fuzz's keys come faster or slower than any person's. */
const untimedMachine = createQuestionnaireMachine({ digitWaitMs: Number.POSITIVE_INFINITY });

/** A state value as a dotted path: `answering.awaitingDigit`. */
function pathOf(value: unknown): string {
	if (typeof value === "string") return value;
	if (typeof value !== "object" || value === null) return String(value);
	return Object.entries(value)
		.map(([parent, child]) => `${parent}.${pathOf(child)}`)
		.join(",");
}

/** The state's path; on the review, the focused button (data, not a state) in brackets: `reviewing.armed[cancel]`. */
function stateName(snapshot: QuestionnaireSnapshot): string {
	if (snapshot.status === "done") return snapshot.output?.cancelled ? "cancelled" : "submitted";
	const path = pathOf(snapshot.value);
	return snapshot.matches("reviewing") ? `${path}[${snapshot.context.reviewFocus}]` : path;
}

function observe(snapshot: QuestionnaireSnapshot): ObservedState {
	return {
		mode: stateName(snapshot),
		current: snapshot.context.current,
		questions: snapshot.context.states.map((state) => ({
			focus: state.focus,
			selected: [...state.selected],
			custom: state.customText !== undefined,
			note: state.note !== undefined,
			optionNotes: Object.keys(state.optionNotes)
				.map(Number)
				.sort((a, b) => a - b),
		})),
	};
}

export type Step = { readonly key: FuzzKey } | Resize;

/** A script's keys with its resizes in between, in order. */
export function* stepsOf(script: FuzzScript): Generator<Step> {
	let resize = 0;
	for (const [index, key] of script.keys.entries()) {
		for (let next = script.resizes[resize]; next !== undefined && next.at <= index; next = script.resizes[++resize]) {
			yield next;
		}
		yield { key };
	}
}

class FuzzFailure extends Error {
	override name = "FuzzFailure";
}

interface Flow {
	readonly component: QuestionnaireComponent;
	readonly model: KeyModel;
	readonly results: AskUserDetails[];
	readonly errors: unknown[];
	/** The machine's latest snapshot, as its inspector reports it. */
	readonly latest: { readonly snapshot?: QuestionnaireSnapshot };
	/** The keys this flow received, for failure reports. */
	readonly trail: string[];
}

export class FuzzDriver {
	private flow: Flow | undefined;

	constructor(
		private readonly payload: NormalizedPayload,
		private readonly host: FuzzHost,
		private readonly stats: FuzzStats,
	) {}

	/** Plays a whole script, then aborts the flow left open. */
	play(script: FuzzScript): void {
		for (const step of stepsOf(script)) this.step(step);
		this.finish();
	}

	step(step: Step): void {
		if ("key" in step) this.press(step.key);
		else this.resize(step.columns, step.rows);
	}

	press(key: FuzzKey): void {
		const flow = this.flow ?? this.open();
		const draft = flow.latest.snapshot?.context.draft ?? "";
		flow.trail.push(describeKey(key));
		count(this.stats.states, flow.model.stateName);
		this.host.send(flow.component, key.data);
		this.stats.keys++;
		flow.model.press(key, draft);
		this.check(flow);
	}

	resize(columns: number, rows: number): void {
		this.host.resize(columns, rows);
		this.stats.resizes++;
		if (this.flow !== undefined) this.checkRender(this.flow);
	}

	/** Aborts the open flow, as a host does when the agent run is cancelled. */
	finish(): void {
		const { flow } = this;
		if (flow === undefined) return;
		flow.trail.push("abort()");
		flow.component.abort();
		flow.model.abort();
		this.check(flow);
	}

	private open(): Flow {
		const results: AskUserDetails[] = [];
		const errors: unknown[] = [];
		// The machine reports its first snapshot while the component is being built.
		const latest: { snapshot?: QuestionnaireSnapshot } = {};
		const component = this.host.open(this.payload, {
			machine: untimedMachine,
			onDone: (details) => results.push(details),
			onError: (error) => errors.push(error),
			inspect: (event) => {
				if (event.type === "@xstate.snapshot") latest.snapshot = event.snapshot as QuestionnaireSnapshot;
			},
		});
		const flow: Flow = { component, model: new KeyModel(this.payload), results, errors, latest, trail: [] };
		this.flow = flow;
		this.checkRender(flow);
		return flow;
	}

	private fail(flow: Flow, message: string): never {
		throw new FuzzFailure(`${message}\n  after ${flow.trail.length} keys: ${flow.trail.slice(-12).join(", ")}`);
	}

	private check(flow: Flow): void {
		if (flow.errors.length > 0) this.fail(flow, `the component failed: ${String(flow.errors[0])}`);
		const { snapshot } = flow.latest;
		const observed = snapshot === undefined ? undefined : observe(snapshot);
		const difference = observed === undefined ? "no snapshot" : flow.model.difference(observed);
		if (difference !== undefined) this.fail(flow, `the machine disagrees with the model: ${difference}`);
		if (!flow.model.ended) {
			if (flow.results.length > 0) this.fail(flow, "onDone was called while the flow is open");
			this.checkRender(flow);
			return;
		}
		const [details, ...more] = flow.results;
		if (details === undefined || more.length > 0) this.fail(flow, `onDone was called ${flow.results.length} times`);
		assertOutputRules(this.payload, details, flow.model.cancelReason !== undefined);
		if (details.cancelReason !== flow.model.cancelReason) {
			this.fail(flow, `cancelReason ${details.cancelReason}, expected ${flow.model.cancelReason}`);
		}
		const answers = JSON.stringify(KeyModel.answersOf(details));
		const expected = JSON.stringify(flow.model.expectedAnswers());
		if (answers !== expected) this.fail(flow, `answers ${answers}, expected ${expected}`);
		if (flow.component.render(this.host.columns).length > 0) this.fail(flow, "a finished flow still renders");
		this.stats.flows++;
		count(this.stats.outcomes, details.cancelReason ?? "submitted");
		this.host.close(flow.component);
		this.flow = undefined;
	}

	private checkRender(flow: Flow): void {
		const { columns, heightBudget } = this.host;
		const lines = flow.component.render(columns);
		this.stats.renders++;
		if (flow.errors.length > 0) this.fail(flow, `render failed: ${String(flow.errors[0])}`);
		if (lines.length < 1 || lines.length > heightBudget) {
			this.fail(flow, `${lines.length} lines at ${columns}×${heightBudget}`);
		}
		for (const [index, line] of lines.entries()) {
			const width = visibleWidth(line);
			if (width > columns) this.fail(flow, `line ${index} is ${width} wide at ${columns}: ${JSON.stringify(line)}`);
		}
		const unsafe = this.host.plainText ? findUnsafeLine(lines) : undefined;
		if (unsafe !== undefined) this.fail(flow, `a control character reached a line: ${JSON.stringify(unsafe)}`);
	}
}
