/**
 * The page's address as a QR code, for a phone on the network: two modules to a row in half-block characters. A
 * light module is drawn and a dark one left blank, so that on a terminal's dark background the code reads as printed
 * (dark on light), quiet zone included.
 */
import { encode } from "uqr";

/** The quiet zone around the code, in modules (the standard asks for 4; 2 reads on a screen and saves rows). */
const QUIET_MODULES = 2;

/** The code's rows: as wide as the code in modules, half as tall. */
export function addressQr(url: string): string[] {
	const { data } = encode(url, { ecc: "L", border: QUIET_MODULES });
	const rows: string[] = [];
	for (let y = 0; y < data.length; y += 2) {
		const top = data[y] ?? [];
		const bottom = data[y + 1];
		let row = "";
		for (const [x, dark] of top.entries()) {
			const upper = !dark;
			const lower = bottom !== undefined && bottom[x] === false;
			row += upper && lower ? "█" : upper ? "▀" : lower ? "▄" : " ";
		}
		rows.push(row);
	}
	return rows;
}
