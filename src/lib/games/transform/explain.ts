/**
 * The reveal's "why does this term count?" lines, one per c value, under the round's own test:
 * factors for the prime tests, the nearest Fibonacci numbers or squares, the common factor with
 * the previous term. Plain sentences for the table to check by hand.
 */
import { abs, gcd, isFibonacci, isqrt } from '../../core/numbers/integers';
import { primality } from '../../core/numbers/primality';
import type { Criterion } from './clists';

/** What the check button of each test shows, as in "Show primes and factors for Ada". */
export const checkNames: Record<Criterion, string> = {
	prime: 'primes and factors',
	'prime-abs': 'primes and factors',
	fibonacci: 'Fibonacci numbers',
	square: 'squares and square roots',
	'coprime-previous': 'common factors'
};

function primeLine(shown: string, n: bigint): string {
	const verdict = primality(n);
	if (verdict.prime) return `${shown} prime`;
	if (verdict.factor !== undefined) {
		return `${shown} not prime, ${verdict.smallest ? 'smallest factor' : 'a factor'} ${verdict.factor}`;
	}
	return `${shown} not prime (no small factor found)`;
}

/** The Fibonacci numbers on either side of n (n >= 0 and not one of them). */
function fibonacciAround(n: bigint): [bigint, bigint] {
	let [a, b] = [0n, 1n];
	while (b < n) [a, b] = [b, a + b];
	return [a, b];
}

/** One line on term k of a c-list under `criterion`, starting with the value itself. */
export function explainTerm(c: readonly bigint[], k: number, criterion: Criterion): string {
	const value = c[k];
	switch (criterion) {
		case 'prime':
			return value < 2n
				? `${value}: not prime (primes are 2 or more)`
				: primeLine(`${value}:`, value);
		case 'prime-abs': {
			const size = abs(value);
			const shown = value < 0n ? `${value}: its size ${size} is` : `${value}:`;
			return size < 2n ? `${shown} not prime (primes are 2 or more)` : primeLine(shown, size);
		}
		case 'fibonacci': {
			if (value < 0n) return `${value}: not a Fibonacci number (they are 0 or more)`;
			if (isFibonacci(value)) return `${value}: a Fibonacci number`;
			const [below, above] = fibonacciAround(value);
			return `${value}: not a Fibonacci number (it lies between ${below} and ${above})`;
		}
		case 'square': {
			if (value < 0n) return `${value}: not a square (squares are 0 or more)`;
			const root = isqrt(value);
			if (root * root === value) return `${value}: a square, ${root} × ${root}`;
			return `${value}: not a square (it lies between ${root * root} and ${(root + 1n) * (root + 1n)})`;
		}
		case 'coprime-previous': {
			if (k === 0) return `${value}: the first term, which never counts`;
			const previous = c[k - 1];
			const common = gcd(value, previous);
			if (common === 0n)
				return `${value}: the term before is 0 as well, so they share every factor`;
			return common === 1n
				? `${value}: no common factor with ${previous}, the term before`
				: `${value}: shares the factor ${common} with ${previous}, the term before`;
		}
	}
}
