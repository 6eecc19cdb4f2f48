/**
 * Two sets of powers against each other ({4^k : k ∈ ℕ} ⊆ {2^k : k ∈ ℕ}). When both bases are
 * powers of one root g (4 = 2², 8 = 2³) and the cards shift by the same number, c·b^k = c'·b'^j
 * says exactly that the exponents of g agree, j = (α·k + δ)/β, so A ⊆ S when the exponents A
 * uses land, by that line, in the exponents S allows: a question about linear sets alone, asked
 * as a part. Otherwise (and when that part fails) small exponents of A are tried for a witness,
 * each confirmed by the evaluator: {8^k} ⊄ {4^k} by 8.
 */
import { perfectPower } from '../../numbers/integers';
import { TooComplex } from '../errors';
import { add, div, eq, mul, rat, sign, type Rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import type { SetIR } from '../read/ir';
import { confirmedWitness, subset, type Decision, type Question } from './question';

type Powers = SetIR & { k: 'powers' };

/** Exponents tried for a witness: 0, ±1, ..., ±smallBound. */
const smallBound = 40n;

/** The largest power b^k the witness search writes out (bits). */
const maxBits = 4096n;

/** log_g(n) when n is a power g^e (e ≥ 0) of g, else null. */
export function logOf(n: bigint, g: bigint): bigint | null {
	let e = 0n;
	while (n > 1n && n % g === 0n) {
		n /= g;
		e++;
	}
	return n === 1n ? e : null;
}

/** log_g(t) for a positive rational t = g^e (e of any sign), else null. */
export function ratLog(t: Rat, g: bigint): bigint | null {
	if (sign(t) <= 0) return null;
	if (t.d === 1n) return logOf(t.n, g);
	if (t.n === 1n) {
		const e = logOf(t.d, g);
		return e === null ? null : -e;
	}
	return null;
}

/** The exponents of S that A's exponents map to, as the image of A's domain by j = (α·k + δ)/β. */
function exponentMap(a: Powers, s: Powers): SetIR | null {
	if (!eq(a.s, s.s)) return null;
	const root = perfectPower(a.b);
	const g = root ? root.base : a.b;
	const alpha = root ? BigInt(root.power) : 1n;
	const beta = logOf(s.b, g);
	const delta = ratLog(div(a.c, s.c), g);
	if (beta === null || beta === 0n || delta === null) return null;
	// c_A·g^(±α·k) = c_S·g^(±β·j) exactly when ±β·j = ±α·k + δ.
	const sa = a.down ? -alpha : alpha;
	const sb = s.down ? -beta : beta;
	return {
		k: 'image',
		v: a.v,
		dom: a.dom,
		cond: a.cond,
		term: [rat(delta, sb), rat(sa, sb)],
		span: a.span
	};
}

/** c·b^(±k) + s, or null when it is too large to write out. */
function valueAt(a: Powers, k: bigint): Rat | null {
	const e = a.down ? -k : k;
	if ((e < 0n ? -e : e) * BigInt(a.b.toString(2).length) > maxBits) return null;
	const power = e >= 0n ? rat(a.b ** e) : rat(1n, a.b ** -e);
	return add(mul(a.c, power), a.s);
}

/** A ⊆ S for two sets of powers: by the exponents of a common root, or a witness at a small k. */
export function byPowerPairs(q: Question): Decision | null {
	const { a, s } = q;
	if (a.k !== 'powers' || s.k !== 'powers') return null;
	const map = exponentMap(a, s);
	if (map && q.depth > 0) {
		const exponents: SetIR = { k: 'filter', v: s.v, dom: s.dom, cond: s.cond, span: s.span };
		if (q.part(map, exponents, q.depth - 1) === 'subset')
			return subset({ code: 'sub/power-pairs' });
	}
	const domain: SetIR = { k: 'filter', v: a.v, dom: a.dom, cond: a.cond, span: a.span };
	try {
		for (let n = 0n; n <= smallBound; n++)
			for (const k of n === 0n ? [0n] : [n, -n]) {
				q.w.spend(1);
				if (q.evaluator.member({ t: 'num', v: surd(rat(k)) }, domain) !== true) continue;
				const v = valueAt(a, k);
				if (!v) continue;
				const answer = confirmedWitness(q, { t: 'num', v: surd(v) });
				if (answer) return answer;
			}
	} catch (err) {
		// Its share spent: the other rows go on with the rest of the work.
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}
