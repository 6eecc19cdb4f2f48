import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { criteria, formulas, isPermutationOf, type Criterion, type Formula } from './clists';
import { bestOrder, OptimiserStopped, scoreOf, type BestOrder } from './optimiser';
import { seededRandom } from '../../core/random';

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
							expect(result).toMatchObject({
								...bruteForce(aPrime, b, formula, criterion),
								proven: true
							});
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

describe("starting from the beam's first order", () => {
	// The beam only gives the search its first score to beat: the answer must stay the exact one.
	for (const criterion of criteria) {
		it(`keeps the brute-force score, count and proof for n up to 8, ${criterion}`, () => {
			for (let n = 1; n <= 8; n++) {
				fc.assert(
					fc.property(sizedCase(n, n <= 4 ? 12 : 40), ([aPrime, b]) => {
						const result = bestOrder(aPrime, b, 'convolution', criterion, { beamFrom: 1 });
						expect(result).toMatchObject({
							...bruteForce(aPrime, b, 'convolution', criterion),
							proven: true
						});
						expectHonest(result, aPrime, b, 'convolution', criterion);
					}),
					{ numRuns: n <= 5 ? 10 : n <= 7 ? 3 : 1 }
				);
			}
		});
	}

	it('with a small budget, gives a real order and claims no proof it lacks', () => {
		fc.assert(
			fc.property(sizedCase(7, 40), fc.integer({ min: 1, max: 20_000 }), ([aPrime, b], budget) => {
				const result = bestOrder(aPrime, b, 'convolution', 'prime', {
					beamFrom: 1,
					workBudget: budget
				});
				const exact = bruteForce(aPrime, b, 'convolution', 'prime');
				expectHonest(result, aPrime, b, 'convolution', 'prime');
				if (result.proven) expect(result.score).toBe(exact.score);
				else expect(result.score).toBeLessThanOrEqual(exact.score);
				if (result.count !== null) expect(result.count).toBe(exact.count);
			}),
			{ numRuns: 20 }
		);
	});

	it('agrees with the search without it on nine six-digit terms', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
				const random = seededRandom(seed);
				const aPrime = sixDigitTerms(random, 9);
				const b = sixDigitTerms(random, 9);
				const withBeam = bestOrder(aPrime, b, 'convolution', 'prime');
				const without = bestOrder(aPrime, b, 'convolution', 'prime', { beamFrom: Infinity });
				expect(withBeam.proven && without.proven).toBe(true);
				expect(withBeam).toMatchObject({ score: without.score, count: without.count });
				expectHonest(withBeam, aPrime, b, 'convolution', 'prime');
			}),
			{ numRuns: 3 }
		);
	});
});

/** n distinct six-digit terms of either sign, as in the bench's budget cases. */
function sixDigitTerms(random: () => number, n: number): bigint[] {
	const seen = new Set<number>();
	while (seen.size < n) {
		const size = 100_000 + Math.floor(random() * 900_000);
		seen.add(random() < 0.5 ? -size : size);
	}
	return [...seen].map(BigInt);
}

describe('the running sum with large terms, where a term that cannot count is cut', () => {
	const sixDigits = fc
		.uniqueArray(fc.integer({ min: 100_000, max: 999_999 }), { minLength: 6, maxLength: 6 })
		.chain((sizes) =>
			fc
				.array(fc.boolean(), { minLength: 6, maxLength: 6 })
				.map((negative) => sizes.map((x, i) => BigInt(negative[i] ? -x : x)))
		);
	for (const criterion of ['prime', 'square', 'fibonacci'] as const) {
		it(`keeps the brute-force score and count on six-digit terms, ${criterion}`, () => {
			fc.assert(
				fc.property(sixDigits, sixDigits, (aPrime, b) => {
					const result = bestOrder(aPrime, b, 'convolution', criterion);
					expect(result).toMatchObject({
						...bruteForce(aPrime, b, 'convolution', criterion),
						proven: true
					});
					expect(scoreOf(result.a, b, 'convolution', criterion)).toBe(result.score);
				}),
				{ numRuns: 4 }
			);
		});
	}

	it('proves the best order of 10 six-digit terms within the default budget', () => {
		const random = seededRandom(1010);
		const aPrime = sixDigitTerms(random, 10);
		const b = sixDigitTerms(random, 10);
		const result = bestOrder(aPrime, b, 'convolution', 'prime');
		expect(result.proven).toBe(true);
		expect(scoreOf(result.a, b, 'convolution', 'prime')).toBe(result.score);
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

	it('past 18 terms walks the orders and leaves out the count, which a double cannot hold', () => {
		const many = (n: number, from: number) => Array.from({ length: n }, (_, i) => BigInt(from + i));
		const result = bestOrder(many(19, 1), many(19, 100), 'as-printed', 'prime');
		expect(result).toMatchObject({ score: 19, count: null, proven: true });
		expect(scoreOf(result.a, many(19, 100), 'as-printed', 'prime')).toBe(19);
	});
});

/** Distinct terms of about `digits` digits, alternating in sign, from a small seeded generator. */
function bigTerms(n: number, digits: number, seed: number): bigint[] {
	const terms = new Set<bigint>();
	let x = BigInt(seed);
	const size = 10n ** BigInt(digits - 1);
	while (terms.size < n) {
		x = (x * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
		terms.add((size + (x % (9n * size))) * (terms.size % 2 ? -1n : 1n));
	}
	return [...terms];
}

/** The answer is a real order of a' that really scores what it says. */
function expectHonest(
	result: BestOrder,
	aPrime: bigint[],
	b: bigint[],
	formula: Formula,
	criterion: Criterion
) {
	expect(isPermutationOf(result.a, aPrime)).toBe(true);
	expect(scoreOf(result.a, b, formula, criterion)).toBe(result.score);
}

describe('bestOrder within a work budget', () => {
	it('with a small budget, small random cases still get the proven best or say they are not proven', () => {
		for (const formula of formulas) {
			for (const criterion of criteria) {
				fc.assert(
					fc.property(
						sizedCase(7, 40),
						fc.integer({ min: 1, max: 3000 }),
						([aPrime, b], workBudget) => {
							const result = bestOrder(aPrime, b, formula, criterion, {
								workBudget,
								periodLimit: 64
							});
							const exact = bruteForce(aPrime, b, formula, criterion);
							expectHonest(result, aPrime, b, formula, criterion);
							if (result.proven) expect(result.score).toBe(exact.score);
							else expect(result.score).toBeLessThanOrEqual(exact.score);
							if (result.count !== null) expect(result.count).toBe(exact.count);
						}
					),
					{ numRuns: 10 }
				);
			}
		}
	});

	it('the as-printed reading gives the exact answer past the table limit by walking the orders', () => {
		// c = 2·1 + 3·1 + 6·2 or another order: 12 + 5 = 17 is prime.
		const aPrime = [2n, 3n, 6n];
		const b = [1n, 1n, 2n];
		const result = bestOrder(aPrime, b, 'as-printed', 'prime', { periodLimit: 1 });
		expect(result).toMatchObject({ score: 3, proven: true });
		expectHonest(result, aPrime, b, 'as-printed', 'prime');
		// No order makes the sum prime; the walk tries all six to prove it.
		expect(
			bestOrder([2n, 4n, 6n], [2n, 4n, 8n], 'as-printed', 'prime', { periodLimit: 1 })
		).toMatchObject({
			score: 0,
			count: 6,
			proven: true
		});
	});

	for (const formula of formulas) {
		for (const [n, digits, criterion] of [
			[16, 6, 'square'],
			[18, 6, 'fibonacci'],
			[12, 40, 'prime']
		] as const) {
			it(`${n} terms of ${digits} digits, ${formula}, ${criterion}: stops at the budget with a real order`, () => {
				const aPrime = bigTerms(n, digits, n);
				const b = bigTerms(n, digits, n + 1);
				const result = bestOrder(aPrime, b, formula, criterion, { workBudget: 200_000 });
				expectHonest(result, aPrime, b, formula, criterion);
				// Proving the best here needs far more than 200,000 steps, so the answer says so.
				expect(result.count).toBeNull();
				if (formula === 'convolution' || result.score === 0) expect(result.proven).toBe(false);
			});
		}
	}

	it('an order is found however small the budget', () => {
		const aPrime = bigTerms(18, 6, 3);
		const b = bigTerms(18, 6, 4);
		const result = bestOrder(aPrime, b, 'convolution', 'prime', { workBudget: 1 });
		expect(result.proven).toBe(false);
		expectHonest(result, aPrime, b, 'convolution', 'prime');
	});
});
