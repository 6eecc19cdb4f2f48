/**
 * The permutator's optimiser: the order of a' that scores best against the permutator's own
 * b-list, and how many orders reach that score.
 *
 * Every search has a work budget (a count of steps, each about one candidate tried or one table
 * entry written, so the answer is the same on every machine) and bounded memory. When the budget
 * runs out the answer is the best order found so far, marked as not proven best.
 *
 * Convolution reading: c(k) = a(k)·b(1) + ... + a(1)·b(k) depends only on a(1..k), so a
 * depth-first search over prefixes fixes one more c with each term placed; its memory is O(n²).
 * It runs twice: first for the best score alone (a prefix is cut unless it can beat the best found),
 * then counting the orders that reach it (ties kept), so a budget too small for the count still
 * leaves a proven score. At each node the sum of the fixed part of the next c is formed once, so
 * each candidate costs one multiplication; candidates that make the next term count are tried
 * first, so a good score is found early and cuts deeper. From BEAM_FROM terms a short beam search
 * gives the first score to beat, usually the best one already, so the search cuts deep from its
 * first node and its work is mostly the proof. Values are plain doubles while every
 * possible c is provably below 2^53, BigInt otherwise; criterion tests are memoised in bounded
 * tables.
 *
 * "As printed" reading: every c(k) is the same full sum, so the question is only whether some order
 * makes that one value count. While the distinct partial sums stay few, a dynamic programme over
 * the subsets of a' used so far, each with the partial sums it can reach and how many orders reach
 * each, answers it exactly; its table is capped (`tableLimit`). Past the cap (distinct large terms
 * give up to k! sums per subset of k terms), a depth-first walk over the orders looks for one whose
 * sum counts: finding one proves the best score (n), and running out of budget first leaves 0,
 * not proven.
 */
import { abs, gcd, gcdNumber, isFibonacci, isPerfectSquare } from '../../core/numbers/integers';
import { isPrimeNumber, primeNumberWork } from '../../core/numbers/primality';
import { cList, score, type Criterion, type Formula } from './clists';
import { seededRandom } from '../../core/random';

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
	tableLimit?: number;
}

/**
 * Under a second of work on a laptop in Node; the screen's worker allows more (WORKER_WORK_BUDGET
 * in optimiser.protocol.ts), since it shows progress and can be cancelled.
 */
export const DEFAULT_WORK_BUDGET = 10_000_000;
/** About 50 MB of partial sums (a Map entry with a BigInt key is roughly 100 bytes). */
export const DEFAULT_TABLE_LIMIT = 1 << 19;
// A look-up in the memo of criterion tests, in steps (a hash of a double, as slow as a few
// candidates tried).
const LOOKUP_COST = 8;
// Memoised criterion tests: beyond this many values the memo starts afresh, so memory stays flat.
const MEMO_LIMIT = 1 << 16;
// Up to this bound a criterion test is one look-up in a table of every possible value.
const TABLE_BOUND = 1 << 20;

/** Counts the work done; `spend` says when the budget is used up. */
class Budget {
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
class OutOfBudget extends Error {}

/**
 * The steps one criterion test on a value of `bits` bits counts for: a BigInt primality test
 * costs far more than a table look-up, and grows with the size of the number.
 */
function testCost(bits: number): number {
	return 1 + bits;
}

function bitLength(x: bigint): number {
	return abs(x).toString(16).length * 4;
}

/** Thrown when `shouldStop` asked the search to end. */
export class OptimiserStopped extends Error {
	constructor() {
		super('The search was stopped.');
	}
}

// 18! is the largest factorial below 2^53: beyond 18 terms the number of orders could no longer
// be counted exactly in a double, and the table of partial sums (2^n subsets) is not tried.
const MAX_AS_PRINTED = 18;
const SAFE = 2 ** 53;
const CHECK_EVERY = 0x3fff;

/** The number of orders of n terms, n!, or null past 18 terms, where a double cannot hold it. */
function countOrders(n: number): number | null {
	if (n > MAX_AS_PRINTED) return null;
	let f = 1;
	for (let i = 2; i <= n; i++) f *= i;
	return f;
}

/**
 * The best order of a' for the permutator, whose b-list is `b`, and how many orders reach it.
 * a' and b must have the same length and a' distinct terms (the engine checks both).
 */
export function bestOrder(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	formula: Formula,
	criterion: Criterion,
	options: OptimiserOptions = {}
): BestOrder {
	const n = aPrime.length;
	if (b.length !== n) throw new RangeError("a' and the b-list must have the same length.");
	if (n === 0) return { a: [], score: 0, count: 1, proven: true };
	if (options.shouldStop?.()) throw new OptimiserStopped();
	const budget = new Budget(options.workBudget ?? DEFAULT_WORK_BUDGET);
	if (formula === 'as-printed') return bestAsPrinted(aPrime, b, criterion, options, budget);
	// Every |c(k)| is at most max|a'| · sum |b(j)|.
	let maxA = 0n;
	for (const x of aPrime) if (abs(x) > maxA) maxA = abs(x);
	let sumB = 0n;
	for (const y of b) sumB += abs(y);
	const bound = maxA * sumB;
	if (!options.forceBigInt && bound < BigInt(SAFE)) {
		return searchNumbers(aPrime, b, criterion, Number(bound), options, budget);
	}
	return searchBigInts(aPrime, b, criterion, options, budget);
}

/** What a two-phase prefix search reports between its phases. */
interface SearchState {
	best: number;
	count: number;
	bestPerm: Int32Array;
}

/**
 * Runs a prefix search in its two phases (see the file's comment): `run(false)` looks for the best
 * score only, `run(true)` counts the orders reaching it. Turns running out of budget into an
 * honest partial answer.
 */
function inPhases(
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
function phasedProgress(
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

/** The work numberTest did, counted for a work budget. */
export interface TestWork {
	lookups: number;
	full: number;
}

/**
 * A single-value criterion test on doubles |c| <= bound, memoised (coprime-previous is handled by
 * the caller). Shared with the search for the order hardest for the others (hardest.ts). With
 * `work`, for a budget that counts work done: each value a glance could not settle adds one to
 * `work.lookups`, and each real test (not a memo hit; for a prime, not settled by trial division)
 * one to `work.full`.
 */
export function numberTest(
	criterion: Criterion,
	bound: number,
	work?: TestWork
): (c: number) => boolean {
	if (criterion === 'coprime-previous') return () => false;
	const prime = (c: number): boolean => {
		if (!work) return isPrimeNumber(c);
		const { prime, tested } = primeNumberWork(c);
		if (tested) work.full++;
		return prime;
	};
	const direct = (c: number): boolean => {
		switch (criterion) {
			case 'prime':
				return prime(c);
			case 'prime-abs':
				return prime(Math.abs(c));
			case 'square':
				if (work) work.full++;
				return isPerfectSquare(BigInt(c));
			case 'fibonacci':
				if (work) work.full++;
				return isFibonacci(BigInt(c));
		}
	};
	// Small ranges: one table of every possible value, built with a sieve for primes.
	if (bound <= TABLE_BOUND) {
		const table = new Uint8Array(2 * bound + 1);
		if (criterion === 'prime' || criterion === 'prime-abs') {
			const composite = new Uint8Array(bound + 1);
			for (let i = 2; i <= bound; i++) {
				if (composite[i]) continue;
				table[bound + i] = 1;
				if (criterion === 'prime-abs') table[bound - i] = 1;
				for (let j = i * i; j <= bound; j += i) composite[j] = 1;
			}
		} else if (criterion === 'square') {
			// Marking the few squares is far quicker than testing every value.
			for (let i = 0; i * i <= bound; i++) table[bound + i * i] = 1;
		} else {
			for (let [f, g] = [0, 1]; f <= bound; [f, g] = [g, f + g]) table[bound + f] = 1;
		}
		return (c) => table[bound + c] === 1;
	}
	const memo = new Map<number, boolean>();
	const glance = settledAtAGlance(criterion);
	return (c) => {
		const settled = glance(c);
		if (settled !== null) return settled;
		if (work) work.lookups++;
		let hit = memo.get(c);
		if (hit === undefined) {
			hit = direct(c);
			if (memo.size >= MEMO_LIMIT) memo.clear();
			memo.set(c, hit);
		}
		return hit;
	};
}

/**
 * The answer for values a glance settles, before any look-up: a negative value, an even one for a
 * prime, one that is no square modulo 16 for a square; else null.
 */
function settledAtAGlance(criterion: Criterion): (c: number) => boolean | null {
	switch (criterion) {
		case 'prime':
			return (c) => (c < 2 ? false : c % 2 === 0 ? c === 2 : null);
		case 'prime-abs':
			return (c) => {
				const x = Math.abs(c);
				return x < 2 ? false : x % 2 === 0 ? x === 2 : null;
			};
		case 'square':
			return (c) => {
				if (c < 0) return false;
				const r = c % 16;
				return r === 0 || r === 1 || r === 4 || r === 9 ? null : false;
			};
		default:
			return (c) => (c < 0 ? false : null);
	}
}

/** The least value that counts under the criterion, or null when negative values count too. */
function leastCounting(criterion: Criterion): number | null {
	switch (criterion) {
		case 'prime':
			return 2;
		case 'square':
		case 'fibonacci':
			return 0;
		default:
			return null;
	}
}

/**
 * The single-value criterion test on BigInts, memoised: clists' own scoring of one term, so the
 * searches count exactly what the reveal counts. Shared with hardest.ts.
 */
export function bigIntTest(criterion: Criterion): (c: bigint) => boolean {
	const memo = new Map<bigint, boolean>();
	return (c) => {
		let hit = memo.get(c);
		if (hit === undefined) {
			hit = score([c], criterion) === 1;
			if (memo.size >= MEMO_LIMIT) memo.clear();
			memo.set(c, hit);
		}
		return hit;
	};
}

/** The convolution search in doubles (every c below 2^53 in absolute value). */
function searchNumbers(
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

	// The least value that can count, for the bound on the terms still reachable (see below).
	const least = leastCounting(criterion);

	// For the bound below: the weights b(1..t) of each span t, positive ones largest first and
	// negative ones most negative first, so the largest value of t unplaced terms against them is
	// the sum of matched pairs (the rearrangement inequality).
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

	/**
	 * How many of the terms after the next one (positions k+1..n-1, 0-based) can still count
	 * once a(1..k) are placed: c at position q is a fixed part from the prefix plus t = q-k+1
	 * unplaced terms against b(1..t), which is at most the largest unplaced terms against the
	 * positive weights and the smallest against the negative ones, each matched in order. A term
	 * whose largest possible value is below the least value that counts (2 for a prime, 0 for a
	 * square or a Fibonacci number) cannot count, whatever the order. Without a least value every
	 * term might.
	 */
	const reachable = (k: number): number => {
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
		const hit = coprime
			? (c: number, prev: number, k: number) => k > 0 && gcdNumber(c, prev) === 1
			: (c: number) => test(c);
		// The same count of work as the search's own candidates (see `spent` in visit).
		const beamCost = (candidates: number, k: number): number => {
			const steps = countsItsWork
				? candidates * (2 + k) + LOOKUP_COST * work.lookups + (cost - 1) * work.full
				: candidates * cost;
			work.lookups = 0;
			work.full = 0;
			return steps;
		};
		const first = beamOrder(A, B, hit, beamCost, budget, shouldStop);
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

// From this many terms the search starts from the beam's order; below, it is quick without one.
const BEAM_FROM = 9;
// Prefixes the beam keeps at each length.
const BEAM_WIDTH = 1024;
// Past this share of the budget the beam narrows to a single prefix, so that even a small budget
// ends with an order at the cost of a few candidates per term.
const BEAM_SHARE = 0.1;

/**
 * A good order found quickly, to start the depth-first search with a high score to beat (the
 * search is exact whatever its first score; a good one only lets it cut more, and sooner): a beam
 * search that extends the BEAM_WIDTH best prefixes by every unused term and keeps the BEAM_WIDTH
 * best, ties drawn by a seeded generator so the beam holds varied prefixes and the answer is the
 * same on every machine. `cost` gives the steps of `candidates` candidates tried at position k,
 * their criterion tests included.
 */
function beamOrder(
	A: Float64Array,
	B: Float64Array,
	hit: (c: number, prev: number, k: number) => boolean,
	cost: (candidates: number, k: number) => number,
	budget: Budget,
	shouldStop: (() => boolean) | undefined
): { perm: Int32Array; score: number } {
	const n = A.length;
	const random = seededRandom(n);
	const narrowAt = budget.spent + budget.limit * BEAM_SHARE;
	// Prefixes as rows of n indices, with their scores and last c (for coprime-to-previous).
	let prefixes = new Int32Array(BEAM_WIDTH * n);
	let scores = new Int32Array(BEAM_WIDTH);
	let lastC = new Float64Array(BEAM_WIDTH);
	let kept = 1;
	const used = new Uint8Array(n);
	const most = BEAM_WIDTH * n;
	const fromPrefix = new Int32Array(most);
	const term = new Int32Array(most);
	const candidateScore = new Int32Array(most);
	const candidateC = new Float64Array(most);
	const rank = new Float64Array(most);
	for (let k = 0; k < n; k++) {
		if (shouldStop?.()) throw new OptimiserStopped();
		let count = 0;
		for (let p = 0; p < kept; p++) {
			used.fill(0);
			let fixed = 0;
			for (let i = 0; i < k; i++) {
				const j = prefixes[p * n + i];
				used[j] = 1;
				fixed += A[j] * B[k - i];
			}
			for (let j = 0; j < n; j++) {
				if (used[j]) continue;
				const c = A[j] * B[0] + fixed;
				fromPrefix[count] = p;
				term[count] = j;
				candidateC[count] = c;
				candidateScore[count] = scores[p] + (hit(c, lastC[p], k) ? 1 : 0);
				// A random fraction below 1 only orders candidates of equal score.
				rank[count] = candidateScore[count] + random();
				count++;
			}
		}
		budget.spend(cost(count, k));
		const width = budget.spent > narrowAt ? 1 : BEAM_WIDTH;
		const best = Array.from({ length: count }, (_, i) => i)
			.sort((x, y) => rank[y] - rank[x])
			.slice(0, width);
		const nextPrefixes = new Int32Array(BEAM_WIDTH * n);
		const nextScores = new Int32Array(BEAM_WIDTH);
		const nextLastC = new Float64Array(BEAM_WIDTH);
		best.forEach((i, row) => {
			const p = fromPrefix[i];
			nextPrefixes.set(prefixes.subarray(p * n, p * n + k), row * n);
			nextPrefixes[row * n + k] = term[i];
			nextScores[row] = candidateScore[i];
			nextLastC[row] = candidateC[i];
		});
		prefixes = nextPrefixes;
		scores = nextScores;
		lastC = nextLastC;
		kept = best.length;
	}
	// Rows are sorted best first.
	return { perm: prefixes.slice(0, n), score: scores[0] };
}

/** The same search in BigInt, for numbers too large for doubles. */
function searchBigInts(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	criterion: Criterion,
	options: OptimiserOptions,
	budget: Budget
): BestOrder {
	const n = aPrime.length;
	const coprime = criterion === 'coprime-previous';
	const test = bigIntTest(criterion);
	// Every c is at most max|a'| · sum |b| in size, so one cost covers every test.
	let maxA = 0n;
	for (const x of aPrime) if (abs(x) > maxA) maxA = abs(x);
	let sumB = 0n;
	for (const y of b) sumB += abs(y);
	const cost = testCost(bitLength(maxA * sumB));
	const used = new Uint8Array(n);
	const perm = new Int32Array(n);
	const state: SearchState = { best: -1, count: 0, bestPerm: new Int32Array(n) };
	let ties = false;
	let nodes = 0;
	let done = 0;
	const total = n > 1 ? n * (n - 1) : 1;
	const { shouldStop } = options;
	const progress = phasedProgress(budget, options.onProgress);

	const visit = (k: number, sc: number, prevC: bigint): void => {
		if ((++nodes & CHECK_EVERY) === 0) {
			if (shouldStop?.()) throw new OptimiserStopped();
			progress(ties, done / total);
		}
		if (budget.spend((n - k) * cost) && state.best >= 0) throw new OutOfBudget();
		let fixed = 0n;
		for (let i = 0; i < k; i++) fixed += aPrime[perm[i]] * b[k - i];
		const candidates: { j: number; c: bigint; hit: number }[] = [];
		for (let j = 0; j < n; j++) {
			if (used[j]) continue;
			const c = aPrime[j] * b[0] + fixed;
			const hit = coprime ? k > 0 && gcd(c, prevC) === 1n : test(c);
			candidates.push({ j, c, hit: hit ? 1 : 0 });
		}
		candidates.sort((x, y) => y.hit - x.hit);
		const remaining = n - k - 1;
		for (const { j, c, hit } of candidates) {
			const s = sc + hit;
			if (ties ? s + remaining < state.best : s + remaining <= state.best) {
				if (k < 2) done += k === 0 ? n - 1 : 1;
				continue;
			}
			perm[k] = j;
			if (remaining === 0) {
				if (s > state.best) {
					state.best = s;
					state.count = 1;
					state.bestPerm = perm.slice();
				} else if (s === state.best) state.count++;
			} else {
				used[j] = 1;
				visit(k + 1, s, c);
				used[j] = 0;
			}
			if (k === 1 || (k === 0 && n === 1)) done++;
		}
	};

	return inPhases(
		aPrime,
		state,
		(countTies) => {
			ties = countTies;
			done = 0;
			visit(0, 0, 0n);
		},
		options
	);
}

/** The "as printed" reading: maximise whether the single value sum a(n+1-j)·b(j) counts. */
function bestAsPrinted(
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
	let maxA = 0n;
	for (const x of aPrime) if (abs(x) > maxA) maxA = abs(x);
	let sumB = 0n;
	for (const y of b) sumB += abs(y);
	const cost = testCost(bitLength(maxA * sumB));
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
 * when the table would pass `tableLimit` entries or the work would pass the budget.
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
	const limit = options.tableLimit ?? DEFAULT_TABLE_LIMIT;
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

/** The score an order gets against a b-list, for checking the optimiser's answer. */
export function scoreOf(
	a: readonly bigint[],
	b: readonly bigint[],
	formula: Formula,
	criterion: Criterion
): number {
	return score(cList(a, b, formula), criterion);
}
