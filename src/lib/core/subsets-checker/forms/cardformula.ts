/**
 * A card read as a formula over integers (congruences.ts): the n with n/d in the set, for ranges,
 * finite lists and conditions on remainders; anything else leaves the reading (`Outside`).
 */
import { coef, degree, knownNumber, type CondIR, type Poly, type SetIR } from '../read/ir';
import { mirrorOp, signHolds, type CompareOp } from '../read/ast';
import {
	clearDenominators,
	cmp,
	isInt,
	mul,
	rat,
	sign,
	sub,
	type Rat,
	ceil,
	floor
} from '../arithmetic/rational';
import { isIrr } from '../arithmetic/real';
import { isMixed } from '../arithmetic/pie';
import { complementRuns, type Runs } from './runs';
import {
	and,
	or,
	not,
	res,
	range,
	holds,
	imageOf,
	preimageOf,
	congruence,
	Outside,
	TRUE,
	FALSE,
	type Formula
} from './formula';

// ------------------------------------------------------------------------------------------
// Reading cards

interface Trace {
	/** Which integers are in the set. */
	f: Formula;
	/** Whether the set holds integers only (no fractions, irrationals or sets). */
	ints: boolean;
}

function intOf(r: Rat): bigint {
	if (!isInt(r)) throw new Outside('a fraction');
	return r.n;
}

/** How a card is read: ℕ from 0 or 1, and the scale d of the lattice (elements are n/d). */
interface Scale {
	naturalsFrom: 0 | 1;
	d: bigint;
}

/** d·r as an integer, or null when it is not one. */
function scaled(r: Rat, d: bigint): bigint | null {
	const v = mul(r, rat(d));
	return isInt(v) ? v.n : null;
}

/** The n with n/d in the set, and whether the set holds such numbers only (`ints`). */
export function traceSet(ir: SetIR, sc: Scale): Trace {
	const d = sc.d;
	const lattice = res(d, [[0n, 0n]]);
	switch (ir.k) {
		case 'named':
			switch (ir.name) {
				case 'N':
					return { f: and(range(BigInt(sc.naturalsFrom) * d, null), lattice), ints: true };
				case 'N0':
					return { f: and(range(0n, null), lattice), ints: true };
				case 'Z':
					return { f: lattice, ints: true };
				case 'Z+':
					return { f: and(range(d, null), lattice), ints: true };
				case 'Z-':
					return { f: and(range(null, -d), lattice), ints: true };
				case 'Q':
				case 'R':
					return { f: TRUE, ints: false };
				case 'Q+':
				case 'R+':
					return { f: range(1n, null), ints: false };
				case 'Empty':
					return { f: FALSE, ints: true };
				default:
					throw new Outside('primes');
			}
		case 'roster': {
			const v: bigint[] = [];
			let ints = true;
			for (const item of ir.items) {
				// π + e might be on a lattice (nobody knows whether it is rational): not read here.
				if (item.k === 'num' && isMixed(item.v))
					throw new Outside('a number of unknown rationality');
				// An irrational element is off every lattice, as a fraction off this one is.
				const num = knownNumber(item);
				const n = num !== null && !isIrr(num) ? scaled(num, d) : null;
				if (n === null) ints = false;
				else v.push(n);
			}
			return { f: v.length ? { k: 'pts', v: [...new Set(v)] } : FALSE, ints };
		}
		case 'prog': {
			const step = scaled(ir.d, d);
			const first = scaled(ir.a, d);
			if (step === null || first === null) throw new Outside('a progression off the lattice');
			return { f: imageOf(range(ir.lo, ir.hi), step, first), ints: true };
		}
		case 'interval': {
			if ((ir.lo !== null && isIrr(ir.lo)) || (ir.hi !== null && isIrr(ir.hi)))
				throw new Outside('an interval with an irrational end');
			const lo = ir.lo === null ? null : mul(ir.lo, rat(d));
			const hi = ir.hi === null ? null : mul(ir.hi, rat(d));
			const point = lo !== null && hi !== null && cmp(lo, hi) === 0;
			const none = lo !== null && hi !== null && cmp(lo, hi) > 0;
			return {
				f: range(
					lo === null ? null : ir.loClosed ? ceil(lo) : floor(lo) + 1n,
					hi === null ? null : ir.hiClosed ? floor(hi) : ceil(hi) - 1n
				),
				ints: none || (point && ir.loClosed && ir.hiClosed && isInt(lo))
			};
		}
		case 'union': {
			const a = traceSet(ir.a, sc);
			const b = traceSet(ir.b, sc);
			return { f: or(a.f, b.f), ints: a.ints && b.ints };
		}
		case 'inter': {
			const a = traceSet(ir.a, sc);
			const b = traceSet(ir.b, sc);
			return { f: and(a.f, b.f), ints: a.ints || b.ints };
		}
		case 'diff': {
			const a = traceSet(ir.a, sc);
			const b = traceSet(ir.b, sc);
			return { f: and(a.f, not(b.f)), ints: a.ints };
		}
		case 'pow':
			return { f: FALSE, ints: false };
		case 'filter': {
			const dom = ir.dom ? traceSet(ir.dom, sc) : { f: TRUE, ints: false };
			return { f: and(dom.f, traceCond(ir.cond, sc, dom.ints && d === 1n)), ints: dom.ints };
		}
		case 'image': {
			// The variable runs over integers: its domain and condition are read at scale 1.
			const whole = { naturalsFrom: sc.naturalsFrom, d: 1n };
			const dom = ir.dom ? traceSet(ir.dom, whole) : { f: TRUE, ints: false };
			if (!dom.ints) throw new Outside('an image of numbers that are not all integers');
			if (degree(ir.term) > 1) throw new Outside('a power of the variable');
			const a = scaled(coef(ir.term, 1), d);
			const b = scaled(coef(ir.term, 0), d);
			if (a === null || b === null) throw new Outside('an image off the lattice');
			if (a === 0n) throw new Outside('a constant image');
			return { f: imageOf(and(dom.f, traceCond(ir.cond, whole, true)), a, b), ints: true };
		}
		case 'sum':
			// Sums of several generators have their own exact reading (minkowski.ts).
			throw new Outside('a sum of several generators');
		case 'powers':
		case 'selfpowers':
			throw new Outside('a power with the variable as exponent');
		case 'multiples':
			throw new Outside('an image with √, π or e in its rule');
		case 'linked':
			throw new Outside('a link between two variables');
		case 'product':
			throw new Outside('a product of two variables');
	}
}

/**
 * The n for which the condition holds at x = n/d; `whole` tells whether the domain holds
 * integers only, as a remainder compared with < or > must be of a whole number (compile.ts).
 */
function traceCond(c: CondIR, sc: Scale, whole: boolean): Formula {
	// The term t(x) as a term in n.
	const inN = (t: Poly): Poly => {
		if (degree(t) > 1) throw new Outside('a power of the variable');
		return [coef(t, 0), mul(coef(t, 1), rat(1n, sc.d))];
	};
	switch (c.k) {
		case 'const':
			return c.value ? TRUE : FALSE;
		case 'and':
			return and(...c.args.map((x) => traceCond(x, sc, whole)));
		case 'or':
			return or(...c.args.map((x) => traceCond(x, sc, whole)));
		case 'not':
			return not(traceCond(c.arg, sc, whole));
		case 'cmp':
			return compare(c.op, inN(c.t));
		case 'in': {
			const inner = traceSet(c.set, sc).f;
			if (c.t === null) return inner;
			// d·(a·n/d + b) = a·n + d·b must be an integer point of the lattice.
			const a = intOf(coef(c.t, 1));
			const b = scaled(coef(c.t, 0), sc.d);
			if (degree(c.t) > 1 || b === null) throw new Outside('a membership off the lattice');
			if (a === 0n) return holds(inner, b) ? TRUE : FALSE;
			return preimageOf(inner, a, b);
		}
		case 'modcmp':
			if (!whole && c.op !== '=' && c.op !== '!=') throw new Outside('a remainder of a fraction');
			return remainder(c.op, inN(c.arg), c.m, c.c);
		case 'mult': {
			// t - r ∈ m·ℤ, cleared of denominators: A·n + B ∈ M·ℤ.
			const t = inN(c.t);
			const [A, B, M] = cleared([t[1], sub(t[0], c.r), c.m]);
			const m = M < 0n ? -M : M;
			if (m === 0n) {
				if (A === 0n) return B === 0n ? TRUE : FALSE;
				return B % A === 0n ? { k: 'pts', v: [-B / A] } : FALSE;
			}
			return congruence(A, -B, m);
		}
		default:
			throw new Outside('a condition outside remainders and ranges');
	}
}

/** The rationals times the lcm of their denominators: integers in the same ratios. */
function cleared(rs: Rat[]): bigint[] {
	return clearDenominators(rs).ints;
}

/** The integers x with a·x + b op 0. */
function compare(op: CompareOp, t: Poly): Formula {
	if (degree(t) > 1) throw new Outside('a power of the variable');
	const a = coef(t, 1);
	const b = coef(t, 0);
	if (sign(a) === 0) return signHolds(op, sign(b)) ? TRUE : FALSE;
	// x op' root, root = -b/a.
	const root = rat(-b.n * a.d, b.d * a.n);
	let o = op;
	if (sign(a) < 0) o = mirrorOp(op);
	switch (o) {
		case '<':
			return range(null, ceil(root) - 1n);
		case '<=':
			return range(null, floor(root));
		case '>':
			return range(floor(root) + 1n, null);
		case '>=':
			return range(ceil(root), null);
		case '=':
			return isInt(root) ? { k: 'pts', v: [root.n] } : FALSE;
		default:
			return isInt(root) ? not({ k: 'pts', v: [root.n] }) : TRUE;
	}
}

/** The integers n with t(n) mod m op c, for a term t of degree at most 1. */
function remainder(op: string, t: Poly, m: Rat, c: Rat): Formula {
	if (sign(m) <= 0) throw new Outside('a modulus that is not positive');
	const order = op !== '=' && op !== '!=';
	if (order && !(isInt(coef(t, 0)) && isInt(coef(t, 1))))
		throw new Outside('a remainder of a fraction compared by order');
	// Times the lcm L of the denominators: L·(y mod m) = (L·y) mod (L·m), compared with L·c.
	const [a, b, M, C] = cleared([coef(t, 1), coef(t, 0), m, c]);
	let runs: Runs;
	if (!order) {
		const hit: Runs = C >= 0n && C < M ? [[C, C]] : [];
		runs = op === '=' ? hit : complementRuns(hit, M);
	} else {
		let lo = op === '<' || op === '<=' ? 0n : op === '>' ? C + 1n : C;
		let hi = op === '<' ? C - 1n : op === '<=' ? C : M - 1n;
		if (lo < 0n) lo = 0n;
		if (hi > M - 1n) hi = M - 1n;
		runs = lo <= hi ? [[lo, hi]] : [];
	}
	const f = res(M, runs);
	if (a === 0n) return holds(f, b) ? TRUE : FALSE;
	return preimageOf(f, a, b);
}
