import { it } from "vitest";
import { tour } from "@ask-user/core/fixtures";
import { askUserReply, textReply } from "../support/mock-model-script.ts";
import { startMockModelServer } from "../support/mock-model-server.ts";
import { createPiEnv } from "../support/pi-env.ts";
import { PI_EXTENSION_ROOT } from "../support/pi-paths.ts";
import { readToolResults } from "../support/read-tool-results.ts";
import { startPiInTmux, waitForPiReady } from "../support/tmux-session.ts";

const steps: [string, string[] | string][] = JSON.parse(process.env.STEPS ?? "[]");
it("peek", async () => {
	const server = await startMockModelServer({ replies: [askUserReply(tour, "c1"), textReply("follow-up text")] });
	const env = await createPiEnv({ baseUrl: server.baseUrl });
	const s = await startPiInTmux({ env, extensions: [PI_EXTENSION_ROOT] });
	try {
		await waitForPiReady(s, env);
		await s.sendText("go");
		await s.sendKeys("Enter");
		await s.waitForText("Database");
		await new Promise((r) => setTimeout(r, 500));
		console.log("=== initial\n" + (await s.capture()));
		for (const [kind, v] of steps) {
			if (kind === "keys") await s.sendKeys(...(v as string[]));
			else await s.typeText(v as string);
			await new Promise((r) => setTimeout(r, 400));
			console.log(`=== after ${kind} ${JSON.stringify(v)}\n` + (await s.capture()));
		}
		console.log(JSON.stringify(await readToolResults(env.sessionDir), null, 1));
		console.log(JSON.stringify(server.toolResults, null, 1));
	} finally {
		await s.kill();
		await server.close();
		await env.cleanup();
	}
}, 120000);
