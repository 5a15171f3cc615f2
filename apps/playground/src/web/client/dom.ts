/** The page's element with `id`, of the type its tag makes it; a missing element is a bug in the page. */
export function byId<T extends HTMLElement>(id: string, type: new () => T): T {
	const element = document.getElementById(id);
	if (!(element instanceof type)) throw new Error(`the page has no ${type.name} #${id}`);
	return element;
}

/** A new element with a class and text; text is always set as text, never parsed as HTML. */
export function create<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	className = "",
	text = "",
): HTMLElementTagNameMap[K] {
	const element = document.createElement(tag);
	if (className !== "") element.className = className;
	if (text !== "") element.textContent = text;
	return element;
}
