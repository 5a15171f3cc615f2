/**
 * The page's script, sent inline under the page's nonce: takes the page's key from the address's fragment (then keeps
 * it in the tab's session storage and drops it from the address bar), follows the form through server-sent events
 * (the server renders the form, then the pieces of it that changed, or of a row only its pick; the script puts them in
 * place, keeping text typed on the page and not saved yet, which details are open, and the focused field), and posts
 * the page's actions with the key; an action that leaves the question or the review carries the text typed there and
 * not saved yet (`drafts`), which the server saves first, so nothing typed is lost. While a pointer is pressed on the
 * form, updates wait until just after it is let go: a click is never lost to its button replaced or moved between
 * press and release. It reads only numbers and fixed words from the page's attributes; model text never reaches it
 * but as rendered, escaped HTML.
 */

import { CARRYING_DRAFTS } from "./page-actions.ts";
import type { PageWords } from "./page-words.ts";

/** The header that carries the page's key with an action (the updates carry it as the `key` query parameter). */
export const KEY_HEADER = "x-ask-user-key";

/** The script's own texts, in `words`' language: written into the script as JSON strings. */
export function pageScript(words: Pick<PageWords, "unreachable" | "noAccess" | "reconnecting">): string {
	const said = JSON.stringify({
		unreachable: words.unreachable,
		noAccess: words.noAccess,
		reconnecting: words.reconnecting,
	});
	return `"use strict";
const said = ${said.replaceAll("<", "\\u003c")};
const carrying = ${JSON.stringify(CARRYING_DRAFTS)};
const main = document.getElementById("form");
if (location.hash.length > 1) {
	sessionStorage.setItem("ask-user-key", location.hash.slice(1));
	history.replaceState(null, "", location.pathname);
}
const key = sessionStorage.getItem("ask-user-key") ?? "";
const status = document.getElementById("status");
const typed = new Map();
const opened = new Set();
let ended = false;
for (const details of main.querySelectorAll("details[open][data-key]")) opened.add(details.dataset.key);
const fieldOf = (field) => main.querySelector('textarea[data-field="' + CSS.escape(field) + '"]');
main.addEventListener("input", (event) => {
	const area = event.target;
	if (area instanceof HTMLTextAreaElement && area.dataset.field) typed.set(area.dataset.field, area.value);
});
main.addEventListener("toggle", (event) => {
	const details = event.target;
	if (!(details instanceof HTMLDetailsElement) || !details.dataset.key) return;
	if (details.open) opened.add(details.dataset.key);
	else opened.delete(details.dataset.key);
}, true);
function pick(row, selected) {
	row.classList.toggle("selected", selected);
	const radio = row.querySelector('[data-action="value.choose"]');
	if (radio) radio.setAttribute("aria-checked", String(selected));
	const box = row.querySelector('input[data-action="value.toggle"]');
	if (box) {
		box.toggleAttribute("checked", selected);
		box.checked = selected;
	}
}
function replace(parts) {
	for (const [part, change] of parts) {
		const old = main.querySelector('[data-part="' + CSS.escape(part) + '"]');
		if (!old) continue;
		if (typeof change === "boolean") {
			pick(old, change);
			continue;
		}
		const made = document.createElement("template");
		made.innerHTML = change;
		old.replaceWith(made.content);
	}
}
function show(change) {
	const active = document.activeElement;
	const focused = active instanceof HTMLTextAreaElement ? active.dataset.field : undefined;
	const selection = focused ? [active.selectionStart, active.selectionEnd] : undefined;
	change();
	for (const details of main.querySelectorAll("details[data-key]")) if (opened.has(details.dataset.key)) details.open = true;
	for (const [key, text] of typed) {
		const area = fieldOf(key);
		if (!area) continue;
		area.value = text;
		const details = area.closest("details");
		if (details) details.open = true;
	}
	const again = focused ? fieldOf(focused) : undefined;
	if (again) {
		again.focus();
		again.setSelectionRange(selection[0], selection[1]);
	}
}
function actionOf(element) {
	const data = element.dataset;
	const action = { type: data.action };
	if (data.question !== undefined) action.question = Number(data.question);
	if (data.index !== undefined) action.index = Number(data.index);
	return action;
}
/** The texts typed in the fields shown and not saved yet, each as the action its field's button sends. */
function drafts() {
	const found = [];
	for (const [field, text] of typed) {
		const button = main.querySelector('button[data-field="' + CSS.escape(field) + '"]');
		if (button) found.push([field, { ...actionOf(button), text }]);
	}
	return found;
}
async function act(element) {
	const field = element.dataset.field;
	const action = actionOf(element);
	if (field !== undefined) action.text = fieldOf(field)?.value ?? "";
	const carried = carrying.includes(action.type) ? drafts() : [];
	if (carried.length > 0) action.drafts = carried.map(([, draft]) => draft);
	try {
		const response = await fetch("action", {
			method: "POST",
			headers: { "content-type": "application/json", "${KEY_HEADER}": key },
			body: JSON.stringify(action),
		});
		if (response.ok) {
			if (field !== undefined) typed.delete(field);
			// Saved: the field shows the form's text from now on, unless typed in again meanwhile.
			for (const [saved, draft] of carried) if (typed.get(saved) === draft.text) typed.delete(saved);
			status.textContent = "";
		} else status.textContent = await response.text();
	} catch {
		status.textContent = ended ? "" : said.unreachable;
	}
}
main.addEventListener("click", (event) => {
	const element = event.target instanceof Element ? event.target.closest("[data-action]") : null;
	if (!element || !main.contains(element) || ended) return;
	if (element instanceof HTMLInputElement) event.preventDefault();
	void act(element);
});
const held = [];
let pressed = false;
function later(change) {
	if (pressed) held.push(change);
	else show(change);
}
main.addEventListener("pointerdown", () => {
	pressed = true;
});
function release() {
	if (!pressed) return;
	// After the click the release makes, which the same task dispatches.
	setTimeout(() => {
		pressed = false;
		const changes = held.splice(0);
		if (changes.length > 0 && !ended) show(() => { for (const change of changes) change(); });
	});
}
addEventListener("pointerup", release, true);
addEventListener("pointercancel", release, true);
// Let go where the page sees no release (another window took the pointer).
addEventListener("blur", release);
const events = new EventSource("events?key=" + encodeURIComponent(key));
events.addEventListener("view", (event) => later(() => { main.innerHTML = JSON.parse(event.data); }));
events.addEventListener("parts", (event) => later(() => replace(JSON.parse(event.data))));
events.addEventListener("ended", (event) => {
	ended = true;
	held.length = 0;
	events.close();
	typed.clear();
	show(() => { main.innerHTML = JSON.parse(event.data); });
	document.body.classList.add("ended");
});
events.addEventListener("open", () => {
	if (!ended) status.textContent = "";
});
events.addEventListener("error", () => {
	if (ended) return;
	status.textContent = key === "" ? said.noAccess : said.reconnecting;
});
`;
}
