/** A good first order for the running-sum search, found quickly by a beam search. */
import { seededRandom } from '../../core/random';
import { OptimiserStopped, type Budget } from './optimiser-search';

// From this many terms the search starts from the beam's order; below, it is quick without one.
export const BEAM_FROM = 9;
// Prefixes the beam keeps at each length.
const BEAM_WIDTH = 1024;
// Past this share of the budget the beam narrows to a single prefix, so that even a small budget
// ends with an order at the cost of a few candidates per term.
const BEAM_SHARE = 0.1;

/**
 * A good order found quickly, to start the depth-first search with a high score to beat (the
 * search is exact whatever its first score; a good one only lets it cut more, and sooner): a beam
 * search that extends the BEAM_WIDTH best prefixes by every unused term and keeps the BEAM_WIDTH
 * best, ties drawn by a seeded generator so the beam holds varied prefixes and the answer is the
 * same on every machine. `cost` gives the steps of `candidates` candidates tried at position k,
 * their criterion tests included.
 */
export function beamOrder(
	A: Float64Array,
	B: Float64Array,
	hit: (c: number, prev: number, k: number) => boolean,
	cost: (candidates: number, k: number) => number,
	budget: Budget,
	shouldStop: (() => boolean) | undefined
): { perm: Int32Array; score: number } {
	const n = A.length;
	const random = seededRandom(n);
	const narrowAt = budget.spent + budget.limit * BEAM_SHARE;
	// Prefixes as rows of n indices, with their scores and last c (for coprime-to-previous).
	let prefixes = new Int32Array(BEAM_WIDTH * n);
	let scores = new Int32Array(BEAM_WIDTH);
	let lastC = new Float64Array(BEAM_WIDTH);
	let kept = 1;
	const used = new Uint8Array(n);
	const most = BEAM_WIDTH * n;
	const fromPrefix = new Int32Array(most);
	const term = new Int32Array(most);
	const candidateScore = new Int32Array(most);
	const candidateC = new Float64Array(most);
	const rank = new Float64Array(most);
	for (let k = 0; k < n; k++) {
		if (shouldStop?.()) throw new OptimiserStopped();
		let count = 0;
		for (let p = 0; p < kept; p++) {
			used.fill(0);
			let fixed = 0;
			for (let i = 0; i < k; i++) {
				const j = prefixes[p * n + i];
				used[j] = 1;
				fixed += A[j] * B[k - i];
			}
			for (let j = 0; j < n; j++) {
				if (used[j]) continue;
				const c = A[j] * B[0] + fixed;
				fromPrefix[count] = p;
				term[count] = j;
				candidateC[count] = c;
				candidateScore[count] = scores[p] + (hit(c, lastC[p], k) ? 1 : 0);
				// A random fraction below 1 only orders candidates of equal score.
				rank[count] = candidateScore[count] + random();
				count++;
			}
		}
		budget.spend(cost(count, k));
		const width = budget.spent > narrowAt ? 1 : BEAM_WIDTH;
		const best = Array.from({ length: count }, (_, i) => i)
			.sort((x, y) => rank[y] - rank[x])
			.slice(0, width);
		const nextPrefixes = new Int32Array(BEAM_WIDTH * n);
		const nextScores = new Int32Array(BEAM_WIDTH);
		const nextLastC = new Float64Array(BEAM_WIDTH);
		best.forEach((i, row) => {
			const p = fromPrefix[i];
			nextPrefixes.set(prefixes.subarray(p * n, p * n + k), row * n);
			nextPrefixes[row * n + k] = term[i];
			nextScores[row] = candidateScore[i];
			nextLastC[row] = candidateC[i];
		});
		prefixes = nextPrefixes;
		scores = nextScores;
		lastC = nextLastC;
		kept = best.length;
	}
	// Rows are sorted best first.
	return { perm: prefixes.slice(0, n), score: scores[0] };
}
