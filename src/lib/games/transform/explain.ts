/**
 * The reveal's "why does this term count?" lines, one per c value, under the round's own test:
 * factors for the prime tests, the nearest Fibonacci numbers or squares, the common factor with
 * the previous term. Data (said.ts `TermWhy`), which src/lib/i18n/transform.ts words for the table
 * to check by hand.
 */
import { abs, gcd, isFibonacci, isqrt } from '../../core/numbers/integers';
import { primality } from '../../core/numbers/primality';
import type { Criterion } from './clists';
import type { TermWhy } from './said';

/** Term k of a c-list and why it counts or not. */
export interface TermExplained {
	/** The term, as a decimal string. */
	value: string;
	why: TermWhy;
}

/** The prime test's verdict on n (>= 2), on the value itself or on its size when given. */
function primeWhy(n: bigint, size?: string): TermWhy {
	const on = size === undefined ? {} : { size };
	const verdict = primality(n);
	if (verdict.prime) return { code: 'transform/why-prime', ...on };
	if (verdict.factor !== undefined) {
		return {
			code: 'transform/why-factor',
			...on,
			factor: verdict.factor.toString(),
			smallest: verdict.smallest === true
		};
	}
	return { code: 'transform/why-no-small-factor', ...on };
}

/** The Fibonacci numbers on either side of n (n >= 0 and not one of them). */
function fibonacciAround(n: bigint): [bigint, bigint] {
	let [a, b] = [0n, 1n];
	while (b < n) [a, b] = [b, a + b];
	return [a, b];
}

function whyOf(c: readonly bigint[], k: number, criterion: Criterion): TermWhy {
	const value = c[k];
	switch (criterion) {
		case 'prime':
			return value < 2n ? { code: 'transform/why-below-two' } : primeWhy(value);
		case 'prime-abs': {
			const size = abs(value);
			const shown = value < 0n ? size.toString() : undefined;
			const on = shown === undefined ? {} : { size: shown };
			return size < 2n ? { code: 'transform/why-below-two', ...on } : primeWhy(size, shown);
		}
		case 'fibonacci': {
			if (value < 0n) return { code: 'transform/why-fibonacci-negative' };
			if (isFibonacci(value)) return { code: 'transform/why-fibonacci' };
			const [below, above] = fibonacciAround(value);
			return {
				code: 'transform/why-fibonacci-between',
				below: below.toString(),
				above: above.toString()
			};
		}
		case 'square': {
			if (value < 0n) return { code: 'transform/why-square-negative' };
			const root = isqrt(value);
			if (root * root === value) return { code: 'transform/why-square', root: root.toString() };
			return {
				code: 'transform/why-square-between',
				below: (root * root).toString(),
				above: ((root + 1n) * (root + 1n)).toString()
			};
		}
		case 'coprime-previous': {
			if (k === 0) return { code: 'transform/why-first-term' };
			const previous = c[k - 1];
			const common = gcd(value, previous);
			if (common === 0n) return { code: 'transform/why-both-zero' };
			return common === 1n
				? { code: 'transform/why-coprime', previous: previous.toString() }
				: {
						code: 'transform/why-shares',
						factor: common.toString(),
						previous: previous.toString()
					};
		}
	}
}

/** Term k of a c-list under `criterion`: its value and why it counts or not. */
export function explainTerm(c: readonly bigint[], k: number, criterion: Criterion): TermExplained {
	return { value: c[k].toString(), why: whyOf(c, k, criterion) };
}
