/**
 * A ⊆ S for a small finite A of numbers, element by element with the evaluator: for cards whose
 * normal forms cannot be brought to a common scale (e.g. {0.0000001} and ℚ, or 1/7 and 0.142857).
 * When A is not such a set, its simplest elements are still tried as witnesses.
 */
import { Compiler } from '../forms/compile';
import { isExact } from '../forms/approx';
import { TooComplex } from '../errors';
import * as S from '../forms/setnf';
import { fromEnd } from '../arithmetic/surd';
import { knownNumber } from '../read/ir';
import { inAButNotInS, subset, type Decision, type Question } from './question';

/** The elements of A when it is a small finite set of numbers (from the card itself if need be). */
function smallFiniteNumbers(q: Question): S.Elem[] | null {
	const { w, a } = q;
	if (a.k === 'roster') {
		const numbers: S.Elem[] = [];
		for (const item of a.items) {
			const v = knownNumber(item);
			if (v !== null) numbers.push({ t: 'num', v: fromEnd(v) });
		}
		if (numbers.length === a.items.length) return numbers;
	}
	try {
		w.begin();
		const ca = new Compiler(w, { naturalsFrom: q.naturalsFrom, modulus: 12 }).set(a);
		if (!isExact(ca) || ca.lo.fam.length || !S.isFinite(ca.lo) || S.count(w, ca.lo) > 1000n)
			return null;
		return S.elements(w, ca.lo, 1000);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/** A ⊆ S element by element for a small finite A of numbers; else a witness among A's simplest. */
export function byElements(q: Question): Decision | null {
	const { w } = q;
	const elements = smallFiniteNumbers(q);
	if (!elements) return witnessOfA(q);
	let allIn = true;
	try {
		for (const e of elements) {
			w.begin();
			const inS = q.evaluator.member(e, q.s);
			if (inS === false && q.evaluator.member(e, q.a) === true) return inAButNotInS(w, e);
			if (inS !== true) allIn = false;
		}
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
	if (!allIn) return null;
	return elements.length ? subset({ code: 'sub/each-checked' }) : subset({ code: 'sub/empty' });
}

/** A not-subset answer from the simplest elements of A alone, each checked by the evaluator. */
function witnessOfA(q: Question): Decision | null {
	const { w } = q;
	try {
		w.begin();
		const ca = new Compiler(w, { naturalsFrom: q.naturalsFrom, modulus: 12 }).set(q.a);
		for (const e of S.simplest(w, ca.lo, 60)) {
			w.begin();
			if (q.evaluator.member(e, q.s) === false && q.evaluator.member(e, q.a) === true)
				return inAButNotInS(w, e);
		}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}
