/**
 * A witness for a polynomial image claimed to lie in ℙ, the squares or any other S: the values of
 * its rule at small arguments and at the numbers written on the card and their neighbours
 * ({k² − k + 41 : k ∈ ℤ} is not all prime: k = 41 gives 41²). A budgeted search; each value is
 * confirmed by the evaluator, and when none is found the question goes on to the other rows.
 */
import { TooComplex } from '../errors';
import { add, mul, rat, type Rat } from '../forms/rational';
import { surd } from '../forms/surd';
import type { Poly } from '../read/ir';
import { faultOfS, polynomialParts } from './powersums';
import { confirmedWitness, type Decision, type Question } from './question';

/** The arguments tried: |k| up to this bound, and each number on the card with its neighbours. */
const smallBound = 64n;

function valueAt(term: Poly, k: bigint): Rat {
	let v = rat(0n);
	for (let i = term.length - 1; i >= 0; i--) v = add(mul(v, rat(k)), term[i]);
	return v;
}

/** A witness among the rule's values at small arguments and at the card's own numbers. */
export function imageWitness(q: Question): Decision | null {
	if (q.a.k !== 'image') return null;
	const terms = polynomialParts(q.a);
	if (!terms || faultOfS(q)) return null;
	const term = terms[0];
	const args = new Set<bigint>();
	for (let k = 0n; k <= smallBound; k++) args.add(k).add(-k);
	for (const c of term) for (const d of [-1n, 0n, 1n]) args.add(c.n + d).add(-c.n + d);
	const dom = q.a.dom;
	if (!dom) return null;
	const size = (x: bigint) => (x < 0n ? -x : x);
	try {
		for (const k of [...args].sort((x, y) => (size(x) < size(y) ? -1 : 1))) {
			q.w.spend(1);
			if (q.evaluator.member({ t: 'num', v: surd(rat(k)) }, dom) !== true) continue;
			const answer = confirmedWitness(q, { t: 'num', v: surd(valueAt(term, k)) });
			if (answer) return answer;
		}
	} catch (err) {
		// Its share spent: the other rows go on with the rest of the work.
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}
