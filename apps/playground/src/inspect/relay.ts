/**
 * The `--inspect` relay: a page that embeds the Stately inspector, and a WebSocket server that forwards the events
 * one client (this process) sends to the others (the page). It does what `@statelyai/inspect/server` does, except
 * that it listens on 127.0.0.1 only: that one listens on every interface, which would let anyone on the network
 * read the flow (and everything typed into it) or send events to the page. And it serves its own page only
 * (`own-pages-only.ts`): another site can neither load the page (which names the port) nor connect to the socket.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import { refusedForeignHost } from "@ask-user/render-web";
import WebSocket, { WebSocketServer } from "ws";
import { verifyOwnPage } from "../own-pages-only.ts";

export const RELAY_HOST = "127.0.0.1";

const INSPECTOR_URL = "https://stately.ai/inspect";
/** Events kept for a page that connects late. */
const BUFFERED_EVENTS = 200;

/**
 * The page: the inspector in a frame, fed the events the WebSocket brings once the inspector says it is ready. It
 * connects back to the address it was loaded from, so that its Origin is the one the socket accepts.
 */
const BRIDGE_PAGE = `<!DOCTYPE html>
<html>
<head>
  <title>Stately Inspector</title>
  <style>* { margin: 0; padding: 0; } html, body { height: 100%; } iframe { width: 100%; height: 100%; border: none; }</style>
</head>
<body>
  <iframe id="inspector" src="${INSPECTOR_URL}"></iframe>
  <script>
    const iframe = document.getElementById("inspector");
    const buffer = [];
    let connected = false;
    window.addEventListener("message", (e) => {
      if (e.data && e.data.type === "@statelyai.connected") {
        connected = true;
        for (const event of buffer.splice(0)) iframe.contentWindow.postMessage(event, "*");
      }
    });
    const ws = new WebSocket("ws://" + location.host);
    ws.onmessage = (event) => {
      const data = JSON.parse(event.data);
      if (connected) iframe.contentWindow.postMessage(data, "*");
      else buffer.push(data);
    };
  </script>
</body>
</html>`;

export interface Relay {
	readonly host: string;
	readonly port: number;
	/** The Origin a client without a browser (the sink) sends, as the relay's own page would. */
	readonly origin: string;
	stop(): void;
}

/** Starts the relay on a free port of 127.0.0.1. */
export async function startRelay(): Promise<Relay> {
	const http = createServer((request, response) => {
		if (refusedForeignHost(request, response)) return;
		response.writeHead(200, { "Content-Type": "text/html" });
		response.end(BRIDGE_PAGE);
	});
	const sockets = new WebSocketServer({ server: http, verifyClient: verifyOwnPage });
	const buffered: string[] = [];
	sockets.on("connection", (socket) => {
		for (const message of buffered) socket.send(message);
		socket.on("message", (data) => {
			const message = String(data);
			buffered.push(message);
			if (buffered.length > BUFFERED_EVENTS) buffered.shift();
			for (const client of sockets.clients) {
				if (client !== socket && client.readyState === WebSocket.OPEN) client.send(message);
			}
		});
	});
	http.listen(0, RELAY_HOST);
	await once(http, "listening");
	const address = http.address();
	if (typeof address !== "object" || address === null) throw new Error("the inspector relay has no address");
	return {
		host: address.address,
		port: address.port,
		origin: `http://${address.address}:${address.port}`,
		stop() {
			sockets.close();
			http.close();
		},
	};
}
