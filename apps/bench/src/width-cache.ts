/**
 * pi-tui's width cache emptied on demand, untimed, before each portion of keys: `visibleWidth` remembers the widths
 * of the last 512 strings it measured (pi-tui 0.73.1 and 1.6.0, in insertion order), shared by every TUI in the
 * process. Without it, the pi-tui-alone floor replaying a portion right after ask_user's would find the lines
 * ask_user's keys just measured there, every one of them in a `--quick` run's short portions (D111).
 */
import { visibleWidth } from "@mariozechner/pi-tui";

/** More strings than pi-tui's cache holds, none of them printable ASCII (which pi-tui measures without it). */
const EVICTING_STRINGS = 2048;

export function forgetMeasuredWidths(): void {
	for (let index = 0; index < EVICTING_STRINGS; index++) visibleWidth(`\u00e9${index}`);
}
