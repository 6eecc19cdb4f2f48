/**
 * A ⊆ S for a polynomial image that is a perfect square, such as {k² + 2k + 1 : k ∈ ℕ}: when the
 * term is g(k)² for a polynomial g with whole coefficients, every element of A is the square of
 * a whole number, so A ⊆ {n² : n ∈ ℤ}, and A ⊆ S follows when the squares lie in S (asked as a
 * part). Only proves; a term that is no such square is left to the other rows.
 */
import type { Span } from '../read/ast';
import { isInt, isZero, mul, rat, sub, div, add, type Rat } from '../arithmetic/rational';
import type { Poly, SetIR } from '../read/ir';
import { isqrt } from '../../numbers/integers';
import { faultOfS, polynomialParts } from './powersums';
import { subset, type Decision, type Question } from './question';

const span: Span = [0, 0];

/** g with g² = p and a positive leading coefficient, when p is such a square in ℚ[k]; else null. */
export function squareRoot(p: Poly): Rat[] | null {
	const n = p.length - 1;
	if (n < 0 || n % 2 !== 0) return null;
	const lead = p[n];
	if (!isInt(lead) || lead.n <= 0n) return null;
	const r = isqrt(lead.n);
	if (r * r !== lead.n) return null;
	const m = n / 2;
	const g: Rat[] = new Array<Rat>(m + 1).fill(rat(0n));
	g[m] = rat(r);
	// Coefficients from the top: p[m + j] = Σ g[i]·g[m + j − i], solved for g[j].
	for (let j = m - 1; j >= 0; j--) {
		let rest = p[m + j] ?? rat(0n);
		for (let i = j + 1; i <= m; i++) {
			const other = m + j - i;
			if (other > j && other <= m) rest = sub(rest, mul(g[i], g[other]));
		}
		g[j] = div(rest, mul(rat(2n), g[m]));
	}
	// Check the whole product: the lower coefficients are not used above.
	for (let k = 0; k <= n; k++) {
		let c = rat(0n);
		for (let i = 0; i <= m; i++) if (k - i >= 0 && k - i <= m) c = add(c, mul(g[i], g[k - i]));
		if (!isZero(sub(c, p[k] ?? rat(0n)))) return null;
	}
	return g;
}

/** A ⊆ S for a perfect-square image, through the squares of the integers. */
export function bySquareImages(q: Question): Decision | null {
	if (q.depth <= 0 || q.a.k !== 'image') return null;
	const terms = polynomialParts(q.a);
	if (!terms) return null;
	const g = squareRoot(terms[0]);
	if (!g || !g.every(isInt) || faultOfS(q)) return null;
	// k² itself: the part asked would be the question again, which the other rows answer.
	if (g.length === 2 && isZero(g[0])) return null;
	const squares: SetIR = {
		k: 'image',
		v: 'n',
		dom: { k: 'named', name: 'Z', span },
		cond: { k: 'const', value: true },
		term: [rat(0n), rat(0n), rat(1n)],
		span
	};
	return q.part(squares, q.s, q.depth - 1) === 'subset'
		? subset({ code: 'sub/square-image' })
		: null;
}
