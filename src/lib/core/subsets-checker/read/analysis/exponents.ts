/**
 * A power whose exponent is an affine function of the variable, rewritten exactly as the one form
 * the checker reads, c·B^(±v): 2^(2k + 1) is 2·4^k, 3^(k - 1) is (1/3)·3^k, and a base 1/q turns
 * the exponent round, (1/2)^k = 2^(−k). Bases that are no whole number and no 1/q ((2/3)^k), and
 * exponents that are not whole multiples of the variable (2^(k/2)), are not read.
 */
import { fail, f } from '../../errors';
import { degree, type Poly } from '../ir';
import { isInt, isZero, ONE, rat, sign, ZERO, type Rat } from '../../arithmetic/rational';
import type { Span } from '../ast';
import type { Term } from './context';

/** Largest size (bits) of the base B^a or the factor B^d a rewritten power may have. */
const maxBits = 4096n;

const notRead = f('power-with-variable-as-exponent-other');

/** Whether the polynomial is the variable alone. */
function isVariable(p: Poly): boolean {
	return degree(p) === 1 && isZero(p[0]) && p[1].n === 1n && p[1].d === 1n;
}

/**
 * `base` to the power `ep` (a polynomial of degree 1 in the variable) as c·B^(±v), B ≥ 2 whole;
 * a fault naming what is read otherwise.
 */
export function exponentTerm(base: Poly, ep: Poly, span: Span, whole: Span): Term {
	if (isVariable(base) && isVariable(ep)) return { k: 'selfpow' };
	const b = degree(base) <= 0 ? (base[0] ?? ZERO) : null;
	if (!b || degree(ep) !== 1) fail('nonlinear', notRead, span);
	let d = ep[0] ?? ZERO;
	let a = ep[1];
	if (!isInt(a) || !isInt(d)) fail('nonlinear', notRead, span);
	let B: bigint;
	if (b.d === 1n && b.n >= 2n) B = b.n;
	else if (b.n === 1n && b.d >= 2n) {
		// (1/q)^(a·v + d) = q^(−a·v − d).
		B = b.d;
		a = rat(-a.n);
		d = rat(-d.n);
	} else fail('nonlinear', notRead, span);
	const bits = BigInt(B.toString(2).length);
	const absA = a.n < 0n ? -a.n : a.n;
	const absD = d.n < 0n ? -d.n : d.n;
	if (absA * bits > maxBits || absD * bits > maxBits) fail('too-big', f('number-too-large'), whole);
	// B^(a·v + d) = B^d · (B^|a|)^(±v).
	const c: Rat = d.n >= 0n ? rat(B ** d.n) : rat(1n, B ** -d.n);
	const term: Term = { k: 'exp', c: d.n === 0n ? ONE : c, b: B ** absA, s: ZERO };
	return sign(a) < 0 ? { ...term, down: true } : term;
}
