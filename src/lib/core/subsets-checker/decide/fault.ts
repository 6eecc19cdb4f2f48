/**
 * Whether card S has a fault met only in normal form (a division by zero inside a condition, a
 * modulus of zero...): the pre-pass (`card-faults`) says such a fault, so the rows that run
 * before it leave the question alone rather than answer around it. Computed once per question,
 * when a row first asks (`Question.faultOfS`): bringing S to normal form can cost much of the
 * question's work.
 */
import { CardError, TooComplex } from '../errors';
import { Compiler } from '../forms/compile';
import type { SetIR } from '../read/ir';
import type { Work } from '../work';

/** True when bringing S to normal form meets a fault of the card; false otherwise or when too complex. */
export function faultInNormalForm(w: Work, s: SetIR, naturalsFrom: 0 | 1): boolean {
	try {
		new Compiler(w, { naturalsFrom, modulus: 12 }).set(s);
	} catch (err) {
		if (err instanceof CardError) return true;
		if (!(err instanceof TooComplex)) throw err;
	}
	return false;
}
