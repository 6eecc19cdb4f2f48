/**
 * What every search of the optimiser shares: its answer and options, the work budget and the
 * error that unwinds a search when it is spent, stopping, and the two phases of a prefix search
 * with their progress.
 */
import { abs } from '../../core/numbers/integers';

export interface BestOrder {
	/** One order of a' reaching the best score. */
	a: bigint[];
	score: number;
	/**
	 * How many orders of a' reach it (exact while below 2^53), or null when the budget ran out
	 * before they were all counted.
	 */
	count: number | null;
	/** Whether `score` is proven the best; false when the budget ran out first. */
	proven: boolean;
}

export interface OptimiserOptions {
	/** Called now and then with the fraction of the search done (0..1). */
	onProgress?: (fraction: number) => void;
	/** Checked now and then; returning true stops the search with an OptimiserStopped error. */
	shouldStop?: () => boolean;
	/** Use BigInt arithmetic even when doubles would be exact (for tests). */
	forceBigInt?: boolean;
	/** From how many terms the running-sum search starts from a beam's order (BEAM_FROM; for tests). */
	beamFrom?: number;
	/** Steps of work before answering with the best found so far (DEFAULT_WORK_BUDGET). */
	workBudget?: number;
	/** Most partial sums the as-printed table may hold (DEFAULT_TABLE_LIMIT). */
	periodLimit?: number;
}

/** Counts the work done; `spend` says when the budget is used up. */
export class Budget {
	spent = 0;
	constructor(readonly limit: number) {}
	/** Adds `steps`; true once the total is past the limit. */
	spend(steps: number): boolean {
		this.spent += steps;
		return this.spent > this.limit;
	}
	get fraction(): number {
		return Math.min(1, this.spent / this.limit);
	}
}

/** Thrown inside a search to unwind it when the budget is used up; never leaves this module. */
export class OutOfBudget extends Error {}

/**
 * The steps one criterion test on a value of `bits` bits counts for: a BigInt primality test
 * costs far more than a table look-up, and grows with the size of the number.
 */
export function testCost(bits: number): number {
	return 1 + bits;
}

export function bitLength(x: bigint): number {
	return abs(x).toString(16).length * 4;
}

/** The largest size any c can reach: max|a'| · sum |b(j)|, which bounds every |c(k)|. */
export function largestValue(aPrime: readonly bigint[], b: readonly bigint[]): bigint {
	let maxA = 0n;
	for (const x of aPrime) if (abs(x) > maxA) maxA = abs(x);
	let sumB = 0n;
	for (const y of b) sumB += abs(y);
	return maxA * sumB;
}

/** Thrown when `shouldStop` asked the search to end. */
export class OptimiserStopped extends Error {
	constructor() {
		super('The search was stopped.');
	}
}

// 18! is the largest factorial below 2^53: beyond 18 terms the number of orders could no longer
// be counted exactly in a double, and the table of partial sums (2^n subsets) is not tried.
export const MAX_AS_PRINTED = 18;
export const CHECK_EVERY = 0x3fff;

/** The number of orders of n terms, n!, or null past 18 terms, where a double cannot hold it. */
export function countOrders(n: number): number | null {
	if (n > MAX_AS_PRINTED) return null;
	let f = 1;
	for (let i = 2; i <= n; i++) f *= i;
	return f;
}

/** What a two-phase prefix search reports between its phases. */
export interface SearchState {
	best: number;
	count: number;
	bestPerm: Int32Array;
}

/**
 * Runs a prefix search in its two phases (see the file's comment): `run(false)` looks for the best
 * score only, `run(true)` counts the orders reaching it. Turns running out of budget into an
 * honest partial answer.
 */
export function inPhases(
	aPrime: readonly bigint[],
	state: SearchState,
	run: (ties: boolean) => void,
	options: OptimiserOptions
): BestOrder {
	let proven = false;
	let counted = false;
	try {
		run(false);
		proven = true;
		state.count = 0;
		run(true);
		counted = true;
	} catch (err) {
		if (!(err instanceof OutOfBudget)) throw err;
	}
	options.onProgress?.(1);
	return {
		a: Array.from(state.bestPerm, (j) => aPrime[j]),
		score: state.best,
		count: counted ? state.count : null,
		proven
	};
}

/**
 * Progress for a two-phase search: each phase gets half the bar, and the share of the budget
 * spent lifts it, since a search stopped by its budget ends there. Never goes backwards.
 */
export function phasedProgress(
	budget: Budget,
	onProgress: ((fraction: number) => void) | undefined
): (ties: boolean, fraction: number) => void {
	let shown = 0;
	return (ties, fraction) => {
		if (!onProgress) return;
		shown = Math.max(shown, (ties ? 0.5 : 0) + fraction / 2, budget.fraction);
		onProgress(shown);
	};
}
