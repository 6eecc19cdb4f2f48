import { describe, expect, it } from 'vitest';
import { powersApprox } from './powersets';
import { exact } from './approx';
import * as N from './numset';
import * as S from './setnf';
import { rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import { readCard } from '../card';
import type { SetIR } from '../read/ir';
import { Work } from '../work';

// Sets of powers between two bounds: the first powers exactly, then the residues they leave.

const powersOf = (text: string): SetIR & { k: 'powers' } => {
	const ir = readCard(text).set;
	if (ir.k !== 'powers') throw new Error(`${text} is not read as powers`);
	return ir;
};
const isIn = (set: S.SetNF, n: bigint) => N.hasN(set.num, surd(rat(n)));
const naturals0 = exact(S.numbers(N.intRange(0n, null)));

describe('sets of powers c·b^k + s', () => {
	it('holds every 2^k + 1 in its upper bound, and only such numbers in its lower one', () => {
		const { lo, hi } = powersApprox(new Work(), powersOf('{2^k + 1 : k ∈ ℕ₀}'), naturals0, 7);
		const powers = Array.from({ length: 80 }, (_, k) => 2n ** BigInt(k) + 1n);
		for (const p of powers) expect(isIn(hi, p)).toBe(true);
		for (let n = -50n; n < 5000n; n++) if (isIn(lo, n)) expect(powers).toContain(n);
		// 2^k + 1 leaves 2, 3 or 5 modulo 7, and is at least 2.
		expect(isIn(hi, 7n * 1000n)).toBe(false);
		expect(isIn(hi, 7n * 1000n + 4n)).toBe(false);
		expect(isIn(hi, 1n)).toBe(false);
	});

	it('bounds the powers of a finite range of exponents by their ends', () => {
		const domain = exact(S.numbers(N.intRange(0n, 10n)));
		const { hi } = powersApprox(new Work(), powersOf('{3^k : k ∈ ℕ₀}'), domain, 8);
		expect(isIn(hi, 3n ** 10n)).toBe(true);
		expect(isIn(hi, 3n ** 12n)).toBe(false);
	});
});
