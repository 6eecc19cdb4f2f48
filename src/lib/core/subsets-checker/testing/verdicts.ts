import { expect } from 'vitest';
import { decideSubset } from '../index';

/** A question worked out by hand: A, S, the verdict, and the witness when one is expected. */
export type VerdictCase = readonly [a: string, s: string, verdict: string, witness?: string];

/**
 * Asks each question (of `decideSubset` unless `ask` is given) and expects its verdict, and its
 * witness where the case names one; a failure names the question and the checker's reason.
 */
export function expectVerdicts(
	cases: readonly VerdictCase[],
	ask: (a: string, s: string) => { verdict: string; witness?: string; reason: string } = (a, s) =>
		decideSubset(a, s)
): void {
	for (const [a, s, verdict, witness] of cases) {
		const got = ask(a, s);
		expect(got.verdict, `${a} ⊆ ${s}: ${got.reason}`).toBe(verdict);
		if (witness) expect(got.witness, `${a} ⊆ ${s}`).toBe(witness);
	}
}
