/**
 * A ⊆ S for sets of integers given by remainders, ranges and lists, read modulus by modulus
 * (congruences.ts) when their moduli have a common period too long for residue tables. Shorter
 * periods are left to the tables, which answer them as fast and word their reasons from the
 * remainders.
 */
import { commonRemainders, type Reading } from '../forms/congruences';
import { solve } from '../forms/cubes';
import { TooComplex } from '../errors';
import * as P from '../forms/periodic';
import { rat } from '../arithmetic/rational';
import type * as S from '../forms/setnf';
import { surd } from '../arithmetic/surd';
import { confirmedWitness, subset, type Decision, type Question } from './question';
import { remaindersReason } from './reasons';

/** Whether the question's congruence reading has a period too long for the residue tables. */
export function pastPeriodLimit(reading: Reading | null): reading is Reading {
	return reading !== null && reading.period > BigInt(P.defaultPeriodLimit);
}

/**
 * The answer read modulus by modulus; null when the cards are outside that reading or it cannot
 * tell. Run with half the work left: the solving takes half of that, the wording half the rest.
 */
export function byModulus(q: Question): Decision | null {
	const { w } = q;
	const reading = q.congruences;
	if (!pastPeriodLimit(reading)) return null;
	try {
		w.begin();
		const answer = w.within(0.5, () => solve(w, reading.outside));
		if (answer.empty) {
			// Remainders are those of the integers n, which are A's elements only at scale 1.
			const fact = reading.scale === 1n ? w.within(0.5, () => commonRemainders(w, reading)) : null;
			return subset(fact ? remaindersReason(fact[0], fact[1]) : { code: 'sub/by-each-modulus' });
		}
		const e: S.Elem = { t: 'num', v: surd(rat(answer.witness, reading.scale)) };
		return confirmedWitness(q, e);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}
