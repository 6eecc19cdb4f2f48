import { describe, expect, it } from 'vitest';
import { countedTerms, type Criterion } from './clists';
import { explainTerm } from './explain';
import { checkButton, sayTermLine } from '../../i18n/transform';

/** A term's line as an English reader sees it. */
const line = (c: readonly bigint[], k: number, criterion: Criterion) =>
	sayTermLine(explainTerm(c, k, criterion), { locale: 'en' });

const lines = (values: number[], criterion: Criterion) => {
	const c = values.map(BigInt);
	return c.map((_, k) => line(c, k, criterion));
};

describe('the reveal explains each term under the round’s own test', () => {
	it('gives factors under the prime tests, with the size of a negative term', () => {
		expect(lines([7, 91, 1, -7], 'prime')).toEqual([
			'7: prime',
			'91: not prime, smallest factor 7',
			'1: not prime (primes are 2 or more)',
			'-7: not prime (primes are 2 or more)'
		]);
		expect(lines([-7, -9, 0], 'prime-abs')).toEqual([
			'-7: its size 7 is prime',
			'-9: its size 9 is not prime, smallest factor 3',
			'0: not prime (primes are 2 or more)'
		]);
	});

	it('names the Fibonacci numbers or squares a value lies between', () => {
		expect(lines([8, 9, 0, -1], 'fibonacci')).toEqual([
			'8: a Fibonacci number',
			'9: not a Fibonacci number (it lies between 8 and 13)',
			'0: a Fibonacci number',
			'-1: not a Fibonacci number (they are 0 or more)'
		]);
		expect(lines([16, 17, -4], 'square')).toEqual([
			'16: a square, 4 × 4',
			'17: not a square (it lies between 16 and 25)',
			'-4: not a square (squares are 0 or more)'
		]);
	});

	it('gives the factor shared with the term before under the coprime test', () => {
		expect(lines([10, 15, 4, 0, 0], 'coprime-previous')).toEqual([
			'10: the first term, which never counts',
			'15: shares the factor 5 with 10, the term before',
			'4: no common factor with 15, the term before',
			'0: shares the factor 4 with 4, the term before',
			'0: the term before is 0 as well, so they share every factor'
		]);
	});

	it('says a term counts exactly when the scoring counts it', () => {
		const c = [2, 3, 5, 8, 9, 16, -3, 0, 1, 21, 25, 49].map(BigInt);
		const says: Record<Criterion, RegExp> = {
			prime: /: prime$/,
			'prime-abs': /(: | is )prime$/,
			fibonacci: /: a Fibonacci number$/,
			square: /: a square/,
			'coprime-previous': /: no common factor/
		};
		for (const criterion of Object.keys(says) as Criterion[]) {
			const counted = countedTerms(c, criterion);
			c.forEach((_, k) =>
				expect(says[criterion].test(line(c, k, criterion)), `${criterion} ${c[k]}`).toBe(counted[k])
			);
		}
		expect(checkButton('square', 'Ada', false, { locale: 'en' })).toBe(
			'Show squares and square roots for Ada'
		);
	});
});
