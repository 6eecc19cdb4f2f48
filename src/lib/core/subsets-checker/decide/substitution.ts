/**
 * A ⊆ S for two polynomial images by a substitution: when A's rule p is S's rule q applied to a
 * polynomial r (p = q∘r, such as k⁶ = (k²)³ or (k² + k)² = 4·((k² + k)/2)²), every element
 * p(k) of A is q(r(k)), so it is in S whenever r(k) is an argument S takes: in S's domain and
 * passing S's condition. With several such r (q(m) = m² takes r and −r), each k needs one of
 * them. That is a question about A's arguments alone, asked as a part:
 * {k ∈ D | A's condition} ⊆ ∪ {k | r(k) ∈ S's domain and S's condition holds at r(k)}, whose
 * conditions are polynomials in k (read by polyset.ts and polymod.ts). Only proves; a value of A
 * outside S is left to the witness rows, which check it exactly.
 */
import { horner } from '../arithmetic/horner';
import { iroot } from '../../numbers/integers';
import { CardError } from '../errors';
import {
	div,
	eq,
	isZero,
	mul,
	ONE,
	rat,
	ratPow,
	sub,
	ZERO,
	type Rat
} from '../arithmetic/rational';
import {
	coef,
	degree,
	polyAdd,
	polyMul,
	polyTrim,
	type CondIR,
	type Poly,
	type SetIR
} from '../read/ir';
import { subset, type Decision, type Question } from './question';

/** Most covers asked about in one question. */
const maxCovers = 8;

/** The highest degree of a condition after substituting (the reading's own limit). */
const maxDegree = 12;

/** The d-th root of a rational when it is rational (d ≥ 1), else null; the positive one for even d. */
export function ratRoot(x: Rat, d: number): Rat | null {
	if (x.n < 0n && d % 2 === 0) return null;
	const root = (n: bigint): bigint | null => {
		const r = iroot(n, d);
		return r ** BigInt(d) === n ? r : null;
	};
	const top = root(x.n < 0n ? -x.n : x.n);
	const bottom = root(x.d);
	if (top === null || bottom === null) return null;
	return rat(x.n < 0n ? -top : top, bottom);
}

/** q(r(x)), expanded. */
export function compose(q: Poly, r: Poly): Poly {
	return horner(q, [] as Poly, (out, c) => polyAdd(polyMul(out, r), polyTrim([c])));
}

/**
 * Every polynomial r with q∘r = p (rational coefficients), for q of degree 1 or more. The degree
 * of r is deg p / deg q; its leading coefficient is an e-th root of p's over q's (two for even e),
 * and each lower coefficient follows from one coefficient of p, since it enters that coefficient
 * of q∘r linearly (as e·q_e·α^(e−1) times itself) and no higher one. The whole composition is
 * checked at the end.
 */
export function rightFactors(p: Poly, q: Poly): Poly[] {
	const d = degree(p);
	const e = degree(q);
	if (e < 1 || d < e || d % e !== 0) return [];
	const t = d / e;
	const lead = ratRoot(div(p[d], q[e]), e);
	if (!lead) return [];
	const out: Poly[] = [];
	for (const alpha of e % 2 === 0 ? [lead, mul(rat(-1n), lead)] : [lead]) {
		const r: Rat[] = new Array<Rat>(t + 1).fill(ZERO);
		r[t] = alpha;
		const slope = mul(rat(BigInt(e)), mul(q[e], ratPow(alpha, e - 1)));
		for (let i = 1; i <= t; i++) {
			const got = coef(compose(q, polyTrim(r)), d - i);
			r[t - i] = div(sub(coef(p, d - i), got), slope);
		}
		const found = polyTrim(r);
		const back = compose(q, found);
		if (back.length === p.length && back.every((c, i) => eq(c, p[i]))) out.push(found);
	}
	return out;
}

/** The condition c(x) read at x = r(k), as a condition on k; null where it cannot be written. */
function substitute(c: CondIR, r: Poly): CondIR | null {
	const at = (t: Poly): Poly | null => {
		const out = compose(t, r);
		return degree(out) <= maxDegree ? out : null;
	};
	switch (c.k) {
		case 'const':
		case 'constin':
			return c;
		case 'cmp': {
			const t = at(c.t);
			return t && { ...c, t };
		}
		case 'mult': {
			const t = at(c.t);
			return t && { ...c, t };
		}
		case 'modcmp': {
			const arg = at(c.arg);
			return arg && { ...c, arg };
		}
		case 'cmpv':
			return isZero(c.a) ? c : null;
		case 'and':
		case 'or': {
			const args: CondIR[] = [];
			for (const arg of c.args) {
				const s = substitute(arg, r);
				if (!s) return null;
				args.push(s);
			}
			return { k: c.k, args };
		}
		case 'not': {
			const arg = substitute(c.arg, r);
			return arg && { k: 'not', arg };
		}
		default:
			// Membership, primes and squares of a power of the variable are not read.
			return null;
	}
}

/** Named sets of rational numbers: r(k) is rational for every k in them. */
const rationalNames = new Set(['Z', 'N', 'N0', 'Z+', 'Z-', 'Q', 'Q+']);

/**
 * "r(k) is in S's domain" as a condition on k, for the domains read here; else null. ℚ and ℚ⁺
 * only when A's own domain is a named set of rationals (r has rational coefficients).
 */
function inDomain(
	dom: SetIR | null,
	r: Poly,
	naturalsFrom: 0 | 1,
	of: SetIR | null
): CondIR | null {
	if (dom === null) return { k: 'const', value: true };
	if (dom.k !== 'named') return null;
	const positive: CondIR = { k: 'cmp', op: '>', t: r };
	if (dom.name === 'R+') return positive;
	if (dom.name === 'Q' || dom.name === 'Q+') {
		if (of?.k !== 'named' || !rationalNames.has(of.name)) return null;
		return dom.name === 'Q' ? { k: 'const', value: true } : positive;
	}
	const whole: CondIR = { k: 'mult', t: r, m: ONE, r: ZERO };
	const atLeast = (lo: bigint): CondIR => ({
		k: 'and',
		args: [whole, { k: 'cmp', op: '>=', t: polyAdd(r, [rat(-lo)]) }]
	});
	switch (dom.name) {
		case 'R':
			return { k: 'const', value: true };
		case 'Z':
			return whole;
		case 'N':
			return atLeast(BigInt(naturalsFrom));
		case 'N0':
			return atLeast(0n);
		case 'Z+':
			return atLeast(1n);
		case 'Z-':
			return { k: 'and', args: [whole, { k: 'cmp', op: '<=', t: polyAdd(r, [rat(1n)]) }] };
		default:
			return null;
	}
}

function unionParts(s: SetIR): SetIR[] {
	return s.k === 'union' ? [...unionParts(s.a), ...unionParts(s.b)] : [s];
}

/** A ⊆ S when A's rule is S's rule applied to polynomials of degree 2 or more that cover A. */
export function bySubstitution(q: Question): Decision | null {
	const a = q.a;
	if (q.depth <= 0 || a.k !== 'image' || degree(a.term) < 2) return null;
	const covers: SetIR[] = [];
	for (const part of unionParts(q.s)) {
		if (part.k !== 'image') continue;
		// Substitutions of degree 1 are the `parts` row's (S's rule at αk + β).
		for (const r of rightFactors(a.term, part.term)) {
			if (degree(r) < 2) continue;
			const own = inDomain(part.dom, r, q.naturalsFrom, a.dom);
			const cond = substitute(part.cond, r);
			if (!own || !cond) continue;
			covers.push({
				k: 'filter',
				v: a.v,
				dom: a.dom,
				cond: { k: 'and', args: [own, cond] },
				span: a.span
			});
		}
	}
	// As in parts.ts: a few covers, each a part of the smaller question.
	if (!covers.length || covers.length > maxCovers) return null;
	const domain: SetIR = { k: 'filter', v: a.v, dom: a.dom, cond: a.cond, span: a.span };
	const cover = covers.reduce((x, y): SetIR => ({ k: 'union', a: x, b: y, span: q.s.span }));
	try {
		if (q.part(domain, cover, q.depth - 1) !== 'subset') return null;
	} catch (err) {
		// A cover the reading refuses (r(k) whole over the reals, say): no proof this way.
		if (err instanceof CardError) return null;
		throw err;
	}
	return subset({ code: 'sub/substitution', v: a.v });
}
