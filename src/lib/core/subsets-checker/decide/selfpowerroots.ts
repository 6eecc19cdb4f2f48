/**
 * n^n as a perfect power: when every n of A = {n^n : n ∈ D} is a positive multiple of d, n^n is
 * (n^(n/d))^d, the d-th power of a whole number from 1 on ({n^n : n ∈ ℕ, n is even} lies in the
 * squares). So A ⊆ S holds when D lies in the positive multiples of d and S holds every d-th power
 * {m^d : m ∈ ℕ}; both are asked as parts. d runs over 2, 3, 4, 5 (the squares, cubes, ...).
 */
import { ONE, rat, ZERO } from '../arithmetic/rational';
import type { Poly, SetIR } from '../read/ir';
import { subset, type Decision, type Question } from './question';

/** The whole numbers from 1 on, whatever the house rule says ℕ is. */
function fromOne(span: [number, number]): SetIR {
	return { k: 'prog', a: ONE, d: ONE, lo: 0n, hi: null, span };
}

const powerNames = ['', '', 'square', 'cube', 'fourth power', 'fifth power'];

export function bySelfPowerRoots(q: Question): Decision | null {
	const a = q.a;
	if (a.k !== 'selfpowers' || q.depth <= 0) return null;
	const args: SetIR = { k: 'filter', v: a.v, dom: a.dom, cond: a.cond, span: a.span };
	for (let d = 2; d < powerNames.length; d++) {
		const multiples: SetIR = {
			k: 'image',
			v: a.v,
			dom: fromOne(a.span),
			cond: { k: 'const', value: true },
			term: [ZERO, rat(BigInt(d))],
			span: a.span
		};
		const power: Poly = [...Array<typeof ZERO>(d).fill(ZERO), ONE];
		const powers: SetIR = {
			k: 'image',
			v: 'm',
			dom: fromOne(a.span),
			cond: { k: 'const', value: true },
			term: power,
			span: a.span
		};
		if (
			q.part(args, multiples, q.depth - 1) === 'subset' &&
			q.part(powers, q.s, q.depth - 1) === 'subset'
		)
			return subset({ code: 'sub/self-powers', d: String(d) });
	}
	return null;
}
