import { builtInPiTheme } from "@ask-user/test-kit/pi-theme";
import { visibleWidth } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { type AskTheme, fromPiTheme, identityTheme, type PiTheme } from "../src/theme.ts";

const roles = Object.keys(identityTheme) as (keyof AskTheme)[];
const colourRoles = roles.filter((role) => role !== "bold");
const sample = "Option 中文 👍🏽";

describe("identityTheme", () => {
	it.each(roles)("leaves text unchanged in %s", (role) => {
		expect(identityTheme[role](sample)).toBe(sample);
	});
});

describe("fromPiTheme", () => {
	const dark = builtInPiTheme("dark");
	const theme = fromPiTheme(dark);

	it.each(colourRoles)("colours %s with ANSI codes around the text", (role) => {
		const styled = theme[role](sample);
		expect(styled).toContain(sample);
		expect(styled).toMatch(/^\x1b\[[0-9;]+m/);
		expect(styled).not.toBe(sample);
	});

	it.each(roles)("keeps the visible width in %s", (role) => {
		expect(visibleWidth(theme[role](sample))).toBe(visibleWidth(sample));
	});

	it("maps roles onto pi's colours", () => {
		expect(theme.accent("x")).toBe(dark.fg("accent", "x"));
		expect(theme.focus("x")).toBe(dark.fg("accent", "x"));
		expect(theme.selected("x")).toBe(dark.fg("success", "x"));
		expect(theme.error("x")).toBe(dark.fg("error", "x"));
		expect(theme.border("x")).toBe(dark.fg("border", "x"));
		expect(theme.tabActive("x")).toBe(dark.bg("selectedBg", dark.fg("text", "x")));
		expect(theme.bold("x")).toBe(dark.bold("x"));
	});

	it("puts the active tab on a background and leaves other tabs without one", () => {
		expect(theme.tabActive("tab")).toBe(`${dark.getBgAnsi("selectedBg")}${dark.fg("text", "tab")}\x1b[49m`);
		expect(theme.tabInactive("tab")).not.toContain(dark.getBgAnsi("selectedBg"));
	});

	it("reads the theme when styling, so a switch behind pi's proxy shows on the next render", () => {
		const light = builtInPiTheme("light");
		let current: PiTheme = dark;
		const proxy: PiTheme = {
			fg: (color, text) => current.fg(color, text),
			bg: (color, text) => current.bg(color, text),
			bold: (text) => current.bold(text),
		};
		const adapted = fromPiTheme(proxy);
		const before = adapted.accent("x");
		current = light;
		expect(adapted.accent("x")).toBe(light.fg("accent", "x"));
		expect(adapted.accent("x")).not.toBe(before);
	});
});
