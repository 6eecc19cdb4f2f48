import { describe, expect, it } from 'vitest';
import { residueCard, residuesOf, sumset, type ResiduePart } from './sumresidues';

// The remainders of each kind of part and of their sums, against the values listed by brute force.

const listed = (m: number, values: bigint[]) =>
	[...new Set(values.map((v) => Number(((v % BigInt(m)) + BigInt(m)) % BigInt(m))))].sort(
		(x, y) => x - y
	);
const residues = (part: ResiduePart, m: number) =>
	[...residuesOf(part, m).entries()].filter(([, hit]) => hit).map(([r]) => r);

describe('remainders of sums of powers', () => {
	it('takes a polynomial’s remainders over all the integers, negative ones included', () => {
		const cube: ResiduePart = { k: 'poly', term: [0n, 0n, 0n, 1n] };
		const values = Array.from({ length: 61 }, (_, i) => BigInt(i - 30) ** 3n);
		for (const m of [7, 9, 12]) expect(residues(cube, m)).toEqual(listed(m, values));
		// 2k² − 3 at 0..m−1 covers every k, however negative.
		const shifted: ResiduePart = { k: 'poly', term: [-3n, 0n, 2n] };
		const more = Array.from({ length: 61 }, (_, i) => 2n * BigInt(i - 30) ** 2n - 3n);
		expect(residues(shifted, 8)).toEqual(listed(8, more));
	});

	it('follows a power’s remainders round its cycle, from its first exponent', () => {
		// 3·2^k + 1 for k ≥ 2: 13, 25, 49, ...; mod 12 never 7 (that would be k = 1).
		const power: ResiduePart = { k: 'pow', c: 3n, b: 2n, s: 1n, from: 2n };
		const values = Array.from({ length: 40 }, (_, i) => 3n * 2n ** BigInt(i + 2) + 1n);
		for (const m of [12, 7, 10]) expect(residues(power, m)).toEqual(listed(m, values));
		expect(residues(power, 12)).not.toContain(7);
	});

	it('sums remainders one from each set', () => {
		const m = 8;
		const squares = residuesOf({ k: 'poly', term: [0n, 0n, 1n] }, m);
		const three = sumset(sumset(squares, squares, m), squares, m);
		// A sum of three squares is never 7 mod 8 (Legendre).
		expect([...three].map((hit, r) => (hit ? r : -1)).filter((r) => r >= 0)).toEqual([
			0, 1, 2, 3, 4, 5, 6
		]);
	});

	it('says the reached remainders the shorter way, with the least element as a bound', () => {
		const all = residueCard(3, new Uint8Array([1, 1, 1]));
		expect(all.k === 'filter' && all.cond).toEqual({ k: 'const', value: true });
		const oneMissed = residueCard(4, new Uint8Array([1, 1, 0, 1]), 5n);
		expect(oneMissed.k === 'filter' && oneMissed.cond.k).toBe('and');
		const text = JSON.stringify(oneMissed, (_, v) => (typeof v === 'bigint' ? `${v}` : v));
		expect(text).toContain('"op":"!="');
		expect(text).toContain('"op":">="');
		const oneReached = residueCard(4, new Uint8Array([0, 1, 0, 0]));
		expect(oneReached.k === 'filter' && oneReached.cond).toMatchObject({ k: 'modcmp', op: '=' });
	});
});
