/**
 * Builds the normal form of a card from its meaning. Exact for the fragment of the notation spec;
 * primes and squares (and images by higher powers) are outside it and get a pair of sound
 * approximations lo ⊆ set ⊆ hi: residues modulo `modulus` above, small exact elements below.
 */
import { solveLinear } from './irrlinear';
import { multiplesApprox } from './multipleimages';
import { isPerfectSquare } from '../../numbers/integers';
import { mirrorOp, signHolds, type Span } from '../read/ast';
import { filterListed, pinDown, type Membership } from './enumerate';
import { CardError, TooComplex, f } from '../errors';
import type { Iv } from './intervals';
import { coef, degree, type CondIR, type Poly, type SetIR, polyAt } from '../read/ir';
import * as N from './numset';
import * as P from './periodic';
import { compareSet } from './polyset';
import { holdsAt, polyRemainderSet, type PolyRemainder } from './polymod';
import { cmpEnd, isIrr, scaleEnd, type Real } from '../arithmetic/real';
import { isMixed } from '../arithmetic/pie';
import {
	add,
	cmp,
	div,
	isInt,
	isZero,
	mul,
	neg,
	ONE,
	rat,
	sign,
	sub,
	ZERO,
	type Rat,
	ceil,
	floor
} from '../arithmetic/rational';
import { both, diff, exact, inter, isExact, mapNums, settled, union, type Approx } from './approx';
import { primesApprox, squaresApprox, periodPart } from './primesquares';
import { powersApprox } from './powersets';
import { polyUpper } from './polyimage';
import * as S from './setnf';
import { sumApprox } from './minkowski';
import { powerCondSet } from './powerconds';
import { selfPowersApprox } from './selfpowers';
import { linkedApprox } from './linked';
import { compositesFrom, productApprox } from './productsets';
import { type Work } from '../work';
import { fromEnd, isRational, ratValue, type Surd } from '../arithmetic/surd';

/** Why a card holding π + e has no normal form. */
const unknownRationality = 'a number made of π and e, whose rationality nobody knows';

/** A listed number in normal form; π + e has none, since nobody knows whether it is rational. */
function surdOf(v: Real): Surd {
	if (isMixed(v)) throw new TooComplex(unknownRationality);
	return fromEnd(v);
}

export interface CompileOptions {
	naturalsFrom: 0 | 1;
	/** Modulus for the residue approximations of primes and squares. */
	modulus: number;
	/**
	 * Read the primes (and the squares) as an unknown set: all of their residue superset ('full')
	 * or nothing ('empty'). A subset that holds in every such reading holds for the real ones.
	 */
	atoms?: { prime: 'full' | 'empty'; square: 'full' | 'empty' };
	/**
	 * Membership on the card itself (the evaluator): with it, a set known only between bounds
	 * whose upper bound is small and finite is settled element by element (enumerate.ts).
	 */
	member?: Membership;
}

/** Thrown when a card uses primes or squares in a way the atom reading does not cover. */
export class AtomUnusable extends Error {}

const empty = exact(S.emptySet);
const allIv: Iv = { lo: null, loC: false, hi: null, hiC: false };

function isPlainSquare(term: Poly): boolean {
	return (
		degree(term) === 2 &&
		isZero(coef(term, 0)) &&
		isZero(coef(term, 1)) &&
		cmp(coef(term, 2), ONE) === 0
	);
}

/**
 * [k, missing] when the sizes |n| of the numbers n in the set are the integers k, k + 1, ...
 * except a few (`missing`), so that {n² : n in the set} is the squares from k² on but theirs.
 */
function sizesFrom(w: Work, d: N.NumSet): [bigint, bigint[]] | null {
	if (!N.onlyIntegersN(w, d)) return null;
	const up = N.inter(w, d, N.intRange(0n, null));
	const down = N.affineN(w, N.inter(w, d, N.intRange(null, 0n)), rat(-1n), ZERO);
	const sizes = N.union(w, up, down);
	const first = N.elementsN(sizes, 1)[0];
	if (!first) return null;
	const k = ratValue(first).n;
	const gaps = N.diff(w, N.intRange(k, null), sizes);
	if (!N.isFiniteN(gaps) || N.countN(gaps) > 20n) return null;
	return [k, N.elementsN(gaps, 20).map((x) => ratValue(x).n)];
}

export class Compiler {
	opts: CompileOptions;
	span: Span = [0, 0];
	/** Atoms met while compiling (with `opts.atoms`). */
	usedAtoms = new Set<'prime' | 'square'>();
	/** Depth inside set elements, power sets or shifted memberships, where atoms cannot be split. */
	private nested = 0;
	/** The question's limits and memory. */
	readonly w: Work;
	/** Sets settled element by element so far, and those being settled now. */
	private pinned = new WeakMap<SetIR, Approx>();
	private pinning = new Set<SetIR>();
	constructor(w: Work, opts: CompileOptions) {
		this.w = w;
		this.opts = opts;
	}

	set(ir: SetIR): Approx {
		const a = this.build(ir);
		const member = this.opts.member;
		// Not while reading atoms, whose readings must stay the same whatever the elements are;
		// and not inside its own check, which compiles parts of the same set.
		if (isExact(a) || !member || this.opts.atoms || this.pinning.has(ir)) return a;
		const known = this.pinned.get(ir);
		if (known) return known;
		this.pinning.add(ir);
		try {
			const out = pinDown(this.w, ir, a, member);
			this.pinned.set(ir, out);
			return out;
		} finally {
			this.pinning.delete(ir);
		}
	}

	private build(ir: SetIR): Approx {
		switch (ir.k) {
			case 'named':
				return this.named(ir.name);
			case 'roster': {
				const nums: Surd[] = [];
				let hi: S.SetNF = S.emptySet;
				let isEx = true;
				const fam: S.Cell[] = [];
				for (const item of ir.items) {
					if (item.k === 'num') {
						nums.push(surdOf(item.v));
						continue;
					}
					const el = settled(
						this.w,
						this.inside(() => this.set(item.s))
					);
					if (isExact(el)) fam.push(S.singletonSet(el.lo));
					else {
						isEx = false;
						hi = S.union(this.w, hi, S.powerSet(el.hi));
					}
				}
				const base: S.SetNF = { num: N.numPoints(nums), fam };
				if (isEx) return exact(base);
				return { lo: base, hi: S.union(this.w, base, hi) };
			}
			case 'prog':
				return exact(S.numbers(N.progression(this.w, ir.a, ir.d, ir.lo, ir.hi)));
			case 'interval':
				return exact(
					S.numbers(
						N.realInterval(this.w, { lo: ir.lo, loC: ir.loClosed, hi: ir.hi, hiC: ir.hiClosed })
					)
				);
			case 'union':
				return union(this.w, this.set(ir.a), this.set(ir.b));
			case 'inter':
				return inter(this.w, this.set(ir.a), this.set(ir.b));
			case 'diff':
				return diff(this.w, this.set(ir.a), this.set(ir.b));
			case 'pow': {
				const a = settled(
					this.w,
					this.inside(() => this.set(ir.a))
				);
				if (isExact(a)) return exact(S.powerSet(a.lo));
				return { lo: S.powerSet(a.lo), hi: S.powerSet(a.hi) };
			}
			case 'filter': {
				const dom = ir.dom ? this.set(ir.dom) : exact(S.numbers(N.realInterval(this.w, allIv)));
				const saved = this.span;
				this.span = ir.span;
				const out = this.cond(ir.cond, dom);
				this.span = saved;
				return out;
			}
			case 'image': {
				const build = () => this.boundDomain(ir);
				// An atom read in the domain of {k + 1 : k ∈ ℙ} is about k, not about the elements
				// k + 1 that the atom reading splits on: only an identity term keeps them the same.
				const identity =
					degree(ir.term) === 1 && isZero(coef(ir.term, 0)) && cmp(coef(ir.term, 1), ONE) === 0;
				const dom = this.opts.atoms && !identity ? this.inside(build) : build();
				return this.image(ir.term, dom);
			}
			case 'sum': {
				// The atom reading splits on the elements of the sum, not of its parts.
				const parts = ir.parts.map((part) =>
					this.opts.atoms ? this.inside(() => this.set(part)) : this.set(part)
				);
				return sumApprox(this.w, parts);
			}
			case 'linked': {
				// Like a sum, the atom reading splits on the values, not on the generators.
				const [x, y] = ir.gens.map((g) =>
					this.opts.atoms ? this.inside(() => this.set(g)) : this.set(g)
				);
				return linkedApprox(this.w, x, y, ir);
			}
			case 'product': {
				const [x, y] = ir.parts.map((part) =>
					this.opts.atoms ? this.inside(() => this.set(part)) : this.set(part)
				);
				const out = productApprox(this.w, x, y, periodPart(this.opts.modulus), (from) =>
					this.set(compositesFrom(from, ir.span))
				);
				if (this.opts.atoms && !isExact(out)) throw new AtomUnusable('a product of two variables');
				return out;
			}
			case 'powers': {
				const build = () => this.boundDomain(ir);
				// Like a polynomial image, an atom read in the domain is about k, not about b^k.
				return this.powers(ir, this.opts.atoms ? this.inside(build) : build());
			}
			case 'multiples': {
				const build = () => this.boundDomain(ir);
				return multiplesApprox(this.w, ir, this.opts.atoms ? this.inside(build) : build());
			}
			case 'selfpowers': {
				const build = () => this.boundDomain(ir);
				const dom = this.opts.atoms ? this.inside(build) : build();
				return selfPowersApprox(this.w, dom, periodPart(this.opts.modulus));
			}
		}
	}

	/** The values a generator's variable takes: its domain (ℝ when none) under its condition. */
	private boundDomain(ir: SetIR & { k: 'image' | 'powers' | 'multiples' | 'selfpowers' }): Approx {
		const dom0 = ir.dom ? this.set(ir.dom) : exact(S.numbers(N.realInterval(this.w, allIv)));
		const saved = this.span;
		this.span = ir.span;
		const dom = this.cond(ir.cond, dom0);
		this.span = saved;
		return dom;
	}

	/** {c·b^k + s : k ∈ dom} (powersets.ts). */
	powers(ir: SetIR & { k: 'powers' }, domain: Approx): Approx {
		return powersApprox(this.w, ir, domain, this.opts.modulus);
	}

	named(name: SetIR & { k: 'named' } extends { name: infer T } ? T : never): Approx {
		switch (name) {
			case 'N':
				return exact(S.numbers(N.intRange(BigInt(this.opts.naturalsFrom), null)));
			case 'N0':
				return exact(S.numbers(N.intRange(0n, null)));
			case 'Z':
				return exact(S.numbers(N.intRange(null, null)));
			case 'Z+':
				return exact(S.numbers(N.intRange(1n, null)));
			case 'Z-':
				return exact(S.numbers(N.intRange(null, -1n)));
			case 'Q':
				return exact(S.numbers(N.realInterval(this.w, allIv, true)));
			case 'Q+':
				return exact(
					S.numbers(N.realInterval(this.w, { lo: ZERO, loC: false, hi: null, hiC: false }, true))
				);
			case 'R':
				return exact(S.numbers(N.realInterval(this.w, allIv)));
			case 'R+':
				return exact(
					S.numbers(N.realInterval(this.w, { lo: ZERO, loC: false, hi: null, hiC: false }))
				);
			case 'P':
				return this.atom('prime') ?? primesApprox(this.w, this.opts.modulus);
			case 'Empty':
				return empty;
		}
	}

	image(term: Poly, dom: Approx): Approx {
		const deg = degree(term);
		if (deg <= 0) {
			const c = S.numbers(N.ratPoints([coef(term, 0)]));
			const lo = N.isEmptyN(dom.lo.num) ? S.emptySet : c;
			const hi = N.isEmptyN(dom.hi.num) ? S.emptySet : c;
			return lo === hi ? exact(lo) : { lo, hi };
		}
		if (deg === 1) return mapNums(dom, (n) => N.affineN(this.w, n, coef(term, 1), coef(term, 0)));
		if (this.opts.atoms) {
			// {n² : n ∈ D} is the squares from k² on when the sizes |n| of D are k, k + 1, ...
			const sizes =
				isExact(dom) && !dom.lo.fam.length && isPlainSquare(term)
					? sizesFrom(this.w, dom.lo.num)
					: null;
			const atom = sizes === null ? null : this.atom('square');
			if (sizes && atom) {
				const [k, missing] = sizes;
				const range = N.diff(
					this.w,
					N.intRange(k * k, null),
					N.ratPoints(missing.map((f) => rat(f * f)))
				);
				return inter(this.w, exact(S.numbers(range)), atom);
			}
			throw new AtomUnusable('a polynomial image');
		}
		// Higher powers: a few exact values below, residues (and a bound) above.
		// Over a domain with fractions (ℚ, intervals) the simplest fractions give values too, so
		// {n² : n ∈ ℚ} ⊄ ℤ can be shown by 1/4. Only a few: each new denominator (cubed, say)
		// refines the common scale of the numbers, and {n³ : n ∈ ℚ} took 0.4 s with 24 of them.
		const fractions = N.onlyIntegersN(this.w, dom.lo.num)
			? []
			: N.simplestN(this.w, N.diff(this.w, dom.lo.num, N.intRange(null, null)), 8);
		// Over an interval the simplest 40 numbers are fractions too: as few as the fractions.
		const whole = N.onlyIntegersN(this.w, dom.lo.num);
		const values = [...N.simplestN(this.w, dom.lo.num, whole ? 40 : 8), ...fractions]
			.filter(isRational)
			.map((x) => polyAt(term, x.p));
		const lo = S.numbers(N.ratPoints(values));
		return {
			lo,
			hi: S.numbers(N.union(this.w, lo.num, polyUpper(this.w, term, dom.hi.num, this.opts.modulus)))
		};
	}

	/** Compiles inside a set element, a power set or a shifted membership. */
	inside<T>(f: () => T): T {
		this.nested++;
		try {
			return f();
		} finally {
			this.nested--;
		}
	}

	/** The primes or squares as an atom (see `atoms`), or null when not reading atoms. */
	atom(kind: 'prime' | 'square'): Approx | null {
		const atoms = this.opts.atoms;
		if (!atoms) return null;
		if (this.nested > 0) throw new AtomUnusable('an atom inside a set element');
		this.usedAtoms.add(kind);
		if (atoms[kind] === 'empty') return empty;
		const base =
			kind === 'prime'
				? primesApprox(this.w, this.opts.modulus)
				: squaresApprox(this.w, this.opts.modulus);
		return exact(base.hi);
	}

	/**
	 * A power of the variable in a condition (powerconds.ts): its whole numbers that satisfy it,
	 * exactly; no set and no other number has a power here.
	 */
	powerCond(c: CondIR & { k: 'powcmp' }, dom: Approx): Approx {
		if (!N.onlyIntegersN(this.w, dom.hi.num))
			throw new TooComplex('a power whose exponent need not be a whole number');
		const held = powerCondSet(this.w, c, N.integersOf(this.w, dom.hi.num));
		const ints = exact(S.numbers({ ...N.emptyNum, lat: held }));
		return inter(this.w, { lo: S.numbers(dom.lo.num), hi: S.numbers(dom.hi.num) }, ints);
	}

	/** The residue superset of the atom. */
	atomBound(kind: 'prime' | 'square'): S.SetNF {
		return (
			kind === 'prime'
				? primesApprox(this.w, this.opts.modulus)
				: squaresApprox(this.w, this.opts.modulus)
		).hi;
	}

	cond(c: CondIR, dom: Approx): Approx {
		switch (c.k) {
			case 'const':
				return c.value ? dom : empty;
			case 'cmp':
				// A constant comparison holds or fails for every element, sets included; "x ≠ c" is
				// the negation of "x = c", so it holds for sets (no set is a number).
				if (degree(c.t) <= 0) return N.isEmptyN(compareSet(this.w, c.op, c.t)) ? empty : dom;
				if (c.op === '!=') return diff(this.w, dom, exact(S.numbers(compareSet(this.w, '=', c.t))));
				return inter(this.w, dom, exact(S.numbers(compareSet(this.w, c.op, c.t))));
			case 'modcmp':
				return this.modcmp(c, dom);
			case 'powcmp':
				return this.powerCond(c, dom);
			case 'cmpv':
				return this.compareValue(c, dom);
			case 'cmppie':
				// (π + e)/2 has no place in a normal form: nobody knows whether it is rational.
				throw new TooComplex(unknownRationality);
			case 'cmpl': {
				// a·x op c with a irrational: x op' c/a, an exact end.
				const { op, root } = solveLinear(c.op, c.a, c.c);
				return this.compareValue({ k: 'cmpv', op, a: ONE, b: ZERO, c: root }, dom);
			}
			case 'in': {
				if (c.t === null) return inter(this.w, dom, this.set(c.set));
				const s = this.inside(() => this.set(c.set));
				const a = coef(c.t, 1);
				const b = coef(c.t, 0);
				return inter(
					this.w,
					dom,
					mapNums(s, (n) => N.preimageN(this.w, n, a, b))
				);
			}
			case 'constin':
				return this.constIn(c, dom);
			case 'owns':
				return this.owns(c, dom, true);
			case 'self':
				// Over a given domain nothing is a member of itself: numbers hold nothing and every
				// set on a card is built from numbers upward.
				return empty;
			case 'eqset': {
				const e = settled(
					this.w,
					this.inside(() => this.set(c.set))
				);
				if (!isExact(e)) return { lo: S.emptySet, hi: { num: N.emptyNum, fam: dom.hi.fam } };
				const one: S.SetNF = { num: N.emptyNum, fam: [S.singletonSet(e.lo)] };
				return inter(this.w, dom, exact(one));
			}
			case 'mult':
				return this.multiple(c, dom);
			case 'prime':
			case 'square':
				return this.primeOrSquare(c, dom);
			case 'and': {
				let out = dom;
				for (const arg of c.args) out = this.cond(arg, out);
				return out;
			}
			case 'or': {
				let out = empty;
				for (const arg of c.args) out = union(this.w, out, this.cond(arg, dom));
				return out;
			}
			case 'not': {
				if (c.arg.k === 'owns') return this.owns(c.arg, dom, false);
				const inner = this.cond(c.arg, dom);
				if (isExact(dom) && isExact(inner)) return exact(S.diff(this.w, dom.lo, inner.lo));
				return { lo: S.diff(this.w, dom.lo, inner.hi), hi: S.diff(this.w, dom.hi, inner.lo) };
			}
		}
	}

	/** The domain when the constant element is in the set, nothing when it is not, else between. */
	constIn(c: CondIR & { k: 'constin' }, dom: Approx): Approx {
		const s = this.inside(() => this.set(c.set));
		const given = c.elem;
		if (given.k === 'num') {
			const el: S.Elem = { t: 'num', v: surdOf(given.v) };
			if (S.has(this.w, s.lo, el)) return dom;
			if (!S.has(this.w, s.hi, el)) return empty;
			return { lo: S.emptySet, hi: dom.hi };
		}
		const e = settled(
			this.w,
			this.inside(() => this.set(given.s))
		);
		if (isExact(e)) {
			const v: S.Elem = { t: 'set', v: e.lo };
			if (S.has(this.w, s.lo, v)) return dom;
			if (!S.has(this.w, s.hi, v)) return empty;
		}
		return { lo: S.emptySet, hi: dom.hi };
	}

	/** The elements x with t(x) − r a multiple of m (m = 0: t(x) = r). */
	multiple(c: CondIR & { k: 'mult' }, dom: Approx): Approx {
		if (degree(c.t) >= 2) return this.polyRemainder(c, dom);
		const a = coef(c.t, 1);
		const b = coef(c.t, 0);
		if (isZero(a)) {
			// A constant: true or false for every element, sets included.
			const rest = add(b, neg(c.r));
			const holds = isZero(c.m) ? isZero(rest) : isInt(div(rest, c.m));
			return holds ? dom : empty;
		}
		if (isZero(c.m))
			return inter(this.w, dom, exact(S.numbers(compareSet(this.w, '=', [add(b, neg(c.r)), a]))));
		const lattice = N.preimageN(this.w, N.cosetN(this.w, c.m, ZERO), a, add(b, neg(c.r)));
		return inter(this.w, dom, exact(S.numbers(lattice)));
	}

	/** The elements x with a·x + b prime (or a square): the atom itself, or its residues. */
	primeOrSquare(c: CondIR & { k: 'prime' | 'square' }, dom: Approx): Approx {
		const a = coef(c.t, 1);
		const b = coef(c.t, 0);
		if (isZero(a)) {
			const holds = isInt(b)
				? c.k === 'prime'
					? this.w.provenPrime(b.n)
					: isPerfectSquare(b.n)
				: false;
			if (holds === null) return { lo: S.emptySet, hi: dom.hi };
			return holds ? dom : empty;
		}
		const atom = a.n === 1n && a.d === 1n && isZero(b) ? this.atom(c.k) : null;
		if (atom) return inter(this.w, dom, atom);
		if (this.opts.atoms) throw new AtomUnusable('a shifted prime or square');
		const base =
			c.k === 'prime'
				? primesApprox(this.w, this.opts.modulus)
				: squaresApprox(this.w, this.opts.modulus);
		return inter(
			this.w,
			dom,
			mapNums(base, (n) => N.preimageN(this.w, n, a, b))
		);
	}

	/**
	 * The sets of the domain that hold the element (or lack it). Within a power-set cell of p,
	 * holding c is not lying inside p \ {c}, one more "not" set; lacking c is lying inside p \ {c}.
	 */
	owns(c: CondIR & { k: 'owns' }, dom: Approx, holds: boolean): Approx {
		const given = c.elem;
		const e =
			given.k === 'num'
				? exact(S.numbers(N.numPoints([surdOf(given.v)])))
				: settled(
						this.w,
						this.inside(() => this.set(given.s))
					);
		if (!isExact(e))
			return { lo: S.emptySet, hi: holds ? { num: N.emptyNum, fam: dom.hi.fam } : dom.hi };
		const elem: S.Elem =
			given.k === 'num' ? { t: 'num', v: surdOf(given.v) } : { t: 'set', v: e.lo };
		const single = S.fromElements(this.w, [elem]);
		// Numbers hold no elements: they pass only "c ∉ x", as its negation says.
		const pick = (nf: S.SetNF): S.SetNF => ({
			num: holds ? N.emptyNum : nf.num,
			fam: nf.fam.flatMap((cell): S.Cell[] => {
				if (cell.k === 'one') return S.has(this.w, cell.v, elem) === holds ? [cell] : [];
				const rest = S.diff(this.w, cell.p, single);
				return [holds ? { ...cell, not: [...cell.not, rest] } : { ...cell, p: rest }];
			})
		});
		return both(dom, dom, pick);
	}

	/** a·x + b op c with irrational b or c: x op' (c - b)/a, an exact end; or a fixed truth. */
	compareValue(c: CondIR & { k: 'cmpv' }, dom: Approx): Approx {
		if (isZero(c.a)) return signHolds(c.op, cmpEnd(c.b, c.c)) ? dom : empty;
		// a·x + b op c  ⟺  x op' (c - b)/a, where b is rational (the variable's side is a
		// polynomial with rational coefficients).
		// An irrational b there would be the reader's slip: answered as too complex, never guessed.
		if (isIrr(c.b)) throw new TooComplex('a comparison with an irrational beside the variable');
		const inv = div(ONE, c.a);
		const root = scaleEnd(c.c, inv, neg(mul(inv, c.b)));
		let op = c.op;
		if (sign(c.a) < 0) op = mirrorOp(op);
		const below: Iv = { lo: null, loC: false, hi: root, hiC: op === '<=' };
		const above: Iv = { lo: root, loC: op === '>=', hi: null, hiC: false };
		const point = N.numPoints([fromEnd(root)]);
		let set: N.NumSet;
		if (op === '<' || op === '<=') set = N.realInterval(this.w, below);
		else if (op === '>' || op === '>=') set = N.realInterval(this.w, above);
		else if (op === '=') set = point;
		else
			set = N.union(
				this.w,
				N.realInterval(this.w, { ...below, hiC: false }),
				N.realInterval(this.w, { ...above, loC: false })
			);
		if (op === '<=' || op === '>=') set = N.union(this.w, set, point);
		if (op === '!=') return diff(this.w, dom, exact(S.numbers(point)));
		return inter(this.w, dom, exact(S.numbers(set)));
	}

	/**
	 * A remainder or divisibility of a polynomial of degree 2 or more (polymod.ts): exact over
	 * whole numbers, and over fractions for "=" and "≠"; a small listed domain is checked number
	 * by number; over the reals it is refused, since irrational roots would pass too.
	 */
	polyRemainder(c: PolyRemainder, dom: Approx): Approx {
		if (c.k === 'mult' && isZero(c.m))
			return this.cond({ k: 'cmp', op: '=', t: [sub(coef(c.t, 0), c.r), ...c.t.slice(1)] }, dom);
		const nums = dom.hi.num;
		const whole = N.onlyIntegersN(this.w, nums);
		const byEquality = c.k === 'mult' || c.op === '=' || c.op === '!=';
		if (whole || (byEquality && !nums.irr.length && !nums.pts.length)) {
			const hit = exact(S.numbers(polyRemainderSet(this.w, c, whole)));
			// The negation of "=": sets in the domain stay, as with a linear remainder.
			if (c.k === 'modcmp' && c.op === '!=') return diff(this.w, dom, hit);
			return inter(this.w, dom, hit);
		}
		const listed = filterListed(this.w, dom, (x) => holdsAt(c, x));
		if (listed) return listed;
		throw new CardError(
			'unsupported-form',
			byEquality ? f('remainders-divisibility-and') : f('remainder-power-variable'),
			this.span
		);
	}

	modcmp(c: CondIR & { k: 'modcmp' }, dom: Approx): Approx {
		if (degree(c.arg) >= 2) return this.polyRemainder(c, dom);
		const a = coef(c.arg, 1);
		const b = coef(c.arg, 0);
		const m = c.m;
		const classOf = (r: Rat): N.NumSet => N.preimageN(this.w, N.cosetN(this.w, m, r), a, b);
		if (c.op === '=' || c.op === '!=') {
			const inRange = sign(c.c) >= 0 && cmp(c.c, m) < 0;
			const hit = inRange ? classOf(c.c) : N.emptyNum;
			if (c.op === '=') return inter(this.w, dom, exact(S.numbers(hit)));
			// The negation of "=": sets in the domain stay, as with "not (x mod m = r)".
			return diff(this.w, dom, exact(S.numbers(hit)));
		}
		// Order comparisons: exact when the argument is a whole number on the whole domain.
		const wholes = N.preimageN(this.w, N.intRange(null, null), a, b);
		if (!N.isEmptyN(N.diff(this.w, dom.hi.num, wholes))) {
			const listed = filterListed(this.w, dom, (x) => {
				const v = add(mul(a, x), b);
				const r = add(v, neg(mul(m, rat(floor(div(v, m))))));
				const d = cmp(r, c.c);
				return c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : d >= 0;
			});
			if (listed) return listed;
			throw new CardError('unsupported-form', f('comparing-remainder-with'), this.span);
		}
		if (m.d === 1n) {
			// The remainders that pass form one run lo..hi of 0..m-1.
			const fl = floor(c.c);
			const ce = ceil(c.c);
			let lo = c.op === '<' || c.op === '<=' ? 0n : c.op === '>' ? fl + 1n : ce;
			let hi = c.op === '<' ? ce - 1n : c.op === '<=' ? fl : m.n - 1n;
			if (lo < 0n) lo = 0n;
			if (hi > m.n - 1n) hi = m.n - 1n;
			const run = (from: bigint, to: bigint) => {
				const out: bigint[] = [];
				for (let r = from; r <= to; r++) out.push(r);
				return out;
			};
			let lat: P.Periodic;
			if (lo > hi) lat = [];
			else if (m.n <= BigInt(P.defaultPeriodLimit))
				lat = P.classes(Number(m.n), run(lo, hi).map(Number));
			else if (hi - lo < 32n) lat = P.listedClasses(this.w, m.n, run(lo, hi), true);
			else if (m.n - (hi - lo + 1n) <= 32n)
				lat = P.listedClasses(this.w, m.n, [...run(0n, lo - 1n), ...run(hi + 1n, m.n - 1n)], false);
			else if (m.n <= BigInt(P.maxPeriod)) lat = P.classes(Number(m.n), run(lo, hi).map(Number));
			else throw new TooComplex('too many remainders to list');
			const hit = N.preimageN(this.w, { d: 1n, lat, q: [], irr: [], pts: [] }, a, b);
			return inter(this.w, dom, exact(S.numbers(hit)));
		}
		if (m.n > 100000n) throw new TooComplex('modulus too large');
		let hit = N.emptyNum;
		for (let r = 0n; r < m.n; r++) {
			const rr = rat(r);
			const x = cmp(rr, c.c);
			const holds = c.op === '<' ? x < 0 : c.op === '<=' ? x <= 0 : c.op === '>' ? x > 0 : x >= 0;
			if (holds) hit = N.union(this.w, hit, classOf(rr));
		}
		return inter(this.w, dom, exact(S.numbers(hit)));
	}
}
