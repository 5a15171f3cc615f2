/** The opt-in time limit: the text of the time left, its refresh rate, and the end. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { startCountdown, timeLeftText } from "../src/on-demand/countdown.ts";

describe("timeLeftText", () => {
	it("minutes above two minutes, minutes and seconds below", () => {
		expect(timeLeftText(10 * 60_000)).toBe("10 min left");
		expect(timeLeftText(121_000)).toBe("3 min left");
		expect(timeLeftText(120_000)).toBe("2:00 left");
		expect(timeLeftText(65_500)).toBe("1:06 left");
		expect(timeLeftText(0)).toBe("0:00 left");
		expect(timeLeftText(-5)).toBe("0:00 left");
	});
});

describe("startCountdown", () => {
	afterEach(() => vi.useRealTimers());

	it("refreshes once a minute, then once a second, and expires once at the end", () => {
		vi.useFakeTimers();
		const refresh = vi.fn();
		const expire = vi.fn();
		const countdown = startCountdown(5, refresh, expire);
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
		startCountdown(1, () => {}, expire).stop();
		vi.advanceTimersByTime(120_000);
		expect(expire).not.toHaveBeenCalled();
	});
});
