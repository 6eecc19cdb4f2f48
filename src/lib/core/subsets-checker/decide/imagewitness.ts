/**
 * A witness for a polynomial image claimed to lie in ℙ, the squares or any other S: the values of
 * its rule at small arguments and at the numbers written on the card and their neighbours
 * ({k² − k + 41 : k ∈ ℤ} is not all prime: k = 41 gives 41²). A budgeted search; each value is
 * confirmed by the evaluator, and when none is found the question goes on to the other rows.
 * A sum of such images ({2a² + 3b² : a, b ∈ ℤ}) is searched the same way, part by part.
 */
import { TooComplex } from '../errors';
import { add, rat, type Rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import { polyAt } from '../read/ir';
import { faultOfS, polynomialParts } from './powersums';
import { confirmedWitness, inAButNotInS, type Decision, type Question } from './question';

/** The arguments tried: |k| up to this bound, and each number on the card with its neighbours. */
const smallBound = 64n;

/** The arguments tried for each part of a sum: |k| up to this bound, smallest first. */
const sumBound = 6n;

/** The most tuples of arguments a sum's search tries. */
const sumTuples = 4096;

/** A witness among the rule's values at small arguments and at the card's own numbers. */
export function byImageWitness(q: Question): Decision | null {
	if (q.a.k === 'sum') return sumWitness(q);
	if (q.a.k !== 'image') return null;
	const terms = polynomialParts(q.a);
	if (!terms || faultOfS(q)) return null;
	const term = terms[0];
	const args = new Set<bigint>();
	for (let k = 0n; k <= smallBound; k++) args.add(k).add(-k);
	for (const c of term) for (const d of [-1n, 0n, 1n]) args.add(c.n + d).add(-c.n + d);
	const dom = q.a.dom;
	if (!dom) return null;
	try {
		for (const k of [...args].sort((x, y) => (size(x) < size(y) ? -1 : 1))) {
			q.w.spend(1);
			if (q.evaluator.member({ t: 'num', v: surd(rat(k)) }, dom) !== true) continue;
			const answer = confirmedWitness(q, { t: 'num', v: surd(polyAt(term, rat(k))) });
			if (answer) return answer;
		}
	} catch (err) {
		// Its share spent: the other rows go on with the rest of the work.
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}

const size = (x: bigint) => (x < 0n ? -x : x);

/**
 * A witness for a sum of polynomial images ({2a² + 3b² : a, b ∈ ℤ}): the sums of each part's
 * values at small arguments of its own domain. Such a value is in A by its making (each part has
 * no condition, and each argument was checked to lie in its part's domain), so only its absence
 * from S is asked of the evaluator; asking A would mean solving the sum for it.
 */
function sumWitness(q: Question): Decision | null {
	if (q.a.k !== 'sum') return null;
	const terms = polynomialParts(q.a);
	if (!terms || faultOfS(q)) return null;
	const parts = q.a.parts;
	try {
		// Each part's values at the arguments of its domain with |k| ≤ sumBound, smallest first.
		const values: Rat[][] = [];
		for (let i = 0; i < parts.length; i++) {
			const part = parts[i];
			if (part.k !== 'image' || !part.dom) return null;
			const own: Rat[] = [];
			for (let k = 0n; k <= sumBound; k++)
				for (const arg of k === 0n ? [0n] : [k, -k]) {
					q.w.spend(1);
					if (q.evaluator.member({ t: 'num', v: surd(rat(arg)) }, part.dom) === true)
						own.push(polyAt(terms[i], rat(arg)));
				}
			if (!own.length) return null;
			values.push(own);
		}
		// Tuples in order of their largest index, so small arguments are tried first everywhere.
		const reach = Math.max(...values.map((v) => v.length));
		let tried = 0;
		for (let top = 0; top < reach; top++) {
			for (const tuple of tuplesWithTop(values, top)) {
				if (++tried > sumTuples) return null;
				q.w.spend(1);
				const e = { t: 'num' as const, v: surd(tuple.reduce(add, rat(0n))) };
				if (q.evaluator.member(e, q.s) === false) return inAButNotInS(q.w, e);
			}
		}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}

/** Every choice of one value per part whose largest index is exactly `top`. */
function* tuplesWithTop(values: Rat[][], top: number, at = 0, hasTop = false): Generator<Rat[]> {
	if (at === values.length) {
		if (hasTop) yield [];
		return;
	}
	const own = values[at];
	for (let i = 0; i <= Math.min(top, own.length - 1); i++)
		for (const rest of tuplesWithTop(values, top, at + 1, hasTop || i === top))
			yield [own[i], ...rest];
}
