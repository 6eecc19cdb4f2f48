import { say } from '../../i18n/said';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { criteria, formulas, isPermutationOf, type Criterion, type Formula } from './clists';
import { hardestOrder } from './hardest';
import {
	checkOpponentModel,
	defaultOpponentRange,
	hardGoals,
	MAX_HARD_N,
	opponentSample,
	type HardGoal,
	type OpponentModel
} from './opponents';
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

/** The optimum (own score, opponents' total) for a goal, by trying every order on the sample. */
function bruteForce(
	aPrime: bigint[],
	b: bigint[],
	sample: bigint[][],
	formula: Formula,
	criterion: Criterion,
	goal: HardGoal
) {
	let best: { own: number; opp: number } | null = null;
	for (const order of permutations(aPrime)) {
		const own = scoreOf(order, b, formula, criterion);
		const opp = sample.reduce((sum, list) => sum + scoreOf(order, list, formula, criterion), 0);
		const better =
			!best ||
			(goal === 'mine-then-others'
				? own > best.own || (own === best.own && opp < best.opp)
				: opp < best.opp || (opp === best.opp && own > best.own));
		if (better) best = { own, opp };
	}
	return best!;
}

const distinctList = (n: number, range: number) =>
	fc
		.uniqueArray(fc.integer({ min: -range, max: range }), { minLength: n, maxLength: n })
		.map((xs) => xs.map(BigInt));

const model = (low: number, high: number, samples = 8, seed = 1): OpponentModel => ({
	low,
	high,
	samples,
	seed
});

describe('hardestOrder equals a brute force over every order, on the same sample', () => {
	for (const formula of formulas) {
		for (const criterion of criteria) {
			it(`for n up to 6, ${formula}, ${criterion}, both goals`, () => {
				for (let n = 1; n <= 6; n++) {
					fc.assert(
						fc.property(
							distinctList(n, 15),
							distinctList(n, 15),
							fc.integer({ min: 0, max: 1000 }),
							(aPrime, b, seed) => {
								const m = model(-15, 15, 6, seed);
								const sample = opponentSample(n, m);
								for (const goal of hardGoals) {
									const result = hardestOrder(aPrime, b, formula, criterion, m, goal);
									const brute = bruteForce(aPrime, b, sample, formula, criterion, goal);
									expect({ own: result.score, opp: result.opponentTotal }).toEqual(brute);
									// The order is a real order of a' and really does what is reported.
									expect(isPermutationOf(result.a, aPrime)).toBe(true);
									expect(scoreOf(result.a, b, formula, criterion)).toBe(result.score);
									expect(result.opponentMean).toBeCloseTo(result.opponentTotal / 6, 10);
								}
							}
						),
						{ numRuns: n <= 4 ? 8 : n === 5 ? 4 : 2 }
					);
				}
			});
		}
	}

	it('in BigInt arithmetic too, and with numbers beyond 2^53', () => {
		for (const criterion of criteria) {
			for (const formula of formulas) {
				fc.assert(
					fc.property(distinctList(5, 30), distinctList(5, 30), (aPrime, b) => {
						const m = model(-30, 30, 5);
						const sample = opponentSample(5, m);
						for (const goal of hardGoals) {
							const result = hardestOrder(aPrime, b, formula, criterion, m, goal, {
								forceBigInt: true
							});
							expect({ own: result.score, opp: result.opponentTotal }).toEqual(
								bruteForce(aPrime, b, sample, formula, criterion, goal)
							);
						}
					}),
					{ numRuns: 3 }
				);
			}
		}
		const huge = 2n ** 60n;
		const aPrime = [huge + 1n, huge + 3n, -huge, 7n, 2n];
		const b = [1n, 2n, -3n, huge, 5n];
		const m = model(-20, 20, 4);
		const result = hardestOrder(aPrime, b, 'convolution', 'prime-abs', m, 'mine-then-others');
		expect({ own: result.score, opp: result.opponentTotal }).toEqual(
			bruteForce(aPrime, b, opponentSample(5, m), 'convolution', 'prime-abs', 'mine-then-others')
		);
	});
});

describe('the two goals against the plain best order', () => {
	it('"mine, then the others" keeps my best score and never makes it easier for the others', () => {
		fc.assert(
			fc.property(distinctList(7, 40), distinctList(7, 40), (aPrime, b) => {
				for (const formula of formulas) {
					const m = { ...defaultOpponentRange(aPrime, b), samples: 16, seed: 3 };
					const best = bestOrder(aPrime, b, formula, 'prime');
					const mine = hardestOrder(aPrime, b, formula, 'prime', m, 'mine-then-others');
					expect(mine.score).toBe(best.score);
					expect(mine.plain.score).toBe(best.score);
					expect(mine.opponentTotal).toBeLessThanOrEqual(mine.plain.opponentTotal);
					const others = hardestOrder(aPrime, b, formula, 'prime', m, 'others-then-mine');
					expect(others.opponentTotal).toBeLessThanOrEqual(mine.opponentTotal);
					expect(others.score).toBeLessThanOrEqual(mine.score);
				}
			}),
			{ numRuns: 5 }
		);
	});

	it('finds an order the others find harder than the plain best order, on a known case', () => {
		const aPrime = [5n, 2n, 9n, 6n, 3n, 13n];
		const b = [15n, 12n, 1n, 7n, 13n, 9n];
		const m = { ...defaultOpponentRange(aPrime, b), samples: 32, seed: 2010 };
		const result = hardestOrder(aPrime, b, 'convolution', 'prime', m, 'mine-then-others');
		expect(result.score).toBe(3);
		expect(result.plain.score).toBe(3);
		// 25 hits over 32 lists, down from 32: a quarter of a point less for each opponent.
		expect(result.opponentTotal).toBe(25);
		expect(result.plain.opponentTotal).toBe(32);
	});
});

describe('the sample', () => {
	it('is the same for the same seed, and the result with it', () => {
		const aPrime = [4n, -7n, 10n, 2n, 9n, -1n, 5n];
		const b = [3n, 1n, -6n, 8n, 12n, -2n, 7n];
		const m = model(-20, 20, 32, 77);
		expect(opponentSample(7, m)).toEqual(opponentSample(7, { ...m }));
		expect(opponentSample(7, m)).not.toEqual(opponentSample(7, { ...m, seed: 78 }));
		const first = hardestOrder(aPrime, b, 'convolution', 'square', m, 'others-then-mine');
		const again = hardestOrder(aPrime, b, 'convolution', 'square', { ...m }, 'others-then-mine');
		expect(again).toEqual(first);
	});

	it('holds lists of n distinct integers within the range', () => {
		const lists = opponentSample(5, model(-3, 1, 50, 9));
		expect(lists).toHaveLength(50);
		for (const list of lists) {
			expect(list).toHaveLength(5);
			expect(new Set(list).size).toBe(5);
			expect(list.every((x) => x >= -3n && x <= 1n)).toBe(true);
		}
	});

	it('defaults to the span of the numbers the permutator sees, wide enough for n', () => {
		expect(defaultOpponentRange([3n, -8n, 5n], [20n, 1n, 2n])).toEqual({ low: -8, high: 20 });
		expect(defaultOpponentRange([1n, 2n, 3n], [2n, 3n, 1n])).toEqual({ low: 1, high: 3 });
		expect(defaultOpponentRange([1n, 2n, 3n, 4n], [1n, 2n, 3n, 4n])).toEqual({ low: 1, high: 4 });
		expect(defaultOpponentRange([5n, 6n], [6n, 5n])).toEqual({ low: 5, high: 6 });
		expect(defaultOpponentRange([7n, 8n, 9n], [7n, 8n, 9n])).toEqual({ low: 7, high: 9 });
		expect(defaultOpponentRange([2n ** 40n, 1n], [3n, 2n])).toEqual({
			low: 1,
			high: 1_000_000_000
		});
	});

	it('refuses a model it cannot draw from, in plain words', () => {
		const problem = (m: OpponentModel, n: number) => {
			const found = checkOpponentModel(m, n);
			return found && say(found, { locale: 'en' });
		};
		expect(problem(model(1, 50), 6)).toBeNull();
		expect(problem(model(1, 4), 6)).toBe(
			'The range from 1 to 4 must hold at least 6 different whole numbers.'
		);
		expect(problem(model(1.5, 50), 6)).toMatch(/whole numbers/);
		expect(problem(model(1, 50, 0), 6)).toMatch(/sample lists/);
		expect(problem(model(-2e9, 50), 6)).toMatch(/1,000,000,000/);
	});

	it(`refuses more than ${MAX_HARD_N} terms`, () => {
		const many = Array.from({ length: MAX_HARD_N + 1 }, (_, i) => BigInt(i + 1));
		expect(() =>
			hardestOrder(many, many, 'convolution', 'prime', model(1, 50), 'mine-then-others')
		).toThrow(/limited to 10 terms/);
	});
});

describe('hardestOrder reports progress and can be stopped', () => {
	const aPrime = [3n, -7n, 11n, 2n, 5n, -1n, 8n, 13n];
	const b = [1n, 2n, -3n, 4n, 6n, 9n, -5n, 10n];
	const m = model(-20, 20, 32);

	it('reports fractions that grow to 1', () => {
		const seen: number[] = [];
		hardestOrder(aPrime, b, 'convolution', 'coprime-previous', m, 'others-then-mine', {
			onProgress: (f) => seen.push(f)
		});
		expect(seen.length).toBeGreaterThan(2);
		expect(seen.at(-1)).toBe(1);
		expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]))).toBe(true);
	});

	it('stops when asked', () => {
		expect(() =>
			hardestOrder(aPrime, b, 'convolution', 'prime', m, 'mine-then-others', {
				shouldStop: () => true
			})
		).toThrow(OptimiserStopped);
	});
});
