import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCard, decideSubset } from '../index';
import { runs } from '../testing/runs';
import { expectVerdicts } from '../testing/verdicts';

// A power with the variable as exponent inside a condition ({x ∈ ℤ | 2^x < 5},
// {k ∈ ℕ | 2^k mod 7 = 1}), checked by hand and against brute force written here with plain
// BigInt arithmetic. FC_SEED=<n> replays a run; FC_RUNS=<n> runs each property longer.

const mod = (x: bigint, m: bigint) => ((x % m) + m) % m;
const holds = (sgn: number, op: string) =>
	op === '<'
		? sgn < 0
		: op === '<='
			? sgn <= 0
			: op === '>'
				? sgn > 0
				: op === '>='
					? sgn >= 0
					: op === '='
						? sgn === 0
						: sgn !== 0;
const opText: Record<string, string> = { '<=': '≤', '>=': '≥', '!=': '≠' };

describe('a power of the variable inside a condition', () => {
	it('decides hand-worked questions', () => {
		const cases: [string, string, string, string?][] = [
			// 2^x < 5 for the integers up to 2 (2^2 = 4, 2^3 = 8), negative ones included.
			['{x ∈ ℤ | 2^x < 5}', '{x ∈ ℤ | x ≤ 2}', 'subset'],
			['{x ∈ ℤ | x ≤ 2}', '{x ∈ ℤ | 2^x < 5}', 'subset'],
			['{x ∈ ℤ | 2^x < 5}', '{x ∈ ℤ | x ≤ 1}', 'not-subset', '2'],
			['{x ∈ ℕ | 2^x < 5}', '{1, 2}', 'subset'],
			['{x ∈ ℤ | 2^x > 8}', '{x ∈ ℤ | x ≥ 4}', 'subset'],
			['{x ∈ ℤ | x ≥ 3}', '{x ∈ ℤ | 2^x > 8}', 'not-subset', '3'],
			['{x ∈ ℤ | (1/2)^x < 1/4}', '{x ∈ ℤ | x > 2}', 'subset'],
			['{x ∈ ℤ | 2^x = 1/8}', '{-3}', 'subset'],
			['{x ∈ ℤ | 2^(x + 1) ≤ 1024}', '{x ∈ ℤ | x ≤ 9}', 'subset'],
			// 2^k mod 7 runs 2, 4, 1: it is 1 exactly at the multiples of 3.
			['{k ∈ ℕ | 2^k mod 7 = 1}', '{3k : k ∈ ℕ}', 'subset'],
			['{3k : k ∈ ℕ}', '{k ∈ ℕ | 2^k mod 7 = 1}', 'subset'],
			['{k ∈ ℕ₀ | 2^k mod 7 = 1}', '{3k : k ∈ ℕ}', 'not-subset', '0'],
			// 2^k ≡ (−1)^k (mod 3): 3 divides 2^k + 1 exactly for odd k.
			['{k ∈ ℕ | 3 | 2^k + 1}', '{x ∈ ℤ | x is odd}', 'subset'],
			['{x ∈ ℕ | x is odd}', '{k ∈ ℕ | 3 | 2^k + 1}', 'subset'],
			// 2^k mod 12 is 1, 2, 4, 8, 4, 8, ...: 4 at the even k from 2 on.
			['{k ∈ ℕ₀ | 2^k mod 12 = 4}', '{2k : k ∈ ℕ}', 'subset'],
			['{2k : k ∈ ℕ}', '{k ∈ ℕ₀ | 2^k mod 12 = 4}', 'subset'],
			// 10 has order 6 modulo 7.
			['{k ∈ ℕ₀ | 10^k mod 7 = 1}', '{6k : k ∈ ℕ₀}', 'subset'],
			// A modulus past 2^26, listed in BigInt: 10 has order 18 modulo 10^18 − 1.
			['{k ∈ ℕ₀ | 10^k mod (10^18 - 1) = 1}', '{18k : k ∈ ℕ₀}', 'subset'],
			['{k ∈ ℕ₀ | 10^k mod (10^18 - 1) = 1}', '{36k : k ∈ ℕ₀}', 'not-subset', '18'],
			['{x ∈ ℝ | 2^x < 5}', 'ℝ', 'subset'],
			// Words said of a power mean its remainder or its sign.
			['ℕ', '{k ∈ ℕ | 3^k + 1 is even}', 'subset'],
			['{k ∈ ℕ₀ | 2^k is odd}', '{0}', 'subset'],
			['{k ∈ ℕ | 2^k + 1 is a multiple of 3}', '{x ∈ ℤ | x is odd}', 'subset'],
			['{x ∈ ℤ | 2^x - 4 is positive}', '{x ∈ ℤ | x > 2}', 'subset']
		];
		expectVerdicts(cases);
	});

	it('answers unknown where the exponent need not be whole, or the power may be a fraction', () => {
		expect(decideSubset('{x ∈ ℝ | 2^x < 5}', '(-∞, 3)').verdict).toBe('unknown');
		expect(decideSubset('{k ∈ ℤ | 2^k mod 7 = 1}', '{3k : k ∈ ℤ}').verdict).toBe('unknown');
		// 2 has order 4·5^17 modulo 5^18: a cycle far past what is listed.
		expect(decideSubset('{k ∈ ℕ | 2^k mod 10^18 = 2}', '{1}').verdict).toBe('unknown');
	});

	it('refuses with a plain sentence what it does not read', () => {
		for (const card of [
			'{x ∈ ℤ | 2^x < x}',
			'{x ∈ ℤ | 2^x < √2}',
			'{x ∈ ℤ | 2^x is prime}',
			'{x ∈ ℤ | 2^x ∈ ℕ}'
		])
			expect(checkCard(card).verdict, card).toBe('unsupported');
		expect(checkCard('{x ∈ ℤ | 2^x mod 0 = 1}').verdict).toBe('error');
		expect(checkCard('{x ∈ ℤ | 2^x mod 7 < 3}').verdict).toBe('valid');
	});

	const ops = fc.constantFrom('<', '<=', '>', '>=', '=', '!=');

	it('agrees with brute force on comparisons over a range of integers', () => {
		fc.assert(
			fc.property(
				fc.record({
					b: fc.constantFrom(2, 3, 10),
					inverse: fc.boolean(),
					c: fc.constantFrom(1, -1, 3),
					s: fc.integer({ min: -3, max: 3 }),
					op: ops,
					rn: fc.integer({ min: -40, max: 300 }),
					rd: fc.constantFrom(1, 2, 9),
					lo: fc.integer({ min: -12, max: 0 }),
					len: fc.integer({ min: 0, max: 16 })
				}),
				({ b, inverse, c, s, op, rn, rd, lo, len }) => {
					const hi = lo + len;
					const base = inverse ? `(1/${b})` : `${b}`;
					const term = `${c === 1 ? '' : c === -1 ? '-' : `${c}·`}${base}^x${s ? ` + ${s}` : ''}`;
					const card = `{x ∈ ℤ | ${lo} ≤ x ≤ ${hi} and ${term} ${opText[op] ?? op} ${rn}/${rd}}`;
					// c·b^(±x) + s against rn/rd, all scaled by rd·b^|x| to stay whole.
					const kept: bigint[] = [];
					for (let x = lo; x <= hi; x++) {
						const e = inverse ? -x : x;
						const scale = BigInt(b) ** BigInt(Math.abs(e));
						const num = e >= 0 ? BigInt(c) * scale * scale : BigInt(c);
						const lhs = (num + BigInt(s) * scale) * BigInt(rd);
						const rhs = BigInt(rn) * scale;
						if (holds(lhs < rhs ? -1 : lhs > rhs ? 1 : 0, op)) kept.push(BigInt(x));
					}
					const listed = `{${kept.join(', ')}}`;
					expect(decideSubset(card, listed).verdict, `${card} ⊆ ${listed}`).toBe('subset');
					const back = decideSubset(listed, card);
					expect(back.verdict, `${listed} ⊆ ${card}`).toBe('subset');
				}
			),
			runs(80)
		);
	});

	it('agrees with brute force on remainders over the naturals', () => {
		fc.assert(
			fc.property(
				fc.record({
					b: fc.constantFrom(2, 3, 5, 10),
					c: fc.constantFrom(1, 2, -1),
					s: fc.integer({ min: -3, max: 3 }),
					m: fc.integer({ min: 2, max: 12 }),
					op: ops,
					r: fc.integer({ min: 0, max: 11 }),
					p: fc.integer({ min: 1, max: 12 }),
					q: fc.integer({ min: 0, max: 11 })
				}),
				({ b, c, s, m, op, r, p, q }) => {
					const term = `${c === 1 ? '' : c === -1 ? '-' : `${c}·`}${b}^k${s ? ` + ${s}` : ''}`;
					const a = `{k ∈ ℕ₀ | (${term}) mod ${m} ${opText[op] ?? op} ${r}}`;
					const target = `{x ∈ ℤ | x mod ${p} = ${q % p}}`;
					// Both are periodic after a few steps with periods dividing 12·11·10·9: 300 k
					// cover a whole period of each and their preperiods.
					const outside: bigint[] = [];
					for (let k = 0n; k < 300n; k++) {
						const v = BigInt(c) * BigInt(b) ** k + BigInt(s);
						const rem = mod(v, BigInt(m));
						const inA = holds(rem < BigInt(r) ? -1 : rem > BigInt(r) ? 1 : 0, op);
						if (inA && mod(k, BigInt(p)) !== BigInt(q % p)) outside.push(k);
					}
					const got = decideSubset(a, target);
					expect(got.verdict, `${a} ⊆ ${target}`).toBe(outside.length ? 'not-subset' : 'subset');
					if (got.witness !== undefined)
						expect(outside.includes(BigInt(got.witness)), `witness ${got.witness}`).toBe(true);
				}
			),
			runs(80)
		);
	});
});
