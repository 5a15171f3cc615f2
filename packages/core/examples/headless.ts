import { buildContent, createQuestionnaireMachine, validate } from "@ask-user/core";
import { createActor, toPromise } from "xstate";

const checked = validate({
	questions: [
		{
			id: "db",
			prompt: "Which database?",
			options: [
				{ value: "postgres", label: "PostgreSQL" },
				{ value: "sqlite", label: "SQLite" },
			],
		},
		{
			id: "extras",
			prompt: "Anything else?",
			type: "multi",
			options: [
				{ value: "docker", label: "Dockerfile" },
				{ value: "ci", label: "CI workflow" },
			],
		},
	],
});
if (!checked.ok) throw new Error(checked.issues.map((i) => `${i.path} ${i.message}`).join("\n"));

const actor = createActor(createQuestionnaireMachine(), { input: checked.payload }).start();
actor.send({ type: "option.pick", number: 1 }); // db: PostgreSQL, moves to the next tab
actor.send({ type: "option.pick", number: 2 }); // extras: toggle "CI workflow"
actor.send({ type: "option.pick", number: 3 }); // extras: "Type your own" opens the editor
actor.send({ type: "editor.save", text: "a Makefile" }); // saves, moves to the review tab
actor.send({ type: "digit.type", digit: 1 }); // review: a typed 1 focuses Submit…
actor.send({ type: "digit.type", digit: 1 }); // …and the same digit again submits (so does option.confirm)

export const details = await toPromise(actor);
export const content = buildContent(details);
