/**
 * Sets of integers read modulus by modulus, never expanding the lcm of the moduli. A card made of
 * integer ranges, finite lists and conditions on remainders (x mod m in a run of remainders) is
 * read as a formula over such atoms; A ⊆ S is then "A and not S" having no integer, which is
 * split into conjunctions of atoms (cubes). Each cube is solved exactly: remainders for the same
 * modulus are intersected as runs, single classes are joined by the Chinese remainder theorem,
 * moduli sharing a factor are lifted to their lcm only while few runs result (else split by the
 * remainder mod the common factor, or compared through it), and moduli left pairwise coprime
 * are independent, so a cube is empty exactly when one of them allows no remainder. A listed
 * element is tested directly. So {2k : k ∈ ℤ} ∪ ... ∪ {41k : k ∈ ℤ} against ℤ \ {1, -1} takes a
 * test of 1 and -1 per class, and x mod 10^18 < c a single run. Cards outside this reading
 * (fractions, sets of sets, primes, powers) and cubes out of its reach are left to the general
 * normal forms (setnf.ts).
 */
import { gcd } from '../../numbers/integers';
import { TooComplex } from '../errors';
import { type SetIR } from '../read/ir';
import { bmod } from '../../numbers/modular';
import type { Work } from '../work';
import { and, not, Outside, res, type Formula } from './formula';
import { traceSet } from './cardformula';
import { solve } from './cubes';

/** The moduli a formula uses. */
function moduliOf(f: Formula, out: Set<bigint>): void {
	if (f.k === 'res') out.add(f.m);
	else if (f.k === 'and' || f.k === 'or') for (const g of f.args) moduliOf(g, out);
	else if (f.k === 'not') moduliOf(f.arg, out);
}

export interface Reading {
	/** The elements are n/scale: the lcm of the denominators written on A. */
	scale: bigint;
	/** The n of A, and those of S. */
	a: Formula;
	s: Formula;
	/** The n of A that are not in S. */
	outside: Formula;
	/** The lcm of the moduli the cards use, capped just above `cap`. */
	period: bigint;
}

/** Finest lattice read: A's elements are multiples of 1/d for d at most this. */
const maxScale = 1n << 20n;

/** The lcm of the denominators of the numbers written in a card's meaning (capped above maxScale). */
function denominators(ir: unknown, l = 1n): bigint {
	if (ir === null || typeof ir !== 'object' || l > maxScale) return l;
	if ('n' in ir && 'd' in ir && typeof ir.n === 'bigint' && typeof ir.d === 'bigint')
		return (l / gcd(l, ir.d)) * ir.d;
	for (const value of Object.values(ir)) l = denominators(value, l);
	return l;
}

/**
 * A ⊆ S read modulus by modulus, or null when A is not a set of numbers n/d read here, with d the
 * lcm of the denominators on A (S may hold other numbers: only those n/d matter).
 */
export function readQuestion(a: SetIR, s: SetIR, naturalsFrom: 0 | 1, cap: bigint): Reading | null {
	try {
		const scale = denominators(a);
		if (scale > maxScale) return null;
		const ta = traceSet(a, { naturalsFrom, d: scale });
		if (!ta.ints) return null;
		const ts = traceSet(s, { naturalsFrom, d: scale });
		const outside = and(ta.f, not(ts.f));
		// The cards' own moduli: A and not S may simplify to nothing, which says nothing of them.
		const moduli = new Set<bigint>();
		moduliOf(ta.f, moduli);
		moduliOf(ts.f, moduli);
		let period = 1n;
		for (const m of moduli) {
			period = (period / gcd(period, m)) * m;
			if (period > cap) break;
		}
		return { scale, a: ta.f, s: ts.f, outside, period };
	} catch (err) {
		if (err instanceof Outside) return null;
		throw err;
	}
}

/**
 * Why A ⊆ S in one fact, for a reason in words: a modulus m and at most three remainders such that
 * every element of A leaves one of them, and every integer that does is in S; null when no
 * modulus among the small ones and the cards' own gives such a fact.
 */
export function commonRemainders(w: Work, q: Reading): [bigint, bigint[]] | null {
	const moduli = new Set<bigint>();
	moduliOf(q.a, moduli);
	moduliOf(q.s, moduli);
	const candidates = [
		...[1n, 2n, 3n, 4n, 5n, 6n, 8n, 9n, 10n, 12n],
		...[...moduli].filter((m) => m > 12n).sort((x, y) => (x < y ? -1 : 1))
	].slice(0, 24);
	for (const m of candidates) {
		try {
			const met: bigint[] = [];
			for (;;) {
				const other = solve(
					w,
					and(
						q.a,
						not(
							res(
								m,
								met.map((r): [bigint, bigint] => [r, r])
							)
						)
					),
					true
				);
				if (other.empty || met.length > 3) break;
				met.push(bmod(other.witness, m));
			}
			if (met.length > 3 || (m > 1n && BigInt(met.length) === m)) continue;
			const such = res(
				m,
				met.map((r): [bigint, bigint] => [r, r])
			);
			if (solve(w, and(such, not(q.s))).empty) return [m, met.sort((x, y) => (x < y ? -1 : 1))];
		} catch (err) {
			// This modulus cannot be compared with the cards' own: try the next.
			if (!(err instanceof TooComplex)) throw err;
		}
	}
	return null;
}
