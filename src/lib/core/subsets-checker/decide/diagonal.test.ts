import { describe, expect, it } from 'vitest';
import { decideSubset } from '../index';

// Remainder runs below every factor of their moduli, decided by the Chinese remainder theorem:
// checked against brute force over one whole common period on small primes, where listing is
// cheap, and on large primes where only the structure decides.

const rules = { naturalsFrom: 1 } as const;

interface Run {
	m: number;
	r: number;
}

const card = (runs: Run[]) =>
	`{x ∈ ℤ | ${runs.map(({ m, r }) => `x mod ${m} < ${r}`).join(' and ')}}`;
const holds = (runs: Run[], x: number) => runs.every(({ m, r }) => ((x % m) + m) % m < r);

/** Every choice of runs on products of the primes 5, 7 and 11 (period at most 385). */
function* questions(): Generator<[Run[], Run[]]> {
	const moduli = [5 * 7, 5 * 11, 7 * 11, 5, 11, 5 * 7 * 11];
	const rs = [1, 2, 4, 5];
	const runs: Run[] = [];
	for (const m of moduli) for (const r of rs) runs.push({ m, r });
	for (let i = 0; i < runs.length; i++)
		for (let j = i + 1; j < runs.length; j += 3)
			for (let k = 0; k < runs.length; k += 2) yield [[runs[i], runs[j]], [runs[k]]];
}

describe('remainder runs below every factor (diagonal)', () => {
	it('agrees with brute force over a whole period, with witnesses in A and not in S', () => {
		let decided = 0;
		let asked = 0;
		for (const [a, s] of questions()) {
			asked++;
			const r = decideSubset(card(a), card(s), rules);
			const where = `${card(a)} ⊆ ${card(s)}`;
			let counter: number | undefined;
			for (let x = 0; x < 385 && counter === undefined; x++)
				if (holds(a, x) && !holds(s, x)) counter = x;
			expect(r.verdict, where).toBe(counter === undefined ? 'subset' : 'not-subset');
			if (r.verdict === 'not-subset') {
				const x = Number(r.witness);
				expect(holds(a, x) && !holds(s, x), `${where}: ${r.witness}`).toBe(true);
			}
			decided++;
		}
		expect(decided).toBe(asked);
		expect(asked).toBeGreaterThan(200);
	});

	it('decides runs on products of large primes, whose period no listing reaches', () => {
		const [p, q, s] = [1000003n, 1000033n, 1000037n];
		const a = `{x ∈ ℤ | x mod ${p * q} < 500000 and x mod ${p * s} < 500000}`;
		expect(decideSubset(a, `{x ∈ ℤ | x mod ${q * s} < 500000}`, rules).verdict).toBe('subset');
		expect(decideSubset(a, `{x ∈ ℤ | x mod ${p * q * s} ≤ 499999}`, rules).verdict).toBe('subset');
		expect(decideSubset(a, `{x ∈ ℤ | x mod ${q * s} < 400000}`, rules)).toMatchObject({
			verdict: 'not-subset',
			witness: '400000'
		});
		const apart = decideSubset(
			`{x ∈ ℤ | x mod ${p * q} < 500000}`,
			`{x ∈ ℤ | x mod ${q * s} < 500000}`,
			rules
		);
		expect(apart.verdict).toBe('not-subset');
		// The witness leaves equal remainders below 500000 on p and q, and another on s.
		const x = BigInt(apart.witness ?? '');
		expect(x % (p * q) < 500000n && x % (q * s) >= 500000n).toBe(true);
	});
});
