import { afterEach, describe, expect, it } from "vitest";
import { type Connection, connect, ERAS, textOf } from "./support/client.ts";

const open: Connection[] = [];
afterEach(async () => {
	await Promise.all(open.splice(0).map((connection) => connection.close()));
});

const DB = {
	questions: [
		{
			id: "db",
			label: "Database",
			prompt: "Which database?",
			options: [
				{ value: "pg", label: "Postgres" },
				{ value: "sqlite", label: "SQLite" },
			],
		},
	],
};

describe.each(ERAS)("form mode on %s", (era) => {
	it("asks the form and returns the answer", async () => {
		const connection = await connect({ era, answer: () => ({ action: "accept", content: { db: "sqlite", db__note: "small" } }) });
		open.push(connection);
		const result = await connection.callAskUser(DB);
		console.log(era, JSON.stringify(result), connection.stderr());
		expect(connection.asked).toHaveLength(1);
		expect(textOf(result)).toContain('"SQLite" ["sqlite"]');
	}, 30_000);
});
