/**
 * A ⊆ S for remainder runs below every factor of their moduli, such as
 * {x ∈ ℤ | x mod p·q < r₁ and x mod p·s < r₂} ⊆ {x ∈ ℤ | x mod q·s < r₃} for large primes p, q, s,
 * whose common period p·q·s no table or listing reaches. With r ≤ every coprime factor f of m,
 * x mod m < r says exactly that x leaves one same remainder t < r on division by each f (the
 * Chinese remainder theorem). So each condition ties its factors' remainders together: the factors
 * of A fall into groups whose remainders are equal and below the group's least r, the others are
 * free, and the groups are independent. A condition of S then holds for every element of A unless
 * its factors lie in two groups that can differ, or their common value can reach its r; either
 * way the values that break it give a witness by the Chinese remainder theorem.
 */
import { gcd } from '../../numbers/integers';
import { crtCoprime } from '../../numbers/modular';
import { TooComplex } from '../errors';
import { factorize } from '../forms/residuebases';
import { isInt, rat } from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import { coef, degree, type CondIR, type SetIR } from '../read/ir';
import type { Work } from '../work';
import { confirmedWitness, subset, type Decision, type Question } from './question';

/** x mod m < r, with r ≥ 1. */
interface Run {
	m: bigint;
	r: bigint;
}

/** The runs of a card {x ∈ ℤ | x mod m₁ < r₁ and ...}, or null for any other card. */
function runsOf(card: SetIR): Run[] | null {
	if (card.k !== 'filter' || card.dom?.k !== 'named' || card.dom.name !== 'Z') return null;
	const conds: CondIR[] = card.cond.k === 'and' ? card.cond.args : [card.cond];
	const out: Run[] = [];
	for (const c of conds) {
		if (c.k !== 'modcmp' || (c.op !== '<' && c.op !== '<=')) return null;
		if (degree(c.arg) !== 1 || coef(c.arg, 0).n !== 0n) return null;
		const a = coef(c.arg, 1);
		if (a.n !== 1n || a.d !== 1n || !isInt(c.m) || !isInt(c.c)) return null;
		const r = c.op === '<' ? c.c.n : c.c.n + 1n;
		if (r < 1n || c.m.n < 2n) return null;
		out.push({ m: c.m.n, r });
	}
	return out.length ? out : null;
}

/** The coprime factors (prime powers, or larger coprime bases) of each run's modulus, or null. */
function factorsOf(w: Work, runs: Run[]): bigint[][] | null {
	const exponent = new Map<bigint, number>();
	const lists: bigint[][] = [];
	for (const run of runs) {
		const list: bigint[] = [];
		for (const [base, e] of factorize(w, run.m)) {
			const seen = exponent.get(base);
			// The same base to another power in another modulus: not a common basis.
			if (seen !== undefined && seen !== e) return null;
			exponent.set(base, e);
			list.push(base ** BigInt(e));
		}
		lists.push(list);
	}
	const bases = [...exponent.keys()];
	for (let i = 0; i < bases.length; i++)
		for (let j = i + 1; j < bases.length; j++) if (gcd(bases[i], bases[j]) !== 1n) return null;
	return lists;
}

/** A ⊆ S for cards of remainder runs below their moduli's factors, as described above. */
export function byDiagonal(q: Question): Decision | null {
	const runsA = runsOf(q.a);
	const runsS = runsOf(q.s);
	if (!runsA || !runsS) return null;
	const { w } = q;
	try {
		const lists = factorsOf(w, [...runsA, ...runsS]);
		if (!lists) return null;
		const runs = [...runsA, ...runsS];
		for (let i = 0; i < runs.length; i++) for (const f of lists[i]) if (runs[i].r > f) return null;
		// Groups of A's factors (union-find); a free factor is a group of its own, values below f.
		const parent = new Map<bigint, bigint>();
		const range = new Map<bigint, bigint>();
		const find = (f: bigint): bigint => {
			let x = f;
			while (parent.get(x) !== x) x = parent.get(x) as bigint;
			return x;
		};
		for (const list of lists)
			for (const f of list)
				if (!parent.has(f)) {
					parent.set(f, f);
					range.set(f, f);
				}
		runsA.forEach((run, i) => {
			const [first, ...rest] = lists[i];
			for (const f of rest) {
				const a = find(first);
				const b = find(f);
				if (a === b) continue;
				parent.set(b, a);
				const ra = range.get(a) as bigint;
				const rb = range.get(b) as bigint;
				range.set(a, ra < rb ? ra : rb);
			}
			const root = find(first);
			if (run.r < (range.get(root) as bigint)) range.set(root, run.r);
		});
		for (let j = 0; j < runsS.length; j++) {
			const groups = [...new Set(lists[runsA.length + j].map(find))];
			const ranges = groups.map((g) => range.get(g) as bigint);
			const least = ranges.reduce((x, y) => (x < y ? x : y));
			let values: Map<bigint, bigint> | null = null;
			const wide = groups.find((g) => (range.get(g) as bigint) >= 2n);
			if (groups.length >= 2 && wide !== undefined) values = new Map([[wide, 1n]]);
			else if (least > runsS[j].r) values = new Map(groups.map((g) => [g, runsS[j].r]));
			if (!values) continue;
			// The values that break this run of S; every other group's remainder is 0.
			let x = 0n;
			let m = 1n;
			for (const f of parent.keys()) [x, m] = crtCoprime(x, m, values.get(find(f)) ?? 0n, f);
			return confirmedWitness(q, { t: 'num', v: surd(rat(x)) });
		}
		return subset({ code: 'sub/short-runs' });
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}
