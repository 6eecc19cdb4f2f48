/**
 * Sets of powers of one base joined by ∩, ∪ and \ ({64^k} against {4^k} ∩ {8^k}): every base is a
 * power of one primitive root g (4 = 2², 8 = 2³, 64 = 2⁶), so each set is {c·g^x + s : x in a set
 * of exponents}, here {g^(6k)} against {g^(2k)} ∩ {g^(3k)}. As x ↦ c·g^x + s is one to one for
 * g ≥ 2 and one shift s, ∩, ∪ and \ of the sets are those of their exponent sets, and A ⊆ S holds
 * exactly when A's exponents lie in S's: a question about images of the first degree, asked as a
 * part (6k is a multiple of 2 and of 3). Otherwise the smallest exponents of g are tried for a
 * witness, each confirmed by the evaluator.
 */
import { perfectPower } from '../../numbers/integers';
import { logOf, ratLog } from './powerpairs';
import { TooComplex } from '../errors';
import { add, eq, rat, type Rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import type { SetIR } from '../read/ir';
import { confirmedWitness, subset, type Decision, type Question } from './question';

/** Exponents of g tried for a witness: 0, ±1, ..., ±smallBound. */
const smallBound = 64n;

/** The number that is no perfect power and of which b is a power (64 → 2, 12 → 12). */
export function primitiveRoot(b: bigint): bigint {
	let g = b;
	for (let r = perfectPower(g); r; r = perfectPower(g)) g = r.base;
	return g;
}

/** The first base of powers in a tree of ∪, ∩ and \, and its shift. */
function firstPowers(x: SetIR): (SetIR & { k: 'powers' }) | null {
	if (x.k === 'powers') return x;
	if (x.k === 'union' || x.k === 'inter' || x.k === 'diff') return firstPowers(x.a) ?? null;
	return null;
}

/** The set of exponents x with c·g^x + s in the set, for a tree of powers of g shifted by s. */
export function exponentsOf(x: SetIR, g: bigint, shift: Rat): SetIR | null {
	if (x.k === 'powers') {
		const beta = logOf(x.b, g);
		const j = ratLog(x.c, g);
		if (!eq(x.s, shift) || beta === null || beta === 0n || j === null) return null;
		// c·b^(±k) = g^(j ± β·k).
		const step = rat(x.down ? -beta : beta);
		return { k: 'image', v: x.v, dom: x.dom, cond: x.cond, term: [rat(j), step], span: x.span };
	}
	if (x.k === 'union' || x.k === 'inter' || x.k === 'diff') {
		const a = exponentsOf(x.a, g, shift);
		const b = a && exponentsOf(x.b, g, shift);
		return b && { k: x.k, a: a as SetIR, b, span: x.span };
	}
	return null;
}

/** Whether the question joins sets of powers by ∪, ∩ or \ (two plain sets are power-pairs'). */
export function joinedPowers(q: Question): boolean {
	const joined = (x: SetIR) => x.k === 'union' || x.k === 'inter' || x.k === 'diff';
	return (joined(q.a) || joined(q.s)) && firstPowers(q.a) !== null && firstPowers(q.s) !== null;
}

export function byPowerExponents(q: Question): Decision | null {
	const first = firstPowers(q.a);
	if (!first || q.depth <= 0) return null;
	const g = primitiveRoot(first.b);
	const ea = exponentsOf(q.a, g, first.s);
	const es = exponentsOf(q.s, g, first.s);
	if (!ea || !es) return null;
	if (q.part(ea, es, q.depth - 1) === 'subset')
		return subset({ code: 'sub/power-exponents', g: String(g) });
	try {
		for (let n = 0n; n <= smallBound; n++)
			for (const x of n === 0n ? [0n] : [n, -n]) {
				q.w.spend(1);
				const power = x >= 0n ? rat(g ** x) : rat(1n, g ** -x);
				const answer = confirmedWitness(q, { t: 'num', v: surd(add(power, first.s)) });
				if (answer) return answer;
			}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}
