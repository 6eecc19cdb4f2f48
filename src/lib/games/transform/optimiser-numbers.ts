/** The running-sum (convolution) search in doubles, for every c below 2^53 in absolute value. */
import { gcdNumber } from '../../core/numbers/integers';
import type { Criterion } from './clists';
import { BEAM_FROM, beamOrder } from './optimiser-beam';
import { TABLE_BOUND, leastCounting, numberTest, type TestWork } from './optimiser-counts';
import {
	CHECK_EVERY,
	OptimiserStopped,
	OutOfBudget,
	inPhases,
	phasedProgress,
	type BestOrder,
	type Budget,
	type OptimiserOptions,
	type SearchState
} from './optimiser-search';

// A look-up in the memo of criterion tests, in steps (a hash of a double, as slow as a few
// candidates tried).
const LOOKUP_COST = 8;

/** The convolution search in doubles (every c below 2^53 in absolute value). */
export function searchNumbers(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	criterion: Criterion,
	bound: number,
	options: OptimiserOptions,
	budget: Budget
): BestOrder {
	const n = aPrime.length;
	const A = Float64Array.from(aPrime, Number);
	const B = Float64Array.from(b, Number);
	const coprime = criterion === 'coprime-previous';
	const work: TestWork = { lookups: 0, full: 0 };
	const test = numberTest(criterion, bound, work);
	// Past the look-up table's range a real test is worth many look-ups.
	const cost = bound <= TABLE_BOUND || coprime ? 1 : 128;
	const countsItsWork = cost > 1 && (criterion === 'prime' || criterion === 'prime-abs');
	const used = new Uint8Array(n);
	const perm = new Int32Array(n);
	// Per depth: the candidates in the order to try them.
	const order = new Int32Array(n * n);
	const hits = new Uint8Array(n * n);
	const state: SearchState = { best: -1, count: 0, bestPerm: new Int32Array(n) };
	let ties = false;
	let nodes = 0;
	let done = 0;
	const total = n > 1 ? n * (n - 1) : 1;
	const { shouldStop } = options;
	const progress = phasedProgress(budget, options.onProgress);

	const reachable = reachableCounter(A, B, leastCounting(criterion), used, perm);

	const visit = (k: number, sc: number, prevC: number): void => {
		if ((++nodes & CHECK_EVERY) === 0) {
			if (shouldStop?.()) throw new OptimiserStopped();
			progress(ties, done / total);
		}
		const remaining = n - k - 1;
		const later = reachable(k);
		// When even a next term that counts cannot lift the score past the best, no order from
		// here can: the next terms need not be tested at all.
		if (ties ? sc + 1 + later < state.best : sc + 1 + later <= state.best) {
			if (budget.spend(n - k) && state.best >= 0) throw new OutOfBudget();
			if (k < 2) done += k === 0 ? total : n - k;
			return;
		}
		// The fixed part of c(k+1): a(1..k) against b(k+1..2).
		let fixed = 0;
		for (let i = 0; i < k; i++) fixed += A[perm[i]] * B[k - i];
		const b0 = B[0];
		const base = k * n;
		let hitCount = 0;
		let missCount = 0;
		const lookupsBefore = work.lookups;
		const fullBefore = work.full;
		// Successes fill `order` from the front, misses from the back.
		for (let j = 0; j < n; j++) {
			if (used[j]) continue;
			const c = A[j] * b0 + fixed;
			const hit = coprime ? k > 0 && gcdNumber(c, prevC) === 1 : test(c);
			if (hit) order[base + hitCount++] = j;
			else order[base + n - 1 - missCount++] = j;
			hits[base + j] = hit ? 1 : 0;
		}
		// Past the budget, stop; but only once some order is known, so there is always an answer.
		// A prime test counts its own work: per candidate a step for its glance, and per later term
		// bounded a step for each term of its fixed part; LOOKUP_COST for a value that needed the
		// memo, and a real test's worth for each real test. Other tests cost a real test's worth per candidate, as they always did.
		const spent = countsItsWork
			? (n - k) * (2 + k) +
				LOOKUP_COST * (work.lookups - lookupsBefore) +
				(cost - 1) * (work.full - fullBefore)
			: (n - k) * cost;
		if (budget.spend(spent) && state.best >= 0) {
			throw new OutOfBudget();
		}
		const last = remaining === 0;
		for (let t = 0; t < hitCount + missCount; t++) {
			const j = t < hitCount ? order[base + t] : order[base + n - 1 - (t - hitCount)];
			const s = sc + hits[base + j];
			// Nothing after this term can lift the score above s + the later terms that can count.
			if (ties ? s + later < state.best : s + later <= state.best) {
				if (k < 2) done += k === 0 ? n - 1 : 1;
				continue;
			}
			perm[k] = j;
			if (last) {
				if (s > state.best) {
					state.best = s;
					state.count = 1;
					state.bestPerm.set(perm);
				} else if (s === state.best) state.count++;
			} else {
				used[j] = 1;
				visit(k + 1, s, A[j] * b0 + fixed);
				used[j] = 0;
			}
			if (k === 1) done++;
			else if (k === 0 && n === 1) done++;
		}
	};

	// A good first order, so the search cuts deep from its first node (see beamOrder).
	if (n >= (options.beamFrom ?? BEAM_FROM)) {
		const first = firstFromBeam(A, B, coprime, test, work, cost, countsItsWork, budget, shouldStop);
		state.best = first.score;
		state.bestPerm.set(first.perm);
	}

	return inPhases(
		aPrime,
		state,
		(countTies) => {
			ties = countTies;
			done = 0;
			visit(0, 0, 0);
		},
		options
	);
}

/**
 * How many of the terms after the next one (positions k+1..n-1, 0-based) can still count once
 * a(1..k) are placed, read from `used` and `perm` as the search fills them: c at position q is a
 * fixed part from the prefix plus t = q-k+1 unplaced terms against b(1..t), which is at most the
 * largest unplaced terms against the positive weights and the smallest against the negative ones,
 * each matched in order. A term whose largest possible value is below `least`, the least value
 * that counts (2 for a prime, 0 for a square or a Fibonacci number), cannot count, whatever the
 * order. Without a least value every term might.
 */
export function reachableCounter(
	A: Float64Array,
	B: Float64Array,
	least: number | null,
	used: Uint8Array,
	perm: Int32Array
): (k: number) => number {
	const n = A.length;
	// The weights b(1..t) of each span t, positive ones largest first and negative ones most
	// negative first, so the largest value of t unplaced terms against them is the sum of matched
	// pairs (the rearrangement inequality).
	const positiveWeights: Float64Array[] = [];
	const negativeWeights: Float64Array[] = [];
	for (let t = 1; t <= n; t++) {
		const weights = Array.from(B.subarray(0, t));
		positiveWeights.push(Float64Array.from(weights.filter((w) => w > 0).sort((x, y) => y - x)));
		negativeWeights.push(Float64Array.from(weights.filter((w) => w < 0).sort((x, y) => x - y)));
	}
	// a' sorted, as indices, to read the unplaced terms in order.
	const sorted = Array.from(A.keys()).sort((x, y) => A[x] - A[y]);
	const ascending = new Float64Array(n);
	return (k: number): number => {
		const after = n - k - 1;
		if (least === null || after <= 0) return Math.max(after, 0);
		let r = 0;
		for (const j of sorted) if (!used[j]) ascending[r++] = A[j];
		let count = 0;
		for (let q = k + 1; q < n; q++) {
			const t = q - k + 1;
			let most = 0;
			const positive = positiveWeights[t - 1];
			const negative = negativeWeights[t - 1];
			for (let i = 0; i < positive.length; i++) most += positive[i] * ascending[r - 1 - i];
			for (let i = 0; i < negative.length; i++) most += negative[i] * ascending[i];
			let fixed = 0;
			for (let i = 0; i < k; i++) fixed += A[perm[i]] * B[q - i];
			if (fixed + most >= least) count++;
		}
		return count;
	};
}

/**
 * The beam's order (see beamOrder) as the search's first score to beat, its candidates counted
 * as the search counts its own (see `spent` in searchNumbers): a real test's worth each, or for
 * primes past the look-up table the glances, look-ups and real tests `work` recorded.
 */
function firstFromBeam(
	A: Float64Array,
	B: Float64Array,
	coprime: boolean,
	test: (c: number) => boolean,
	work: TestWork,
	cost: number,
	countsItsWork: boolean,
	budget: Budget,
	shouldStop: (() => boolean) | undefined
): { perm: Int32Array; score: number } {
	const hit = coprime
		? (c: number, prev: number, k: number) => k > 0 && gcdNumber(c, prev) === 1
		: (c: number) => test(c);
	const beamCost = (candidates: number, k: number): number => {
		const steps = countsItsWork
			? candidates * (2 + k) + LOOKUP_COST * work.lookups + (cost - 1) * work.full
			: candidates * cost;
		work.lookups = 0;
		work.full = 0;
		return steps;
	};
	return beamOrder(A, B, hit, beamCost, budget, shouldStop);
}
