/**
 * The page's script, sent inline under the page's nonce: takes the page's key from the address's fragment (then keeps
 * it in the tab's session storage and drops it from the address bar), follows the form through server-sent events
 * (the server renders the form, then the pieces of it that changed, or of a row only its pick; the script puts them in
 * place, keeping text typed on the page and not saved yet, which details are open, and the focused field), and posts
 * the page's actions with the key; an action that leaves the question or the review carries the text typed there and
 * not saved yet (`drafts`, as many as fit beside it; the others told first), which the server saves first, so nothing
 * typed is lost; while text is typed the script tells the server of it (`typing`, at most every `TYPING_MS`, each text
 * typed since it was last told, in a box shown or not, newest first as many as fit in `MAX_BODY_BYTES`, the rest in the
 * next notice): the person's action, which a host's time-out keeps. A text longer than
 * `MAX_TYPED_CHARACTERS` (a pasted log) is cut in its box to them as it comes, and the status line says so at once, so
 * whatever the page sends fits the server's bound. Until then that text is kept in
 * the tab's session storage too, so a reload puts it back in its box (as its value, never as HTML), and leaving the
 * page asks first; text whose box an update takes away (the form moved on elsewhere) is kept for when the box is
 * back, and the status line says so, unless the server says the form has it or a newer save of its box replaced it
 * (`settled`, ahead of the update): a text still as the page told it is then forgotten. While a pointer is pressed
 * on the form, updates wait until just after it is let go: a click is never lost to its button replaced or moved
 * between press and release. A click on a single or
 * preview question's option picks it and moves on, as the terminal's Enter does. The keyboard: a radio group is one
 * tab stop whose arrows move the pick and stay (Space picks and stays, Enter picks and moves on, as in the
 * terminal), Enter on a multi question's checkbox does what the terminal's Enter on its row does (core's confirm),
 * the review's ↓ and ↑ move along its buttons, digits pick a row as in the terminal (never in a text box),
 * and when the page opens and after a tab change the focus lands on the question's first control. An opened preview is
 * asked of the server once and shown as the server rendered it. It reads only numbers and fixed words from the page's
 * attributes; model text never reaches it but as rendered, escaped HTML.
 */

import { MAX_TYPED_CHARACTERS } from "@ask-user/core/contract";
import { CARRYING_DRAFTS, MAX_BODY_BYTES } from "./page-actions.ts";
import type { PageWords } from "./page-words.ts";

/**
 * While text is typed on the page, the server is told of it at most this often (and after the last key): well within
 * any time limit a person can answer in.
 */
const TYPING_MS = 2000;

/** The header that carries the page's key with an action (the updates carry it as the `key` query parameter). */
export const KEY_HEADER = "x-ask-user-key";

/** The script's own texts, in `words`' language: written into the script as JSON strings. */
export function pageScript(
	words: Pick<PageWords, "unreachable" | "noAccess" | "reconnecting" | "draftsKept" | "textCut">,
): string {
	const said = JSON.stringify({
		unreachable: words.unreachable,
		noAccess: words.noAccess,
		reconnecting: words.reconnecting,
		draftsKept: words.draftsKept,
		textCut: words.textCut(MAX_TYPED_CHARACTERS),
	});
	return `"use strict";
const said = ${said.replaceAll("<", "\\u003c")};
const carrying = ${JSON.stringify(CARRYING_DRAFTS)};
const MOST_CHARACTERS = ${MAX_TYPED_CHARACTERS};
const MOST_BYTES = ${MAX_BODY_BYTES};
const main = document.getElementById("form");
if (location.hash.length > 1) {
	sessionStorage.setItem("ask-user-key", location.hash.slice(1));
	history.replaceState(null, "", location.pathname);
}
const key = sessionStorage.getItem("ask-user-key") ?? "";
const status = document.getElementById("status");
/** Text typed in a box and not saved yet, by the box's field; each also in the tab's storage, under the page's key. */
const typed = new Map();
const DRAFTS = "ask-user-draft ";
const stored = DRAFTS + key + " ";
for (const name of Object.keys(sessionStorage)) {
	if (name.startsWith(stored)) typed.set(name.slice(stored.length), sessionStorage.getItem(name));
	else if (name.startsWith(DRAFTS)) sessionStorage.removeItem(name); // a form this tab showed before
}
/** The text of each field that the server has (told as typed): a notice tells only the texts typed since. */
const sent = new Map();
/** The fields whose text the tab's storage is yet to get: a box may hold 100,000 characters, not stored per keystroke. */
const unstored = new Set();
let storing;
/**
 * Keeps the text typed in a field (the newest last), or forgets it (no text), in the tab's storage after a pause in
 * typing.
 */
function keep(field, text) {
	typed.delete(field);
	if (text !== undefined) typed.set(field, text);
	else sent.delete(field);
	unstored.add(field);
	clearTimeout(storing);
	storing = setTimeout(store, 500);
}
/** Writes what changed into the tab's storage, which a reload reads back. */
function store() {
	for (const field of unstored) {
		const name = stored + field;
		try {
			if (typed.has(field)) sessionStorage.setItem(name, typed.get(field));
			else sessionStorage.removeItem(name);
		} catch {
			// Past the storage's quota: the page alone keeps the text; a reload brings back none of the box's.
			sessionStorage.removeItem(name);
		}
	}
	unstored.clear();
}
addEventListener("pagehide", store);
const opened = new Set();
let ended = false;
for (const details of main.querySelectorAll("details[open][data-key]")) opened.add(details.dataset.key);
const fieldOf = (field) => main.querySelector('textarea[data-field="' + CSS.escape(field) + '"]');
/** The text's first MOST_CHARACTERS characters (code points, no pair split), or undefined when it has no more. */
function cutText(text) {
	if (text.length <= MOST_CHARACTERS) return undefined;
	let units = 0;
	for (let characters = 0; characters < MOST_CHARACTERS && units < text.length; characters++) {
		units += text.codePointAt(units) > 0xffff ? 2 : 1;
	}
	return units < text.length ? text.slice(0, units) : undefined;
}
main.addEventListener("input", (event) => {
	const area = event.target;
	if (area instanceof HTMLTextAreaElement && area.dataset.field) {
		// A text longer than the form keeps (a pasted log) is cut to what it keeps, and the person is told at once.
		const cut = cutText(area.value);
		if (cut !== undefined) {
			area.value = cut;
			status.textContent = said.textCut;
		}
		keep(area.dataset.field, area.value);
		tell();
	}
});
addEventListener("beforeunload", (event) => {
	// Text typed and not saved yet: closing or leaving the page asks first.
	if (typed.size > 0) event.preventDefault();
});
/** Each preview opened, as the server renders it (its Markdown as HTML), by its details' key: asked for once. */
const previews = new Map();
/**
 * Shows an opened preview rendered, in place of its text as written, once the server has rendered it: the text as
 * written stays hidden (no flash of Markdown source) unless the server does not answer. An update that shows the
 * preview again shows it rendered before the next frame.
 */
async function rendered(details) {
	const name = details.dataset.key;
	const written = details.querySelector(":scope > pre");
	if (!name.startsWith("preview-") || !written) return;
	if (!previews.has(name)) {
		const [question, index] = name.slice("preview-".length).split("-");
		const asked = fetch("preview?question=" + question + "&index=" + index, { headers: { "${KEY_HEADER}": key } });
		previews.set(name, asked.then((response) => (response.ok ? response.text() : undefined), () => undefined));
	}
	const html = await previews.get(name);
	if (html === undefined) {
		previews.delete(name);
		details.classList.add("written");
	}
	if (html === undefined || !written.isConnected) return;
	const shown = document.createElement("div");
	shown.className = "markdown";
	shown.innerHTML = html;
	written.replaceWith(shown);
}
main.addEventListener("toggle", (event) => {
	const details = event.target;
	if (!(details instanceof HTMLDetailsElement) || !details.dataset.key) return;
	if (details.open) {
		opened.add(details.dataset.key);
		void rendered(details);
	} else opened.delete(details.dataset.key);
}, true);
function pick(row, selected) {
	row.classList.toggle("selected", selected);
	const radio = row.querySelector('[role="radio"]');
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
/** The radios of a radio group, in order. */
const radiosOf = (group) => [...group.querySelectorAll('[role="radio"]')];
/** One tab stop per radio group (a roving tabindex): the focused radio, else the checked one, else the first. */
function rove() {
	for (const group of main.querySelectorAll('[role="radiogroup"]')) {
		const radios = radiosOf(group);
		const stop =
			radios.find((radio) => radio === document.activeElement) ??
			radios.find((radio) => radio.getAttribute("aria-checked") === "true") ??
			radios[0];
		for (const radio of radios) radio.tabIndex = radio === stop ? 0 : -1;
	}
}
/** The active tab's index, to see a tab change. */
const placeOf = () => main.querySelector('nav.tabs [aria-current="step"]')?.dataset.index;
/** A selector that finds a control again once its piece was replaced, from its fixed attributes alone. */
function selectorOf(element) {
	// A summary, or a link inside an opened preview: its details' summary.
	const details = element instanceof HTMLElement && element.tagName !== "TEXTAREA" ? element.closest("details[data-key]") : null;
	if (details && (element.tagName === "SUMMARY" || element.closest(".markdown"))) {
		return 'details[data-key="' + CSS.escape(details.dataset.key) + '"] > summary';
	}
	const data = element instanceof HTMLElement ? element.dataset : {};
	if (data.action === undefined) return undefined;
	let selector = element.tagName.toLowerCase() + (element.classList.contains("item-label") ? ".item-label" : "");
	for (const name of ["action", "question", "index", "field"]) {
		if (data[name] !== undefined) selector += "[data-" + name + '="' + CSS.escape(data[name]) + '"]';
	}
	return selector;
}
/**
 * When the page opens and after a tab change, the focus on the question's first control (its checked option or its
 * first one, else its text box), or on the review's Submit, with the question's head scrolled into view.
 */
function enter() {
	const control =
		main.querySelector('.question [role="radio"][aria-checked="true"], .question input[type="checkbox"]:checked') ??
		main.querySelector('.question [role="radio"], .question input[type="checkbox"], .question textarea') ??
		main.querySelector('.review [data-action="submit"]');
	if (!control) return;
	main.querySelector(".question h2, .review h2")?.scrollIntoView({ block: "nearest" });
	control.focus({ preventScroll: true });
	const box = control.getBoundingClientRect();
	if (box.top < 0 || box.bottom > innerHeight) control.scrollIntoView({ block: "nearest" });
}
function show(change) {
	const active = document.activeElement;
	const focused = active instanceof HTMLTextAreaElement ? active.dataset.field : undefined;
	const selection = focused ? [active.selectionStart, active.selectionEnd] : undefined;
	const control = active instanceof Element && main.contains(active) ? selectorOf(active) : undefined;
	const place = placeOf();
	// The texts whose boxes are shown (on the first update: every text the tab's storage gave back).
	const shown = [...typed.keys()].filter((field) => place === undefined || fieldOf(field));
	change();
	for (const details of main.querySelectorAll("details[data-key]")) {
		if (!opened.has(details.dataset.key)) continue;
		details.open = true;
		// At once, not at the toggle event: a busy page may draw a frame between the two.
		void rendered(details);
	}
	for (const [key, text] of typed) {
		const area = fieldOf(key);
		if (!area) continue;
		area.value = text;
		const details = area.closest("details");
		if (details) details.open = true;
	}
	if (shown.some((field) => typed.has(field) && !fieldOf(field))) status.textContent = said.draftsKept;
	const again = focused ? fieldOf(focused) : undefined;
	const now = placeOf();
	if (now !== undefined && now !== place) {
		number = "";
		enter();
	} else if (again) {
		again.focus();
		again.setSelectionRange(selection[0], selection[1]);
	} else if (control !== undefined && !main.contains(document.activeElement)) {
		// The focused control's piece was replaced: the focus stays on it rather than dropping to the page.
		main.querySelector(control)?.focus({ preventScroll: true });
	}
	rove();
}
function actionOf(element) {
	const data = element.dataset;
	const action = { type: data.action };
	if (data.question !== undefined) action.question = Number(data.question);
	if (data.index !== undefined) action.index = Number(data.index);
	return action;
}
/**
 * The action that saves a field's text, read from the field's name as the form names its boxes (answer-1, note-1,
 * option-1-2, formNote), so a text whose box is not shown is told too; undefined for a name that is none of those.
 */
function savingOf(field) {
	if (field === "formNote") return { type: "formNote" };
	const named = /^(answer|note|option)-(\\d+)(?:-(\\d+))?$/.exec(field);
	if (!named || (named[1] === "option") !== (named[3] !== undefined)) return undefined;
	const question = Number(named[2]);
	if (named[1] === "option") return { type: "optionNote", question, index: Number(named[3]) };
	return { type: named[1] === "answer" ? "answer" : "questionNote", question };
}
/**
 * The texts typed and not saved yet, each as the action that saves it: those in the boxes shown (what an action that
 * leaves the question carries), or every one (what typing tells, boxes the form moved away from included).
 */
function drafts(shownOnly = true) {
	const found = [];
	for (const [field, text] of typed) {
		const saving = shownOnly && !fieldOf(field) ? undefined : savingOf(field);
		if (saving) found.push([field, { ...saving, text }]);
	}
	return found;
}
/** The texts found that the server does not have yet: typed since they were last told. */
const untold = (found) => found.filter(([field, draft]) => sent.get(field) !== draft.text);
/** The bytes of a text in UTF-8, as the server counts a body. */
const bytesOf = (text) => new Blob([text]).size;
/** A typing notice's bytes besides its texts. */
const NOTICE = bytesOf('{"type":"typing","drafts":[]}');
/**
 * Of the texts found, those that fit in one body of MOST_BYTES with \`base\` bytes besides them: the newest typed first,
 * as many as fit (a text alone always fits a notice).
 */
function fitting(found, base) {
	const fit = [];
	let bytes = base;
	for (const entry of [...found].reverse()) {
		const more = bytesOf(JSON.stringify(entry[1])) + 1;
		if (bytes + more > MOST_BYTES) continue;
		bytes += more;
		fit.unshift(entry);
	}
	return fit;
}
/** Tells the server the texts found in one notice; whether it took them (a refusal is said at once). */
async function post(found) {
	try {
		const response = await fetch("action", {
			method: "POST",
			headers: { "content-type": "application/json", "${KEY_HEADER}": key },
			body: JSON.stringify({ type: "typing", drafts: found.map(([, draft]) => draft) }),
		});
		if (response.ok) {
			for (const [field, draft] of found) if (typed.has(field)) sent.set(field, draft.text);
			return true;
		}
		if (!ended) status.textContent = await response.text();
	} catch {
		if (!ended) status.textContent = said.unreachable;
	}
	return false;
}
/** The notices, one at a time and in order: a text is never told over a newer one. */
let posting = Promise.resolve(true);
/** Tells the server every text found, in as many notices as they take, in turn; whether it took them all. */
function tellAll(found) {
	posting = posting.then(async () => {
		let left = found;
		while (left.length > 0) {
			const next = fitting(left, NOTICE);
			if (!(await post(next))) return false;
			left = left.filter((entry) => !next.includes(entry));
		}
		return true;
	});
	return posting;
}
let toldAt = 0;
let telling;
/**
 * While text is typed, tells the server the texts typed since it was last told ("typing"), at most once every
 * TYPING_MS and once more after the last key: typing is the person's action (a host's time limit starts
 * again), and the host keeps the texts for a time-out. Not a request per key. The texts typed last go first, as many
 * as fit in a notice; those left out go in the next one, so every text typed reaches the server.
 */
function tell() {
	if (telling !== undefined || ended) return;
	telling = setTimeout(() => {
		telling = undefined;
		toldAt = Date.now();
		posting = posting.then(async () => {
			const found = fitting(untold(drafts(false)), NOTICE);
			if (ended || found.length === 0) return true;
			if ((await post(found)) && untold(drafts(false)).length > 0) tell();
			return true;
		});
	}, Math.max(0, toldAt + ${TYPING_MS} - Date.now()));
}
/**
 * Posts the element's action, or the one named (a radio picked by an arrow or Space posts the pick that stays). One
 * that leaves or may leave the question saves the other texts typed in the boxes shown: those that fit beside it go
 * with it (\`drafts\`), and every other text the server does not have yet is told first, in notices that fit, so the
 * server saves those of this question with the action (Submit: every one) and no body is past its bound.
 */
async function act(element, type = element.dataset.action) {
	const field = element.dataset.field;
	const action = { ...actionOf(element), type };
	if (field !== undefined) action.text = fieldOf(field)?.value ?? "";
	const leaves = carrying.includes(action.type);
	const shown = leaves ? drafts().filter(([other]) => other !== field) : [];
	if (leaves) {
		clearTimeout(telling);
		telling = undefined;
		const carried = fitting(shown, bytesOf(JSON.stringify({ ...action, drafts: [] })));
		if (carried.length > 0) action.drafts = carried.map(([, draft]) => draft);
		const others = untold(drafts(false)).filter(
			([other]) => other !== field && !carried.some(([went]) => went === other),
		);
		if (!(await tellAll(others))) return;
	}
	try {
		const response = await fetch("action", {
			method: "POST",
			headers: { "content-type": "application/json", "${KEY_HEADER}": key },
			body: JSON.stringify(action),
		});
		if (response.ok) {
			if (field !== undefined) keep(field);
			// Saved: the field shows the form's text from now on, unless typed in again meanwhile.
			for (const [saved, draft] of shown) if (typed.get(saved) === draft.text) keep(saved);
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
/** The keyboard's actions, one at a time and in order: the arrows held down post the picks they pass. */
let acting = Promise.resolve();
function actInTurn(element, type) {
	acting = acting.then(() => act(element, type));
}
/** Whether keys typed into the element are text: there they are never shortcuts. */
function takesText(element) {
	if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
	if (element instanceof HTMLInputElement) return element.type !== "checkbox" && element.type !== "radio";
	return element instanceof HTMLElement && element.isContentEditable;
}
/** Focuses the radio (its group's tab stop) and picks it, staying on the question, as an arrow or Space does. */
function choose(radio) {
	radio.focus();
	rove();
	if (radio.getAttribute("aria-checked") !== "true") actInTurn(radio, "value.choose");
}
const STEPS = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
/** The arrows in a radio group: the next or previous radio, wrapping around, focused and picked. */
function arrow(event, radio) {
	const step = STEPS[event.key];
	const group = radio.closest('[role="radiogroup"]');
	if (step === undefined || !group) return false;
	event.preventDefault();
	const radios = radiosOf(group);
	choose(radios[(radios.indexOf(radio) + step + radios.length) % radios.length]);
	return true;
}
/**
 * A radio's keys, as the terminal's on an option: Enter picks it and moves on (its click, held down, once), Space picks
 * it and stays (a button would take it for a click, which moves on), the arrows move the pick.
 */
function radioKey(event, radio) {
	if (event.key === "Enter") {
		event.preventDefault();
		if (!event.repeat) actInTurn(radio);
		return true;
	}
	if (event.key === " ") {
		event.preventDefault();
		choose(radio);
		return true;
	}
	return arrow(event, radio);
}
/**
 * Enter on a multi question's checkbox, as the terminal's Enter on its row (once while held): core's confirm, which
 * moves on as the question is when it is answered and else ticks the option and moves on. A row number that waits
 * for its next digit is ticked or unticked instead, staying, as the terminal's Enter completes a number.
 */
function boxEnter(event, box) {
	event.preventDefault();
	if (event.repeat) return;
	if (number !== "") actInTurn(box);
	else actInTurn(box, "option.confirm");
}
/**
 * On the review, ↓ and ↑ on one of its buttons focus the next or previous one shown (each question's, the form's note
 * and its Save, Submit, Cancel, Discuss first), wrapping around, as the terminal's move between its buttons.
 */
function reviewArrow(event) {
	const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
	if (step === 0) return false;
	const buttons = [...main.querySelectorAll(".review button, .review summary")].filter(
		(button) => !button.disabled && button.checkVisibility?.() !== false,
	);
	const at = buttons.indexOf(event.target);
	if (at < 0) return false;
	event.preventDefault();
	buttons[(at + step + buttons.length) % buttons.length].focus();
	return true;
}
/** A row number typed so far that can still grow (1 of 12), as in the terminal; empty when none. */
let number = "";
/** The key pressed last, for the review's digits. */
let lastKey = "";
/**
 * A digit on a question picks its row as in the terminal (a single or preview question's option is picked and the
 * form moves on, a multi question's ticked or unticked, the own answer's number focuses its box); with 10 or more rows, a digit that can begin a longer
 * number focuses its row and waits for the next digit (Enter or Space picks it). On the review, 1, 2, 3 focus Submit,
 * Cancel, Discuss first, and the same digit again presses it.
 */
function digit(event, previous) {
	if (main.querySelector(".confirm")) return;
	const buttons = main.querySelectorAll(".review .buttons button");
	if (buttons.length > 0) {
		const button = buttons[Number(event.key) - 1];
		if (!button) return;
		event.preventDefault();
		if (document.activeElement === button && previous === event.key) button.click();
		else button.focus();
		return;
	}
	const rows = [...main.querySelectorAll('.question [role="radio"], .question [data-action="value.toggle"]')];
	const own = main.querySelector('.question .own textarea');
	const last = Math.max(-1, ...rows.map((row) => Number(row.dataset.index)));
	// The own answer comes after the last option, when the last option is listed.
	const later = [...main.querySelectorAll('[data-action="option.focus"]')].some((more) => Number(more.dataset.index) > last);
	const count = last + 1 + (own && !later ? 1 : 0);
	if (rows.length === 0) return;
	event.preventDefault();
	let row = Number(number + event.key);
	if (row < 1 || row > count) row = Number(event.key);
	number = "";
	if (row < 1 || row > count) return;
	const control = row === last + 2 ? own : rows.find((option) => Number(option.dataset.index) === row - 1);
	if (!control) return;
	control.focus();
	rove();
	if (control === own) return;
	if (row * 10 <= count) number = String(row);
	else actInTurn(control);
}
addEventListener("keydown", (event) => {
	const previous = lastKey;
	lastKey = event.key;
	if (ended || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
	if (takesText(event.target)) {
		number = "";
		return;
	}
	if (event.target instanceof Element && event.target.matches('[role="radio"]') && radioKey(event, event.target)) {
		number = "";
		return;
	}
	if (event.key === "Enter" && event.target instanceof HTMLInputElement && event.target.type === "checkbox") {
		boxEnter(event, event.target);
		number = "";
		return;
	}
	if (reviewArrow(event)) return;
	if (/^[0-9]$/.test(event.key)) digit(event, previous);
	else number = "";
});
const held = [];
let pressed = false;
function later(change) {
	if (pressed) held.push(change);
	else show(change);
}
main.addEventListener("pointerdown", () => {
	pressed = true;
	number = "";
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
// Texts the tab's storage gave back are told as typed: the keys typed last before a reload may not have been.
if (typed.size > 0) tell();
const events = new EventSource("events?key=" + encodeURIComponent(key));
events.addEventListener("view", (event) => later(() => { main.innerHTML = JSON.parse(event.data); }));
events.addEventListener("parts", (event) => later(() => replace(JSON.parse(event.data))));
// Texts told as typed that the form has now (an action saved them) or no longer takes (a save of the box replaced
// them): forgotten unless typed on since, so no box says it keeps them and none is saved again over a newer text.
events.addEventListener("settled", (event) => {
	for (const [field, text] of JSON.parse(event.data)) if (typed.get(field) === text && sent.get(field) === text) keep(field);
	if (status.textContent === said.draftsKept && [...typed.keys()].every((field) => fieldOf(field))) status.textContent = "";
});
events.addEventListener("ended", (event) => {
	ended = true;
	held.length = 0;
	events.close();
	status.textContent = "";
	for (const field of [...typed.keys()]) keep(field);
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
