/**
 * Images with √, π or e in the rule, {c·k + s : k ∈ D} ({k√2 : k ∈ ℤ}, {kπ : k ∈ ℕ},
 * {k√2 + 1 : k ∈ ℕ}), over a domain of whole numbers. Facts used: √d is irrational for d no
 * square, and π and e are transcendental (Lindemann 1882, Hermite 1873), so a rational multiple of
 * π (or e) plus a rational is rational only when the multiple is 0, and never equals an algebraic
 * irrational such as √2. Nothing is assumed of π against e (π/e and π + e are open questions).
 *
 * The reader keeps c and s of one kind (s rational, c rational, or both in one quadratic field or
 * both multiples of one constant), so at most one element is rational, at a k found exactly.
 */
import {
	cAdd,
	cDiv,
	cMul,
	cNeg,
	isConstant,
	linearParts,
	madeOf,
	valueEnd,
	type Value
} from '../read/constants';
import type { MultiplesIR } from '../read/ir';
import { TooComplex } from '../errors';
import type { Work } from '../work';
import type { Approx } from './approx';
import { surdValue, valueSign } from './irrlinear';
import * as N from './numset';
import { div, isInt, neg, rat, type Rat } from '../arithmetic/rational';
import { fromEnd, isRational, ratValue, surd, toEnd, type Surd } from '../arithmetic/surd';
import * as S from './setnf';

type Kind = 'rational' | 'algebraic' | 'pi' | 'e' | 'both';

/** Whether a value is rational, an algebraic irrational, or made from π or from e alone. */
function kindOf(v: Value): Kind {
	const of = madeOf(v);
	return of === null ? 'rational' : of === 'roots' ? 'algebraic' : of;
}

/** c·k + s at a rational k, as a value (null outside the forms, which the reader rules out). */
export function multipleAt(c: Value, s: Value, k: Rat): Value | null {
	const ck = cMul(c, k);
	return ck && cAdd(ck, s);
}

/**
 * The one k with c·k + s rational, or 'none': with s rational it is 0 (c·k is irrational for
 * k ≠ 0); with c rational and s irrational there is none; with p + r√d and p' + r'√d it is where
 * r·k + r' = 0, and with a·κ + b and a'·κ + b' where a·k + a' = 0 (√d and κ are irrational).
 */
export function rationalArgument(c: Value, s: Value): Rat | 'none' {
	if (!isConstant(s)) return rat(0n);
	if (!isConstant(c)) return 'none';
	if (c.k === 'quad' && s.k === 'quad') return neg(div(s.r, c.r));
	const u = linearParts(c);
	const v = linearParts(s);
	if (u && v && u.of !== null && u.of === v.of) return neg(div(v.a, u.a));
	throw new TooComplex('a multiple the reader does not keep');
}

/**
 * The rational k with c·k + s = y, 'none' when no rational k gives y, or null when that is not
 * known. Found by exact division when y − s and c share a form; else from the kinds alone: c·k + s
 * for a rational k is algebraic when c and s are, and in ℚ(κ) when they are, and ℚ(κ) holds no
 * algebraic irrational.
 */
export function argumentOf(c: Value, s: Value, y: Surd): Rat | 'none' | null {
	const yv = surdValue(y);
	if (yv === null) return null;
	const d = cAdd(yv, cNeg(s));
	const k = d && cDiv(d, c);
	if (k) return isConstant(k) ? (madeOf(k) === 'both' ? null : 'none') : k;
	const kinds = new Set([kindOf(c), kindOf(s)]);
	kinds.delete('rational');
	const yKind = kindOf(yv);
	// π and e together: nobody knows which fractions they make.
	if (kinds.has('both') || yKind === 'both') return null;
	if (kinds.has('pi') && kinds.has('e')) return null;
	const field: Kind = kinds.has('pi') ? 'pi' : kinds.has('e') ? 'e' : 'algebraic';
	if (yKind === 'rational' || yKind === field) return null;
	// y is algebraic and A lies in ℚ(κ), or y is built from a constant and A is algebraic.
	if (field === 'algebraic' || yKind === 'algebraic') return 'none';
	return null;
}

/** A domain of at most this many whole numbers is listed in full. */
const listedArguments = 4096;

/** The far k tried, as 2^j, for a witness (bounded cards against unbounded images). */
export const farExponents = [5n, 6n, 7n, 8n, 10n, 12n, 16n, 20n, 24n, 32n, 40n, 48n, 64n];

/**
 * A value as the checker's number: p + r·√2 in its own exact form (fast to order), any other as
 * an exact end.
 */
export function valueSurd(v: Value): Surd {
	if (!isConstant(v)) return surd(v);
	if (v.k === 'quad' && v.d === 2n) return surd(v.p, v.r);
	return fromEnd(valueEnd(v));
}

/**
 * The image as bounds: below, its values at the simplest k of the domain and at its one
 * rational point; above, the irrationals between its values at the least and largest k
 * (a ray or the line when the domain is unbounded), with that rational point.
 */
export function multiplesApprox(w: Work, ir: MultiplesIR, dom: Approx): Approx {
	if (!N.onlyIntegersN(w, dom.hi.num))
		throw new TooComplex('an image whose argument need not be a whole number');
	const at = (k: Rat): Surd => {
		const v = multipleAt(ir.c, ir.s, k);
		if (!v) throw new TooComplex('a multiple without an exact form');
		return valueSurd(v);
	};
	// The far k a witness may need are tried by the multiples strategy (decide/multiples.ts).
	const ks: Surd[] = N.simplestN(w, dom.lo.num, 24);
	const k0 = rationalArgument(ir.c, ir.s);
	const atRational: Surd[] = [];
	if (k0 !== 'none' && isInt(k0)) {
		const x = fromEnd(k0);
		if (N.hasN(dom.lo.num, x)) ks.push(x);
		if (N.hasN(dom.hi.num, x)) atRational.push(at(k0));
	}
	if (N.isFiniteN(dom.hi.num) && N.countN(dom.hi.num) <= BigInt(listedArguments)) {
		// Few arguments: every element, exactly as far as the domain is known.
		const points = (num: N.NumSet) =>
			S.numbers(N.numPoints(N.elementsN(num, listedArguments).map((k) => at(ratValue(k)))));
		return { lo: points(dom.lo.num), hi: points(dom.hi.num) };
	}
	const lo = S.numbers(N.numPoints(ks.filter(isRational).map((k) => at(k.p))));
	const runs = N.integersOf(w, dom.hi.num);
	if (!runs.length) return { lo, hi: lo };
	const kmin = runs[0].lo;
	const kmax = runs[runs.length - 1].hi;
	let ends = [kmin === null ? null : at(rat(kmin)), kmax === null ? null : at(rat(kmax))];
	if (valueSign(ir.c) < 0) ends = [ends[1], ends[0]];
	const hull = N.irrationalInterval({
		lo: ends[0] === null ? null : toEnd(ends[0]),
		loC: ends[0] !== null,
		hi: ends[1] === null ? null : toEnd(ends[1]),
		hiC: ends[1] !== null
	});
	return { lo, hi: S.numbers(N.union(w, hull, N.numPoints(atRational))) };
}
