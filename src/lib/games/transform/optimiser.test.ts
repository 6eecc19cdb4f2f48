import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { criteria, formulas, isPermutationOf, type Criterion, type Formula } from './clists';
import { bestOrder, OptimiserStopped, scoreOf } from './optimiser';

/** Every order of `items`. */
function permutations<T>(items: readonly T[]): T[][] {
	if (items.length <= 1) return [[...items]];
	const out: T[][] = [];
	items.forEach((x, i) => {
		for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)]))
			out.push([x, ...rest]);
	});
	return out;
}

/** The best score and how many orders reach it, by trying every order. */
function bruteForce(aPrime: bigint[], b: bigint[], formula: Formula, criterion: Criterion) {
	let best = -1;
	let count = 0;
	for (const order of permutations(aPrime)) {
		const s = scoreOf(order, b, formula, criterion);
		if (s > best) {
			best = s;
			count = 1;
		} else if (s === best) count++;
	}
	return { score: best, count };
}

const distinctList = (n: number, range: number) =>
	fc
		.uniqueArray(fc.integer({ min: -range, max: range }), { minLength: n, maxLength: n })
		.map((xs) => xs.map(BigInt));

const sizedCase = (n: number, range: number) =>
	fc.tuple(distinctList(n, range), distinctList(n, range));

describe('bestOrder equals brute force', () => {
	for (const formula of formulas) {
		for (const criterion of criteria) {
			it(`for every n up to 7, ${formula}, ${criterion}`, () => {
				for (let n = 1; n <= 7; n++) {
					fc.assert(
						fc.property(sizedCase(n, n <= 4 ? 12 : 40), ([aPrime, b]) => {
							const result = bestOrder(aPrime, b, formula, criterion);
							expect(result).toMatchObject(bruteForce(aPrime, b, formula, criterion));
							// The order given is a real order of a' and really reaches the score.
							expect(isPermutationOf(result.a, aPrime)).toBe(true);
							expect(scoreOf(result.a, b, formula, criterion)).toBe(result.score);
						}),
						{ numRuns: n <= 5 ? 15 : n === 6 ? 6 : 3 }
					);
				}
			});
		}
	}

	it('in BigInt arithmetic too, and with numbers beyond 2^53', () => {
		for (const criterion of criteria) {
			fc.assert(
				fc.property(sizedCase(6, 30), ([aPrime, b]) => {
					const result = bestOrder(aPrime, b, 'convolution', criterion, { forceBigInt: true });
					expect(result).toMatchObject(bruteForce(aPrime, b, 'convolution', criterion));
				}),
				{ numRuns: 5 }
			);
		}
		const huge = 2n ** 60n;
		const aPrime = [huge + 1n, huge + 3n, -huge, 7n, 2n];
		const b = [1n, 2n, -3n, huge, 5n];
		expect(bestOrder(aPrime, b, 'convolution', 'prime-abs')).toMatchObject(
			bruteForce(aPrime, b, 'convolution', 'prime-abs')
		);
	});
});

describe('bestOrder reports progress and can be stopped', () => {
	const aPrime = [3n, -7n, 11n, 2n, 5n, -1n, 8n, 13n, -20n, 17n, 4n];
	const b = [1n, 2n, -3n, 4n, 6n, 9n, -5n, 10n, 12n, 7n, 15n];

	it('reports fractions that grow to 1', () => {
		const seen: number[] = [];
		bestOrder(aPrime, b, 'convolution', 'fibonacci', { onProgress: (f) => seen.push(f) });
		expect(seen.at(-1)).toBe(1);
		expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]))).toBe(true);
	});

	it('stops when asked', () => {
		expect(() =>
			bestOrder(aPrime, b, 'convolution', 'fibonacci', { shouldStop: () => true })
		).toThrow(OptimiserStopped);
	});
});

describe('as printed', () => {
	it('every order scores n or nothing', () => {
		// c = a(3)·1 + a(2)·1 + a(1)·1 = 2 + 3 + 6 = 11, prime in every order.
		expect(bestOrder([2n, 3n, 6n], [1n, 1n, 2n], 'as-printed', 'prime')).toMatchObject({
			score: 3
		});
		// No order makes the sum prime: all orders reach 0.
		expect(bestOrder([2n, 4n, 6n], [2n, 4n, 8n], 'as-printed', 'prime')).toMatchObject({
			score: 0,
			count: 6
		});
	});

	it('refuses more than 18 terms, where the number of orders could not be counted exactly', () => {
		const many = (n: number) => Array.from({ length: n }, (_, i) => BigInt(i + 1));
		expect(() => bestOrder(many(19), many(19), 'as-printed', 'prime')).toThrow(
			/limited to 18 terms/
		);
	});
});
