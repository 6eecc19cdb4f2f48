/**
 * A finite range checked number by number: when A is a finite set of at most a few thousand
 * numbers and S is a set whose members the evaluator settles one at a time but whose normal form
 * only approximates it (sums and products of generators: {a + b : a, b ∈ ℙ} by trying each prime
 * below the number, {a·b : ...} by divisors), A ⊆ S is decided by asking each element of A
 * ("every even number from 4 to 1000 is a sum of two primes" is 499 such checks). The first
 * element not in S is the witness; one the evaluator cannot settle leaves the question open.
 */
import type { SetIR } from '../read/ir';
import { Compiler } from '../forms/compile';
import { isExact } from '../forms/approx';
import * as S from '../forms/setnf';
import { TooComplex } from '../errors';
import { inAButNotInS, subset, type Decision, type Question } from './question';

/** The most elements of A checked one by one. */
export const maxChecked = 5000;

/** Whether S is built (by ∪, ∩, \ and filters) from a sum or product of generators. */
export function holdsSumOrProduct(s: SetIR): boolean {
	switch (s.k) {
		case 'sum':
		case 'product':
		case 'linked':
			return true;
		case 'union':
		case 'inter':
		case 'diff':
			return holdsSumOrProduct(s.a) || holdsSumOrProduct(s.b);
		case 'filter':
			return s.dom !== null && holdsSumOrProduct(s.dom);
		default:
			return false;
	}
}

/** A's elements when its normal form is exact, of numbers only, and finite with few elements. */
function fewElements(q: Question): S.Elem[] | null {
	q.w.begin();
	const ca = new Compiler(q.w, { naturalsFrom: q.naturalsFrom, modulus: 2 }).set(q.a);
	if (!isExact(ca) || ca.lo.fam.length || !S.isFinite(ca.lo)) return null;
	if (S.count(q.w, ca.lo) > BigInt(maxChecked)) return null;
	return S.elements(q.w, ca.lo, maxChecked);
}

export function byExhaustion(q: Question): Decision | null {
	try {
		const elements = fewElements(q);
		if (!elements || !elements.length) return null;
		for (const e of elements) {
			q.w.begin();
			const inS = q.evaluator.member(e, q.s);
			if (inS === false) return inAButNotInS(q.w, e);
			if (inS === null) return null;
		}
		return subset(
			elements.length === 1
				? { code: 'sub/checked-one' }
				: { code: 'sub/checked-many', count: String(elements.length) }
		);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}
