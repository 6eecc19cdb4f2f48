/**
 * Two images with √, π or e in their rules, A = {c·k + s : k ∈ D} and S = {c'·j + s' : j ∈ D'}
 * ({2k√2 : k ∈ ℤ} ⊆ {k√2 : k ∈ ℤ}). An element c·k + s is in S exactly when
 * j = (c·k + s − s')/c' is in D' (c' ≠ 0 makes j unique). When c/c' = u and (s − s')/c' = v are
 * rational, j = u·k + v, so A ⊆ S is the question {u·k + v : k ∈ D} ⊆ D' about rational numbers,
 * asked as a part. When that part finds a difference, a k of D whose element is missing from S is
 * looked for among small and far k, and confirmed by the evaluator.
 */
import { cAdd, cDiv, cNeg, isConstant } from '../read/constants';
import { polyTrim, type MultiplesIR, type SetIR } from '../read/ir';
import { farExponents, multipleAt, valueSurd } from '../forms/multipleimages';
import { rat } from '../arithmetic/rational';
import { fromEnd } from '../arithmetic/surd';
import { Compiler } from '../forms/compile';
import * as S from '../forms/setnf';
import { TooComplex } from '../errors';
import { confirmedWitness, subset, type Decision, type Question } from './question';

/** The k tried for a witness: the small ones, then ±2^j far out. */
function candidates(): bigint[] {
	const out: bigint[] = [];
	for (let k = 0n; k <= 16n; k++) out.push(k, -k);
	for (const j of farExponents) out.push(1n << j, -(1n << j));
	return out.slice(1);
}

function domainOf(x: MultiplesIR): SetIR {
	return { k: 'filter', v: x.v, dom: x.dom, cond: x.cond, span: x.span };
}

/** Numbers left to check one by one when A's bounds leave S at a few points only. */
const fewPoints = 256;

/**
 * A ⊆ S when the bound above A (the irrationals between its least and largest elements, and its
 * one rational element) leaves S's bound below only at a few numbers, none of them in A (each
 * asked of the evaluator: {k√2 : k ∈ ℕ} ⊆ ℝ \ {√2/2} holds as √2/2 is no whole multiple of √2).
 */
function outsideFew(q: Question): Decision | null {
	const compiler = new Compiler(q.w, {
		naturalsFrom: q.naturalsFrom,
		modulus: 12,
		member: (e, set) => q.evaluator.member(e, set)
	});
	try {
		const left = S.diff(q.w, compiler.set(q.a).hi, compiler.set(q.s).lo);
		if (!S.isFinite(left)) return null;
		const points = S.elements(q.w, left, fewPoints + 1);
		if (points.length > fewPoints) return null;
		if (points.some((x) => q.evaluator.member(x, q.a) !== false)) return null;
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
	return subset({ code: 'sub/irrational-multiples' });
}

/** A ⊆ S for A an image with √, π or e in its rule, and S one too or any card. */
export function byMultiples(q: Question): Decision | null {
	const a = q.a;
	if (a.k !== 'multiples') return null;
	const s = q.s;
	if (s.k === 'multiples') {
		const u = cDiv(a.c, s.c);
		const shift = cAdd(a.s, cNeg(s.s));
		const v = shift && cDiv(shift, s.c);
		if (u && v && !isConstant(u) && !isConstant(v)) {
			const image: SetIR = {
				k: 'image',
				v: a.v,
				dom: a.dom,
				cond: a.cond,
				term: polyTrim([v, u]),
				span: a.span
			};
			if (q.part(image, domainOf(s), q.depth - 1) === 'subset')
				return subset({ code: 'sub/multiples-rule' });
		}
	}
	const fewLeft = outsideFew(q);
	if (fewLeft) return fewLeft;
	// A witness: a k of A's domain whose element is missing from S.
	const dom = domainOf(a);
	for (const k of candidates()) {
		q.w.spend(1);
		if (q.evaluator.member({ t: 'num', v: fromEnd(rat(k)) }, dom) !== true) continue;
		const x = multipleAt(a.c, a.s, rat(k));
		if (!x) return null;
		const found = confirmedWitness(q, { t: 'num', v: valueSurd(x) });
		if (found) return found;
	}
	return null;
}
