import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { it } from "vitest";
import { askUserReply } from "./support/mock-model-script.ts";
import { startMockModelServer } from "./support/mock-model-server.ts";
import { createPiEnv } from "./support/pi-env.ts";
import { startPiInTmux, waitForPiReady } from "./support/tmux-session.ts";

it("debug", async () => {
	const ext = await mkdtemp(join(tmpdir(), "dbg-ext-"));
	await writeFile(join(ext, "index.ts"), `import { Type } from "typebox";
export default function (pi) { pi.registerTool({ name: "ask_user", label: "Ask", description: "d", parameters: Type.Object({ questions: Type.Array(Type.Any()) }), executionMode: "sequential",
 async execute(id, p, signal, u, ctx) { const x = await ctx.ui.select("Pick", ["a", "b"], { signal }); return { content: [{ type: "text", text: "picked " + x }], details: { x } }; } }); }`);
	for (const exts of [[], [ext], [ext], []]) {
		const server = await startMockModelServer({ replies: [askUserReply({ questions: [] })] });
		const env = await createPiEnv({ baseUrl: server.baseUrl });
		const s = await startPiInTmux({ env, extensions: exts });
		const t0 = Date.now();
		let first = -1;
		for (;;) { const sc = await s.capture(); if (first < 0 && sc.trim()) first = Date.now() - s.launchedAt; if (sc.includes("mock-model")) break; await new Promise(r => setTimeout(r, 20)); }
		console.log("exts", exts.length, "first output", first, "ready", Date.now() - s.launchedAt);
		if (exts.length && process.env.SHOW) {
			console.log(await s.capture());
			await s.sendText("go"); await s.sendKeys("Enter"); await s.waitForText("Pick");
			await new Promise(r => setTimeout(r, 300));
			console.log(await s.capture());
			await s.sendKeys("Down", "Enter"); await s.waitForText(/^ ok$/m);
			console.log(await s.capture());
			process.env.SHOW = "";
		}
		const k0 = Date.now(); await s.kill(); console.log("kill ms", Date.now() - k0);
		await server.close(); await env.cleanup();
	}
}, 120000);
