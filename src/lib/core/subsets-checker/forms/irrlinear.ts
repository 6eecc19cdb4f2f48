/**
 * a·x op c with an irrational coefficient a (√2·x < 3, πx ≥ 1, (1 + √5)·x > 2): the normal form
 * divides (x op' c/a, the order flipped when a < 0), and the membership evaluator multiplies
 * (the sign of a·x − c at the element itself), so that the two agree only when both are right.
 */
import { mirrorOp, type CompareOp } from '../read/ast';
import {
	cAdd,
	cDiv,
	cMul,
	cNeg,
	isConstant,
	sqrtOf,
	valueEnd,
	type Value
} from '../read/constants';
import { TooComplex } from '../errors';
import { add, isZero, mul, rat, sign, sub, ZERO, type Rat } from '../arithmetic/rational';
import {
	asRatio,
	cmpEnd,
	eNumber,
	piNumber,
	quadratic,
	signAtIrr,
	type End,
	type Irr
} from '../arithmetic/real';
import { isQuad, isRational, type Surd } from '../arithmetic/surd';

/** The sign of a value, exactly (TooComplex when two close numbers cannot be ordered). */
export function valueSign(v: Value): number {
	return isConstant(v) ? cmpEnd(valueEnd(v), ZERO) : sign(v);
}

/** a·x op c as x op' root: the number c/a and the order, flipped when a is negative. */
export function solveLinear(op: CompareOp, a: Value, c: Value): { op: CompareOp; root: End } {
	const root = cDiv(c, a);
	// The reader keeps only comparisons whose quotient has an exact form.
	if (!root) throw new TooComplex('a comparison whose number has no exact form');
	return { op: valueSign(a) < 0 ? mirrorOp(op) : op, root: valueEnd(root) };
}

/** A number the evaluator holds as a value of constants.ts, or null when it has no such form. */
export function surdValue(x: Surd): Value | null {
	if (isQuad(x)) {
		if (isRational(x)) return x.p;
		const root2 = sqrtOf(rat(2n));
		const scaled = root2 && cMul(x.r, root2);
		return scaled && cAdd(x.p, scaled);
	}
	if (x.k !== 'alg') return x;
	if (x.roots) return { k: 'sum', x, ...x.roots };
	if (x.p.length !== 3) return null;
	// A root of c0 + c1·y + c2·y²: (−c1 ± √(c1² − 4·c0·c2))/(2·c2), the one that is x.
	const [c0, c1, c2] = x.p;
	const disc = sqrtOf(rat(c1 * c1 - 4n * c0 * c2));
	if (!disc || !isConstant(disc) || disc.k !== 'quad') return null;
	for (const s of [1n, -1n]) {
		const r = rat(s, 2n * c2);
		const v = { ...disc, p: rat(-c1, 2n * c2), r: mul(disc.r, r) };
		if (cmpEnd(quadratic(v.p, v.r, v.d), x) === 0) return v;
	}
	return null;
}

/** p·q for polynomials with rational coefficients. */
function times(p: Rat[], q: Rat[]): Rat[] {
	const out: Rat[] = new Array(p.length + q.length - 1).fill(ZERO);
	for (let i = 0; i < p.length; i++)
		for (let j = 0; j < q.length; j++) out[i + j] = add(out[i + j], mul(p[i], q[j]));
	return out;
}

/**
 * The sign of a·x − c when a, x and c are quotients of one constant κ = π or e (x = 1/π against
 * πx < 1): the numerator of the difference over a common denominator is a polynomial in κ, zero
 * only when all its coefficients are (κ is transcendental), else of the sign its bounds show.
 */
function kappaSign(a: End, x: End, c: End): number | null {
	const [u, w, v] = [a, x, c].map(asRatio);
	if (!u || !w || !v) return null;
	const of = u.of ?? w.of ?? v.of;
	if (of === null || [u, w, v].some((r) => r.of !== null && r.of !== of)) return null;
	const num = (r: NonNullable<typeof u>) => [r.a0, r.a1];
	const den = (r: NonNullable<typeof u>) => [r.b0, r.b1];
	const n = times(times(num(u), num(w)), den(v));
	const m = times(times(num(v), den(u)), den(w));
	const diff = n.map((t, i) => sub(t, m[i] ?? ZERO));
	if (diff.every(isZero)) return 0;
	const d = times(times(den(u), den(w)), den(v));
	const kappa: Irr = of === 'pi' ? piNumber : eNumber;
	return signAtIrr(diff, kappa) * signAtIrr(d, kappa);
}

/** The sign of a·x − c at the number x, exactly; null when x has no form to multiply with. */
export function linearSign(a: Value, c: Value, x: Surd): number | null {
	const xv = surdValue(x);
	const prod = xv === null ? null : cMul(a, xv);
	const diff = prod && cAdd(prod, cNeg(c));
	if (diff) return valueSign(diff);
	// A rational x multiplies above; an irrational of ℚ(√2) has no κ in it.
	if (isQuad(x)) return null;
	return kappaSign(valueEnd(a), x, valueEnd(c));
}
