/**
 * An option's preview on the page, once opened: its Markdown rendered as the terminal renders it, from the text the
 * page shows (cut, sanitized, nesting bounded), and nothing the model wrote acts: raw HTML is text, a link opens only
 * an http(s) or mailto address and shows where it goes, an image loads nothing. Served by `GET /preview` to the page
 * alone (its cookie and key), for any question's row.
 */
import { tour } from "@ask-user/core/fixtures";
import { openPage, request } from "@ask-user/test-kit/page-client";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_PAGE_TEXT_UNITS } from "../src/html-text.ts";
import { KEY_HEADER } from "../src/page-script.ts";
import { previewHtml } from "../src/preview-markdown.ts";
import { type ServedForm, servedForm } from "./support/followed-form.ts";

describe("a preview's HTML", () => {
	it("renders Markdown, its headings below the question's own", () => {
		const html = previewHtml(
			"# Layout\n\nSome **bold** and `code`.\n\n```ts\nconst a = 1 < 2;\n```\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> quoted",
		);
		expect(html).toContain("<h3>Layout</h3>");
		expect(html).toContain("<strong>bold</strong>");
		expect(html).toContain("<code>code</code>");
		expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;');
		expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
		expect(html).toContain("<table>");
		expect(html).toMatch(/<blockquote>\s*<p>quoted/);
		expect(previewHtml("###### six")).toContain("<h6>six</h6>");
	});

	it("shows raw HTML as the text it is: no element the model wrote", () => {
		const html = previewHtml(
			'<script>alert(1)</script>\n\nText <img src=x onerror="alert(2)"> and <b onclick="x()">bold</b>.\n\n<iframe src="https://evil.example"></iframe>',
		);
		expect(html).not.toMatch(/<(script|img|iframe|b)\b/);
		expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
		expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
	});

	it("shows a block of HTML as written, its lines kept", () => {
		const html = previewHtml("<div>\n<p>one</p>\n<p>two</p>\n</div>\n\nafter");
		expect(html).toContain("<pre>&lt;div&gt;\n&lt;p&gt;one&lt;/p&gt;\n&lt;p&gt;two&lt;/p&gt;\n&lt;/div&gt;</pre>");
		expect(html).toContain("<p>after</p>");
	});

	it("shows a preview as written when a paragraph's emphasis would take too long to parse", () => {
		const text = `# Title\n\n${"*_a".repeat(7_000)}`;
		expect(previewHtml(text)).toBe(
			`<pre># Title\n\n${"*_a".repeat(Math.ceil(MAX_PAGE_TEXT_UNITS / 3)).slice(0, MAX_PAGE_TEXT_UNITS - 9)}…</pre>`,
		);
	});

	it("shows no target beside an address written bare, a www. address or an e-mail address", () => {
		const html = previewHtml("<https://a.example/x> www.b.example <c@d.example>");
		expect(html).not.toContain('class="target"');
		expect(html).toContain('href="http://www.b.example"');
		expect(html).toContain('href="mailto:c@d.example"');
	});

	it("opens only http(s) and mailto links, in a new tab, and shows a target that differs from the text", () => {
		const html = previewHtml(
			"[docs](https://example.com/docs) [https://github.com/acme](https://evil.example) <https://plain.example> [run](javascript:alert(1)) [data](data:text/html,x) [mail](mailto:a@b.example)",
		);
		expect(html).toContain(
			'<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">docs</a> <span class="target">(https://example.com/docs)</span>',
		);
		expect(html).toContain('<span class="target">(https://evil.example)</span>');
		expect(html).toContain('rel="noopener noreferrer">https://plain.example</a> ');
		expect(html).not.toContain("(https://plain.example)");
		expect(html).not.toMatch(/href="(javascript|data):/);
		expect(html).toContain('run <span class="target">(javascript:alert(1))</span>');
		expect(html).toContain('href="mailto:a@b.example"');
	});

	it("draws a task's box as a glyph: no form control of the model's on the page", () => {
		const html = previewHtml("- [x] done\n- [ ] to do");
		expect(html).not.toContain("<input");
		expect(html).toContain("☑ done");
		expect(html).toContain("☐ to do");
	});

	it("loads no image: its text and address show instead", () => {
		const html = previewHtml('![a chart](https://tracker.example/pixel.png "t")');
		expect(html).not.toContain("<img");
		expect(html).toContain(
			'<span class="image">a chart <span class="target">(https://tracker.example/pixel.png)</span></span>',
		);
	});

	it("is sanitized, cut to what the page shows, and bounded in nesting", () => {
		expect(previewHtml("red \u001b[31mtext\u001b[0m\u0007 \u202eevil")).not.toMatch(/[\u001b\u0007\u202e]/);
		const long = previewHtml(`${"word ".repeat(MAX_PAGE_TEXT_UNITS)}END`);
		expect(long).not.toContain("END");
		expect(long).toContain("…");
		const deep = previewHtml(`${">".repeat(5000)} deep\n\n${"- ".repeat(500)}list`);
		expect(deep.match(/<blockquote>/g)).toHaveLength(1);
		expect((deep.match(/<ul>/g) ?? []).length).toBeLessThanOrEqual(2);
	});
});

describe("GET /preview", () => {
	let served: ServedForm | undefined;
	afterEach(async () => {
		served?.actor.stop();
		await served?.web.end({ cancelled: true, cancelReason: "aborted", questions: [], answers: {} });
		served = undefined;
	});

	/** The tour's first question with a preview: where the page asks for one. */
	const previewAt = () => {
		const question = tour.questions.findIndex((candidate) => candidate.options?.some((option) => option.preview));
		const index = tour.questions[question]?.options?.findIndex((option) => option.preview) ?? -1;
		return { question, index };
	};

	it("gives the page its preview rendered, and nothing to a request without the page's cookie and key", async () => {
		served = servedForm(tour);
		const page = await openPage(await served.web.address());
		const { question, index } = previewAt();
		expect(question).toBeGreaterThan(0);
		const at = `${page.base}preview?question=${question}&index=${index}`;
		const answer = await request(at, { headers: { cookie: page.cookie, [KEY_HEADER]: page.key } });
		expect(answer.status).toBe(200);
		expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
		expect(answer.body).toBe(previewHtml(tour.questions[question]?.options?.[index]?.preview ?? ""));
		expect(answer.body).toMatch(/<(h3|p|pre|ul)>/);
		for (const headers of [
			{ cookie: page.cookie },
			{ [KEY_HEADER]: page.key },
			{ cookie: page.cookie, [KEY_HEADER]: "forged" },
		]) {
			expect((await request(at, { headers })).status).toBe(403);
		}
	});

	it("is a 404 for a row without a preview or a place the form does not have", async () => {
		served = servedForm(tour);
		const page = await openPage(await served.web.address());
		const headers = { cookie: page.cookie, [KEY_HEADER]: page.key };
		for (const query of [
			"question=&index=",
			"question=2&index=0x1",
			"question=2&index=1e0",
			"question=2&index=%201%20",
			"question=2",
			"question=0&index=0",
			"question=99&index=0",
			"question=-1&index=0",
			"question=x&index=1",
			"question=1&index=1e9",
			"",
		]) {
			const answer = await request(`${page.base}preview?${query}`, { headers });
			expect(answer.status, query).toBe(404);
			expect(answer.body).toBe("the form has no such preview");
		}
	});
});
