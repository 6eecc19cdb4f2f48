/**
 * The permutator's optimiser: the order of a' that scores best against the permutator's own
 * b-list, and how many orders reach that score.
 *
 * Every search has a work budget (a count of steps, each about one candidate tried or one table
 * entry written, so the answer is the same on every machine) and bounded memory. When the budget
 * runs out the answer is the best order found so far, marked as not proven best.
 *
 * Convolution reading: c(k) = a(k)·b(1) + ... + a(1)·b(k) depends only on a(1..k), so a
 * depth-first search over prefixes fixes one more c with each term placed; its memory is O(n²).
 * It runs twice: first for the best score alone (a prefix is cut unless it can beat the best found),
 * then counting the orders that reach it (ties kept), so a budget too small for the count still
 * leaves a proven score. At each node the sum of the fixed part of the next c is formed once, so
 * each candidate costs one multiplication; candidates that make the next term count are tried
 * first, so a good score is found early and cuts deeper. From BEAM_FROM terms a short beam search
 * gives the first score to beat, usually the best one already, so the search cuts deep from its
 * first node and its work is mostly the proof. Values are plain doubles while every
 * possible c is provably below 2^53, BigInt otherwise; criterion tests are memoised in bounded
 * tables.
 *
 * "As printed" reading: every c(k) is the same full sum, so the question is only whether some order
 * makes that one value count. While the distinct partial sums stay few, a dynamic programme over
 * the subsets of a' used so far, each with the partial sums it can reach and how many orders reach
 * each, answers it exactly; its table is capped (`periodLimit`). Past the cap (distinct large terms
 * give up to k! sums per subset of k terms), a depth-first walk over the orders looks for one whose
 * sum counts: finding one proves the best score (n), and running out of budget first leaves 0,
 * not proven.
 *
 * This module answers and re-exports the parts: what every search shares (optimiser-search.ts),
 * whether a value counts (optimiser-counts.ts), the running-sum search in doubles
 * (optimiser-numbers.ts, started from optimiser-beam.ts) and in BigInt (optimiser-bigints.ts), and
 * the as-printed reading (optimiser-as-printed.ts). Importers keep importing from here.
 */
import { cList, score, type Criterion, type Formula } from './clists';
import { bestAsPrinted } from './optimiser-as-printed';
import { searchBigInts } from './optimiser-bigints';
import { searchNumbers } from './optimiser-numbers';
import {
	Budget,
	OptimiserStopped,
	largestValue,
	type BestOrder,
	type OptimiserOptions
} from './optimiser-search';

export { DEFAULT_TABLE_LIMIT } from './optimiser-as-printed';
export { bigIntTest, numberTest, type TestWork } from './optimiser-counts';
export { OptimiserStopped, type BestOrder, type OptimiserOptions } from './optimiser-search';

/**
 * Under a second of work on a laptop in Node; the screen's worker allows more (WORKER_WORK_BUDGET
 * in optimiser.protocol.ts), since it shows progress and can be cancelled.
 */
export const DEFAULT_WORK_BUDGET = 10_000_000;
// Below this every double is an exact integer.
const SAFE = 2 ** 53;

/**
 * The best order of a' for the permutator, whose b-list is `b`, and how many orders reach it.
 * a' and b must have the same length and a' distinct terms (the engine checks both).
 */
export function bestOrder(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	formula: Formula,
	criterion: Criterion,
	options: OptimiserOptions = {}
): BestOrder {
	const n = aPrime.length;
	if (b.length !== n) throw new RangeError("a' and the b-list must have the same length.");
	if (n === 0) return { a: [], score: 0, count: 1, proven: true };
	if (options.shouldStop?.()) throw new OptimiserStopped();
	const budget = new Budget(options.workBudget ?? DEFAULT_WORK_BUDGET);
	if (formula === 'as-printed') return bestAsPrinted(aPrime, b, criterion, options, budget);
	const bound = largestValue(aPrime, b);
	if (!options.forceBigInt && bound < BigInt(SAFE)) {
		return searchNumbers(aPrime, b, criterion, Number(bound), options, budget);
	}
	return searchBigInts(aPrime, b, criterion, options, budget);
}

/** The score an order gets against a b-list, for checking the optimiser's answer. */
export function scoreOf(
	a: readonly bigint[],
	b: readonly bigint[],
	formula: Formula,
	criterion: Criterion
): number {
	return score(cList(a, b, formula), criterion);
}
