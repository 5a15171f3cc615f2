/**
 * An option's preview opened on the form's page: render-web renders its Markdown when the page first asks for it
 * (`GET /preview`, D205), on the host's event loop (pi's own, for `/ask-user web`). Every hostile preview
 * (`@ask-user/test-kit/hostile-previews`: deep quotes and lists, disguised links, invisible text), 20,000 characters of
 * headings, emphasis, lists and code, and the page-update payload's 40,000-character preview (the page shows 20,000),
 * as the options of one question served with `servePage`; each asked for as the page asks, timed from the request to
 * its whole answer over a real socket. One warm-up, then up to the frame count within the frame budget. Target: every
 * median under 50 ms.
 */
import { validate } from "@ask-user/core";
import { KEY_HEADER, servePage } from "@ask-user/render-web";
import { hostilePreviews } from "@ask-user/test-kit/hostile-previews";
import { openPage, request } from "@ask-user/test-kit/page-client";
import type { BenchSizes } from "../options.ts";
import { type Summary, summarize } from "../stats.ts";
import { PAGE_PREVIEW } from "./page-update.ts";

export interface PagePreviewResult {
	readonly preview: string;
	readonly characters: number;
	/** The page's request for the opened preview, ms. */
	readonly render: Summary;
}

/** About 20,000 characters of the Markdown a model writes in a preview. */
const RICH_PREVIEW =
	"## Layout\n\nSome **bold** text, `code` and a [link](https://example.com).\n\n```ts\nconst pool = new Pool({ max: 10 });\nexport function query(sql: string) { return pool.query(sql); }\n```\n\n- one\n- two\n  - three\n\n> A quote.\n\n".repeat(
		100,
	);

const PREVIEWS = [
	...hostilePreviews,
	{ name: "headings, lists and code, 20,000 characters", text: RICH_PREVIEW.slice(0, 20_000) },
	{ name: "the page-update payload's preview", text: PAGE_PREVIEW },
];

export async function pagePreviewSuite(sizes: BenchSizes, log: (line: string) => void): Promise<PagePreviewResult[]> {
	const options = PREVIEWS.map((preview, index) => ({
		value: `p${index}`,
		label: preview.name,
		preview: preview.text,
	}));
	const checked = validate({ questions: [{ id: "previews", prompt: "Which one?", type: "preview", options }] });
	if (!checked.ok) throw new Error("the page-previews payload does not validate");
	const served = await servePage({ payload: checked.payload });
	try {
		const page = await openPage(served.url);
		const headers = { cookie: page.cookie, [KEY_HEADER]: page.key };
		const ask = async (index: number) => {
			const started = performance.now();
			const answer = await request(`${page.base}preview?question=0&index=${index}`, { headers });
			if (answer.status !== 200) throw new Error(`the preview of option ${index} answered ${answer.status}`);
			return performance.now() - started;
		};
		const results: PagePreviewResult[] = [];
		for (const [index, preview] of PREVIEWS.entries()) {
			for (let warm = 0; warm < Math.min(1, sizes.frameWarmup); warm++) await ask(index);
			const samples: number[] = [];
			const deadline = performance.now() + sizes.frameBudgetMs;
			while (samples.length < sizes.frames && (samples.length < 1 || performance.now() < deadline)) {
				samples.push(await ask(index));
			}
			const result = { preview: preview.name, characters: preview.text.length, render: summarize(samples) };
			log(`page preview ${preview.name}: median ${result.render.median.toFixed(2)} ms`);
			results.push(result);
		}
		return results;
	} finally {
		served.abort();
		await served.done;
	}
}
