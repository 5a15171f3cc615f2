import { createServer } from "node:net";

/**
 * Why a server cannot listen on `host` (an address this machine does not have, a name that does not resolve), or
 * undefined when it can: checked as the server starts, so a wrong `--host` fails there, not on every call.
 */
export function unlistenable(host: string): Promise<string | undefined> {
	return new Promise((resolve) => {
		const server = createServer();
		server.once("error", (error) => resolve(error.message));
		server.listen(0, host, () => server.close(() => resolve(undefined)));
	});
}
