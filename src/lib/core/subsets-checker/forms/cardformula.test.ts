import { describe, expect, it } from 'vitest';
import { traceSet } from './cardformula';
import { holds, Outside } from './formula';
import { readCard } from '../card';

// A card read as a formula over integers: the n with n/d in the card's set, checked n by n.

const window = Array.from({ length: 121 }, (_, i) => BigInt(i - 60));
const trace = (text: string, d = 1n) => traceSet(readCard(text).set, { naturalsFrom: 1, d });
const members = (text: string, d = 1n) => {
	const { f } = trace(text, d);
	return window.filter((n) => holds(f, n));
};
const mod = (x: bigint, m: bigint) => ((x % m) + m) % m;

describe('a card as a formula over integers', () => {
	it('reads an image a·k + b as a class of remainders', () => {
		expect(members('{3k + 1 : k ∈ ℤ}')).toEqual(window.filter((n) => mod(n, 3n) === 1n));
	});

	it('reads remainders, ranges and listed numbers together', () => {
		expect(members('{x ∈ ℤ : x mod 5 = 2 ∧ x > -10} ∪ {-20, 40}')).toEqual(
			window.filter((n) => (mod(n, 5n) === 2n && n > -10n) || n === -20n || n === 40n)
		);
	});

	it('reads ℕ from 1, and the numbers n/d of a lattice at scale d', () => {
		expect(members('ℕ')).toEqual(window.filter((n) => n >= 1n));
		// {k/2 : k ∈ ℤ} at scale 2: every n, and only numbers n/2.
		const half = trace('{k/2 : k ∈ ℤ}', 2n);
		expect(half.ints).toBe(true);
		expect(window.every((n) => holds(half.f, n))).toBe(true);
		// ℤ at scale 2: the even n only.
		expect(members('ℤ', 2n)).toEqual(window.filter((n) => mod(n, 2n) === 0n));
	});

	it('says a set of reals holds more than the numbers n/d', () => {
		expect(trace('{x ∈ ℝ : 0 < x < 3}').ints).toBe(false);
	});

	it('leaves the reading (Outside) for the primes', () => {
		expect(() => trace('{p ∈ ℕ : p is prime}')).toThrow(Outside);
	});
});
