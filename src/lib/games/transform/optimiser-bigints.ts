/** The running-sum (convolution) search in BigInt, for numbers too large for doubles. */
import { gcd } from '../../core/numbers/integers';
import type { Criterion } from './clists';
import { bigIntTest } from './optimiser-counts';
import {
	CHECK_EVERY,
	OptimiserStopped,
	OutOfBudget,
	bitLength,
	inPhases,
	largestValue,
	phasedProgress,
	testCost,
	type BestOrder,
	type Budget,
	type OptimiserOptions,
	type SearchState
} from './optimiser-search';

/** The same search in BigInt, for numbers too large for doubles. */
export function searchBigInts(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	criterion: Criterion,
	options: OptimiserOptions,
	budget: Budget
): BestOrder {
	const n = aPrime.length;
	const coprime = criterion === 'coprime-previous';
	const test = bigIntTest(criterion);
	// Every c is at most max|a'| · sum |b| in size, so one cost covers every test.
	const cost = testCost(bitLength(largestValue(aPrime, b)));
	const used = new Uint8Array(n);
	const perm = new Int32Array(n);
	const state: SearchState = { best: -1, count: 0, bestPerm: new Int32Array(n) };
	let ties = false;
	let nodes = 0;
	let done = 0;
	const total = n > 1 ? n * (n - 1) : 1;
	const { shouldStop } = options;
	const progress = phasedProgress(budget, options.onProgress);

	const visit = (k: number, sc: number, prevC: bigint): void => {
		if ((++nodes & CHECK_EVERY) === 0) {
			if (shouldStop?.()) throw new OptimiserStopped();
			progress(ties, done / total);
		}
		if (budget.spend((n - k) * cost) && state.best >= 0) throw new OutOfBudget();
		let fixed = 0n;
		for (let i = 0; i < k; i++) fixed += aPrime[perm[i]] * b[k - i];
		const candidates: { j: number; c: bigint; hit: number }[] = [];
		for (let j = 0; j < n; j++) {
			if (used[j]) continue;
			const c = aPrime[j] * b[0] + fixed;
			const hit = coprime ? k > 0 && gcd(c, prevC) === 1n : test(c);
			candidates.push({ j, c, hit: hit ? 1 : 0 });
		}
		candidates.sort((x, y) => y.hit - x.hit);
		const remaining = n - k - 1;
		for (const { j, c, hit } of candidates) {
			const s = sc + hit;
			if (ties ? s + remaining < state.best : s + remaining <= state.best) {
				if (k < 2) done += k === 0 ? n - 1 : 1;
				continue;
			}
			perm[k] = j;
			if (remaining === 0) {
				if (s > state.best) {
					state.best = s;
					state.count = 1;
					state.bestPerm = perm.slice();
				} else if (s === state.best) state.count++;
			} else {
				used[j] = 1;
				visit(k + 1, s, c);
				used[j] = 0;
			}
			if (k === 1 || (k === 0 && n === 1)) done++;
		}
	};

	return inPhases(
		aPrime,
		state,
		(countTies) => {
			ties = countTies;
			done = 0;
			visit(0, 0, 0n);
		},
		options
	);
}
