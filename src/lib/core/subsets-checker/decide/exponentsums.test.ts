import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideSubset } from '../index';

// Sums of powers with the variable as exponent against remainder and bound cards, checked by
// brute force: b^k mod m repeats within m steps, so the remainders a sum takes are those of its
// parts at the first 2m exponents, each reached by some element of A.

const rules = { naturalsFrom: 1 } as const;

interface Part {
	b: number;
	from: 0 | 1;
}

const domainText = (from: 0 | 1) => (from === 0 ? 'ℕ₀' : 'ℕ');
const card = (ps: Part[]) =>
	`{${ps.map((p, i) => `${p.b}^${'abc'[i]}`).join(' + ')} : ${ps.map((p, i) => `${'abc'[i]} ∈ ${domainText(p.from)}`).join(', ')}}`;

/** The remainders mod m the sum takes, each exponent from its first through 2m more. */
function reached(ps: Part[], m: number): Set<number> {
	let sums = new Set([0]);
	for (const { b, from } of ps) {
		const next = new Set<number>();
		for (const s of sums)
			for (let k = from; k < from + 2 * m; k++)
				next.add((s + Number(BigInt(b) ** BigInt(k) % BigInt(m))) % m);
		sums = next;
	}
	return sums;
}

/** Whether x is the sum at exponents below 64. */
function inSum(ps: Part[], x: bigint): boolean {
	let sums = new Set([0n]);
	for (const { b, from } of ps) {
		const next = new Set<bigint>();
		for (const s of sums)
			for (let k = from; k < 64; k++) {
				const v = s + BigInt(b) ** BigInt(k);
				if (v <= x) next.add(v);
			}
		sums = next;
	}
	return sums.has(x);
}

const part = fc.record({
	b: fc.constantFrom(2, 3, 5, 6, 7),
	from: fc.constantFrom<0 | 1>(0, 1)
});

describe('sums of powers with the variable as exponent (exponent-sums)', () => {
	it('proves a remainder card exactly when no element of A leaves that remainder', () => {
		fc.assert(
			fc.property(
				fc.array(part, { minLength: 2, maxLength: 3 }),
				fc.constantFrom(2, 3, 4, 5, 7, 8, 9),
				fc.nat(8),
				(ps, m, r0) => {
					const r = r0 % m;
					const answer = decideSubset(card(ps), `{x ∈ ℤ | x mod ${m} ≠ ${r}}`, rules);
					if (!reached(ps, m).has(r)) expect(answer.verdict).toBe('subset');
					else {
						expect(answer.verdict).not.toBe('subset');
						if (answer.verdict === 'not-subset') {
							const x = BigInt(answer.witness ?? 'none');
							expect(((x % BigInt(m)) + BigInt(m)) % BigInt(m)).toBe(BigInt(r));
							expect(inSum(ps, x)).toBe(true);
						}
					}
				}
			),
			{ numRuns: 40 }
		);
	});

	it('proves a lower bound at the least element and refutes one past it with that element', () => {
		fc.assert(
			fc.property(fc.array(part, { minLength: 2, maxLength: 3 }), (ps) => {
				const least = ps.reduce((x, p) => x + p.b ** p.from, 0);
				expect(decideSubset(card(ps), `{x ∈ ℤ | x ≥ ${least}}`, rules).verdict).toBe('subset');
				const past = decideSubset(card(ps), `{x ∈ ℤ | x ≥ ${least + 1}}`, rules);
				expect(past).toMatchObject({ verdict: 'not-subset', witness: String(least) });
			}),
			{ numRuns: 30 }
		);
	});

	it('finds the smallest sum that is not prime', () => {
		expect(decideSubset('{2^a + 3^b : a, b ∈ ℕ}', 'ℙ', rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '25'
		});
		// 2 + 1 = 3 and 4 + 1 = 5 are prime; 8 + 1 = 9 is not.
		expect(decideSubset('{2^a + 3^b : a ∈ ℕ, b ∈ ℕ₀}', 'ℙ', rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '9'
		});
	});

	it('reads a polynomial part beside a power, and constants and factors on the powers', () => {
		expect(decideSubset('{2^a + b² : a ∈ ℕ, b ∈ ℤ}', '{x ∈ ℤ | x ≥ 2}', rules).verdict).toBe(
			'subset'
		);
		expect(decideSubset('{2^a + b² : a ∈ ℕ, b ∈ ℤ}', '{x ∈ ℤ | x ≥ 3}', rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '2'
		});
		// 3·2^a is even, 3^b + 1 is even: the sum is even from 3·2 + 3 + 1 = 10 up.
		expect(
			decideSubset('{3·2^a + 3^b + 1 : a, b ∈ ℕ}', '{x ∈ ℤ | x is even and x ≥ 10}', rules).verdict
		).toBe('subset');
	});

	it('refutes with the simplest sum when parts give fractions or negative numbers', () => {
		// 2^(−1) + 3^0 = 3/2.
		expect(decideSubset('{2^a + 3^b : a, b ∈ ℤ}', 'ℤ', rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '3/2'
		});
		expect(decideSubset('{2^a - 3^b : a, b ∈ ℕ}', '{x ∈ ℤ | x ≥ 0}', rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '-1'
		});
		// 2^a/2 is 2^(a − 1), whole from a = 1: the sum is whole, and at least 1 + 3.
		expect(decideSubset('{2^a/2 + 3^b : a, b ∈ ℕ}', '{x ∈ ℤ | x ≥ 4}', rules).verdict).toBe(
			'subset'
		);
		expect(decideSubset('{2^a/4 + 3^b : a, b ∈ ℕ}', 'ℤ', rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '7/2'
		});
	});

	it('says in words why a sum of whole numbers with no least element lies in ℤ', () => {
		const answer = decideSubset('{2^a + b : a ∈ ℕ, b ∈ ℤ}', 'ℤ', rules);
		expect(answer.verdict).toBe('subset');
		expect(answer.reason).toBe(
			'Every element of A is in S: every element of A is a whole number, and every whole number lies in S.'
		);
	});

	it('proves a sum inside another part by part', () => {
		expect(decideSubset('{2^a + 3^b : a, b ∈ ℕ}', '{2^a + 3^b : a, b ∈ ℕ₀}', rules).verdict).toBe(
			'subset'
		);
		// 9^b = 3^(2b).
		expect(decideSubset('{2^a + 9^b : a, b ∈ ℕ}', '{2^a + 3^b : a, b ∈ ℕ}', rules).verdict).toBe(
			'subset'
		);
		// 2^0 + 3^0 = 2 is no sum from exponents 1 up (the least is 5).
		expect(decideSubset('{2^a + 3^b : a, b ∈ ℕ₀}', '{2^a + 3^b : a, b ∈ ℕ}', rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '2'
		});
	});

	it('says whether listed numbers are sums, as a search of the small exponents does', () => {
		const ps: Part[] = [
			{ b: 2, from: 1 },
			{ b: 3, from: 1 }
		];
		for (let n = 1n; n <= 60n; n++) {
			const answer = decideSubset(`{${n}}`, card(ps), rules);
			expect(answer.verdict).toBe(inSum(ps, n) ? 'subset' : 'not-subset');
		}
		expect(decideSubset('{5, 7, 11, 12}', card(ps), rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '12'
		});
		expect(decideSubset('{√2}', card(ps), rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '√2'
		});
		expect(decideSubset('{6}', '{2^a + b² : a ∈ ℕ, b ∈ ℤ}', rules).verdict).toBe('subset');
		expect(decideSubset('{7}', '{2^a + b² : a ∈ ℕ, b ∈ ℤ}', rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '7'
		});
	});

	it('refuses a power added to another term of its own variable with a plain sentence', () => {
		const answer = decideSubset('{3^k + k : k ∈ ℕ}', 'ℤ', rules);
		expect(answer.verdict).toBe('unsupported');
		const both = decideSubset('{2^a + b + a : a, b ∈ ℕ}', 'ℤ', rules);
		expect(both).toMatchObject({ verdict: 'unsupported', card: 'a' });
		expect(both.reason).toContain('3^k + k');
	});
});
