import { describe, expect, it } from 'vitest';
import { decideSubset } from '../index';

// Sums of powers against remainder cards, checked by brute force: over ℤ a sum of polynomials
// with whole coefficients takes, mod m, exactly the remainders it takes with every variable
// between 0 and m − 1, so listing those decides the question, and the checker must agree.

const rules = { naturalsFrom: 1 } as const;

interface Power {
	c: number;
	e: number;
}

const letters = ['a', 'b', 'c'];
const termText = (ps: Power[]) =>
	ps.map(({ c, e }, i) => `${c === 1 ? '' : c}${letters[i]}^${e}`).join(' + ');
const card = (ps: Power[]) => `{${termText(ps)} : ${letters.slice(0, ps.length).join(', ')} ∈ ℤ}`;

/** The remainders mod m the sum takes, each variable running over 0..m − 1. */
function reached(ps: Power[], m: number): Set<number> {
	let sums = new Set([0]);
	for (const { c, e } of ps) {
		const next = new Set<number>();
		for (const s of sums) for (let k = 0; k < m; k++) next.add((s + c * k ** e) % m);
		sums = next;
	}
	return sums;
}

/** Whether x = the sum at some small arguments (|k| ≤ 12), for checking witnesses. */
function inSum(ps: Power[], x: bigint): boolean {
	let sums = new Set([0n]);
	for (const { c, e } of ps) {
		const next = new Set<bigint>();
		for (const s of sums)
			for (let k = -12n; k <= 12n; k++) next.add(s + BigInt(c) * k ** BigInt(e));
		sums = next;
	}
	return sums.has(x);
}

const sums: Power[][] = [];
for (const e of [2, 3, 4])
	for (const c of [1, 2])
		for (const parts of [1, 2, 3]) sums.push(Array.from({ length: parts }, () => ({ c, e })));
sums.push([
	{ c: 1, e: 2 },
	{ c: 1, e: 3 }
]);

describe('sums of powers by residues (power-sums)', () => {
	it('proves every question the remainders settle, and only those', () => {
		let proven = 0;
		for (const ps of sums)
			for (const m of [3, 4, 5, 7, 8, 9, 16]) {
				const missed = [...Array(m).keys()].filter((r) => !reached(ps, m).has(r));
				for (const r of missed) {
					const a = card(ps);
					const s = `{x ∈ ℤ | x mod ${m} ≠ ${r}}`;
					expect(decideSubset(a, s, rules).verdict, `${a} ⊆ ${s}`).toBe('subset');
					proven++;
				}
			}
		expect(proven).toBeGreaterThan(50);
	});

	it('never says subset when a remainder is reached (each question runs to the work limit)', () => {
		// One reached remainder each, picked by hand: these questions end unknown or with a witness.
		const reachedCases: [Power[], number, number][] = [
			[
				[
					{ c: 1, e: 3 },
					{ c: 1, e: 3 },
					{ c: 1, e: 3 }
				],
				9,
				3
			],
			[
				[
					{ c: 1, e: 2 },
					{ c: 1, e: 2 }
				],
				4,
				2
			],
			[
				[
					{ c: 1, e: 4 },
					{ c: 1, e: 4 }
				],
				16,
				2
			]
		];
		for (const [ps, m, r] of reachedCases) {
			expect(reached(ps, m).has(r)).toBe(true);
			const a = card(ps);
			const s = `{x ∈ ℤ | x mod ${m} ≠ ${r}}`;
			const verdict = decideSubset(a, s, rules);
			expect(verdict.verdict, `${a} ⊆ ${s}`).not.toBe('subset');
			if (verdict.verdict === 'not-subset') {
				const x = BigInt(verdict.witness ?? 'x');
				const big = BigInt(m);
				expect(inSum(ps, x) && ((x % big) + big) % big === BigInt(r)).toBe(true);
			}
		}
	});

	it('answers the classic cases', () => {
		expect(decideSubset('{a^3 + b^3 : a, b ∈ ℤ}', '{x ∈ ℤ | x mod 9 ≠ 4}', rules).verdict).toBe(
			'subset'
		);
		expect(
			decideSubset('{a² + b² + c² : a, b, c ∈ ℤ}', '{x ∈ ℤ | x mod 8 ≠ 7}', rules).verdict
		).toBe('subset');
		expect(
			decideSubset('{a^4 + b^4 : a, b ∈ ℕ}', '{x ∈ ℤ | x mod 16 ≠ 3 and x mod 5 ≠ 3}', rules)
				.verdict
		).toBe('subset');
		// 3 = 1 + 1 + 1 is a sum of three cubes.
		expect(
			decideSubset('{a^3 + b^3 + c^3 : a, b, c ∈ ℤ}', '{x ∈ ℤ | x mod 9 ≠ 3}', rules).verdict
		).not.toBe('subset');
	});
});
