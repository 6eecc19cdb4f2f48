/**
 * The benchmark harness: each `bench/*.bench.ts` exports `run(): Promise<Figure[]>`, and
 * `npm run bench` prints every figure beside its target. Nothing here asserts: a missed target is
 * printed as such, for a person to read.
 */
import { loadavg } from 'node:os';

export interface Figure {
	/** What was measured, e.g. "subsets: check a card, median". */
	name: string;
	value: number;
	unit: string;
	/** The target in words, e.g. "< 0.2 ms"; omitted for figures given for reference only. */
	target?: string;
	/** Whether the target was met, when there is one. */
	ok?: boolean;
	/**
	 * The machine's 1-minute load average when it was measured (see `loadNow`); the runner prints
	 * the load at printing time for a figure without one.
	 */
	load?: number;
}

/** The machine's 1-minute load average now, to keep beside a figure measured now. */
export function loadNow(): number {
	return loadavg()[0];
}

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Milliseconds one call of `fn` takes, measured `runs` times after a warm-up. */
export function timeEach(fn: () => unknown, runs: number, warmup = Math.min(runs, 20)): number[] {
	for (let i = 0; i < warmup; i++) fn();
	const times: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		fn();
		times.push(performance.now() - start);
	}
	return times;
}

/** A figure with an upper-bound target ("at most"). */
export function atMost(name: string, value: number, unit: string, limit: number): Figure {
	return { name, value, unit, target: `<= ${limit} ${unit}`, ok: value <= limit };
}

/** A figure with a lower-bound target ("at least"). */
export function atLeast(name: string, value: number, unit: string, limit: number): Figure {
	return { name, value, unit, target: `>= ${limit} ${unit}`, ok: value >= limit };
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves as `promise` does, or rejects with `message` once `ms` have passed, so a step that
 * never ends stops the benchmark saying which step it was.
 */
export function withinDeadline<T>(promise: Promise<T>, message: string, ms: number): Promise<T> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<never>((_resolve, reject) => {
		timer = setTimeout(() => reject(new Error(`${message} (waited ${ms / 1000} s).`)), ms);
	});
	return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
