/**
 * Numbers made from π and e together, such as π + e, π·e, π/e or (π + e)/2: the numbers of π and
 * e (piepoly.ts's `PiE`) whose `of` is 'both'. Nobody knows whether such a number is rational
 * (π + e and π·e cannot both be algebraic, but which one is not, is open), and nobody knows that
 * π and e are algebraically independent, so two different expressions might even be equal. The
 * checker therefore claims only what it can prove: order against other numbers by narrowing
 * rational bounds (which separate unless the numbers are equal; real.ts), equality when two
 * expressions are the same quotient, and never rationality nor irrationality.
 */
import { TooComplex } from '../errors';
import { cmp, floor, rat, simplestBetween, type Rat } from './rational';
import { bounds, type Real } from './real';
import { maxBitsBoth, type PiE } from './piepoly';

/** A number of π and e together, whose rationality nobody knows. */
export type Mixed = Extract<PiE, { of: 'both' }>;

/** Most bits of precision tried before an order is declared out of reach. */
const maxBits = maxBitsBoth;

/** Whether a number is made of π and e together (its rationality unknown). */
export function isMixed(x: Real | { k: string }): x is Mixed {
	return 'k' in x && x.k === 'pie' && (x as PiE).of === 'both';
}

/** The whole number n with n < x < n + 1, or null when x may be a whole number (too close). */
export function pieFloorStrict(x: Mixed): bigint | null {
	try {
		for (let bits = 16; bits <= maxBits; bits *= 2) {
			const [lo, hi] = bounds(x, bits);
			const n = floor(lo);
			// Strictly above n (lo ≥ n and x ≠ lo unless...) is checked exactly below.
			if (floor(hi) === n && cmp(lo, rat(n)) > 0) return n;
		}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}

/**
 * A rational strictly between x and y (x < y, either may be a number of π and e together): no
 * bound of such a number is known to differ from it, so the bounds must part.
 */
export function ratBetweenPie(x: Real, y: Real): Rat {
	for (let bits = 8; bits <= maxBits; bits *= 2) {
		const xh = bounds(x, bits)[1];
		const yl = bounds(y, bits)[0];
		// The simplest fraction strictly between the bounds, so strictly between x and y.
		if (cmp(xh, yl) < 0) return simplestBetween(xh, yl);
	}
	throw new TooComplex('two numbers too close to separate');
}
