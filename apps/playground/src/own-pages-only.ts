/**
 * The playground's WebSockets come from its own pages only: the Host and Origin checks shared with `/ask-user web`
 * (`@ask-user/render-web`, whose `own-pages-only.ts` says why), as the `verifyClient` of a WebSocketServer.
 */
import { hostRefusal, originRefusal, TEXT_HEADERS } from "@ask-user/render-web";
import type { VerifyClientCallbackAsync } from "ws";

/** The `verifyClient` of a WebSocketServer: refuses a foreign Host (421) and a foreign or missing Origin (403). */
export const verifyOwnPage: VerifyClientCallbackAsync = ({ req }, done) => {
	const refusal = hostRefusal(req) ?? originRefusal(req);
	if (refusal === undefined) done(true);
	else done(false, refusal.status, refusal.reason, TEXT_HEADERS);
};
