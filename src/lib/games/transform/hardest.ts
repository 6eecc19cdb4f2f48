/**
 * The permutator's second question: which order of a' is hardest for the other players, whose
 * b-lists the permutator cannot see?
 *
 * The model, stated plainly: each other player's b-list is n distinct integers drawn uniformly at
 * random from a range [low, high]. The app draws a fixed sample of K such lists with the seeded
 * generator of core/random.ts (same seed, same lists, same answer on every device) and measures an
 * order by the opponents' total score over the sample; divided by K it is the expected score of one
 * opponent under the model. Everything is exact over that sample; the sample itself is an estimate.
 *
 * Two goals, both lexicographic, and both counting how many orders reach the optimum:
 * - 'mine-then-others': among the orders reaching the permutator's best score, the one with the
 *   lowest opponent total;
 * - 'others-then-mine': the lowest opponent total of all orders, and among those the best own score.
 *
 * Search: depth-first over prefixes of the order, as in bestOrder. Convolution reading: c(k) of
 * every list (own and sampled) depends only on a(1..k), so placing a term fixes one more c of each
 * list; the opponent total of a prefix can only grow and the own score can grow by at most one per
 * term still to place. A prefix whose best conceivable pair (own + terms left, opponent total so
 * far) is strictly worse than the best pair found is cut (ties are kept, to count them). The
 * search starts from the plain best order (bestOrder), a good first incumbent. "As printed"
 * reading: every c is one full sum, known only when the order is complete, so no prefix can be
 * cut and the search visits every order (n! of them): fine for the n a table plays, capped below.
 */
import { abs, gcdNumber } from '../../core/numbers/integers';
import { score, type Criterion, type Formula } from './clists';
import {
	bestOrder,
	bigIntTest,
	numberTest,
	OptimiserStopped,
	scoreOf,
	type OptimiserOptions
} from './optimiser';
import { MAX_HARD_N, opponentSample, type HardGoal, type OpponentModel } from './opponents';

/** An order and how it does: own score and the opponents' total and mean over the sample. */
export interface OrderOutcome {
	a: bigint[];
	score: number;
	opponentTotal: number;
	/** opponentTotal / samples: the expected score of one opponent under the model. */
	opponentMean: number;
}

export interface HardestOrder extends OrderOutcome {
	goal: HardGoal;
	/** The plain best order (bestOrder's answer) measured on the same sample, for comparison. */
	plain: OrderOutcome;
	model: OpponentModel;
}

/** An order measured against the permutator's list and every sampled list (clists' scoring). */
export function measureOrder(
	a: readonly bigint[],
	b: readonly bigint[],
	sample: readonly (readonly bigint[])[],
	formula: Formula,
	criterion: Criterion
): OrderOutcome {
	let opponentTotal = 0;
	for (const list of sample) opponentTotal += scoreOf(a, list, formula, criterion);
	return {
		a: [...a],
		score: scoreOf(a, b, formula, criterion),
		opponentTotal,
		opponentMean: sample.length ? opponentTotal / sample.length : 0
	};
}

/**
 * How one position's term scores for every list. Rows: 0 is the permutator's b-list, 1..K the
 * sample. `gains(k, j)` gives what placing a'[j] at position k (0-based, after perm[0..k-1]) adds
 * to the own score and to the opponents' total; `place(k, j)` records that choice.
 */
interface Evaluator {
	/** Call once per node before gains(k, ·): forms what the placed prefix fixes. */
	enter(k: number, perm: Int32Array): void;
	gains(k: number, j: number): { own: number; opp: number };
	place(k: number, j: number): void;
	/** The most the own score can still grow once `placed` terms are placed. */
	ownUpper(placed: number): number;
}

/**
 * The evaluator in doubles (every c provably below 2^53 in absolute value): tests come from
 * bestOrder's memoised tables, the coprime test from gcdNumber.
 */
function numberEvaluator(
	aPrime: readonly bigint[],
	rows: readonly (readonly bigint[])[],
	formula: Formula,
	criterion: Criterion,
	bound: number
): Evaluator {
	const n = aPrime.length;
	const R = rows.length;
	const A = Float64Array.from(aPrime, Number);
	const B = new Float64Array(R * n);
	rows.forEach((row, r) => row.forEach((y, j) => (B[r * n + j] = Number(y))));
	const coprime = criterion === 'coprime-previous';
	const test = numberTest(criterion, bound);
	// fixed[k*R + r]: for convolution the part of c(k) set by a(0..k-1); for as printed the partial
	// sum of the first k terms. chosen[k*R + r]: the c at position k of row r, for the coprime test.
	const fixed = new Float64Array((n + 1) * R);
	const chosen = new Float64Array(n * R);
	const full = coprime ? n - 1 : n;
	const out = { own: 0, opp: 0 };
	if (formula === 'as-printed') {
		const counts = (c: number) => (coprime ? Math.abs(c) === 1 : test(c));
		return {
			enter() {},
			gains(k, j) {
				out.own = 0;
				out.opp = 0;
				if (k < n - 1 || full === 0) return out;
				// Position n-1 (0-based) meets b(1); position i meets b(n-i).
				for (let r = 0; r < R; r++) {
					if (!counts(fixed[k * R + r] + A[j] * B[r * n])) continue;
					if (r === 0) out.own = full;
					else out.opp += full;
				}
				return out;
			},
			place(k, j) {
				for (let r = 0; r < R; r++) {
					fixed[(k + 1) * R + r] = fixed[k * R + r] + A[j] * B[r * n + n - 1 - k];
				}
			},
			ownUpper: (placed) => (placed < n ? full : 0)
		};
	}
	return {
		enter(k, perm) {
			for (let r = 0; r < R; r++) {
				let sum = 0;
				const row = r * n;
				for (let i = 0; i < k; i++) sum += A[perm[i]] * B[row + k - i];
				fixed[k * R + r] = sum;
			}
		},
		gains(k, j) {
			out.own = 0;
			out.opp = 0;
			const a = A[j];
			for (let r = 0; r < R; r++) {
				const c = a * B[r * n] + fixed[k * R + r];
				const hit = coprime ? k > 0 && gcdNumber(c, chosen[(k - 1) * R + r]) === 1 : test(c);
				if (!hit) continue;
				if (r === 0) out.own = 1;
				else out.opp++;
			}
			return out;
		},
		place(k, j) {
			if (!coprime) return;
			for (let r = 0; r < R; r++) chosen[k * R + r] = A[j] * B[r * n] + fixed[k * R + r];
		},
		ownUpper: (placed) => n - placed
	};
}

/** The same evaluator in BigInt, for numbers too large for doubles; tests are clists' score. */
function bigIntEvaluator(
	aPrime: readonly bigint[],
	rows: readonly (readonly bigint[])[],
	formula: Formula,
	criterion: Criterion
): Evaluator {
	const n = aPrime.length;
	const R = rows.length;
	const coprime = criterion === 'coprime-previous';
	const test = bigIntTest(criterion);
	// clists' own coprime rule on the pair (previous, current).
	const coprimePair = (previous: bigint, c: bigint) => score([previous, c], criterion) === 1;
	const fixed: bigint[] = new Array((n + 1) * R).fill(0n);
	const chosen: bigint[] = new Array(n * R).fill(0n);
	const full = coprime ? n - 1 : n;
	const out = { own: 0, opp: 0 };
	if (formula === 'as-printed') {
		const counts = (c: bigint) => (coprime ? abs(c) === 1n : test(c));
		return {
			enter() {},
			gains(k, j) {
				out.own = 0;
				out.opp = 0;
				if (k < n - 1 || full === 0) return out;
				for (let r = 0; r < R; r++) {
					if (!counts(fixed[k * R + r] + aPrime[j] * rows[r][0])) continue;
					if (r === 0) out.own = full;
					else out.opp += full;
				}
				return out;
			},
			place(k, j) {
				for (let r = 0; r < R; r++) {
					fixed[(k + 1) * R + r] = fixed[k * R + r] + aPrime[j] * rows[r][n - 1 - k];
				}
			},
			ownUpper: (placed) => (placed < n ? full : 0)
		};
	}
	return {
		enter(k, perm) {
			for (let r = 0; r < R; r++) {
				let sum = 0n;
				for (let i = 0; i < k; i++) sum += aPrime[perm[i]] * rows[r][k - i];
				fixed[k * R + r] = sum;
			}
		},
		gains(k, j) {
			out.own = 0;
			out.opp = 0;
			for (let r = 0; r < R; r++) {
				const c = aPrime[j] * rows[r][0] + fixed[k * R + r];
				const hit = coprime ? k > 0 && coprimePair(chosen[(k - 1) * R + r], c) : test(c);
				if (!hit) continue;
				if (r === 0) out.own = 1;
				else out.opp++;
			}
			return out;
		},
		place(k, j) {
			if (!coprime) return;
			for (let r = 0; r < R; r++) chosen[k * R + r] = aPrime[j] * rows[r][0] + fixed[k * R + r];
		},
		ownUpper: (placed) => n - placed
	};
}

/**
 * The order of a' hardest for the other players under `model` (see the file's comment), for the
 * permutator whose b-list is `b`, with the plain best order measured on the same sample.
 * Throws RangeError for n above MAX_HARD_N or a bad model, OptimiserStopped when stopped.
 */
export function hardestOrder(
	aPrime: readonly bigint[],
	b: readonly bigint[],
	formula: Formula,
	criterion: Criterion,
	model: OpponentModel,
	goal: HardGoal,
	options: OptimiserOptions = {}
): HardestOrder {
	const n = aPrime.length;
	if (b.length !== n) throw new RangeError("a' and the b-list must have the same length.");
	if (n > MAX_HARD_N) {
		throw new RangeError(
			`The search for the order hardest for the others is limited to ${MAX_HARD_N} terms.`
		);
	}
	const sample = opponentSample(n, model);
	const { onProgress, shouldStop } = options;
	if (shouldStop?.()) throw new OptimiserStopped();
	// The plain best order: the first incumbent, and the comparison the player sees. Its own
	// search gets the first tenth of the progress bar.
	const best = bestOrder(aPrime, b, formula, criterion, {
		shouldStop,
		forceBigInt: options.forceBigInt,
		workBudget: options.workBudget,
		onProgress: onProgress && ((f) => onProgress(f / 10))
	});
	const plain = measureOrder(best.a, b, sample, formula, criterion);
	if (n === 0) return { ...plain, goal, plain, model };

	const rows = [b, ...sample];
	let maxA = 0n;
	for (const x of aPrime) if (abs(x) > maxA) maxA = abs(x);
	let maxRow = 0n;
	for (const row of rows) {
		let sum = 0n;
		for (const y of row) sum += abs(y);
		if (sum > maxRow) maxRow = sum;
	}
	const bound = maxA * maxRow;
	const evaluator =
		!options.forceBigInt && bound < 2n ** 53n
			? numberEvaluator(aPrime, rows, formula, criterion, Number(bound))
			: bigIntEvaluator(aPrime, rows, formula, criterion);

	const mineFirst = goal === 'mine-then-others';
	/** Whether (own, opp) is strictly better than (bestOwn, bestOpp) for the goal. */
	const better = (own: number, opp: number) =>
		mineFirst
			? own > bestOwn || (own === bestOwn && opp < bestOpp)
			: opp < bestOpp || (opp === bestOpp && own > bestOwn);

	const index = new Map(aPrime.map((x, j) => [x, j]));
	let bestPerm = Int32Array.from(plain.a, (x) => index.get(x)!);
	let bestOwn = plain.score;
	let bestOpp = plain.opponentTotal;

	const used = new Uint8Array(n);
	const perm = new Int32Array(n);
	const ownGain = new Int32Array(n * n);
	const oppGain = new Int32Array(n * n);
	const order = new Int32Array(n * n);
	let nodes = 0;
	let done = 0;
	const total = n > 1 ? n * (n - 1) : 1;
	const progress = () => onProgress?.(0.1 + (0.9 * done) / total);

	const visit = (k: number, own: number, opp: number): void => {
		if ((++nodes & 0x3ff) === 0) {
			if (shouldStop?.()) throw new OptimiserStopped();
			progress();
		}
		evaluator.enter(k, perm);
		const base = k * n;
		let m = 0;
		for (let j = 0; j < n; j++) {
			if (used[j]) continue;
			const g = evaluator.gains(k, j);
			ownGain[base + j] = g.own;
			oppGain[base + j] = g.opp;
			// Insertion sort: the most promising candidate first, so good incumbents come early.
			let t = m++;
			while (t > 0) {
				const o = order[base + t - 1];
				const ahead = mineFirst
					? ownGain[base + o] > g.own || (ownGain[base + o] === g.own && oppGain[base + o] <= g.opp)
					: oppGain[base + o] < g.opp ||
						(oppGain[base + o] === g.opp && ownGain[base + o] >= g.own);
				if (ahead) break;
				order[base + t] = o;
				t--;
			}
			order[base + t] = j;
		}
		const upper = evaluator.ownUpper(k + 1);
		for (let t = 0; t < m; t++) {
			const j = order[base + t];
			const nextOwn = own + ownGain[base + j];
			const nextOpp = opp + oppGain[base + j];
			// Only a prefix that might still beat the incumbent is worth exploring.
			if (!better(nextOwn + upper, nextOpp)) {
				if (k < 2) done += k === 0 ? n - 1 : 1;
				continue;
			}
			perm[k] = j;
			if (k === n - 1) {
				bestOwn = nextOwn;
				bestOpp = nextOpp;
				bestPerm = perm.slice();
			} else {
				used[j] = 1;
				evaluator.place(k, j);
				visit(k + 1, nextOwn, nextOpp);
				used[j] = 0;
			}
			if (k === 1 || (k === 0 && n === 1)) done++;
		}
	};

	visit(0, 0, 0);
	onProgress?.(1);
	// Measured again with clists' own code: the figures shown never depend on the search's shortcuts.
	const chosen = measureOrder(
		Array.from(bestPerm, (j) => aPrime[j]),
		b,
		sample,
		formula,
		criterion
	);
	return { ...chosen, goal, plain, model };
}
