/**
 * The residue reading: both cards in normal form at one modulus, exact or as approximations
 * lo ⊆ set ⊆ hi (with primes or squares). A ⊆ S when hi(A) \ lo(S) is empty, or when each of its
 * few elements is checked to be in S; not a subset with a witness the evaluator confirms.
 */
import { isExact } from '../forms/approx';
import * as S from '../forms/setnf';
import type { SubsetWhy } from '../said';
import { confirmedWitness, said, subset, type Decision, type Question } from './question';
import { plainReason, subsetReason, whyInside } from './reasons';

/**
 * A ⊆ S from the current reading's normal forms; null when they cannot tell. An exact reading
 * that finds a difference the evaluator cannot confirm is kept as the question's `unconfirmed`
 * answer, said only when nothing else works.
 */
export function byResidues(q: Question, moduliHint: number[]): Decision | null {
	const { w } = q;
	const reading = q.reading;
	if (!reading?.cards) return null;
	const { a: ca, s: cs, exact } = reading.cards;
	const outside = S.diff(w, ca.hi, cs.lo);
	if (S.isEmpty(w, outside)) {
		if (S.isEmpty(w, ca.hi)) return subset({ code: 'sub/empty' });
		if (exact) {
			if (S.subset(w, cs.lo, ca.lo)) return subset({ code: 'sub/same-set' });
			return subset(subsetReason(w, ca.lo, cs.lo, moduliHint));
		}
		// With A exact its elements can be named; otherwise only what its superset hi(A) shows.
		const why = isExact(ca)
			? subsetReason(w, ca.lo, cs.lo, moduliHint)
			: whyInside(w, ca.hi, cs.lo, moduliHint);
		const shown: SubsetWhy = { code: 'sub/residues', m: String(reading.modulus) };
		return subset(why === null || why.code === plainReason.code ? shown : why);
	}
	if (exact) {
		const found = S.simplest(w, outside, 1)[0];
		const answer = found ? confirmedWitness(q, found) : null;
		if (answer) return answer;
		q.unconfirmed = said('unknown', { code: 'sub/unconfirmed' });
		return null;
	}
	// Approximations: a small remainder is checked element by element.
	if (S.isFinite(outside) && S.count(w, outside) <= 300n) {
		const all = S.elements(w, outside, 300);
		let allInS = true;
		for (const e of all) {
			if (q.evaluator.member(e, q.s) !== true) allInS = false;
		}
		if (allInS) return subset({ code: 'sub/residues-checked' });
	}
	for (const e of S.simplest(w, outside, 60)) {
		const answer = confirmedWitness(q, e);
		if (answer) return answer;
	}
	const sure = S.diff(w, ca.lo, cs.hi);
	const found = S.simplest(w, sure, 1)[0];
	return found ? confirmedWitness(q, found) : null;
}
