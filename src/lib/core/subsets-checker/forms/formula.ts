/**
 * Formulas over integers (congruences.ts): remainder runs, ranges and listed integers joined by
 * "and", "or" and "not", with their images under x ↦ a·x + b.
 */
import { gcd } from '../../numbers/integers';
import { bmod, modInverse } from '../../numbers/modular';
import { bceilDiv, bfloorDiv } from '../arithmetic/rational';
import {
	complementRuns,
	inRuns,
	isFullRuns,
	negateRuns,
	normRuns,
	shiftRuns,
	type Runs
} from './runs';

export type Formula =
	| { k: 'true' }
	| { k: 'false' }
	/** x mod m lies in one of the runs. */
	| { k: 'res'; m: bigint; runs: Runs }
	/** lo <= x <= hi (null: unbounded). */
	| { k: 'range'; lo: bigint | null; hi: bigint | null }
	| { k: 'pts'; v: bigint[] }
	| { k: 'and' | 'or'; args: Formula[] }
	| { k: 'not'; arg: Formula };

/** Thrown when a card leaves the fragment read here; the general path then answers. */
export class Outside extends Error {}

export const TRUE: { k: 'true' } = { k: 'true' };
export const FALSE: { k: 'false' } = { k: 'false' };

/** What `res` and `range` build: a remainder or range condition, or a fixed truth. */
export type Basic =
	| typeof TRUE
	| typeof FALSE
	| { k: 'res'; m: bigint; runs: Runs }
	| { k: 'range'; lo: bigint | null; hi: bigint | null };

/** A conjunction or disjunction of formulas of one kind (a Formula, or one in `Nnf`). */
export type Junction<F> = { k: 'and' | 'or'; args: F[] };

// ------------------------------------------------------------------------------------------
// Formulas

// Generic over the kind of formula, so a formula in negation normal form stays one.
export function and<F extends { k: string }>(...args: F[]): F | Junction<F> | Basic {
	if (args.some((f) => f.k === 'false')) return FALSE;
	const kept = args.filter((f) => f.k !== 'true');
	return kept.length === 0 ? TRUE : kept.length === 1 ? kept[0] : { k: 'and', args: kept };
}
export function or<F extends { k: string }>(...args: F[]): F | Junction<F> | Basic {
	if (args.some((f) => f.k === 'true')) return TRUE;
	const kept = args.filter((f) => f.k !== 'false');
	return kept.length === 0 ? FALSE : kept.length === 1 ? kept[0] : { k: 'or', args: kept };
}
export function not(f: Formula): Formula {
	return f.k === 'true' ? FALSE : f.k === 'false' ? TRUE : { k: 'not', arg: f };
}
export function res(m: bigint, runs: Runs): Basic {
	if (m === 1n) return runs.length ? TRUE : FALSE;
	const r = normRuns(runs);
	return r.length === 0 ? FALSE : isFullRuns(r, m) ? TRUE : { k: 'res', m, runs: r };
}
export function range(lo: bigint | null, hi: bigint | null): Basic {
	if (lo !== null && hi !== null && lo > hi) return FALSE;
	return lo === null && hi === null ? TRUE : { k: 'range', lo, hi };
}
export function classOf(r: bigint, m: bigint): Formula {
	const v = bmod(r, m);
	return res(m, [[v, v]]);
}

/** Whether the integer x satisfies the formula. */
export function holds(f: Formula, x: bigint): boolean {
	switch (f.k) {
		case 'true':
			return true;
		case 'false':
			return false;
		case 'res':
			return inRuns(f.runs, bmod(x, f.m));
		case 'range':
			return (f.lo === null || x >= f.lo) && (f.hi === null || x <= f.hi);
		case 'pts':
			return f.v.includes(x);
		case 'and':
			return f.args.every((g) => holds(g, x));
		case 'or':
			return f.args.some((g) => holds(g, x));
		case 'not':
			return !holds(f.arg, x);
	}
}

export type Atom = Formula & { k: 'res' | 'range' | 'pts' };

/** The formula with each atom replaced, and the connectives kept. */
export function mapAtoms(f: Formula, atom: (a: Atom) => Formula): Formula {
	switch (f.k) {
		case 'true':
		case 'false':
			return f;
		case 'and':
		case 'or':
			return { k: f.k, args: f.args.map((g) => mapAtoms(g, atom)) };
		case 'not':
			return not(mapAtoms(f.arg, atom));
		default:
			return atom(f);
	}
}

/** {x : -x satisfies f}. */
export function negated(f: Formula): Formula {
	return mapAtoms(f, (g) =>
		g.k === 'res'
			? res(g.m, negateRuns(g.runs, g.m))
			: g.k === 'range'
				? range(g.hi === null ? null : -g.hi, g.lo === null ? null : -g.lo)
				: { k: 'pts', v: g.v.map((v) => -v) }
	);
}

/** {x : x - s satisfies f}. */
export function shifted(f: Formula, s: bigint): Formula {
	return mapAtoms(f, (g) =>
		g.k === 'res'
			? res(g.m, shiftRuns(g.runs, s, g.m))
			: g.k === 'range'
				? range(g.lo === null ? null : g.lo + s, g.hi === null ? null : g.hi + s)
				: { k: 'pts', v: g.v.map((v) => v + s) }
	);
}

/**
 * For a > 0 and 0 <= b0 < a: a formula that agrees, on x ≡ b0 (mod a), with "(x - b0)/a
 * satisfies f" (off that class it may say anything: it is always taken with the class).
 */
export function stretched(f: Formula, a: bigint, b0: bigint): Formula {
	return mapAtoms(f, (g) =>
		g.k === 'res'
			? // x mod a·m = a·((x - b0)/a mod m) + b0.
				res(
					a * g.m,
					g.runs.map(([lo, hi]) => [a * lo + b0, a * hi + b0])
				)
			: g.k === 'range'
				? range(g.lo === null ? null : a * g.lo + b0, g.hi === null ? null : a * g.hi + b0)
				: { k: 'pts', v: g.v.map((v) => a * v + b0) }
	);
}

/** {a·k + b : k satisfies f} for integers a ≠ 0, b. */
export function imageOf(f: Formula, a: bigint, b: bigint): Formula {
	if (a < 0n) return imageOf(negated(f), -a, b);
	const q = bfloorDiv(b, a);
	const b0 = b - a * q;
	// a·k + b = a·(k + q) + b0.
	return and(classOf(b0, a), stretched(shifted(f, q), a, b0));
}

/** {x : a·x + b satisfies f} for integers a ≠ 0, b. */
export function preimageOf(f: Formula, a: bigint, b: bigint): Formula {
	if (a < 0n) return preimageOf(negated(f), -a, -b);
	const g = shifted(f, -b);
	if (a === 1n) return g;
	return preimageScaled(g, a);
}

/** {x : a·x satisfies f} for a > 1. */
export function preimageScaled(f: Formula, a: bigint): Formula {
	return mapAtoms(f, (g) => {
		if (g.k === 'range')
			return range(
				g.lo === null ? null : bceilDiv(g.lo, a),
				g.hi === null ? null : bfloorDiv(g.hi, a)
			);
		if (g.k === 'pts') return { k: 'pts', v: g.v.filter((v) => v % a === 0n).map((v) => v / a) };
		const m = g.m;
		// a·x mod m depends on x mod m/gcd(a, m) only: a single remainder (or all but one) is a
		// congruence, and otherwise m/gcd(a, m) must be small enough to list.
		if (g.runs.length === 1 && g.runs[0][0] === g.runs[0][1]) return congruence(a, g.runs[0][0], m);
		const comp = complementRuns(g.runs, m);
		if (comp.length === 1 && comp[0][0] === comp[0][1]) return not(congruence(a, comp[0][0], m));
		const mm = m / gcd(a, m);
		if (mm > 4096n) throw new Outside('a scaled remainder run');
		const out: Runs = [];
		for (let t = 0n; t < mm; t++) if (inRuns(g.runs, bmod(a * t, m))) out.push([t, t]);
		return res(mm, out);
	});
}

/** {x : a·x ≡ c (mod m)}, m > 0. */
export function congruence(a: bigint, c: bigint, m: bigint): Formula {
	a = bmod(a, m);
	if (a === 0n) return bmod(c, m) === 0n ? TRUE : FALSE;
	const g = gcd(a, m);
	if (bmod(c, g) !== 0n) return FALSE;
	const mm = m / g;
	return classOf((c / g) * modInverse(a / g, mm), mm);
}
