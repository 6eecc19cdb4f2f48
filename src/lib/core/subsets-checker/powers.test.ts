import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCard, decideSubset } from './index';
import { runs } from './testing/runs';
import { expectVerdicts } from './testing/verdicts';

// A variable in an exponent ({2^k : k ∈ ℕ}, {3^k + 1 : k ∈ ℕ}), decided by the checker and
// checked against brute force written here with plain BigInt arithmetic: b^k mod m is periodic
// after at most log₂ m steps with a period at most m, and c·b^k + s is monotone in k, so the
// first 40 exponents of the domain settle every question generated here (moduli up to 12,
// rays). FC_SEED=<n> replays a run; FC_RUNS=<n> runs each property longer.

const mod = (x: bigint, m: bigint) => ((x % m) + m) % m;

/** A card {c·b^k + s : k ∈ ℕ₀, k ≥ from}, its text and its first elements. */
interface Powers {
	text: string;
	values: bigint[];
}
const powersCard = fc
	.record({
		b: fc.constantFrom(2, 3, 5, 10),
		c: fc.constantFrom(1, -1, 2, 3),
		s: fc.integer({ min: -4, max: 4 }),
		from: fc.integer({ min: 0, max: 3 })
	})
	.map(({ b, c, s, from }): Powers => {
		const term = `${c === 1 ? '' : c === -1 ? '-' : `${c}·`}${b}^k${s === 0 ? '' : s > 0 ? ` + ${s}` : ` - ${-s}`}`;
		const dom = from === 0 ? 'k ∈ ℕ₀' : from === 1 ? 'k ∈ ℕ' : `k ∈ ℕ, k ≥ ${from}`;
		const values: bigint[] = [];
		for (let k = from; k < from + 40; k++)
			values.push(BigInt(c) * BigInt(b) ** BigInt(k) + BigInt(s));
		return { text: `{${term} : ${dom}}`, values };
	});

/** A card S of integers or reals, its text and its membership test on integers. */
interface Target {
	text: string;
	has: (x: bigint) => boolean;
}
const target: fc.Arbitrary<Target> = fc.oneof(
	fc
		.record({
			m: fc.integer({ min: 2, max: 12 }),
			rs: fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { minLength: 1, maxLength: 4 })
		})
		.map(({ m, rs }) => {
			const kept = rs.filter((r) => r < m);
			const res = kept.length ? kept : [0];
			return {
				text: `{x ∈ ℤ | ${res.map((r) => `x mod ${m} = ${r}`).join(' or ')}}`,
				has: (x: bigint) => res.includes(Number(mod(x, BigInt(m))))
			};
		}),
	fc.integer({ min: -20, max: 200 }).map((a) => ({
		text: `(${a}, ∞)`,
		has: (x: bigint) => x > BigInt(a)
	})),
	fc.integer({ min: -200, max: 20 }).map((a) => ({
		text: `(-∞, ${a}]`,
		has: (x: bigint) => x <= BigInt(a)
	})),
	fc.constantFrom<Target>(
		{ text: '{x ∈ ℤ | x is even}', has: (x) => mod(x, 2n) === 0n },
		{ text: '{x ∈ ℤ | x is odd}', has: (x) => mod(x, 2n) === 1n },
		{ text: 'ℕ', has: (x) => x >= 1n }
	)
);

describe('a variable in an exponent', () => {
	it('decides hand-worked questions', () => {
		const cases: [string, string, string, string?][] = [
			// Powers of 2 are even from k = 1 on; 2^0 = 1 is odd.
			['{2^k : k ∈ ℕ}', '{x ∈ ℤ | x is even}', 'subset'],
			['{2^k : k ∈ ℕ₀}', '{x ∈ ℤ | x is even}', 'not-subset', '1'],
			// 2^k mod 7 runs 2, 4, 1, 2, 4, 1, ...
			['{2^k : k ∈ ℕ}', '{x ∈ ℤ | x mod 7 = 1 or x mod 7 = 2 or x mod 7 = 4}', 'subset'],
			['{2^k : k ∈ ℕ}', '{x ∈ ℤ | x mod 7 = 1 or x mod 7 = 2}', 'not-subset', '4'],
			// No power of 2 is a multiple of 5, so none ends in 0.
			['{2^k : k ∈ ℕ}', '{x ∈ ℤ | x mod 10 ≠ 0}', 'subset'],
			['{3^k + 1 : k ∈ ℕ}', '{x ∈ ℤ | x is even}', 'subset'],
			['{3^k + 1 : k ∈ ℕ}', '{x ∈ ℤ | x mod 3 = 1}', 'subset'],
			['{2^k : k ∈ ℕ}', '(1, ∞)', 'subset'],
			['{2^k : k ∈ ℕ}', '(2, ∞)', 'not-subset', '2'],
			['{5 - 2^k : k ∈ ℕ}', '(-∞, 3]', 'subset'],
			['{2^k : k ∈ ℕ, k > 5}', '{x ∈ ℤ | x mod 64 = 0}', 'subset'],
			['{2^k : k ∈ {1, 2, 3}}', '{2, 4, 8}', 'subset'],
			['{2, 4, 8}', '{2^k : k ∈ {1, 2, 3}}', 'subset'],
			['{8}', '{2^k : k ∈ ℕ}', 'subset'],
			['{6}', '{2^k : k ∈ ℕ}', 'not-subset', '6'],
			['{1/8}', '{2^k : k ∈ ℤ}', 'subset'],
			['{2^k : k ∈ ℤ}', 'ℤ', 'not-subset', '1/2'],
			['{2^k : k ∈ ℤ}', 'ℚ', 'subset'],
			['{2^k : k ∈ ℕ}', '{4^k : k ∈ ℕ}', 'not-subset', '2'],
			['{2^k/2 : k ∈ ℕ}', 'ℕ', 'subset'],
			['{2^k/3 : k ∈ ℕ}', 'ℤ', 'not-subset', '2/3'],
			// 2^1 - 1 = 1 is no prime.
			['{2^k - 1 : k ∈ ℕ}', 'ℙ', 'not-subset', '1']
		];
		expectVerdicts(cases);
	});

	it('answers unknown, never a guess, where it cannot prove', () => {
		// A real exponent is not read as a set of powers of whole exponents.
		expect(decideSubset('{2^k : k ∈ ℝ}', 'ℝ').verdict).toBe('unknown');
	});

	it('reads only a power of the variable with a whole base (or one over it), in an image', () => {
		for (const card of [
			'{n^n + 1 : n ∈ ℕ}',
			'{2^(k/2) : k ∈ ℕ}',
			'{x ∈ ℤ | 2^x < x}',
			'{(2/3)^k : k ∈ ℕ}'
		])
			expect(checkCard(card).verdict, card).toBe('unsupported');
		expect(checkCard('{3^k + 1 : k ∈ ℕ}').verdict).toBe('valid');
	});

	it('agrees with brute force on congruences, parities and rays', () => {
		fc.assert(
			fc.property(powersCard, target, (a, s) => {
				const outside = a.values.filter((v) => !s.has(v));
				const got = decideSubset(a.text, s.text);
				expect(got.verdict, `${a.text} ⊆ ${s.text}`).toBe(outside.length ? 'not-subset' : 'subset');
				if (got.witness !== undefined) {
					const w = BigInt(got.witness);
					expect(a.values.includes(w) && !s.has(w), `witness ${got.witness}`).toBe(true);
				}
			}),
			runs(80)
		);
	});

	it('agrees with brute force on the membership of one integer', () => {
		fc.assert(
			fc.property(powersCard, fc.integer({ min: -300, max: 3000 }), (a, y) => {
				const inA = a.values.includes(BigInt(y));
				expect(decideSubset(`{${y}}`, a.text).verdict, `${y} ∈ ${a.text}`).toBe(
					inA ? 'subset' : 'not-subset'
				);
			}),
			runs(80)
		);
	});
});
