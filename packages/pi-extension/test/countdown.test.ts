/** The opt-in time limit: the text of the time left, its refresh rate, and the end. */
import { localeMessages } from "@ask-user/core/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUSY_GRACE_MS, startCountdown, timeLeftText } from "../src/notifications/countdown.ts";

describe("timeLeftText", () => {
	it("minutes above two minutes, minutes and seconds below", () => {
		expect(timeLeftText(10 * 60_000)).toBe("10 min left");
		expect(timeLeftText(121_000)).toBe("3 min left");
		expect(timeLeftText(120_000)).toBe("2:00 left");
		expect(timeLeftText(65_500)).toBe("1:06 left");
		expect(timeLeftText(0)).toBe("0:00 left");
		expect(timeLeftText(-5)).toBe("0:00 left");
	});

	it("in the form's locale: no English word left", () => {
		expect(timeLeftText(10 * 60_000, localeMessages("de"))).toBe("noch 10 Min.");
		expect(timeLeftText(65_500, localeMessages("fr"))).toBe("encore 1:06");
		expect(timeLeftText(121_000, localeMessages("es"))).toBe("quedan 3 min");
	});

	it("the countdown's notice speaks the words it is given", () => {
		const countdown = startCountdown(5, { refresh: () => {}, expire: () => {}, words: localeMessages("de") });
		try {
			expect(countdown.notice()).toBe("noch 5 Min.");
		} finally {
			countdown.stop();
		}
	});
});

describe("startCountdown", () => {
	afterEach(() => vi.useRealTimers());

	it("refreshes once a minute, then once a second, and expires once at the end", () => {
		vi.useFakeTimers();
		const refresh = vi.fn();
		const expire = vi.fn();
		const countdown = startCountdown(5, { refresh, expire });
		expect(countdown.notice()).toBe("5 min left");
		vi.advanceTimersByTime(60_000);
		expect(refresh).toHaveBeenCalledTimes(1);
		expect(countdown.notice()).toBe("4 min left");
		vi.advanceTimersByTime(120_000);
		expect(refresh).toHaveBeenCalledTimes(3);
		expect(countdown.notice()).toBe("2:00 left");
		vi.advanceTimersByTime(10_000);
		expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(12);
		expect(countdown.notice()).toBe("1:50 left");
		vi.advanceTimersByTime(110_000);
		expect(expire).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(600_000);
		expect(expire).toHaveBeenCalledTimes(1);
	});

	it("stop ends it before the time is up", () => {
		vi.useFakeTimers();
		const expire = vi.fn();
		startCountdown(1, { refresh: () => {}, expire }).stop();
		vi.advanceTimersByTime(120_000);
		expect(expire).not.toHaveBeenCalled();
	});

	it("any key starts the whole limit again: a person who keeps working is never timed out", () => {
		vi.useFakeTimers();
		const expire = vi.fn();
		const countdown = startCountdown(2, { refresh: () => {}, expire });
		for (let minute = 0; minute < 10; minute += 1) {
			vi.advanceTimersByTime(110_000); // a key every 1:50, inside the 2-minute limit
			countdown.restart();
			expect(countdown.notice()).toBe("2:00 left");
		}
		expect(expire).not.toHaveBeenCalled();
		vi.advanceTimersByTime(120_000);
		expect(expire).toHaveBeenCalledTimes(1);
		countdown.restart(); // after the end, a key changes nothing
		vi.advanceTimersByTime(240_000);
		expect(expire).toHaveBeenCalledTimes(1);
	});

	it("while the person has unsaved text open the end waits, a minute at a time, and comes once they stop", () => {
		vi.useFakeTimers();
		const expire = vi.fn();
		let writing = true;
		const why = "time limit waiting: you are typing a note";
		const countdown = startCountdown(1, { refresh: () => {}, expire, waiting: () => (writing ? why : undefined) });
		vi.advanceTimersByTime(60_000 + BUSY_GRACE_MS * 3);
		expect(expire).not.toHaveBeenCalled();
		expect(countdown.notice()).toBe(why);
		writing = false;
		expect(countdown.notice()).toMatch(/^\d:\d\d left$/);
		vi.advanceTimersByTime(BUSY_GRACE_MS);
		expect(expire).toHaveBeenCalledTimes(1);
	});

	it("says why it waits in place of the time left while a draft is open, never a time standing still", () => {
		vi.useFakeTimers();
		let draft = false;
		const countdown = startCountdown(1, {
			refresh: () => {},
			expire: () => {},
			waiting: () => (draft ? "time limit waiting: you are typing an answer" : undefined),
		});
		vi.advanceTimersByTime(56_000);
		expect(countdown.notice()).toBe("0:04 left");
		draft = true;
		expect(countdown.notice()).toBe("time limit waiting: you are typing an answer");
		vi.advanceTimersByTime(10_000);
		expect(countdown.notice()).toBe("time limit waiting: you are typing an answer");
		countdown.stop();
	});
});
