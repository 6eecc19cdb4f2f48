/**
 * A set of powers inside a polynomial image of the form C·n^d + s ({4^k : k ∈ ℕ} ⊆ {n² : n ∈ ℕ},
 * {9·4^k : k ∈ ℕ₀} ⊆ {n² : n ∈ ℤ}, {8^k : k ∈ ℕ} ⊆ {n³ : n ∈ ℤ}). With A's c·b^k + s, b = t^d and
 * c/C = r^d for whole numbers t and r, every element is C·(r·t^k)^d + s, and n = r·t^k is a whole
 * number of S's domain (checked for the least k and the sign of r; n grows with k): proven. A
 * condition on A's exponent only removes elements, so the proof holds with it. Otherwise the
 * smallest powers are tried as witnesses; failing that the question goes on to the other rows.
 */
import { iroot } from '../../numbers/integers';
import { TooComplex } from '../errors';
import { add, div, eq, isInt, isZero, mul, rat, sign, type Rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import { degree, type SetIR } from '../read/ir';
import { confirmedWitness, subset, type Decision, type Question } from './question';
import type { SubsetWhy } from '../said';

/** Powers tried as witnesses, from the domain's first exponent. */
const exponentsTried = 24n;

/** The smallest exponent of a named domain of whole numbers k ≥ 0, or null. */
function exponentStart(name: string, naturalsFrom: 0 | 1): bigint | null {
	if (name === 'N') return BigInt(naturalsFrom);
	if (name === 'N0') return 0n;
	if (name === 'Z+') return 1n;
	return null;
}

/** The least whole n S's named domain holds (null: no least, ℤ), or undefined for other domains. */
function domainStart(s: SetIR & { k: 'image' }, naturalsFrom: 0 | 1): bigint | null | undefined {
	if (s.dom?.k !== 'named') return undefined;
	if (s.dom.name === 'Z') return null;
	const start = exponentStart(s.dom.name, naturalsFrom);
	return start === null ? undefined : start;
}

/** The whole number whose d-th power is x (x ≥ 0), or null. */
function exactRoot(x: bigint, d: number): bigint | null {
	if (x < 0n) return null;
	const r = iroot(x, d);
	return r ** BigInt(d) === x ? r : null;
}

/** The whole r with r^d = x (x a rational), or null: for even d the positive one. */
function rootOf(x: Rat, d: number): bigint | null {
	if (!isInt(x)) return null;
	if (x.n < 0n) {
		if (d % 2 === 0) return null;
		const r = exactRoot(-x.n, d);
		return r === null ? null : -r;
	}
	return exactRoot(x.n, d);
}

/** A ⊆ S for a set of powers inside {C·n^d + s}: proven by n = r·t^k, or refuted at small k. */
export function byPowerImages(q: Question): Decision | null {
	const a = q.a;
	const s = q.s;
	if (a.k !== 'powers' || s.k !== 'image' || a.down || a.dom?.k !== 'named') return null;
	const from = exponentStart(a.dom.name, q.naturalsFrom);
	if (from === null) return null;
	try {
		return proof(q, a, s, from) ?? witness(q, a, from);
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
		return null;
	}
}

function proof(
	q: Question,
	a: SetIR & { k: 'powers' },
	s: SetIR & { k: 'image' },
	from: bigint
): Decision | null {
	const d = degree(s.term);
	if (d < 1 || d > 64 || s.cond.k !== 'const' || !s.cond.value) return null;
	// Only C·n^d + s': every other coefficient is zero.
	if (s.term.some((c, i) => i !== 0 && i !== d && !isZero(c))) return null;
	const start = domainStart(s, q.naturalsFrom);
	if (start === undefined) return null;
	const bigC = s.term[d];
	if (!eq(s.term[0] ?? rat(0n), a.s)) return null;
	const t = exactRoot(a.b, d);
	const r = rootOf(div(a.c, bigC), d);
	if (t === null || r === null || r === 0n) return null;
	// n = r·t^k moves away from 0 as k grows (t ≥ 2), so the least k gives the |n| nearest 0.
	if (start !== null && (r < 0n || r * t ** from < start)) return null;
	q.w.spend(1);
	const k = from;
	const at = `${r === 1n ? '' : r === -1n ? '−' : `${r}·`}${t}^${a.v}`;
	const rule = { at, domain: start === null ? 'any' : 'domain', v: a.v, k: String(k) };
	const why: SubsetWhy =
		a.b === t
			? { code: 'sub/power-image', ...rule }
			: { code: 'sub/power-image-root', b: String(a.b), t: String(t), d: String(d), ...rule };
	return subset(why);
}

function witness(q: Question, a: SetIR & { k: 'powers' }, from: bigint): Decision | null {
	if (sign(a.c) === 0) return null;
	for (let k = from; k < from + exponentsTried; k++) {
		q.w.spend(1);
		const e = { t: 'num' as const, v: surd(add(mul(a.c, rat(a.b ** k)), a.s)) };
		const answer = confirmedWitness(q, e);
		if (answer) return answer;
	}
	return null;
}
