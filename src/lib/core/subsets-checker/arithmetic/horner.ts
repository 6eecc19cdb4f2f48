/**
 * Horner's rule in any number type: c0 + c1·x + ... + cn·xⁿ as (...(cn·x + cn−1)·x + ...)·x + c0,
 * where `step(acc, c)` is acc·x + c in that type (whole numbers, remainders mod m, surds,
 * intervals, polynomials when x is itself a polynomial). It sits with the arithmetic, below every
 * stage, so that the number system and the stages evaluate polynomials the same one way.
 */
export function horner<C, T>(p: readonly C[], zero: T, step: (acc: T, c: C) => T): T {
	let out = zero;
	for (let i = p.length - 1; i >= 0; i--) out = step(out, p[i]);
	return out;
}
