/**
 * A ⊆ S from the shape of the cards when the sets themselves could not be compared: a filter
 * {x ∈ D | ...} lies inside D, A ∩ B inside A, A \ B inside A, and A inside S ∪ T when inside S.
 * So {x ∈ ℙ | x + 2 ∈ ℙ} ⊆ ℙ whatever the twin primes are. An image {t(n) : n ∈ D} is inside
 * parts of S that apply t to other numbers when those cover D: {n² : n ∈ ℤ} ⊆ {(2n)² : n ∈ ℤ} ∪
 * {(2n + 1)² : n ∈ ℤ}.
 */
import { coef, degree, polyTrim, type Poly, type SetIR } from '../read/ir';
import type { Rat } from '../arithmetic/rational';
import type { SubsetWhy } from '../said';
import type { Question } from './question';
import { rightFactors } from './substitution';

/** The reason A ⊆ S from the parts of the cards, each part asked as a smaller question; else null. */
export function partProof(q: Question): SubsetWhy | null {
	const { a, s } = q;
	if (q.depth <= 0) return null;
	const inside = (x: SetIR, y: SetIR) => q.part(x, y, q.depth - 1) === 'subset';
	if (a.k === 'image' && degree(a.term) >= 2) {
		// S's parts {u(k) : k ∈ D, ...} with u(k) = t(αk + β) are t applied to {αk + β : k ∈ D, ...}:
		// A is inside S when those cover A's domain, a question about linear sets alone.
		const covers: SetIR[] = [];
		for (const part of unionParts(s)) {
			if (part.k !== 'image') continue;
			for (const [alpha, beta] of affineLinks(a.term, part.term))
				covers.push({ ...part, term: polyTrim([beta, alpha]) });
		}
		if (covers.length && covers.length <= 8) {
			const domain: SetIR = { k: 'filter', v: a.v, dom: a.dom, cond: a.cond, span: a.span };
			const cover = covers.reduce((x, y): SetIR => ({ k: 'union', a: x, b: y, span: s.span }));
			if (inside(domain, cover)) return { code: 'sub/parts-rule', v: a.v };
		}
	}
	if (a.k === 'filter' && a.dom && inside(a.dom, s)) return { code: 'sub/domain' };
	if (a.k === 'inter' && (inside(a.a, s) || inside(a.b, s))) return { code: 'sub/intersection' };
	if (a.k === 'diff' && inside(a.a, s)) return { code: 'sub/difference' };
	if (a.k === 'union' && inside(a.a, s) && inside(a.b, s)) return { code: 'sub/both-parts' };
	if (s.k === 'union' && (inside(a, s.a) || inside(a, s.b))) return { code: 'sub/one-part' };
	if (
		a.k === 'image' &&
		a.dom &&
		!(a.cond.k === 'const' && a.dom.k === 'named' && a.dom.name === 'Z')
	) {
		// {t : k ∈ D, ...} lies inside {t : k ∈ ℤ} when D holds only integers.
		const integers: SetIR = { k: 'named', name: 'Z', span: a.span };
		const whole: SetIR = { ...a, dom: integers, cond: { k: 'const', value: true } };
		if (inside(a.dom, integers) && inside(whole, s)) return { code: 'sub/same-rule', v: a.v };
	}
	return null;
}

function unionParts(s: SetIR): SetIR[] {
	return s.k === 'union' ? [...unionParts(s.a), ...unionParts(s.b)] : [s];
}

/** The pairs (α, β) with t(αk + β) = u(k) for every k: the right factors of degree 1. */
function affineLinks(t: Poly, u: Poly): [Rat, Rat][] {
	if (degree(t) < 1 || degree(u) !== degree(t)) return [];
	return rightFactors(u, t).map((r): [Rat, Rat] => [coef(r, 1), coef(r, 0)]);
}
