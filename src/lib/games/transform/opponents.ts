/**
 * The model of the other players' unknown b-lists, for the permutator's "hardest for the others"
 * helper (hardest.ts): its defaults, its checks and its fixed, seeded sample. Kept apart from the
 * search so the screen can use it without loading the optimiser.
 */
import { type ModelProblem } from './said';
import { seededRandom } from '../../core/random';

/** The orders the permutator may ask for (the plain best order is bestOrder's job). */
export type HardGoal = 'mine-then-others' | 'others-then-mine';
export const hardGoals: readonly HardGoal[] = ['mine-then-others', 'others-then-mine'];

/** True when `value` names a goal. */
export function isHardGoal(value: unknown): value is HardGoal {
	return typeof value === 'string' && (hardGoals as readonly string[]).includes(value);
}

/** How the other players' unknown b-lists are modelled. */
export interface OpponentModel {
	/** Each list is n distinct integers drawn uniformly from low..high (inclusive). */
	low: number;
	high: number;
	/** How many lists the sample holds (K). */
	samples: number;
	/** The seed of the sample: the same seed gives the same lists. */
	seed: number;
}

/** The default number of sampled lists and the seed the screens use. */
export const DEFAULT_SAMPLES = 32;
export const DEFAULT_SEED = 2010;
export const MAX_SAMPLES = 256;
/** Range ends are kept within this size, so every draw is exact with a 32-bit generator. */
export const MAX_RANGE_END = 1_000_000_000;
/**
 * The largest n the search accepts: beyond it an unlucky convolution case or the as-printed
 * reading (every order is visited) takes too long on a phone. See bench/transform.bench.ts.
 */
export const MAX_HARD_N = 10;

/**
 * The default range of the model: from the smallest to the largest number the permutator can see
 * (a' and their own b-list), widened upwards when it holds fewer than n integers and kept within
 * ±MAX_RANGE_END.
 */
export function defaultOpponentRange(
	aPrime: readonly bigint[],
	b: readonly bigint[]
): { low: number; high: number } {
	const n = Math.max(aPrime.length, 1);
	const all = [...aPrime, ...b];
	const clamp = (x: bigint) =>
		Number(
			x < -BigInt(MAX_RANGE_END)
				? -BigInt(MAX_RANGE_END)
				: x > BigInt(MAX_RANGE_END)
					? BigInt(MAX_RANGE_END)
					: x
		);
	let low = all.length ? clamp(all.reduce((x, y) => (y < x ? y : x))) : 1;
	let high = all.length ? clamp(all.reduce((x, y) => (y > x ? y : x))) : n;
	if (high - low + 1 < n) {
		high = low + n - 1;
		if (high > MAX_RANGE_END) {
			high = MAX_RANGE_END;
			low = high - n + 1;
		}
	}
	return { low, high };
}

/** Why a model cannot be used for lists of n terms (as data), or null when it can. */
export function checkOpponentModel(model: OpponentModel, n: number): ModelProblem | null {
	const { low, high, samples, seed } = model;
	if (!Number.isSafeInteger(low) || !Number.isSafeInteger(high)) {
		return { code: 'transform/model-not-whole' };
	}
	if (Math.abs(low) > MAX_RANGE_END || Math.abs(high) > MAX_RANGE_END) {
		return { code: 'transform/model-too-far', max: MAX_RANGE_END };
	}
	if (high - low + 1 < n) return { code: 'transform/model-too-narrow', low, high, n };
	if (!Number.isInteger(samples) || samples < 1 || samples > MAX_SAMPLES) {
		return { code: 'transform/model-samples', max: MAX_SAMPLES };
	}
	if (!Number.isInteger(seed)) return { code: 'transform/model-seed' };
	return null;
}

/**
 * The model's fixed sample: `samples` lists of n distinct integers, each drawn uniformly from
 * low..high in random order, from the seeded generator. Throws RangeError for a bad model.
 */
export function opponentSample(n: number, model: OpponentModel): bigint[][] {
	const problem = checkOpponentModel(model, n);
	if (problem) throw new RangeError(problem.code);
	const random = seededRandom(model.seed);
	const size = model.high - model.low + 1;
	const lists: bigint[][] = [];
	for (let s = 0; s < model.samples; s++) {
		const seen = new Set<number>();
		const list: bigint[] = [];
		while (list.length < n) {
			const value = model.low + Math.floor(random() * size);
			if (seen.has(value)) continue;
			seen.add(value);
			list.push(BigInt(value));
		}
		lists.push(list);
	}
	return lists;
}
