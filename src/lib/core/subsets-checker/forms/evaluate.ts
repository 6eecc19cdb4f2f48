/**
 * The independent membership evaluator: decides `x ∈ A` by walking the card's meaning directly
 * (rosters, ranges, conditions evaluated at x), not through the normal form's set algebra. Every
 * witness is checked with it before it is shown. Answers are three-valued: null means "cannot
 * tell" (for example primality of a huge number), and a witness that is not confirmed is not shown.
 */
import { horner } from '../arithmetic/horner';
import { linearSign } from './irrlinear';
import { argumentOf } from './multipleimages';
import { isPerfectSquare } from '../../numbers/integers';

import { Compiler } from './compile';
import { isExact, settled, type Approx } from './approx';
import { containsSurd, type Iv } from './intervals';
import { integerRoots, rationalRoots } from './rationalroots';
import { coef, degree, knownNumber, type CondIR, type Poly, type SetIR } from '../read/ir';
import { signHolds } from '../read/ast';
import { boundsN } from './minkowski';
import { powerHolds } from './powerconds';
import { selfRoot } from './selfpowers';
import { linkedMember } from './linked';
import { isProductOf } from './productsets';
import * as N from './numset';
import {
	div,
	isInt,
	isZero,
	mul,
	neg,
	rat,
	sign,
	sub,
	ZERO,
	type Rat
} from '../arithmetic/rational';
import * as S from './setnf';
import type { Work } from '../work';
import { TooComplex } from '../errors';
import { cmpEnd, isIrr, signAtIrr } from '../arithmetic/real';
import { isMixed, type Mixed } from '../arithmetic/pie';

/** Whether bounds prove x ≠ y (true), or null when they never part within the work. */
function pieDiffers(x: Mixed, y: Surd): true | null {
	try {
		return cmpEnd(x, toEnd(y)) !== 0 ? true : null;
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}
import {
	isQuad,
	isRational,
	sAdd,
	sAffine,
	sCmp,
	sCmpEnd,
	sCmpRat,
	sFloor,
	sMul,
	sSign,
	sSub,
	fromEnd,
	surd,
	toEnd,
	type Surd
} from '../arithmetic/surd';

export type Truth = boolean | null;

/** Most divisors tried for one membership in a product of two generators (|y| up to 10^10). */
const divisorChecks = 100000n;

/** Most candidate sums checked one by one for one membership in an image of several generators. */
const sumChecks = 20000;

function and3(a: Truth, b: () => Truth): Truth {
	if (a === false) return false;
	const y = b();
	if (y === false) return false;
	return a === null || y === null ? null : true;
}
function or3(a: Truth, b: () => Truth): Truth {
	if (a === true) return true;
	const y = b();
	if (y === true) return true;
	return a === null || y === null ? null : false;
}
function not3(a: Truth): Truth {
	return a === null ? null : !a;
}

/** p(x) exactly, or null when x is an irrational other than p + r√2 and p is not linear. */
function evalPoly(p: Poly, x: Surd): Surd | null {
	if (!isQuad(x)) {
		if (degree(p) > 1) return null;
		return degree(p) <= 0 ? surd(coef(p, 0)) : sAffine(x, coef(p, 1), coef(p, 0));
	}
	return horner(p, surd(rat(0n)), (out, c) => sAdd(sMul(out, x), surd(c)));
}

/** The sign of p(x), or null when it cannot be told within the budget. */
function signOfPoly(p: Poly, x: Surd): number | null {
	if (isQuad(x) || degree(p) <= 1) {
		const v = evalPoly(p, x);
		return v === null ? null : sSign(v);
	}
	try {
		return signAtIrr(p, x);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/** The conditions on the number the variable stands for (not on sets, nor joining others). */
type NumberCond = Exclude<
	CondIR,
	{ k: 'const' | 'and' | 'or' | 'not' | 'self' | 'constin' | 'owns' | 'eqset' | 'in' }
>;

export class Evaluator {
	naturalsFrom: 0 | 1;
	private compiler: Compiler;

	/** The question's limits and memory. */
	readonly w: Work;

	constructor(w: Work, naturalsFrom: 0 | 1) {
		this.w = w;
		this.naturalsFrom = naturalsFrom;
		this.compiler = new Compiler(this.w, {
			naturalsFrom,
			modulus: 12,
			member: (e, s) => this.member(e, s)
		});
	}

	/**
	 * A set of the card compiled and settled, once per question: a range checked number by number
	 * asks the same sum's or product's parts thousands of times (exhaustion.ts), and compiling
	 * them again for each number was most of its time. A compile that throws is not kept.
	 */
	private compiled(s: SetIR): Approx {
		const known = this.compiledSets.get(s);
		if (known) return known;
		const out = settled(this.w, this.compiler.set(s));
		this.compiledSets.set(s, out);
		return out;
	}
	private compiledSets = new WeakMap<SetIR, Approx>();

	/** The exact normal form of a set written on the card (for comparing sets as elements), or null. */
	private exactSet(s: SetIR): S.SetNF | null {
		const a = this.compiled(s);
		return isExact(a) ? a.lo : null;
	}

	/** Whether the element is in the set the card describes. */
	member(e: S.Elem, s: SetIR): Truth {
		switch (s.k) {
			case 'named':
				return e.t === 'num' ? this.inNamed(e.v, s.name) : false;
			case 'roster': {
				let out: Truth = false;
				for (const item of s.items) {
					if (item.k === 'num' && isMixed(item.v)) {
						// π + e equals a number only if bounds never part them; then nobody knows.
						if (e.t === 'num' && pieDiffers(item.v, e.v) !== true) out = null;
						continue;
					}
					const v = knownNumber(item);
					if (v !== null) {
						if (e.t === 'num' && sCmp(e.v, fromEnd(v)) === 0) return true;
						continue;
					}
					if (item.k !== 'set' || e.t !== 'set') continue;
					const nf = this.exactSet(item.s);
					if (nf === null) out = null;
					else if (S.equal(this.w, e.v, nf)) return true;
				}
				return out;
			}
			case 'prog': {
				if (e.t !== 'num' || !isRational(e.v)) return false;
				const i = div(sub(e.v.p, s.a), s.d);
				if (!isInt(i)) return false;
				return (s.lo === null || i.n >= s.lo) && (s.hi === null || i.n <= s.hi);
			}
			case 'interval':
				return (
					e.t === 'num' &&
					containsSurd([{ lo: s.lo, loC: s.loClosed, hi: s.hi, hiC: s.hiClosed }], e.v)
				);
			case 'union':
				return or3(this.member(e, s.a), () => this.member(e, s.b));
			case 'inter':
				return and3(this.member(e, s.a), () => this.member(e, s.b));
			case 'diff':
				return and3(this.member(e, s.a), () => not3(this.member(e, s.b)));
			case 'pow': {
				if (e.t !== 'set') return false;
				if (S.isFinite(e.v)) {
					let out: Truth = true;
					for (const x of S.elements(this.w, e.v, 100000)) {
						out = and3(out, () => this.member(x, s.a));
						if (out === false) return false;
					}
					return out;
				}
				const nf = this.exactSet(s.a);
				return nf === null ? null : S.subset(this.w, e.v, nf);
			}
			case 'filter': {
				const inDom: Truth = s.dom ? this.member(e, s.dom) : e.t === 'num';
				return and3(inDom, () => this.cond(s.cond, e));
			}
			case 'image':
				return e.t === 'num' ? this.inImage(e.v, s) : false;
			case 'sum':
				return e.t === 'num' ? this.inSum(e.v, s.parts, s) : false;
			case 'powers':
				return e.t === 'num' ? this.inPowers(e.v, s) : false;
			case 'multiples':
				return e.t === 'num' ? this.inMultiples(e.v, s) : false;
			case 'selfpowers':
				return e.t === 'num' ? this.inSelfPowers(e.v, s) : false;
			case 'linked':
				return e.t === 'num' ? this.inLinked(e.v, s) : false;
			case 'product':
				return e.t === 'num' ? this.inProduct(e.v, s) : false;
		}
	}

	/** Whether y is a value of the linked term: its fibre, the line of that value, meets the region. */
	private inLinked(y: Surd, s: SetIR & { k: 'linked' }): Truth {
		if (!isRational(y)) return false;
		const [x, v] = s.gens.map((g) => this.compiler.set(g));
		return linkedMember(this.w, x, v, s, y.p);
	}

	/**
	 * Whether y = x·z with x in the first part and z in the second: for parts of whole numbers,
	 * each divisor pair of y is asked of the parts (up to `divisorChecks` divisors tried); 0 is a
	 * product when a part holds 0 and the other is not empty. Other parts answer from the exact
	 * normal form of the whole image, or not at all.
	 */
	private inProduct(y: Surd, s: SetIR & { k: 'product' }): Truth {
		const [first, second] = s.parts;
		const his = s.parts.map((p) => this.compiled(p));
		if (his.every((h) => N.onlyIntegersN(this.w, h.hi.num))) {
			if (!isRational(y) || !isInt(y.p)) return false;
			const n = y.p.n;
			const at = (k: bigint): S.Elem => ({ t: 'num', v: surd(rat(k)) });
			if (n === 0n) {
				const zero = (i: number): Truth => this.member(at(0n), s.parts[i]);
				const some = (i: number): Truth =>
					!N.isEmptyN(his[i].lo.num) ? true : N.isEmptyN(his[i].hi.num) ? false : null;
				return or3(
					and3(zero(0), () => some(1)),
					() => and3(zero(1), () => some(0))
				);
			}
			return isProductOf(
				n,
				(k, isFirst) => this.member(at(k), isFirst ? first : second),
				divisorChecks,
				this.w
			);
		}
		const whole = this.compiled(s);
		return isExact(whole) ? N.hasN(whole.lo.num, y) : null;
	}

	/**
	 * Whether y = c·k + s for a k of the domain (whole numbers only): the one rational k that gives
	 * y, by exact division or, across kinds, by the transcendence of π and e (multipleimages.ts).
	 */
	private inMultiples(y: Surd, s: SetIR & { k: 'multiples' }): Truth {
		const dom = this.compiler.set({ k: 'filter', v: s.v, dom: s.dom, cond: s.cond, span: s.span });
		if (!N.onlyIntegersN(this.w, dom.hi.num)) return null;
		let k: Rat | 'none' | null;
		try {
			k = argumentOf(s.c, s.s, y);
		} catch (err) {
			if (err instanceof TooComplex) return null;
			throw err;
		}
		if (k === null) return null;
		if (k === 'none' || !isInt(k)) return false;
		const at: Surd = surd(k);
		return and3(s.dom ? this.member({ t: 'num', v: at }, s.dom) : true, () =>
			this.cond(s.cond, { t: 'num', v: at })
		);
	}

	/**
	 * Whether y = n^n for a whole n ≥ 1 of the domain (n found by going up from 1); a domain that
	 * may hold 0 (0^0), negative or other numbers is not read here.
	 */
	private inSelfPowers(y: Surd, s: SetIR & { k: 'selfpowers' }): Truth {
		const dom = this.compiler.set({ k: 'filter', v: s.v, dom: s.dom, cond: s.cond, span: s.span });
		if (!N.onlyIntegersN(this.w, dom.hi.num)) return null;
		const ints = N.integersOf(this.w, dom.hi.num);
		if (ints.length && (ints[0].lo === null || ints[0].lo < 1n)) return null;
		if (!isRational(y)) return false;
		const n = selfRoot(y.p);
		if (n === null) return false;
		const at: S.Elem = { t: 'num', v: surd(rat(n)) };
		return and3(s.dom ? this.member(at, s.dom) : true, () => this.cond(s.cond, at));
	}

	/**
	 * Whether y = c·b^k + s for some k of the domain: (y - s)/c must be b^k or 1/b^k for a whole
	 * k, found by dividing by b, and that k must be in the domain. Exponents that need not be
	 * whole numbers are not read here.
	 */
	private inPowers(y: Surd, s: SetIR & { k: 'powers' }): Truth {
		const dom = this.compiler.set({ k: 'filter', v: s.v, dom: s.dom, cond: s.cond, span: s.span });
		if (!N.onlyIntegersN(this.w, dom.hi.num)) return null;
		if (!isRational(y)) return false;
		const t = div(sub(y.p, s.s), s.c);
		if (sign(t) <= 0) return false;
		const b = s.b;
		const exponent = (n: bigint): bigint | null => {
			let k = 0n;
			while (n % b === 0n) {
				n /= b;
				k++;
			}
			return n === 1n ? k : null;
		};
		let k: bigint | null = null;
		if (t.d === 1n) k = exponent(t.n);
		else if (t.n === 1n) {
			const j = exponent(t.d);
			k = j === null ? null : -j;
		}
		if (k === null) return false;
		// b^(−v) = b^k at v = −k.
		const at: Surd = surd(rat(s.down ? -k : k));
		return and3(s.dom ? this.member({ t: 'num', v: at }, s.dom) : true, () =>
			this.cond(s.cond, { t: 'num', v: at })
		);
	}

	/**
	 * Whether y = x₁ + ... + xₖ with each xᵢ in its part. A part's candidates are the numbers of
	 * its upper bound that the bounds of the other parts leave possible; when they are few, each
	 * is checked on the card (at most `sumChecks` in all). Otherwise, with two parts, a sum of
	 * simple elements is looked for, and failing that the normal form of the whole sum answers
	 * when it is exact.
	 */
	private inSum(y: Surd, parts: SetIR[], whole: SetIR | null, budget = { left: sumChecks }): Truth {
		if (parts.length === 1) return this.member({ t: 'num', v: y }, parts[0]);
		const his = parts.map((p) => this.compiled(p).hi.num);
		if (his.some(N.isEmptyN)) return false;
		const bounds = his.map(boundsN);
		for (let i = 0; i < parts.length; i++) {
			const range = candidateRange(
				y,
				bounds.filter((_, j) => j !== i)
			);
			if (!range) continue;
			const candidates = N.inter(this.w, his[i], N.realInterval(this.w, range));
			if (!N.isFiniteN(candidates) || N.countN(candidates) > BigInt(budget.left)) continue;
			const rest = parts.filter((_, j) => j !== i);
			let out: Truth = false;
			for (const x of N.elementsN(candidates, budget.left)) {
				if (budget.left-- <= 0) return null;
				out = or3(out, () =>
					and3(this.member({ t: 'num', v: x }, parts[i]), () => {
						const other = minus(y, x);
						return other === null ? null : this.inSum(other, rest, null, budget);
					})
				);
				if (out === true) return true;
			}
			return out;
		}
		if (parts.length === 2) {
			const [first, second] = parts;
			for (const x of N.simplestN(this.w, this.compiled(first).lo.num, 60)) {
				const other = minus(y, x);
				if (
					other !== null &&
					this.member({ t: 'num', v: x }, first) === true &&
					this.member({ t: 'num', v: other }, second) === true
				)
					return true;
			}
		}
		if (!whole) return null;
		const nf = this.compiled(whole);
		return isExact(nf) ? N.hasN(nf.lo.num, y) : null;
	}

	private inNamed(v: Surd, name: string): Truth {
		const rational = isRational(v);
		const integer = rational && isInt(v.p);
		const n = rational ? v.p.n : 0n;
		switch (name) {
			case 'N':
				return integer && n >= BigInt(this.naturalsFrom);
			case 'N0':
				return integer && n >= 0n;
			case 'Z':
				return integer;
			case 'Z+':
				return integer && n >= 1n;
			case 'Z-':
				return integer && n <= -1n;
			case 'Q':
				return rational;
			case 'Q+':
				return isRational(v) && sign(v.p) > 0;
			case 'R':
				return true;
			case 'R+':
				return sSign(v) > 0;
			case 'P':
				return integer ? this.w.provenPrime(n) : false;
			default:
				return false;
		}
	}

	private inImage(y: Surd, s: SetIR & { k: 'image' }): Truth {
		const inDomain = (k: Surd): Truth =>
			and3(s.dom ? this.member({ t: 'num', v: k }, s.dom) : true, () =>
				this.cond(s.cond, { t: 'num', v: k })
			);
		const deg = degree(s.term);
		if (deg <= 0) {
			if (sCmp(y, surd(coef(s.term, 0))) !== 0) return false;
			// Is any domain element left after the condition? Ask the normal form.
			const dom = this.compiler.set({
				k: 'filter',
				v: s.v,
				dom: s.dom,
				cond: s.cond,
				span: s.span
			});
			if (!N.isEmptyN(dom.lo.num)) return true;
			return N.isEmptyN(dom.hi.num) ? false : null;
		}
		if (deg === 1) {
			const inv = div(rat(1n), coef(s.term, 1));
			return inDomain(sAffine(y, inv, neg(mul(coef(s.term, 0), inv))));
		}
		if (!isRational(y)) return null;
		const shifted = s.term.map((c, i) => (i === 0 ? sub(c, y.p) : c));
		const roots = integerRoots(shifted);
		if (roots === null) return null;
		let out: Truth = false;
		for (const k of roots) {
			out = or3(out, () => inDomain(surd(rat(k))));
			if (out === true) return true;
		}
		// Non-integer preimages are possible only if the domain holds non-integers.
		const dom = this.compiler.set({ k: 'filter', v: s.v, dom: s.dom, cond: s.cond, span: s.span });
		if (N.onlyIntegersN(this.w, dom.hi.num)) return out;
		// Fractions: the rational roots, all of the preimages when the domain has no irrationals
		// (so 1/4 is in {n² : n ∈ ℚ} by n = 1/2, and 1/2 is not).
		const fractions = rationalRoots(shifted);
		if (fractions === null) return null;
		for (const k of fractions) {
			if (isInt(k)) continue;
			out = or3(out, () => inDomain(surd(k)));
			if (out === true) return true;
		}
		const rationalOnly = dom.hi.num.irr.length === 0 && dom.hi.num.pts.length === 0;
		return rationalOnly ? out : null;
	}

	/** Whether the element satisfies the condition. */
	cond(c: CondIR, e: S.Elem): Truth {
		switch (c.k) {
			case 'const':
				return c.value;
			case 'and': {
				let out: Truth = true;
				for (const a of c.args) {
					out = and3(out, () => this.cond(a, e));
					if (out === false) return false;
				}
				return out;
			}
			case 'or': {
				let out: Truth = false;
				for (const a of c.args) {
					out = or3(out, () => this.cond(a, e));
					if (out === true) return true;
				}
				return out;
			}
			case 'not':
				return not3(this.cond(c.arg, e));
			case 'self':
				return false;
			case 'constin':
				if (c.elem.k === 'num')
					return isMixed(c.elem.v) ? null : this.member({ t: 'num', v: fromEnd(c.elem.v) }, c.set);
				{
					const nf = this.exactSet(c.elem.s);
					return nf === null ? null : this.member({ t: 'set', v: nf }, c.set);
				}
			case 'owns': {
				if (e.t !== 'set') return false;
				if (c.elem.k === 'num')
					return isMixed(c.elem.v) ? null : S.has(this.w, e.v, { t: 'num', v: fromEnd(c.elem.v) });
				const nf = this.exactSet(c.elem.s);
				return nf === null ? null : S.has(this.w, e.v, { t: 'set', v: nf });
			}
			case 'eqset': {
				if (e.t !== 'set') return false;
				const nf = this.exactSet(c.set);
				return nf === null ? null : S.equal(this.w, e.v, nf);
			}
			case 'in':
				if (c.t === null) return this.member(e, c.set);
				if (e.t !== 'num') return false;
				{
					const v = evalPoly(c.t, e.v);
					return v === null ? null : this.member({ t: 'num', v }, c.set);
				}
		}
		return e.t === 'num' ? this.condAt(c, e.v) : this.condOnSet(c);
	}

	/** A condition on the variable at an element that is a set. */
	private condOnSet(c: NumberCond): Truth {
		// A set is no number: a condition on the variable fails, and "≠" (its negation) holds;
		// a condition whose terms are constants is the same for every element.
		if (c.k === 'powcmp') return false;
		const constant =
			c.k === 'cmpl' || c.k === 'cmppie'
				? false
				: c.k === 'cmpv'
					? isZero(c.a)
					: degree(c.k === 'modcmp' ? c.arg : c.t) <= 0;
		if (!constant)
			return (
				(c.k === 'cmp' ||
					c.k === 'cmpv' ||
					c.k === 'cmpl' ||
					c.k === 'cmppie' ||
					c.k === 'modcmp') &&
				c.op === '!='
			);
		return this.cond(c, { t: 'num', v: surd(ZERO) });
	}

	/** A condition on the variable at the number x. */
	private condAt(c: NumberCond, x: Surd): Truth {
		switch (c.k) {
			case 'cmpv': {
				// a·x + b against c, through the numbers' own order.
				const lhs = isZero(c.a) ? fromEnd(c.b) : isIrr(c.b) ? null : sAffine(x, c.a, c.b);
				if (lhs === null) return null;
				try {
					return signHolds(c.op, sCmpEnd(lhs, c.c));
				} catch (err) {
					if (err instanceof TooComplex) return null;
					throw err;
				}
			}
			case 'cmppie': {
				// x against (π + e)/2 by bounds; equal only if they never part (then nobody knows).
				try {
					return signHolds(c.op, -cmpEnd(c.end, toEnd(x)));
				} catch (err) {
					if (err instanceof TooComplex) return null;
					throw err;
				}
			}
			case 'cmpl': {
				// a·x against c by multiplying at x (the normal form divides instead).
				try {
					const sg = linearSign(c.a, c.c, x);
					return sg === null ? null : signHolds(c.op, sg);
				} catch (err) {
					if (err instanceof TooComplex) return null;
					throw err;
				}
			}
			case 'cmp': {
				const sg = signOfPoly(c.t, x);
				return sg === null ? null : signHolds(c.op, sg);
			}
			case 'modcmp': {
				const w = evalPoly(c.arg, x);
				if (w === null) return null;
				const q = sFloor(sAffine(w, div(rat(1n), c.m), ZERO));
				const r = sAffine(w, rat(1n), neg(rat(q * c.m.n, c.m.d)));
				return signHolds(c.op, sCmpRat(r, c.c));
			}
			case 'mult': {
				const v = evalPoly(c.t, x);
				if (v === null) return null;
				const w = sAffine(v, rat(1n), neg(c.r));
				if (!isRational(w)) return false;
				if (isZero(c.m)) return isZero(w.p);
				return isInt(div(w.p, c.m));
			}
			case 'powcmp':
				// Only whole exponents are read: another number's power is not worked out here.
				if (!isRational(x)) return null;
				return isInt(x.p) ? powerHolds(c, x.p.n) : null;
			case 'prime':
			case 'square': {
				const w = evalPoly(c.t, x);
				if (w === null) return null;
				if (!isRational(w) || !isInt(w.p)) return false;
				return c.k === 'prime' ? this.w.provenPrime(w.p.n) : isPerfectSquare(w.p.n);
			}
		}
	}
}

/** a − b when both are of the form p + r√2; null for other irrationals (the sum is not tried). */
function minus(a: Surd, b: Surd): Surd | null {
	return isQuad(a) && isQuad(b) ? sSub(a, b) : null;
}

/** The interval where y − (x₂ + ... + xₖ) lies, given bounds of the xᵢ; null when unbounded both ways. */
function candidateRange(y: Surd, others: [Rat | null, Rat | null][]): Iv | null {
	if (!isRational(y)) return null;
	let lo: Rat | null = y.p;
	let hi: Rat | null = y.p;
	for (const [inf, sup] of others) {
		lo = lo === null || sup === null ? null : sub(lo, sup);
		hi = hi === null || inf === null ? null : sub(hi, inf);
	}
	if (lo === null && hi === null) return null;
	return { lo, loC: lo !== null, hi, hiC: hi !== null };
}
