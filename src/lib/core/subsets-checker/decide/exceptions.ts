/**
 * A ⊆ T \ F for a short list F of numbers: a finite question hiding in an infinite card. It holds
 * exactly when A ⊆ T and no element of F is in A, and whether a given number is in A is settled
 * by the evaluator whatever A is: by its divisors for a product ({a·b : a, b ∈ ℕ, a, b > 3} does
 * not hold 22 = 2·11), by a bounded search for a sum. An element of F found in A is the witness.
 */
import { knownNumber, type SetIR } from '../read/ir';
import type * as S from '../forms/setnf';
import { fromEnd } from '../arithmetic/surd';
import { TooComplex } from '../errors';
import { confirmedWitness, subset, type Decision, type Question } from './question';

/** At most this many exceptions are looked for in A, one by one. */
const maxExceptions = 64;

/** The numbers of a list written in braces, or null when it holds anything else. */
function listedNumbers(s: SetIR): S.Elem[] | null {
	if (s.k !== 'roster' || s.items.length > maxExceptions) return null;
	const out: S.Elem[] = [];
	for (const item of s.items) {
		const v = knownNumber(item);
		if (v === null) return null;
		out.push({ t: 'num', v: fromEnd(v) });
	}
	return out;
}

/** S as T \ F with F a short list of numbers, peeling T \ F₁ \ F₂ ... into one list. */
export function exceptionsOf(s: SetIR): { rest: SetIR; except: S.Elem[] } | null {
	if (s.k !== 'diff') return null;
	const except = listedNumbers(s.b);
	if (!except) return null;
	const inner = exceptionsOf(s.a);
	if (!inner) return { rest: s.a, except };
	const all = [...inner.except, ...except];
	return all.length <= maxExceptions ? { rest: inner.rest, except: all } : null;
}

export function byExceptions(q: Question): Decision | null {
	const split = exceptionsOf(q.s);
	if (!split || q.depth <= 0) return null;
	let unsettled = false;
	try {
		for (const e of split.except) {
			q.w.begin();
			const inA = q.evaluator.member(e, q.a);
			if (inA === true) {
				const found = confirmedWitness(q, e);
				if (found) return found;
				unsettled = true;
			} else if (inA === null) unsettled = true;
		}
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
	if (unsettled || q.part(q.a, split.rest, q.depth - 1) !== 'subset') return null;
	return subset({ code: 'sub/exceptions' });
}
