/**
 * A ⊆ S for a roster A against a roster S, element by element, when the normal forms could not
 * settle it: a set listed in A is in S when it equals a set listed in S, and is not in S when it
 * differs from each of them. So {ℙ} ⊆ {{x ∈ ℤ | x is prime}}.
 */
import { listsPiE } from './unknownrat';
import { knownNumber } from '../read/ir';
import { Compiler } from '../forms/compile';
import { isExact, settled } from '../forms/approx';
import { TooComplex } from '../errors';
import type { SetIR } from '../read/ir';
import * as S from '../forms/setnf';
import { fromEnd } from '../arithmetic/surd';
import { inAButNotInS, subset, type Decision, type Question } from './question';

/**
 * A set written on a card, exactly, or null: its normal form, or for a small finite set of numbers
 * (such as {x ∈ ℙ | x < 100}) the elements of its upper bound that the evaluator finds in it.
 */
function exactOf(q: Question, ir: SetIR): S.SetNF | null {
	const { w } = q;
	try {
		w.begin();
		const c = settled(w, new Compiler(w, { naturalsFrom: q.naturalsFrom, modulus: 12 }).set(ir));
		if (isExact(c)) return c.lo;
		if (c.hi.fam.length || !S.isFinite(c.hi) || S.count(w, c.hi) > 300n) return null;
		const kept: S.Elem[] = [];
		for (const e of S.elements(w, c.hi, 300)) {
			const inside = q.evaluator.member(e, ir);
			if (inside === null) return null;
			if (inside) kept.push(e);
		}
		return S.fromElements(w, kept);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/**
 * Whether two sets written on cards are equal: X = Y exactly when X ⊆ Y and Y ⊆ X, each decided
 * on its own (so ℙ = {x ∈ ℤ | x is prime}); null when either answer is unknown.
 */
function sameSet(q: Question, x: SetIR, y: SetIR): boolean | null {
	const there = q.part(x, y, q.depth);
	if (there === 'not-subset') return false;
	const back = q.part(y, x, q.depth);
	if (back === 'not-subset') return false;
	return there === 'subset' && back === 'subset' ? true : null;
}

/**
 * A ⊆ S for two rosters listing sets, element by element. A witness must be printed in roster
 * form, so it needs A's element known exactly.
 */
export function byListedSets(q: Question): Decision | null {
	const { w, a, s } = q;
	if (a.k !== 'roster' || s.k !== 'roster') return null;
	// π + e is decided by its own row (unknownrat.ts).
	if (listsPiE(a) || listsPiE(s)) return null;
	const setsOfA: SetIR[] = [];
	for (const item of a.items) if (item.k === 'set') setsOfA.push(item.s);
	const setsOfS: SetIR[] = [];
	for (const item of s.items) if (item.k === 'set') setsOfS.push(item.s);
	// Each pair costs two decisions: keep the work small.
	if (!setsOfA.length || setsOfA.length * setsOfS.length > 36) return null;
	let allIn = true;
	for (const item of a.items) {
		let inS: boolean | null;
		const number = knownNumber(item);
		if (item.k === 'num') {
			if (number === null) return null;
			w.begin();
			inS = q.evaluator.member({ t: 'num', v: fromEnd(number) }, s);
		} else {
			inS = false;
			for (const other of setsOfS) {
				const same = sameSet(q, item.s, other);
				if (same === true) {
					inS = true;
					break;
				}
				if (same === null) inS = null;
			}
		}
		if (inS === true) continue;
		allIn = false;
		if (inS === false) {
			let elem: S.Elem | null = null;
			if (number !== null) elem = { t: 'num', v: fromEnd(number) };
			else if (item.k === 'set') {
				const nf = exactOf(q, item.s);
				if (nf) elem = { t: 'set', v: nf };
			}
			if (!elem) continue;
			return inAButNotInS(w, elem);
		}
	}
	return allIn ? subset({ code: 'sub/each-compared' }) : null;
}
