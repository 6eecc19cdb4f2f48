/**
 * The numbers of a small finite set, for the reader (read/analysis/generators.ts): a condition
 * that links variables ({a + b : a ∈ A, b ∈ B, a < b}) is read by writing each number one of them
 * takes into the card. Listing a set such as {x ∈ ℤ | 1 ≤ x ≤ 5} takes its normal form, which
 * only this stage builds, so the reader receives this function from `readCard` (subsets-checker/card.ts).
 */
import { CardError, TooComplex } from '../errors';
import type { SetIR } from '../read/ir';
import { isRational } from '../arithmetic/surd';
import type { Rat } from '../arithmetic/rational';
import { OutOfWork, Work } from '../work';
import { Compiler } from './compile';
import { isExact } from './approx';
import * as S from './setnf';

/**
 * The rational numbers of `set`, when its normal form is exact, finite and has at most `most`
 * elements, all rational; null otherwise (also when listing it is too much work). It is read as
 * a question of its own, with its own work, and ℕ from 1 (the reader asks only about sets that do
 * not name ℕ).
 */
export function listNumbers(set: SetIR, most: number): Rat[] | null {
	try {
		const w = new Work();
		const a = new Compiler(w, { naturalsFrom: 1, modulus: 12 }).set(set);
		const nf = a.lo;
		if (!isExact(a) || nf.fam.length || !S.isFinite(nf) || S.count(w, nf) > most) return null;
		const out: Rat[] = [];
		for (const e of S.elements(w, nf, most)) {
			if (e.t !== 'num' || !isRational(e.v)) return null;
			out.push(e.v.p);
		}
		return out;
	} catch (err) {
		if (err instanceof TooComplex || err instanceof OutOfWork || err instanceof CardError)
			return null;
		throw err;
	}
}
