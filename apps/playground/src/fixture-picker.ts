import type { Fixture } from "@ask-user/core/fixtures";
import { type Component, matchesKey, type SelectItem, SelectList, truncateToWidth } from "@mariozechner/pi-tui";
import type { PiLook } from "./pi-theme.ts";
import { inTerminal } from "./terminal-session.ts";

/** The picker's list: rows below the header and the hint, within the terminal. */
const CHROME_ROWS = 4;
const MIN_VISIBLE = 5;

/** A `SelectList` of fixtures under a title, with `q` as one more way out. */
class FixturePicker implements Component {
	constructor(
		private readonly list: SelectList,
		private readonly look: PiLook,
		private readonly quit: () => void,
	) {}

	render(width: number): string[] {
		return [
			truncateToWidth(this.look.accent("ask_user playground: pick a fixture"), width),
			"",
			...this.list.render(width),
			"",
			truncateToWidth(this.look.dim("↑↓ move · Enter run · Esc, q or Ctrl+C quit"), width),
		];
	}

	handleInput(data: string): void {
		if (matchesKey(data, "q")) this.quit();
		else this.list.handleInput(data);
	}

	invalidate(): void {
		this.list.invalidate();
	}
}

/** Shows the fixtures in the real terminal; resolves with the chosen name, or undefined when the user quits. */
export function pickFixture(
	fixtures: readonly Fixture[],
	look: PiLook,
	preselect?: string,
): Promise<string | undefined> {
	return inTerminal<string | undefined>((tui, finish) => {
		const items: SelectItem[] = fixtures.map(({ name, description }) => ({ value: name, label: name, description }));
		const visible = Math.max(MIN_VISIBLE, tui.terminal.rows - CHROME_ROWS);
		const list = new SelectList(items, visible, look.selectList);
		list.setSelectedIndex(
			Math.max(
				0,
				fixtures.findIndex((fixture) => fixture.name === preselect),
			),
		);
		list.onSelect = (item) => finish(item.value);
		list.onCancel = () => finish(undefined);
		return new FixturePicker(list, look, () => finish(undefined));
	});
}
