/**
 * The "as printed" reading, where every c(k) is the same full sum: a table of partial sums over the
 * subsets of a' answers it exactly while it stays small, and a depth-first walk over the orders
 * takes over past its cap (see optimiser.ts).
 */
import { abs } from '../../core/numbers/integers';
import { score, type Criterion } from './clists';
import {
	CHECK_EVERY,
	MAX_AS_PRINTED,
	OptimiserStopped,
	OutOfBudget,
	bitLength,
	countOrders,
	largestValue,
	testCost,
	type BestOrder,
	type Budget,
	type OptimiserOptions
} from './optimiser-search';

/** About 50 MB of partial sums (a Map entry with a BigInt key is roughly 100 bytes). */
export const DEFAULT_TABLE_LIMIT = 1 << 19;

/** The "as printed" reading: maximise whether the single value sum a(n+1-j)·b(j) counts. */
export function bestAsPrinted(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	criterion: Criterion,
	options: OptimiserOptions,
	budget: Budget
): BestOrder {
	const n = aPrime.length;
	// Every term is the same c, so the score is n when c counts (n - 1 for coprime-to-previous,
	// where gcd(c, c) = |c| is 1 only for c = ±1), else 0.
	const counts = (c: bigint): boolean =>
		criterion === 'coprime-previous' ? abs(c) === 1n : score([c], criterion) === 1;
	const full = criterion === 'coprime-previous' ? n - 1 : n;
	if (full === 0) return { a: [...aPrime], score: 0, count: countOrders(n), proven: true };
	// Every partial sum is at most max|a'| · sum |b| in size, so one cost covers every test.
	const cost = testCost(bitLength(largestValue(aPrime, b)));
	const countsAt = (c: bigint): boolean => {
		budget.spend(cost);
		return counts(c);
	};
	const progress = options.onProgress;
	// Past MAX_AS_PRINTED terms the table's 2^n subsets alone are too many: walk at once.
	const answer =
		(n <= MAX_AS_PRINTED ? sumTable(aPrime, b, countsAt, full, options, budget) : null) ??
		walkOrders(aPrime, b, countsAt, full, options, budget);
	progress?.(1);
	return answer;
}

/**
 * The exact as-printed answer from the table of partial sums (see the file's comment), or null
 * when the table would pass `periodLimit` entries or the work would pass the budget.
 */
function sumTable(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	counts: (c: bigint) => boolean,
	full: number,
	options: OptimiserOptions,
	budget: Budget
): BestOrder | null {
	const n = aPrime.length;
	const limit = options.periodLimit ?? DEFAULT_TABLE_LIMIT;
	// Position i (0-based) of a meets b(n-i), so filling positions in order, the subset of a'
	// used so far has popcount i. sums[mask] maps each reachable partial sum to its number of orders.
	const size = 1 << n;
	const sums: (Map<bigint, number> | undefined)[] = new Array(size);
	sums[0] = new Map([[0n, 1]]);
	let entries = 1;
	for (let mask = 0; mask < size; mask++) {
		const here = sums[mask];
		if (!here) continue;
		if ((mask & 0xff) === 0) {
			if (options.shouldStop?.()) throw new OptimiserStopped();
			// The table is the first half of the bar; a walk over orders, if needed, the second.
			options.onProgress?.(Math.max(mask / size, budget.fraction) / 2);
		}
		const i = popcount(mask);
		if (i === n) continue;
		const weight = b[n - 1 - i];
		for (let j = 0; j < n; j++) {
			if (mask & (1 << j)) continue;
			const next = mask | (1 << j);
			let target = sums[next];
			if (!target) target = sums[next] = new Map();
			const add = aPrime[j] * weight;
			for (const [sum, ways] of here) {
				const key = sum + add;
				const before = target.get(key);
				if (before === undefined) entries++;
				target.set(key, (before ?? 0) + ways);
			}
			// Give up on the table as soon as it is too big or too slow; the walk takes over.
			if (entries > limit || budget.spend(here.size)) return null;
		}
	}
	const final = sums[size - 1]!;
	let count: number | null = 0;
	let witness: bigint | null = null;
	for (const [sum, ways] of final) {
		if (counts(sum)) {
			count += ways;
			witness ??= sum;
		}
		if (budget.spent > budget.limit) {
			// One sum that counts proves the score, though not how many orders reach it.
			if (witness === null) return null;
			count = null;
			break;
		}
	}
	if (witness === null) return { a: [...aPrime], score: 0, count: countOrders(n), proven: true };
	// Walk back from the full set, at each step removing a term that leaves a reachable sum.
	const order: bigint[] = new Array(n);
	let mask = size - 1;
	let remainder = witness;
	for (let i = n - 1; i >= 0; i--) {
		const weight = b[n - 1 - i];
		for (let j = 0; j < n; j++) {
			if (!(mask & (1 << j))) continue;
			const before = remainder - aPrime[j] * weight;
			if (sums[mask ^ (1 << j)]?.has(before)) {
				order[i] = aPrime[j];
				mask ^= 1 << j;
				remainder = before;
				break;
			}
		}
	}
	return { a: order, score: full, count, proven: true };
}

/**
 * The as-printed answer by walking the orders depth first, with O(n) memory: the first order whose
 * sum counts proves the best score (though not how many orders reach it); a walk that ends without
 * one proves 0, and running out of budget first leaves 0 unproven.
 */
function walkOrders(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	counts: (c: bigint) => boolean,
	full: number,
	options: OptimiserOptions,
	budget: Budget
): BestOrder {
	const n = aPrime.length;
	const used = new Uint8Array(n);
	const perm = new Int32Array(n);
	let nodes = 0;
	let tried = false;
	const found = (k: number, sum: bigint): boolean => {
		if ((++nodes & CHECK_EVERY) === 0) {
			if (options.shouldStop?.()) throw new OptimiserStopped();
			options.onProgress?.(0.5 + budget.fraction / 2);
		}
		if (k === n) {
			tried = true;
			return counts(sum);
		}
		// Only once one order has been tried, so the order given back (a' as it is, the first one
		// tried) is known to score 0.
		if (budget.spend(1) && tried) throw new OutOfBudget();
		const weight = b[n - 1 - k];
		for (let j = 0; j < n; j++) {
			if (used[j]) continue;
			used[j] = 1;
			perm[k] = j;
			const hit = found(k + 1, sum + aPrime[j] * weight);
			used[j] = 0;
			if (hit) return true;
		}
		return false;
	};
	try {
		if (found(0, 0n)) {
			return { a: Array.from(perm, (j) => aPrime[j]), score: full, count: null, proven: true };
		}
		return { a: [...aPrime], score: 0, count: countOrders(n), proven: true };
	} catch (err) {
		if (!(err instanceof OutOfBudget)) throw err;
		return { a: [...aPrime], score: 0, count: null, proven: false };
	}
}

function popcount(x: number): number {
	let c = 0;
	while (x) {
		x &= x - 1;
		c++;
	}
	return c;
}
