import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCard, decideSubset } from '../index';
import { selfPowerPeriod } from './selfpowers';
import { runs } from '../testing/runs';
import { expectVerdicts } from '../testing/verdicts';

// {n^n : n ∈ ℕ}, checked by hand and against brute force written here with plain BigInt
// arithmetic. FC_SEED=<n> replays a run; FC_RUNS=<n> runs each property longer.

const mod = (x: bigint, m: bigint) => ((x % m) + m) % m;
/** b^e mod m by repeated squaring. */
const powMod = (b: bigint, e: bigint, m: bigint) => {
	let r = 1n % m;
	let x = b % m;
	for (let k = e; k > 0n; k >>= 1n) {
		if (k & 1n) r = (r * x) % m;
		x = (x * x) % m;
	}
	return r;
};

describe('n^n', () => {
	it('repeats its remainders with the period it claims (brute force, m up to 60)', () => {
		for (let m = 1; m <= 60; m++) {
			const { start, period } = selfPowerPeriod(m);
			for (let n = Math.max(start, 1); n < Math.max(start, 1) + 2 * period; n++)
				expect(powMod(BigInt(n), BigInt(n), BigInt(m)), `n = ${n}, m = ${m}`).toBe(
					powMod(BigInt(n + period), BigInt(n + period), BigInt(m))
				);
		}
	});

	it('decides hand-worked questions', () => {
		const cases: [string, string, string, string?][] = [
			['{n^n : n ∈ ℕ}', 'ℕ', 'subset'],
			['{n^n : n ∈ ℕ}', '[1, ∞)', 'subset'],
			['{n^n : n ∈ ℕ}', '(1, ∞)', 'not-subset', '1'],
			['{n^n : n ∈ ℕ}', 'ℙ', 'not-subset', '1'],
			['{n^n : n ∈ ℕ}', '{x ∈ ℤ | x is odd}', 'not-subset', '4'],
			// An odd n gives an odd n^n; an even one a multiple of 4 (n ≥ 2).
			['{n^n : n ∈ ℕ, n is odd}', '{x ∈ ℤ | x is odd}', 'subset'],
			['{n^n : n ∈ ℕ, n is even}', '{x ∈ ℤ | x mod 4 = 0}', 'subset'],
			// 5^5 = 3125 leaves 2 on division by 3; 3^3 = 27 leaves 2 on division by 5.
			['{n^n : n ∈ ℕ}', '{x ∈ ℤ | x mod 3 ≠ 2}', 'not-subset', '3125'],
			['{n^n : n ∈ ℕ}', '{x ∈ ℤ | x mod 5 ≠ 2}', 'not-subset', '27'],
			['{27}', '{n^n : n ∈ ℕ}', 'subset'],
			['{28}', '{n^n : n ∈ ℕ}', 'not-subset', '28'],
			['{3125}', '{n^n : n ∈ ℕ, n is even}', 'not-subset', '3125'],
			['{n^n : n ∈ {1, 2, 3}}', '{1, 4, 27}', 'subset'],
			['{1, 4, 27}', '{n^n : n ∈ {1, 2, 3}}', 'subset'],
			['{n^n : n ∈ ℕ}', '{2^k : k ∈ ℕ₀}', 'not-subset', '27'],
			['{n^n : n ∈ ℕ}', '{x ∈ ℤ | x is a square}', 'not-subset', '27']
		];
		expectVerdicts(cases);
	});

	it('answers unknown where n may be 0 or negative, and reads n^n only as a whole term', () => {
		// 0^0 has no agreed value; negative n give fractions.
		expect(decideSubset('{n^n : n ∈ ℕ₀}', 'ℕ').verdict).toBe('unknown');
		expect(decideSubset('{n^n : n ∈ ℤ}', 'ℚ').verdict).toBe('unknown');
		expect(checkCard('{n^n : n ∈ ℕ}').verdict).toBe('valid');
		for (const card of ['{n^n + 1 : n ∈ ℕ}', '{x ∈ ℕ | x^x < 100}', '{n^(2n) : n ∈ ℕ}'])
			expect(checkCard(card).verdict, card).toBe('unsupported');
	});

	it('agrees with brute force on remainders', () => {
		fc.assert(
			fc.property(
				fc.record({
					from: fc.integer({ min: 1, max: 4 }),
					m: fc.integer({ min: 2, max: 24 }),
					rs: fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 6 }),
					parity: fc.constantFrom('', ', n is odd', ', n is even')
				}),
				({ from, m, rs, parity }) => {
					const kept = rs.filter((r) => r < m);
					const res = kept.length ? kept : [0];
					const a = `{n^n : n ∈ ℕ, n ≥ ${from}${parity}}`;
					const s = `{x ∈ ℤ | ${res.map((r) => `x mod ${m} = ${r}`).join(' or ')}}`;
					// n^n mod m repeats with period dividing lcm(m, λ(m)) ≤ 24·22 from n = 5 on, and
					// the parity's period 2 divides it: 1,200 n cover both.
					const outside: bigint[] = [];
					for (let n = BigInt(from); n < 1200n; n++) {
						if (parity === ', n is odd' && n % 2n === 0n) continue;
						if (parity === ', n is even' && n % 2n === 1n) continue;
						if (!res.includes(Number(powMod(n, n, BigInt(m))))) outside.push(n);
					}
					const got = decideSubset(a, s);
					expect(got.verdict, `${a} ⊆ ${s}`).toBe(outside.length ? 'not-subset' : 'subset');
					if (got.witness !== undefined) {
						const w = BigInt(got.witness);
						const n = outside.find((k) => k ** k === w);
						expect(n !== undefined && mod(w, BigInt(m)) === powMod(n, n, BigInt(m))).toBe(true);
					}
				}
			),
			runs(60)
		);
	});
});
