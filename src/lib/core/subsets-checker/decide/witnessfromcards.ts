/**
 * The last resort: a not-subset answer from numbers written on the cards, each checked by the
 * evaluator alone. A card such as {x ∈ ℤ | x mod 2249 = 44 or ...} can be too large to bring to
 * normal form, yet 44 is plainly in it.
 */
import { TooComplex } from '../errors';
import { Evaluator } from '../forms/evaluate';
import type { SetIR } from '../read/ir';
import { rat } from '../arithmetic/rational';
import type * as S from '../forms/setnf';
import { surd } from '../arithmetic/surd';
import { OutOfWork, Work } from '../work';
import { inAButNotInS, type Decision } from './question';

/** Most numbers written on the cards that `witnessFromCards` starts from. */
const maxCardNumbers = 40;
/** Most candidates it tries. */
const maxCandidates = 3000;
/** Work for the whole search, and for one candidate. */
const candidateUnits = 300000;
const candidateStep = 5000;

/** The integers written on a card (remainders, moduli, bounds, listed elements), in order. */
function integersWritten(ir: unknown, out: Set<bigint>): void {
	if (out.size >= maxCardNumbers || ir === null || typeof ir !== 'object') return;
	// Any object of the card's tree may be a rational {n, d}.
	if ('n' in ir && 'd' in ir && typeof ir.n === 'bigint' && ir.d === 1n) {
		// Only numbers small enough that their neighbours are cheap to test.
		if (ir.n < 1n << 64n && ir.n > -(1n << 64n)) out.add(ir.n);
		return;
	}
	for (const value of Object.values(ir)) integersWritten(value, out);
}

/**
 * A confirmed witness among the numbers on the cards, their neighbours and their sums, or null.
 * Runs with work of its own (the question's may be used up).
 */
export function witnessFromCards(a: SetIR, s: SetIR, naturalsFrom: 0 | 1): Decision | null {
	const written = new Set<bigint>();
	integersWritten(a, written);
	integersWritten(s, written);
	const candidates = new Set<bigint>();
	for (let k = -12n; k <= 12n; k++) candidates.add(k);
	const values = [...written];
	for (const v of values) for (const x of [v, v - 1n, v + 1n, -v]) candidates.add(x);
	// A remainder plus or minus a modulus: the next elements of a class.
	for (const u of values)
		for (const v of values) {
			if (candidates.size >= maxCandidates) break;
			candidates.add(u + v);
			candidates.add(u - v);
		}
	const w = new Work({ units: candidateUnits });
	const ev = new Evaluator(w, naturalsFrom);
	try {
		for (const x of candidates) {
			w.begin(candidateStep);
			try {
				const e: S.Elem = { t: 'num', v: surd(rat(x)) };
				if (ev.member(e, a) === true && ev.member(e, s) === false) return inAButNotInS(w, e);
			} catch (err) {
				if (!(err instanceof TooComplex)) throw err;
			}
		}
	} catch (err) {
		if (!(err instanceof OutOfWork)) throw err;
	}
	return null;
}
