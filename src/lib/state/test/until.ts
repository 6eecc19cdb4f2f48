import { expect } from 'vitest';

/**
 * Waits until `check` holds, then asserts it. The wait is in time, not in polls: a loaded machine
 * (the suite beside a build, a slow CI day) may take seconds for what takes milliseconds quietly,
 * and a fixed count of 10 ms polls (2 s in all) once failed a test that was right. 15 s stays
 * under the unit tests' 30 s limit.
 */
export async function until(
	check: () => boolean | Promise<boolean>,
	waitMs = 15_000
): Promise<void> {
	const end = Date.now() + waitMs;
	while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
	expect(await check()).toBe(true);
}
