/**
 * The one question the MCP server's tests, its end-to-end test in pi, the bench's mcp-server suite and render-web's
 * page tests ask: which database, Postgres (`pg`) or SQLite (`sqlite`), under the tab label "Database".
 */
export function databaseQuestion(id = "db") {
	return {
		id,
		label: "Database",
		prompt: "Which database?",
		options: [
			{ value: "pg", label: "Postgres" },
			{ value: "sqlite", label: "SQLite" },
		],
	};
}

/** A payload of `databaseQuestion()` alone. */
export const DATABASE_PAYLOAD = { questions: [databaseQuestion()] };
