/**
 * A minimal npm registry on 127.0.0.1 that serves given tarballs (e.g. from `pnpm pack`) as if they were published:
 * a packument per package name, the tarball with its integrity. Point one scope at it in an `.npmrc`
 * (`@ask-user:registry=<url>`) and npm fetches everything else from the real registry.
 */
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { basename } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface MockNpmRegistry {
	/** `http://127.0.0.1:<port>/<random>/` — unique per instance, so npm's cache never mixes two runs. */
	readonly url: string;
	/** The packages it serves, with the package.json inside each tarball. */
	readonly packages: readonly PackedPackage[];
	/** Every request path after the prefix, in order: `@scope/name` for packuments, `-/<file>.tgz` for tarballs. */
	readonly requests: string[];
	close(): Promise<void>;
}

interface PackedPackage {
	name: string;
	version: string;
	/** `package/package.json` from the tarball. */
	manifest: Record<string, unknown>;
	file: string;
}

interface Published extends PackedPackage {
	tarball: Buffer;
}

async function readPublished(file: string): Promise<Published> {
	const { stdout } = await run("tar", ["-xzOf", file, "package/package.json"]);
	const manifest: unknown = JSON.parse(stdout);
	if (typeof manifest !== "object" || manifest === null) throw new Error(`no package.json in ${file}`);
	const { name, version } = manifest as { name?: unknown; version?: unknown };
	if (typeof name !== "string" || typeof version !== "string") throw new Error(`no name/version in ${file}`);
	return { name, version, manifest: manifest as Record<string, unknown>, tarball: await readFile(file), file };
}

function packument(name: string, versions: readonly Published[], base: string): Record<string, unknown> {
	const entries = versions.map((p) => {
		const dist = {
			tarball: `${base}-/${basename(p.file)}`,
			shasum: createHash("sha1").update(p.tarball).digest("hex"),
			integrity: `sha512-${createHash("sha512").update(p.tarball).digest("base64")}`,
		};
		return [p.version, { ...p.manifest, _id: `${name}@${p.version}`, dist }] as const;
	});
	const latest = versions.at(-1)?.version ?? "0.0.0";
	return { name, "dist-tags": { latest }, versions: Object.fromEntries(entries) };
}

export async function startMockNpmRegistry(tarballs: readonly string[]): Promise<MockNpmRegistry> {
	const published = await Promise.all(tarballs.map(readPublished));
	const prefix = `/${randomBytes(4).toString("hex")}/`;
	const requests: string[] = [];
	let base = "";
	const server = createServer((req, res) => {
		const path = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
		const rest = path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
		requests.push(rest ?? path);
		const file = rest?.startsWith("-/") ? published.find((p) => basename(p.file) === rest.slice(2)) : undefined;
		if (file !== undefined) {
			res.writeHead(200, { "content-type": "application/octet-stream", "content-length": file.tarball.length });
			res.end(file.tarball);
			return;
		}
		const versions = published.filter((p) => p.name === rest);
		if (req.method === "GET" && versions.length > 0) {
			res.writeHead(200, { "content-type": "application/json" });
			res.end(JSON.stringify(packument(versions[0]!.name, versions, base)));
			return;
		}
		res.writeHead(404, { "content-type": "application/json" });
		res.end(JSON.stringify({ error: "not found" }));
	});
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(0, "127.0.0.1", () => resolve());
	});
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`;
	return {
		url: base,
		packages: published.map(({ name, version, manifest, file }) => ({ name, version, manifest, file })),
		requests,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
