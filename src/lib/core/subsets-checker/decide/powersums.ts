/**
 * A ⊆ S for sums of polynomial images, such as {a³ + b³ : a, b ∈ ℤ} or
 * {a² + b² + c² : a, b, c ∈ ℤ}, by residues: a polynomial with whole coefficients takes on the
 * integers only the remainders it takes on 0, 1, ..., M − 1 (mod M), so every element of A leaves
 * a remainder of the sum of those sets. A ⊆ S is proven when every integer with such a remainder
 * is in S (asked as a part, in the exact fragment). This only proves; refuting is left to the
 * witness rows, since a remainder the parts can reach need not be reached from A's own domains.
 */
import { TooComplex } from '../errors';
import { isInt } from '../arithmetic/rational';
import type { Poly, SetIR } from '../read/ir';
import type { Decision, Question } from './question';
import { integerNames, residueProof } from './sumresidues';

/**
 * A's parts as polynomials with whole coefficients over named sets of integers, with no
 * condition, or null. Such a card has no fault the normal form could find, so this row may run
 * before the pre-pass (which would spend the question's work bringing the sum to normal form).
 */
export function polynomialParts(a: SetIR): Poly[] | null {
	const parts = a.k === 'sum' ? a.parts : [a];
	const out: Poly[] = [];
	for (const part of parts) {
		if (part.k !== 'image' || part.dom?.k !== 'named' || !integerNames.has(part.dom.name))
			return null;
		if (part.cond.k !== 'const' || !part.cond.value || !part.term.every(isInt)) return null;
		out.push(part.term);
	}
	// Only sums with a power in them: linear cards are read exactly elsewhere.
	return out.some((t) => t.length >= 3) ? out : null;
}

/**
 * Whether S has a fault met only in normal form: the pre-pass's to say, so a row that runs
 * before it leaves such a question alone rather than answer around the fault. The question
 * computes it once, however many rows ask (`Question.faultOfS`).
 */
export function faultOfS(q: Question): boolean {
	return q.faultOfS;
}

/** A ⊆ S from the remainders of a sum of powers, at the moduli S uses (and their lcm). */
export function byPowerSums(q: Question): Decision | null {
	if (q.depth <= 0) return null;
	const terms = polynomialParts(q.a);
	if (!terms) return null;
	if (faultOfS(q)) return null;
	try {
		const parts = terms.map((term) => ({ k: 'poly' as const, term: term.map((c) => c.n) }));
		return residueProof(q, parts, null, (m) =>
			terms.length === 1
				? { code: 'sub/power-remainders', m: String(m) }
				: { code: 'sub/power-sum-remainders', m: String(m) }
		);
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
		return null;
	}
}
