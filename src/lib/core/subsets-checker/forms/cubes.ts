/**
 * Whether a formula over integers holds for some integer (congruences.ts), and the nearest such
 * integer to 0: the formula in negation normal form is split into conjunctions of literals
 * (cubes), each solved exactly by runs per modulus and the Chinese remainder theorem, or, out of
 * reach, by testing the integers nearest the start.
 */
import { gcd } from '../../numbers/integers';
import { TooComplex } from '../errors';
import { bmod, crt } from '../../numbers/modular';
import { bceilDiv, bfloorDiv } from '../arithmetic/rational';
import type { Work } from '../work';
import {
	complementRuns,
	firstCongruent,
	interRuns,
	liftRuns,
	maxRuns,
	projectRuns,
	type Runs
} from './runs';
import { and, or, range, holds, TRUE, FALSE, type Formula } from './formula';

/** Most integers of a bounded cube tested one by one. */
const maxScan = 4096;
/** Integers nearest the start tried before a witness is built by the remainder theorem. */
const nearTries = 256;

// ------------------------------------------------------------------------------------------
// Solving

type Lit =
	| { k: 'res'; m: bigint; runs: Runs }
	| { k: 'range'; lo: bigint | null; hi: bigint | null }
	| { k: 'pts'; v: bigint[] }
	| { k: 'notpts'; v: bigint[] };

/** A formula in negation normal form: literals joined by "and" and "or". */
type Nnf = Lit | typeof TRUE | typeof FALSE | NnfJunction;
interface NnfJunction {
	k: 'and' | 'or';
	args: Nnf[];
}

/** Negations pushed down to the atoms. */
function nnf(f: Formula, positive: boolean): Nnf {
	switch (f.k) {
		case 'true':
			return positive ? TRUE : FALSE;
		case 'false':
			return positive ? FALSE : TRUE;
		case 'res':
			return positive ? f : { k: 'res', m: f.m, runs: complementRuns(f.runs, f.m) };
		case 'range':
			if (positive) return f;
			return or(
				f.lo === null ? FALSE : range(null, f.lo - 1n),
				f.hi === null ? FALSE : range(f.hi + 1n, null)
			);
		case 'pts':
			return positive ? f : { k: 'notpts', v: f.v };
		case 'not':
			return nnf(f.arg, !positive);
		case 'and':
		case 'or': {
			const args = f.args.map((g) => nnf(g, positive));
			return (f.k === 'and') === positive ? and(...args) : or(...args);
		}
	}
}

export type CubeAnswer = { empty: true } | { empty: false; witness: bigint };

/**
 * An integer satisfying the formula (nearest to 0 among those found, or the first found with
 * `anyWitness`), or empty: true when there is none. Throws TooComplex when it cannot tell within its means.
 */
export function solve(w: Work, f: Formula, anyWitness = false): CubeAnswer {
	const root = nnf(f, true);
	let best: bigint | null = null;
	const search: Search = { tries: scanChecks, witnessKnown: false };
	const visit = (todo: Nnf[], cube: Lit[]): void => {
		w.spend();
		if (anyWitness && best !== null) return;
		// A witness is known and no test is left to find a nearer one: nothing more to learn.
		if (search.witnessKnown && search.tries <= 0) return;
		if (!todo.length) {
			const answer = solveOrScan(w, cube, search);
			if (answer.empty || answer.witness === null) return;
			if (best === null || closer(answer.witness, best)) best = answer.witness;
			search.witnessKnown = true;
			return;
		}
		const [first, ...rest] = todo;
		switch (first.k) {
			case 'true':
				return visit(rest, cube);
			case 'false':
				return;
			case 'and':
				return visit([...first.args, ...rest], cube);
			case 'or':
				for (const g of first.args) visit([g, ...rest], cube);
				return;
			default:
				if (first.k === 'res' && quickEmpty(first, cube)) return;
				return visit(rest, [...cube, first]);
		}
	};
	visit([root], []);
	return best === null ? { empty: true } : { empty: false, witness: best };
}

/** Whether x is nearer 0 than y; at equal distance the positive one is. */
function closer(x: bigint, y: bigint): boolean {
	const ax = x < 0n ? -x : x;
	const ay = y < 0n ? -y : y;
	return ax < ay || (ax === ay && x > y);
}

/** Whether the cube already holds a class of the same modulus that the new runs exclude. */
function quickEmpty(lit: Lit & { k: 'res' }, cube: Lit[]): boolean {
	for (const c of cube)
		if (c.k === 'res' && c.m === lit.m && interRuns(c.runs, lit.runs).length === 0) return true;
	return false;
}

function litHolds(l: Lit, x: bigint): boolean {
	return l.k === 'notpts' ? !l.v.includes(x) : holds(l, x);
}

/** The integers start, start + 1, start - 1, ... inside [lo, hi], at most n of them. */
function* near(start: bigint, lo: bigint | null, hi: bigint | null, n: number): Generator<bigint> {
	let made = 0;
	for (let d = 0n; made < n; d++) {
		const up = start + d;
		const down = start - d;
		const upIn = (lo === null || up >= lo) && (hi === null || up <= hi);
		const downIn = d > 0n && (lo === null || down >= lo) && (hi === null || down <= hi);
		if (!upIn && !downIn) return;
		if (upIn) {
			made++;
			yield up;
		}
		if (downIn) {
			made++;
			yield down;
		}
	}
}

/**
 * What the cubes of one formula share: the integers they may still test near the start (a cube
 * whose remainders are rarely all met would otherwise test hundreds of them in vain), and whether
 * a witness is known already (then a cube only looks for a nearer one, by testing).
 */
interface Search {
	tries: number;
	witnessKnown: boolean;
}

/** Tests of one literal at one integer that the cubes of a formula share (see Search). */
const scanChecks = 40000;

/**
 * A cube solved exactly, or when that is out of reach, a witness found by testing the integers
 * nearest the start (a not-subset answer needs one element, not the whole structure).
 */
function solveOrScan(
	w: Work,
	cube: Lit[],
	search: Search
): { empty: true } | { empty: false; witness: bigint | null } {
	try {
		return solveCube(w, cube, search);
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
		const [lo, hi] = rangeOf(cube);
		const tries = Math.floor(search.tries / cube.length);
		search.tries = 0;
		for (const x of near(startOf(lo, hi), lo, hi, tries)) {
			w.spend(cube.length);
			if (cube.every((l) => litHolds(l, x))) return { empty: false, witness: x };
		}
		throw err;
	}
}

/** The bounds of the cube's ranges (null: unbounded). */
function rangeOf(cube: Lit[]): [bigint | null, bigint | null] {
	let lo: bigint | null = null;
	let hi: bigint | null = null;
	for (const l of cube)
		if (l.k === 'range') {
			if (l.lo !== null && (lo === null || l.lo > lo)) lo = l.lo;
			if (l.hi !== null && (hi === null || l.hi < hi)) hi = l.hi;
		}
	return [lo, hi];
}

/** Where witnesses are looked for first: 0, or the end of the range nearest it. */
function startOf(lo: bigint | null, hi: bigint | null): bigint {
	return lo !== null && lo > 0n ? lo : hi !== null && hi < 0n ? hi : 0n;
}

/**
 * Whether every two of the moduli have a common factor dividing M (coprime ones have 1), shown
 * at once for each by its common factor with the product of the others.
 */
function compatible(moduli: bigint[], M: bigint): boolean {
	let product = 1n;
	for (const m of moduli) product *= m;
	return moduli.every((m) => M % gcd(m, (product / m) % m) === 0n);
}

/** Most cases a cube is split into by the remainder modulo a common factor of two moduli. */
const maxSplit = 64;

/**
 * The cube split by x mod g, over the remainders that agree with r mod known (known divides g):
 * in each case the common factor g divides the class's modulus.
 */
function splitBy(
	w: Work,
	cube: Lit[],
	search: Search,
	g: bigint,
	r: bigint,
	known: bigint
): { empty: true } | { empty: false; witness: bigint | null } {
	let best: bigint | null = null;
	let any = false;
	for (let c = bmod(r, known); c < g; c += known) {
		const answer = solveCube(w, [...cube, { k: 'res', m: g, runs: [[c, c]] }], search);
		if (answer.empty) continue;
		any = true;
		if (answer.witness !== null && (best === null || closer(answer.witness, best)))
			best = answer.witness;
	}
	return any ? { empty: false, witness: best } : { empty: true };
}

/** A cube's literals by kind: its listed elements, the elements it excludes, its runs by modulus. */
interface CubeParts {
	listed: bigint[] | null;
	except: Set<bigint>;
	byModulus: Map<bigint, Runs>;
}

/** The cube's literals by kind, or null when two runs for one modulus leave no remainder. */
function partsOf(cube: Lit[]): CubeParts | null {
	let listed: bigint[] | null = null;
	const except = new Set<bigint>();
	const byModulus = new Map<bigint, Runs>();
	for (const l of cube) {
		if (l.k === 'range') continue;
		if (l.k === 'pts') listed = listed ? listed.filter((v) => l.v.includes(v)) : l.v;
		else if (l.k === 'notpts') for (const v of l.v) except.add(v);
		else {
			const old = byModulus.get(l.m);
			const runs = old ? interRuns(old, l.runs) : l.runs;
			if (!runs.length) return null;
			byModulus.set(l.m, runs);
		}
	}
	return { listed, except, byModulus };
}

/**
 * The classes joined so far into one, x ≡ r (mod M), and the runs of the other moduli; whether a
 * comparison through a common factor picked a class of its own (`projected`).
 */
interface Joined {
	r: bigint;
	M: bigint;
	multi: [bigint, Runs][];
	projected: boolean;
}

/** The class v mod m joined to x ≡ r (mod M); false when they have no common element. */
function addClass(joined: Joined, v: bigint, m: bigint): boolean {
	const c = crt(joined.r, joined.M, v, m);
	if (!c) return false;
	[joined.r, joined.M] = c;
	return true;
}

/**
 * Runs of moduli that share a factor, joined until every two moduli are compatible with M: null
 * then, or the cube's answer when a join shows it empty or it is split by a common factor.
 */
function joinShared(w: Work, cube: Lit[], search: Search, joined: Joined): CubeResult | null {
	for (
		let merged = !compatible(
			joined.multi.map(([m]) => m),
			joined.M
		);
		merged;
	) {
		merged = false;
		search: for (let i = 0; i < joined.multi.length; i++)
			for (let j = i + 1; j < joined.multi.length; j++) {
				const [mi, ri] = joined.multi[i];
				const [mj, rj] = joined.multi[j];
				const g = gcd(mi, mj);
				if (joined.M % g === 0n) continue;
				const l = (mi / g) * mj;
				if (BigInt(ri.length) * (l / mi) + BigInt(rj.length) * (l / mj) <= maxRuns(w)) {
					const runs = interRuns(liftRuns(w, ri, mi, l), liftRuns(w, rj, mj, l));
					if (!runs.length) return { empty: true };
					joined.multi = joined.multi.filter((_, k) => k !== i && k !== j);
					if (runs.length === 1 && runs[0][0] === runs[0][1]) {
						if (!addClass(joined, runs[0][0], l)) return { empty: true };
					} else joined.multi.push([l, runs]);
					merged = true;
					break search;
				}
				const known = gcd(g, joined.M);
				if (g / known <= BigInt(maxSplit)) return splitBy(w, cube, search, g, joined.r, known);
				// x mod mi = u and x mod mj = v agree exactly when u ≡ v (mod g): two moduli that
				// share factors with no other are compared through their remainders mod g.
				const alone = joined.multi.every(
					([mk], k) => k === i || k === j || (gcd(mk, mi) === 1n && gcd(mk, mj) === 1n)
				);
				if (!alone || gcd(joined.M, mi) !== 1n || gcd(joined.M, mj) !== 1n)
					throw new TooComplex('moduli sharing factors, with too many runs at their lcm');
				const common = interRuns(projectRuns(ri, g), projectRuns(rj, g));
				if (!common.length) return { empty: true };
				const c = common[0][0];
				joined.multi = joined.multi.filter((_, k) => k !== i && k !== j);
				// c is a remainder mod g of both runs, so each holds a class congruent to it.
				const ci = firstCongruent(ri, c, g);
				const cj = firstCongruent(rj, c, g);
				if (ci === null || cj === null) throw new TypeError('a common remainder was lost');
				addClass(joined, ci, mi);
				addClass(joined, cj, mj);
				joined.projected = true;
				merged = true;
				break search;
			}
	}
	return null;
}

/** A cube's answer: a non-empty cube may leave its witness out (null) when one is known already. */
type CubeResult = { empty: true } | { empty: false; witness: bigint | null };

/** Empty or not; a non-empty cube may leave its witness out (null) when one is known already. */
function solveCube(w: Work, cube: Lit[], search: Search): CubeResult {
	w.spend(cube.length);
	const [lo, hi] = rangeOf(cube);
	const parts = partsOf(cube);
	if (!parts) return { empty: true };
	const { listed, except, byModulus } = parts;
	if (lo !== null && hi !== null && lo > hi) return { empty: true };
	const all = (x: bigint) => cube.every((l) => litHolds(l, x));
	const start = startOf(lo, hi);
	// A listed element, or a short range: test each integer.
	const scan = (candidates: Iterable<bigint>): CubeAnswer => {
		let best: bigint | null = null;
		for (const x of candidates) {
			w.spend(cube.length);
			if (all(x) && (best === null || closer(x, best))) best = x;
		}
		return best === null ? { empty: true } : { empty: false, witness: best };
	};
	if (listed) return scan(listed);
	if (lo !== null && hi !== null && hi - lo < BigInt(maxScan))
		return scan(near(start, lo, hi, maxScan));

	// Single classes joined into one (r mod M); runs for moduli sharing a factor joined too.
	const joined: Joined = { r: 0n, M: 1n, multi: [], projected: false };
	for (const [m, runs] of byModulus) {
		if (runs.length === 1 && runs[0][0] === runs[0][1]) {
			if (!addClass(joined, runs[0][0], m)) return { empty: true };
		} else joined.multi.push([m, runs]);
	}
	// Two moduli whose common factor divides M need nothing more: remainders that agree with
	// the class r mod M agree with each other there. Other pairs are joined at their lcm when few
	// runs result, split by the remainder mod their common factor when it is small, or compared
	// through it when they share factors with no other modulus.
	const [r0, M0] = [joined.r, joined.M];
	const answer = joinShared(w, cube, search, joined);
	if (answer) return answer;
	const { r, M, multi, projected } = joined;
	// Pairwise coprime runs: each needs a remainder that agrees with the class r mod M.
	const choice: bigint[] = [];
	for (const [m, runs] of multi) {
		const v = firstCongruent(runs, r, gcd(M, m));
		if (v === null) return { empty: true };
		choice.push(v);
	}
	// Not empty, and periodic: infinite unless bounded on both sides. The elements of the class
	// nearest the start first, as the simplest witnesses (before a comparison mod a common factor
	// picked one class of its own).
	const bounded = lo !== null && hi !== null;
	const [sr, sM] = projected ? [r0, M0] : [r, M];
	const t0 = bfloorDiv(start - sr, sM);
	const tLo = lo === null ? null : bceilDiv(lo - sr, sM);
	const tHi = hi === null ? null : bfloorDiv(hi - sr, sM);
	let found: bigint | null = null;
	const tries = Math.min(nearTries, Math.floor(search.tries / cube.length));
	search.tries = tries === 0 ? 0 : search.tries - tries * cube.length;
	for (const t of near(t0, tLo, tHi, tries)) {
		w.spend(cube.length);
		const x = sr + sM * t;
		if (all(x) && (found === null || closer(x - start, found - start))) found = x;
		// Past the first hit, only the other side at the same distance can be nearer.
		if (found !== null && (t < t0 ? t0 - t : t - t0) > 1n) break;
	}
	// The ends of the runs, a period either side: remainder conditions are often met first there.
	for (const [m, runs] of byModulus)
		for (const [a, b] of runs.slice(0, 8))
			for (const x of [a, b, a + m, b - m, a - m, b + m]) {
				w.spend(cube.length);
				if (all(x) && (found === null || closer(x - start, found - start))) found = x;
			}
	if (found !== null || search.witnessKnown) return { empty: false, witness: found };
	// Built by the remainder theorem from the chosen remainders, then the nearest one to start.
	let x0 = r;
	let P = M;
	multi.forEach(([m], i) => {
		const c = crt(x0, P, choice[i], m);
		if (!c) throw new Error('coprime remainders must agree');
		[x0, P] = c;
	});
	let x = start + bmod(x0 - start, P);
	if ((hi !== null && x > hi) || (lo === null && closer(x - P - start, x - start))) x -= P;
	if (bounded && (x < lo || x > hi)) throw new TooComplex('a bounded search over large moduli');
	for (let i = 0; i <= except.size; i++) {
		if (all(x)) return { empty: false, witness: x };
		x = hi !== null && lo === null ? x - P : x + P;
		if (bounded && x > hi) break;
	}
	throw new TooComplex('no element found in a bounded range');
}
