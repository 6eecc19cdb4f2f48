import { say } from '../../i18n/said';
import { type ListName } from './said';
import { countOf } from '../../core/words';
import { describe, expect, it } from 'vitest';
import { checkList, cList, countedTerms, isPermutationOf, score, splitNumbers } from './clists';

describe('cList', () => {
	it('convolution: c(k) sums a(k+1-j)·b(j) for j = 1..k (worked by hand)', () => {
		// a = 1, 2, 3; b = 4, 5, 6.
		// c(1) = a1·b1 = 4; c(2) = a2·b1 + a1·b2 = 8 + 5 = 13;
		// c(3) = a3·b1 + a2·b2 + a1·b3 = 12 + 10 + 6 = 28.
		expect(cList([1n, 2n, 3n], [4n, 5n, 6n], 'convolution')).toEqual([4n, 13n, 28n]);
		expect(cList([-2n, 0n, 5n], [3n, -1n, 7n], 'convolution')).toEqual([-6n, 2n, 1n]);
	});

	it('as printed: every term is the full sum a(n+1-j)·b(j)', () => {
		// a3·b1 + a2·b2 + a1·b3 = 12 + 10 + 6 = 28, three times.
		expect(cList([1n, 2n, 3n], [4n, 5n, 6n], 'as-printed')).toEqual([28n, 28n, 28n]);
	});

	it('keeps numbers of any size exact', () => {
		const big = 10n ** 30n;
		expect(cList([big, 1n], [big, -1n], 'convolution')).toEqual([big * big, big - big]);
	});
});

describe('criteria', () => {
	it('prime counts positive primes only; prime-abs also negatives', () => {
		const c = [-7n, -1n, 0n, 1n, 2n, 9n, 13n];
		expect(countedTerms(c, 'prime')).toEqual([false, false, false, false, true, false, true]);
		expect(countedTerms(c, 'prime-abs')).toEqual([true, false, false, false, true, false, true]);
	});

	it('Fibonacci: 0, 1, 2, 3, 5, 8, ...; negatives never', () => {
		const c = [0n, 1n, 4n, 8n, -8n, 144n, 145n];
		expect(countedTerms(c, 'fibonacci')).toEqual([true, true, false, true, false, true, false]);
	});

	it('square: 0, 1, 4, 9, ...; negatives never', () => {
		const c = [0n, 1n, -1n, 2n, 49n, 10n ** 40n];
		expect(countedTerms(c, 'square')).toEqual([true, true, false, false, true, true]);
	});

	it('coprime-previous: from the second term, gcd with the previous term is 1; gcd(0, x) = |x|', () => {
		expect(countedTerms([5n, 7n, 14n, 0n, 1n, -1n, 0n], 'coprime-previous')).toEqual([
			false, // the first term never counts
			true, // gcd(7, 5) = 1
			false, // gcd(14, 7) = 7
			false, // gcd(0, 14) = 14
			true, // gcd(1, 0) = 1
			true, // gcd(-1, 1) = 1
			true // gcd(0, -1) = 1
		]);
		expect(score([0n, 0n], 'coprime-previous')).toBe(0);
	});
});

/** A list checked as the screens check it, with a problem in English words. */
function check(list: unknown, n: number | null, name: ListName = { of: 'your-b-list' }) {
	const result = checkList(list, n, name);
	return result.ok ? result : { ok: false, reason: say(result.problem, { locale: 'en' }) };
}

describe('checkList', () => {
	it('accepts n distinct integers given as strings or safe numbers', () => {
		expect(check(['3', -1, '0'], 3)).toEqual({ ok: true, values: [3n, -1n, 0n] });
	});

	it('refuses an empty list, a wrong length, a repeat and a non-integer with reasons', () => {
		expect(check([], 3)).toEqual({ ok: false, reason: 'Your b-list is empty.' });
		expect(check(['1', '2'], 3)).toEqual({
			ok: false,
			reason: 'Your b-list has 2 numbers but must have 3 numbers.'
		});
		expect(check(['1', '2', '1'], 3)).toEqual({
			ok: false,
			reason: 'Your b-list uses 1 twice; each integer may appear once.'
		});
		const fraction = check(['1', '2.5', '3'], 3);
		expect(fraction.ok).toBe(false);
		expect(!fraction.ok && fraction.reason).toMatch(/term 2: "2.5" is not a whole number/);
		expect(check('1,2,3', 3, { of: 'field', field: "a'" })).toEqual({
			ok: false,
			reason: "a' must be a list of integers."
		});
	});
});

describe('isPermutationOf', () => {
	it('is true only for a reordering of the same terms', () => {
		expect(isPermutationOf([3n, 1n, 2n], [1n, 2n, 3n])).toBe(true);
		expect(isPermutationOf([3n, 1n, 1n], [1n, 2n, 3n])).toBe(false);
		expect(isPermutationOf([3n, 1n], [1n, 2n, 3n])).toBe(false);
	});
});

describe('splitNumbers', () => {
	it('splits on spaces, commas, semicolons and lines', () => {
		expect(splitNumbers(' 1, -2;3\n\n 40  5 ')).toEqual(['1', '-2', '3', '40', '5']);
		expect(splitNumbers('  ')).toEqual([]);
	});
});

describe('countOf', () => {
	it('is singular for one only', () => {
		expect([0, 1, 2].map((k) => countOf(k, 'term'))).toEqual(['0 terms', '1 term', '2 terms']);
		expect(countOf(1n, 'integer')).toBe('1 integer');
		expect(check(['1', '2'], 1)).toEqual({
			ok: false,
			reason: 'Your b-list has 2 numbers but must have 1 number.'
		});
	});
});
