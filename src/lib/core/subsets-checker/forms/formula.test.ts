import { describe, expect, it } from 'vitest';
import {
	and,
	congruence,
	holds,
	imageOf,
	negated,
	not,
	or,
	preimageOf,
	range,
	res,
	shifted,
	FALSE,
	TRUE,
	type Formula
} from './formula';

// Formulas over integers, checked integer by integer over a window of several periods.

const window = Array.from({ length: 121 }, (_, i) => BigInt(i - 60));
const members = (f: Formula) => window.filter((x) => holds(f, x));

describe('formulas over integers', () => {
	it('simplifies fixed truths and full or empty remainder conditions', () => {
		expect(and<Formula>(TRUE, FALSE)).toBe(FALSE);
		expect(or<Formula>(FALSE, TRUE)).toBe(TRUE);
		expect(not(TRUE)).toBe(FALSE);
		expect(res(5n, [[0n, 4n]])).toBe(TRUE);
		expect(res(5n, [])).toBe(FALSE);
		expect(range(3n, 2n)).toBe(FALSE);
	});

	it('reads x mod 6 in {1, 2}, or x ≥ 50, and not x = 7', () => {
		const f = and(or(res(6n, [[1n, 2n]]), range(50n, null)), not({ k: 'pts', v: [7n] }));
		for (const x of window)
			expect(holds(f, x)).toBe(
				(((x % 6n) + 6n) % 6n === 1n || ((x % 6n) + 6n) % 6n === 2n || x >= 50n) && x !== 7n
			);
	});

	it('negates, shifts and takes images and preimages under a·x + b', () => {
		const f = or(res(5n, [[1n, 1n]]), range(-3n, 3n));
		const fx = members(f);
		expect(members(negated(f))).toEqual(window.filter((x) => fx.includes(-x)));
		expect(members(shifted(f, 4n))).toEqual(window.filter((x) => holds(f, x - 4n)));
		expect(members(preimageOf(f, 3n, -2n))).toEqual(window.filter((x) => holds(f, 3n * x - 2n)));
		// {2k + 1 : k satisfies f} inside the window: k within ±20 keeps 2k + 1 inside it.
		const image = members(imageOf(f, 2n, 1n)).filter((x) => x >= -39n && x <= 41n);
		const made = window.filter((k) => k >= -20n && k <= 20n && holds(f, k)).map((k) => 2n * k + 1n);
		expect(image).toEqual(made);
	});

	it('solves a·x ≡ c (mod m), with no solution when gcd(a, m) does not divide c', () => {
		expect(members(congruence(4n, 2n, 6n))).toEqual(
			window.filter((x) => (4n * x - 2n) % 6n === 0n)
		);
		expect(members(congruence(4n, 1n, 6n))).toEqual([]);
	});
});
