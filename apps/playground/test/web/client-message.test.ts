import { describe, expect, it } from "vitest";
import { ClientMessageError, parseClientMessage } from "../../src/web/client-message.ts";

describe("messages from the page", () => {
	it("reads each kind of message", () => {
		expect(parseClientMessage('{"type":"payload","text":"{}"}')).toEqual({ type: "payload", text: "{}" });
		expect(parseClientMessage('{"type":"input","data":"\\u001b[B"}')).toEqual({ type: "input", data: "\x1b[B" });
		expect(parseClientMessage('{"type":"resize","cols":80,"rows":24}')).toEqual({ type: "resize", cols: 80, rows: 24 });
		expect(parseClientMessage('{"type":"scheme","scheme":"light"}')).toEqual({ type: "scheme", scheme: "light" });
		expect(parseClientMessage('{"type":"keys","script":"Down"}')).toEqual({ type: "keys", script: "Down" });
		expect(parseClientMessage('{"type":"restart"}')).toEqual({ type: "restart" });
		expect(parseClientMessage('{"type":"inspector","extra":1}')).toEqual({ type: "inspector" });
		expect(parseClientMessage('{"type":"statechart"}')).toEqual({ type: "statechart" });
	});

	it.each([
		["nope", "a message must be JSON"],
		["[1]", "a message must be a JSON object"],
		['{"type":"jump"}', 'unknown message type "jump"'],
		['{"type":"payload"}', '"payload" message: text must be a string'],
		['{"type":"resize","cols":0,"rows":24}', '"resize" message: cols must be a whole number from 20 to 500'],
		['{"type":"resize","cols":1000,"rows":24}', '"resize" message: cols must be a whole number from 20 to 500'],
		['{"type":"resize","cols":80,"rows":2.5}', '"resize" message: rows must be a whole number from 5 to 200'],
		['{"type":"resize","cols":80,"rows":1000}', '"resize" message: rows must be a whole number from 5 to 200'],
		['{"type":"scheme","scheme":"solarized"}', '"scheme" message: scheme must be one of dark, light'],
	])("refuses %s, naming the field", (text, message) => {
		expect(() => parseClientMessage(text)).toThrow(ClientMessageError);
		expect(() => parseClientMessage(text)).toThrow(message);
	});
});
