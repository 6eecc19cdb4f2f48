/**
 * Grids of fractions met with each other ({k/1099511627791 : k ∈ ℤ} ∩ {k/1099511627803 : k ∈ ℤ}):
 * two grids {s·k + p : k ∈ ℤ} meet in one grid, or in nothing. Brought to one denominator D, they
 * are the whole numbers x ≡ P₁ (mod S₁) and x ≡ P₂ (mod S₂), over D: by the Chinese remainder
 * theorem a single class modulo lcm(S₁, S₂), or none when P₁ and P₂ differ modulo gcd(S₁, S₂).
 * Each such meeting in the cards is written as that one grid, and A ⊆ S is asked again as a part
 * (where the grid rows, `lattices` above all, compare grids whatever their denominators). A
 * witness is a point of A's grid near 0, checked on the cards as written.
 */
import type { SetIR } from '../read/ir';
import { crt, blcm, bmod } from '../../numbers/modular';
import { isInt, mul, ONE, rat, ratAbs, ZERO, type Rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import { TooComplex } from '../errors';
import { confirmedWitness, subset, type Decision, type Question } from './question';

/** A grid {s·k + p : k ∈ ℤ} as its step s > 0 and a point p, or null. */
function gridOf(x: SetIR): [Rat, Rat] | null {
	if (x.k === 'named' && x.name === 'Z') return [ONE, ZERO];
	if (x.k !== 'image' || x.cond.k !== 'const' || !x.cond.value) return null;
	if (x.dom?.k !== 'named' || x.dom.name !== 'Z' || x.term.length !== 2) return null;
	return [ratAbs(x.term[1]), x.term[0] ?? ZERO];
}

/** The one grid two grids meet in, or the empty set. */
function meet(g: [Rat, Rat], h: [Rat, Rat], span: [number, number]): SetIR {
	const d = [g[0], g[1], h[0], h[1]].reduce((l, r) => blcm(l, r.d), 1n);
	const whole = (r: Rat) => {
		const x = mul(r, rat(d));
		if (!isInt(x)) throw new TooComplex('a grid off its denominator');
		return x.n;
	};
	const [s1, p1, s2, p2] = [whole(g[0]), whole(g[1]), whole(h[0]), whole(h[1])];
	const met = crt(bmod(p1, s1), s1, bmod(p2, s2), s2);
	if (!met) return { k: 'roster', items: [], span };
	const [x, step] = met;
	return {
		k: 'image',
		v: 'k',
		dom: { k: 'named', name: 'Z', span },
		cond: { k: 'const', value: true },
		term: [rat(x, d), rat(step, d)],
		span
	};
}

/** The card with every meeting of two grids written as one grid (the card itself when none). */
export function meetGrids(x: SetIR): SetIR {
	if (x.k !== 'inter' && x.k !== 'union' && x.k !== 'diff') return x;
	const a = meetGrids(x.a);
	const b = meetGrids(x.b);
	if (x.k === 'inter') {
		const g = gridOf(a);
		const h = gridOf(b);
		if (g && h) return meet(g, h, x.span);
	}
	return a === x.a && b === x.b ? x : { ...x, a, b };
}

export function byGridMeets(q: Question): Decision | null {
	if (q.depth <= 0) return null;
	try {
		const a = meetGrids(q.a);
		const s = meetGrids(q.s);
		if (a === q.a && s === q.s) return null;
		const verdict = q.part(a, s, q.depth - 1);
		if (verdict === 'subset') return subset({ code: 'sub/grids-meet' });
		const grid = gridOf(a);
		if (verdict !== 'not-subset' || !grid) return null;
		for (let t = 0n; t <= 16n; t++)
			for (const k of t === 0n ? [0n] : [t, -t]) {
				q.w.spend(1);
				const point = {
					n: grid[1].n * grid[0].d + k * grid[0].n * grid[1].d,
					d: grid[0].d * grid[1].d
				};
				const answer = confirmedWitness(q, { t: 'num', v: surd(rat(point.n, point.d)) });
				if (answer) return answer;
			}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}
