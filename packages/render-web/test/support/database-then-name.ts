/** A choice that takes an own answer, then a text question: the two tabs of the page's typed-text tests. */
import type { AskUserInput } from "@ask-user/core";

export const DATABASE_THEN_NAME: AskUserInput = {
	questions: [
		{
			id: "db",
			label: "DB",
			prompt: "Which database?",
			options: [
				{ value: "pg", label: "Postgres" },
				{ value: "sqlite", label: "SQLite" },
			],
		},
		{ id: "name", label: "Name", prompt: "Project name?", type: "text" },
	],
};
