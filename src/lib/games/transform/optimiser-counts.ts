/**
 * Whether a value counts under the criterion, as fast as the searches need it: a table of every
 * value for small ranges (a sieve for primes), a glance, and bounded memos. Shared with the search
 * for the order hardest for the others (hardest.ts).
 */
import { isFibonacci, isPerfectSquare } from '../../core/numbers/integers';
import { isPrimeNumber, primeNumberWork } from '../../core/numbers/primality';
import { score, type Criterion } from './clists';

// Memoised criterion tests: beyond this many values the memo starts afresh, so memory stays flat.
const MEMO_LIMIT = 1 << 16;
// Up to this bound a criterion test is one look-up in a table of every possible value.
export const TABLE_BOUND = 1 << 20;

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
export function leastCounting(criterion: Criterion): number | null {
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
