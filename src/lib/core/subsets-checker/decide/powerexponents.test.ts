import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideSubset } from '../index';
import { primitiveRoot } from './powerexponents';

// A set of powers of 2: {(2^β)^k : k ∈ ℕ or ℕ₀, k mod m = r}, its exponents of 2 being β·k.
interface Powers {
	beta: number;
	from: 0 | 1;
	mod: number;
	rem: number;
}

const powers = fc.record({
	beta: fc.integer({ min: 1, max: 6 }),
	from: fc.constantFrom<0 | 1>(0, 1),
	mod: fc.integer({ min: 1, max: 4 }),
	rem: fc.integer({ min: 0, max: 3 })
});

function text(p: Powers): string {
	const cond = p.mod > 1 ? `, k mod ${p.mod} = ${p.rem % p.mod}` : '';
	return `{${2 ** p.beta}^k : k ∈ ${p.from === 0 ? 'ℕ₀' : 'ℕ'}${cond}}`;
}

/** The exponents of 2 the set holds, up to `top` (brute force). */
function exponents(p: Powers, top: number): Set<number> {
	const out = new Set<number>();
	for (let k = p.from; p.beta * k <= top; k++)
		if (p.mod === 1 || k % p.mod === p.rem % p.mod) out.add(p.beta * k);
	return out;
}

describe('powers of one base joined by ∩, ∪ and \\ (power-exponents)', () => {
	it('finds the primitive root of a base', () => {
		expect(primitiveRoot(64n)).toBe(2n);
		expect(primitiveRoot(729n)).toBe(3n);
		expect(primitiveRoot(12n)).toBe(12n);
		expect(primitiveRoot(36n)).toBe(6n);
	});

	it('decides hand-worked questions', () => {
		// 64^k = 2^(6k): 6k is even (a power of 4) and a multiple of 3 (a power of 8).
		expect(decideSubset('{64^k : k ∈ ℕ}', '{4^k : k ∈ ℕ} ∩ {8^k : k ∈ ℕ}').verdict).toBe('subset');
		// 16 = 2^4: 4 is no multiple of 3.
		expect(decideSubset('{16^k : k ∈ ℕ}', '{4^k : k ∈ ℕ} ∩ {8^k : k ∈ ℕ}')).toMatchObject({
			verdict: 'not-subset',
			witness: '16'
		});
		// 2^x with x even and a multiple of 3 is 2^(6j) = 64^j.
		expect(decideSubset('{4^k : k ∈ ℕ} ∩ {8^k : k ∈ ℕ}', '{64^k : k ∈ ℕ}').verdict).toBe('subset');
		expect(decideSubset('{9^k : k ∈ ℕ} ∪ {27^k : k ∈ ℕ}', '{3^k : k ∈ ℕ, k ≥ 2}').verdict).toBe(
			'subset'
		);
		// 8 = 2³ is a power of 2 but not of 4.
		expect(decideSubset('{8^k : k ∈ ℕ}', '{2^k : k ∈ ℕ} ∩ {4^k : k ∈ ℕ}')).toMatchObject({
			verdict: 'not-subset',
			witness: '8'
		});
	});

	it('agrees with the exponents listed by brute force (A against S ∩ S′ and S ∪ S′)', () => {
		// Every set here repeats with a period dividing 6·6·4·3 = 432 in its exponent; 1,000
		// exponents hold a whole period past every start.
		const top = 1000;
		fc.assert(
			fc.property(powers, powers, powers, fc.boolean(), (a, s1, s2, meet) => {
				const ea = exponents(a, top);
				const e1 = exponents(s1, top);
				const e2 = exponents(s2, top);
				const inS = (x: number) => (meet ? e1.has(x) && e2.has(x) : e1.has(x) || e2.has(x));
				const outside = [...ea].filter((x) => x <= top / 2 && !inS(x));
				const r = decideSubset(text(a), `${text(s1)} ${meet ? '∩' : '∪'} ${text(s2)}`);
				if (outside.length === 0) expect(r.verdict).toBe('subset');
				else {
					expect(r.verdict).toBe('not-subset');
					const x = Math.log2(Number(r.witness));
					expect(ea.has(x) && !inS(x)).toBe(true);
				}
			}),
			{ numRuns: 60 }
		);
	});
});
