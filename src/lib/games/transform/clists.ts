/**
 * Transform's arithmetic: the c-lists under both readings of the formula, the scoring criteria and
 * the validation of a' and b-lists. Everything is BigInt: the numbers may be of any size and sign.
 */
import {
	abs,
	gcd,
	isFibonacci,
	isPerfectSquare,
	IntegerParseError,
	toInteger
} from '../../core/numbers/integers';
import { isPrime } from '../../core/numbers/primality';
import { type ListName, type ListProblem } from './said';

/** How c(p,k) is formed (rulings rule 1). */
export type Formula = 'convolution' | 'as-printed';
/** What makes a term of a c-list count (rulings rules 2 and 5). */
export type Criterion = 'prime' | 'prime-abs' | 'fibonacci' | 'square' | 'coprime-previous';

export const formulas: readonly Formula[] = ['convolution', 'as-printed'];
export const criteria: readonly Criterion[] = [
	'prime',
	'prime-abs',
	'fibonacci',
	'square',
	'coprime-previous'
];

/** Plain names for the screens. */
export const criterionLabels: Record<Criterion, string> = {
	prime: 'Prime (positive primes only)',
	'prime-abs': 'Prime in absolute value',
	fibonacci: 'Fibonacci number',
	square: 'Perfect square',
	'coprime-previous': 'Coprime to the previous term'
};

export const formulaLabels: Record<Formula, string> = {
	convolution: 'Convolution: c(k) sums a(k+1-j)·b(j) for j up to k',
	'as-printed': 'As printed: every c(k) is the same full sum'
};

/** True when `value` names a criterion. */
export function isCriterion(value: unknown): value is Criterion {
	return typeof value === 'string' && (criteria as readonly string[]).includes(value);
}

/** True when `value` names a formula reading. */
export function isFormula(value: unknown): value is Formula {
	return typeof value === 'string' && (formulas as readonly string[]).includes(value);
}

/**
 * A player's c-list. Convolution: c(k) = sum_{j=1..k} a(k+1-j)·b(j). As printed: every term is
 * sum_{j=1..n} a(n+1-j)·b(j), which does not depend on k. `a` and `b` must have the same length.
 */
export function cList(a: readonly bigint[], b: readonly bigint[], formula: Formula): bigint[] {
	const n = a.length;
	if (b.length !== n) throw new RangeError('a and b must have the same length.');
	if (formula === 'as-printed') {
		let total = 0n;
		for (let j = 0; j < n; j++) total += a[n - 1 - j] * b[j];
		return new Array<bigint>(n).fill(total);
	}
	const c: bigint[] = [];
	for (let k = 0; k < n; k++) {
		let sum = 0n;
		for (let j = 0; j <= k; j++) sum += a[k - j] * b[j];
		c.push(sum);
	}
	return c;
}

/** Whether one value counts under a criterion that looks at the value alone. */
export function valueCounts(
	value: bigint,
	criterion: Exclude<Criterion, 'coprime-previous'>
): boolean {
	switch (criterion) {
		case 'prime':
			return isPrime(value);
		case 'prime-abs':
			return isPrime(abs(value));
		case 'fibonacci':
			return isFibonacci(value);
		case 'square':
			return isPerfectSquare(value);
	}
}

/**
 * Which terms of a c-list count. Coprime-to-previous counts c(k) for k >= 2 when
 * gcd(c(k), c(k-1)) = 1, with gcd(0, x) = |x|; the first term never counts.
 */
export function countedTerms(c: readonly bigint[], criterion: Criterion): boolean[] {
	if (criterion === 'coprime-previous') {
		return c.map((value, k) => k > 0 && gcd(value, c[k - 1]) === 1n);
	}
	return c.map((value) => valueCounts(value, criterion));
}

/** A player's score for the round: how many terms count. */
export function score(c: readonly bigint[], criterion: Criterion): number {
	return countedTerms(c, criterion).filter(Boolean).length;
}

type WithoutList<T> = T extends unknown ? Omit<T, 'list'> : never;

/** The outcome of checking a list someone typed or sent; a problem is data (said.ts). */
export type ListCheck = { ok: true; values: bigint[] } | { ok: false; problem: ListProblem };

/**
 * Checks a list of n distinct integers (a' or a b-list): not empty, exactly n terms, each a whole
 * number, none repeated. `list` names the list in the problem, e.g. "Your b-list".
 */
export function checkList(value: unknown, n: number | null, list: ListName): ListCheck {
	const problem = (said: WithoutList<ListProblem>) =>
		({ ok: false, problem: { ...said, list } as ListProblem }) as const;
	if (!Array.isArray(value)) return problem({ code: 'transform/list-not-list' });
	if (value.length === 0) return problem({ code: 'transform/list-empty' });
	if (n !== null && value.length !== n) {
		return problem({ code: 'transform/list-length', has: value.length, wants: n });
	}
	const values: bigint[] = [];
	const seen = new Set<bigint>();
	for (let i = 0; i < value.length; i++) {
		let term: bigint;
		try {
			term = toInteger(value[i]);
		} catch (err) {
			if (!(err instanceof IntegerParseError)) throw err;
			return problem({ code: 'transform/list-term', term: i + 1, problem: err.problem });
		}
		if (seen.has(term)) return problem({ code: 'transform/list-twice', value: term.toString() });
		seen.add(term);
		values.push(term);
	}
	return { ok: true, values };
}

/** True when `order` uses exactly the terms of `aPrime` (a permutation of it). */
export function isPermutationOf(order: readonly bigint[], aPrime: readonly bigint[]): boolean {
	if (order.length !== aPrime.length) return false;
	const sortedA = [...order].sort(compare);
	const sortedB = [...aPrime].sort(compare);
	return sortedA.every((value, i) => value === sortedB[i]);
}

/** Ascending comparison for BigInt sorting. */
export function compare(x: bigint, y: bigint): number {
	return x < y ? -1 : x > y ? 1 : 0;
}

/** Splits typed or pasted text into number tokens: spaces, commas, semicolons and lines separate. */
export function splitNumbers(text: string): string[] {
	return text
		.split(/[\s,;]+/)
		.map((token) => token.trim())
		.filter((token) => token !== '');
}
