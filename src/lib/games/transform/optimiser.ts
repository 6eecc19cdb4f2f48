/**
 * The permutator's optimiser: the order of a' that scores best against the permutator's own
 * b-list, and how many orders reach that score. Exact.
 *
 * Convolution reading: c(k) = a(k)·b(1) + ... + a(1)·b(k) depends only on a(1..k), so a
 * depth-first search over prefixes fixes one more c with each term placed. A prefix is cut when
 * its score plus the terms still to place cannot reach the best score found (ties are kept, since
 * every order reaching the best is counted). At each node the sum of the fixed part of the next c
 * is formed once, so each candidate costs one multiplication; candidates that make the next term
 * count are tried first, so a good score is found early and cuts deeper. Values are plain doubles
 * while every possible c is provably below 2^53, BigInt otherwise; criterion tests are memoised.
 *
 * "As printed" reading: every c(k) is the same full sum, so the question is only whether some order
 * makes that one value count. A dynamic programme over the subsets of a' used so far, each with the
 * partial sums it can reach and how many orders reach each, answers it exactly. It costs
 * O(2^n · n · S) time and memory, S being the number of distinct partial sums: fine up to n ≈ 20,
 * far beyond what a table plays, and refused above 24.
 */
import { abs, gcd, gcdNumber, isFibonacci, isPerfectSquare } from '../../core/numbers/integers';
import { isPrimeNumber } from '../../core/numbers/primality';
import { cList, score, type Criterion, type Formula } from './clists';

export interface BestOrder {
	/** One order of a' reaching the best score. */
	a: bigint[];
	score: number;
	/** How many orders of a' reach it (exact while below 2^53). */
	count: number;
}

export interface OptimiserOptions {
	/** Called now and then with the fraction of the search done (0..1). */
	onProgress?: (fraction: number) => void;
	/** Checked now and then; returning true stops the search with an OptimiserStopped error. */
	shouldStop?: () => boolean;
	/** Use BigInt arithmetic even when doubles would be exact (for tests). */
	forceBigInt?: boolean;
}

/** Thrown when `shouldStop` asked the search to end. */
export class OptimiserStopped extends Error {
	constructor() {
		super('The search was stopped.');
	}
}

// 18! is the largest factorial below 2^53: beyond 18 terms the number of orders could no longer
// be counted exactly in a double, and the table of partial sums would not fit in memory anyway.
const MAX_AS_PRINTED = 18;
const SAFE = 2 ** 53;
const CHECK_EVERY = 0x3fff;

/** n! as a number (exact up to 18!). */
function factorial(n: number): number {
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
	if (n === 0) return { a: [], score: 0, count: 1 };
	if (options.shouldStop?.()) throw new OptimiserStopped();
	if (formula === 'as-printed') return bestAsPrinted(aPrime, b, criterion, options);
	// Every |c(k)| is at most max|a'| · sum |b(j)|.
	let maxA = 0n;
	for (const x of aPrime) if (abs(x) > maxA) maxA = abs(x);
	let sumB = 0n;
	for (const y of b) sumB += abs(y);
	const bound = maxA * sumB;
	if (!options.forceBigInt && bound < BigInt(SAFE)) {
		return searchNumbers(aPrime, b, criterion, Number(bound), options);
	}
	return searchBigInts(aPrime, b, criterion, options);
}

/**
 * A single-value criterion test on doubles |c| <= bound, memoised (coprime-previous is handled by
 * the caller). Shared with the search for the order hardest for the others (hardest.ts).
 */
export function numberTest(criterion: Criterion, bound: number): (c: number) => boolean {
	if (criterion === 'coprime-previous') return () => false;
	const direct = (c: number): boolean => {
		switch (criterion) {
			case 'prime':
				return isPrimeNumber(c);
			case 'prime-abs':
				return isPrimeNumber(Math.abs(c));
			case 'square':
				return isPerfectSquare(BigInt(c));
			case 'fibonacci':
				return isFibonacci(BigInt(c));
		}
	};
	// Small ranges: one table of every possible value, built with a sieve for primes.
	if (bound <= 1 << 20) {
		const table = new Uint8Array(2 * bound + 1);
		if (criterion === 'prime' || criterion === 'prime-abs') {
			const composite = new Uint8Array(bound + 1);
			for (let i = 2; i <= bound; i++) {
				if (composite[i]) continue;
				table[bound + i] = 1;
				if (criterion === 'prime-abs') table[bound - i] = 1;
				for (let j = i * i; j <= bound; j += i) composite[j] = 1;
			}
		} else {
			for (let c = -bound; c <= bound; c++) table[bound + c] = direct(c) ? 1 : 0;
		}
		return (c) => table[bound + c] === 1;
	}
	const memo = new Map<number, boolean>();
	return (c) => {
		let hit = memo.get(c);
		if (hit === undefined) {
			hit = direct(c);
			memo.set(c, hit);
		}
		return hit;
	};
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
	options: OptimiserOptions
): BestOrder {
	const n = aPrime.length;
	const A = Float64Array.from(aPrime, Number);
	const B = Float64Array.from(b, Number);
	const coprime = criterion === 'coprime-previous';
	const test = numberTest(criterion, bound);
	const used = new Uint8Array(n);
	const perm = new Int32Array(n);
	const bestPerm = new Int32Array(n);
	// Per depth: the candidates in the order to try them.
	const order = new Int32Array(n * n);
	const hits = new Uint8Array(n * n);
	let best = -1;
	let count = 0;
	let nodes = 0;
	let done = 0;
	const total = n > 1 ? n * (n - 1) : 1;
	const { onProgress, shouldStop } = options;

	const checkpoint = () => {
		if (shouldStop?.()) throw new OptimiserStopped();
		onProgress?.(done / total);
	};

	const visit = (k: number, sc: number, prevC: number): void => {
		if ((++nodes & CHECK_EVERY) === 0) checkpoint();
		// The fixed part of c(k+1): a(1..k) against b(k+1..2).
		let fixed = 0;
		for (let i = 0; i < k; i++) fixed += A[perm[i]] * B[k - i];
		const b0 = B[0];
		const base = k * n;
		let hitCount = 0;
		let missCount = 0;
		// Successes fill `order` from the front, misses from the back.
		for (let j = 0; j < n; j++) {
			if (used[j]) continue;
			const c = A[j] * b0 + fixed;
			const hit = coprime ? k > 0 && gcdNumber(c, prevC) === 1 : test(c);
			if (hit) order[base + hitCount++] = j;
			else order[base + n - 1 - missCount++] = j;
			hits[base + j] = hit ? 1 : 0;
		}
		const remaining = n - k - 1;
		const last = remaining === 0;
		for (let t = 0; t < hitCount + missCount; t++) {
			const j = t < hitCount ? order[base + t] : order[base + n - 1 - (t - hitCount)];
			const s = sc + hits[base + j];
			// Nothing after this term can lift the score above s + remaining.
			if (s + remaining < best) {
				if (k < 2) done += k === 0 ? n - 1 : 1;
				continue;
			}
			perm[k] = j;
			if (last) {
				if (s > best) {
					best = s;
					count = 1;
					bestPerm.set(perm);
				} else if (s === best) count++;
			} else {
				used[j] = 1;
				visit(k + 1, s, A[j] * b0 + fixed);
				used[j] = 0;
			}
			if (k === 1) done++;
			else if (k === 0 && n === 1) done++;
		}
	};

	visit(0, 0, 0);
	onProgress?.(1);
	return { a: Array.from(bestPerm, (j) => aPrime[j]), score: best, count };
}

/** The same search in BigInt, for numbers too large for doubles. */
function searchBigInts(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	criterion: Criterion,
	options: OptimiserOptions
): BestOrder {
	const n = aPrime.length;
	const coprime = criterion === 'coprime-previous';
	const test = bigIntTest(criterion);
	const used = new Uint8Array(n);
	const perm = new Int32Array(n);
	let bestPerm = new Int32Array(n);
	let best = -1;
	let count = 0;
	let nodes = 0;
	let done = 0;
	const total = n > 1 ? n * (n - 1) : 1;
	const { onProgress, shouldStop } = options;

	const visit = (k: number, sc: number, prevC: bigint): void => {
		if ((++nodes & CHECK_EVERY) === 0) {
			if (shouldStop?.()) throw new OptimiserStopped();
			onProgress?.(done / total);
		}
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
			if (s + remaining < best) {
				if (k < 2) done += k === 0 ? n - 1 : 1;
				continue;
			}
			perm[k] = j;
			if (remaining === 0) {
				if (s > best) {
					best = s;
					count = 1;
					bestPerm = perm.slice();
				} else if (s === best) count++;
			} else {
				used[j] = 1;
				visit(k + 1, s, c);
				used[j] = 0;
			}
			if (k === 1 || (k === 0 && n === 1)) done++;
		}
	};

	visit(0, 0, 0n);
	onProgress?.(1);
	return { a: Array.from(bestPerm, (j) => aPrime[j]), score: best, count };
}

/** The "as printed" reading: maximise whether the single value sum a(n+1-j)·b(j) counts. */
function bestAsPrinted(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	criterion: Criterion,
	options: OptimiserOptions
): BestOrder {
	const n = aPrime.length;
	if (n > MAX_AS_PRINTED) {
		throw new RangeError(
			`An exact search is limited to ${MAX_AS_PRINTED} terms in the as-printed reading.`
		);
	}
	// Every term is the same c, so the score is n when c counts (n - 1 for coprime-to-previous,
	// where gcd(c, c) = |c| is 1 only for c = ±1), else 0.
	const counts = (c: bigint): boolean =>
		criterion === 'coprime-previous' ? abs(c) === 1n : score([c], criterion) === 1;
	const full = criterion === 'coprime-previous' ? n - 1 : n;
	// Position i (0-based) of a meets b(n-i), so filling positions in order, the subset of a'
	// used so far has popcount i. sums[mask] maps each reachable partial sum to its number of orders.
	const size = 1 << n;
	const sums: (Map<bigint, number> | undefined)[] = new Array(size);
	sums[0] = new Map([[0n, 1]]);
	for (let mask = 0; mask < size; mask++) {
		const here = sums[mask];
		if (!here) continue;
		if ((mask & 0xff) === 0) {
			if (options.shouldStop?.()) throw new OptimiserStopped();
			options.onProgress?.(mask / size);
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
				target.set(key, (target.get(key) ?? 0) + ways);
			}
		}
	}
	const final = sums[size - 1]!;
	let count = 0;
	let witness: bigint | null = null;
	for (const [sum, ways] of final) {
		if (counts(sum)) {
			count += ways;
			witness ??= sum;
		}
	}
	options.onProgress?.(1);
	if (witness === null || full === 0) {
		return { a: [...aPrime], score: 0, count: factorial(n) };
	}
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
	return { a: order, score: full, count };
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
