/** The address to print for a page listening on `host`: the machine's own network address for a wildcard. */
import { networkInterfaces } from "node:os";

/** The first address of this machine that other machines can reach, of `family`; undefined without a network. */
function externalAddress(family: "IPv4" | "IPv6"): string | undefined {
	for (const addresses of Object.values(networkInterfaces())) {
		const found = addresses?.find((address) => address.family === family && !address.internal);
		if (found !== undefined) return found.address;
	}
	return undefined;
}

/** `host:port` as a URL names it (an IPv6 address in brackets); a wildcard named by an address it listens on. */
export function urlHost(host: string, port: number): string {
	const named =
		host === "0.0.0.0"
			? (externalAddress("IPv4") ?? "127.0.0.1")
			: host === "::"
				? (externalAddress("IPv4") ?? externalAddress("IPv6") ?? "::1")
				: host;
	return `${named.includes(":") ? `[${named}]` : named}:${port}`;
}
