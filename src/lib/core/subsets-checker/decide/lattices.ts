/**
 * A ⊆ S for grids of fractions whose denominators are too large for a common scale, such as
 * {k/1000003 : k ∈ ℤ} ⊆ {k/1000033 : k ∈ ℤ} or {k/2^50 : k ∈ ℤ} ⊆ {k/2^51 : k ∈ ℤ}: the normal
 * form lists the lattice at the lcm of every denominator, which is past its limit. Here each card
 * is read as a few pieces {a·k + b : k ∈ ℤ, lo ≤ k ≤ hi} (a > 0; a grid of step a through b, cut
 * to a range of k; images of a linear term over ℤ, ℕ, ℕ₀, ℤ⁺ or ℤ⁻ with comparisons and one
 * remainder condition on k, ellipses, {x ∈ ℚ | c·x + d ∈ ℤ}, unions, cuts by an interval) and
 * compared by structure, in exact fractions:
 *
 * - a piece lies in ℚ and ℝ, and in an interval exactly when its first and last points do (its
 *   points grow with k);
 * - a piece P with two points or more lies in a grid G = {c·l + e : l in a range} exactly when
 *   one point p of P is on G ((p − e)/c whole), a/c is whole (two neighbouring points of P are
 *   both on G only if their gap a is a multiple of c), and the first and last l reached lie in
 *   G's range (l grows with k); a piece of one point is asked directly;
 * - P meets G exactly when a·k + b = c·l + e has a solution with k and l in their ranges: over a
 *   common denominator D, (aD)·k − (cD)·l = (e − b)D, which has whole solutions exactly when
 *   g = gcd(aD, cD) divides (e − b)D, and then they are k = k₀ + t·cD/g, l = l₀ + t·aD/g, so the
 *   ranges give an interval of t that is empty or not;
 * - A ⊆ X \ Y exactly when A ⊆ X and A meets no piece of Y; a union in A is asked piece by piece;
 * - P lies in a union of grids G₁ ∪ G₂ ∪ ... when the k of P are covered by the classes of k
 *   whose points lie on some Gᵢ (each one class k ≡ r (mod m) within a range, by the solution
 *   above): a question about whole numbers, asked as a part. Only its "yes" is taken; a point
 *   missing from every Gᵢ is looked for among a few points of P.
 *
 * Every "not a subset" is a point the evaluator confirms in A and not in S.
 */
import { blcm, egcd } from '../../numbers/modular';
import { isIrr, type End } from '../arithmetic/real';
import {
	add,
	bceilDiv,
	bfloorDiv,
	cmp,
	div,
	isInt,
	mul,
	rat,
	sub,
	type Rat,
	ceil,
	floor
} from '../arithmetic/rational';
import { surd } from '../arithmetic/surd';
import { mirrorOp, signHolds, type Span } from '../read/ast';
import type { CondIR, SetIR } from '../read/ir';
import { confirmedWitness, subset, type Decision, type Question } from './question';
import { assertNever } from '../errors';

/** {a·k + b : k ∈ ℤ, lo ≤ k ≤ hi}, a > 0; null ends are unbounded. */
interface Piece {
	a: Rat;
	b: Rat;
	lo: bigint | null;
	hi: bigint | null;
	/**
	 * The denominator of the term as the card wrote it, when a remainder condition on k made the
	 * step coarser ({k/2^21 : k even} is the grid of step 1/2^20): the normal form lists the card
	 * at the term's own scale, so this row must not leave such a card to it.
	 */
	written?: bigint;
}

/** An interval of real numbers with rational (or infinite) ends. */
interface Range {
	lo: Rat | null;
	loC: boolean;
	hi: Rat | null;
	hiC: boolean;
}

/** Denominators up to this are left to the normal form, which lists them exactly. */
const listedScale = 1n << 20n;

const maxPieces = 16;

function minBig(x: bigint | null, y: bigint | null): bigint | null {
	return x === null ? y : y === null ? x : x < y ? x : y;
}
function maxBig(x: bigint | null, y: bigint | null): bigint | null {
	return x === null ? y : y === null ? x : x > y ? x : y;
}

/** The whole numbers k of a named set of integers, as a range, or null for another name. */
function namedRange(name: string, naturalsFrom: 0 | 1): [bigint | null, bigint | null] | null {
	switch (name) {
		case 'Z':
			return [null, null];
		case 'N':
			return [BigInt(naturalsFrom), null];
		case 'N0':
			return [0n, null];
		case 'Z+':
			return [1n, null];
		case 'Z-':
			return [null, -1n];
		default:
			return null;
	}
}

/**
 * The whole k ≡ r (mod m) that a remainder condition on k + t₀ leaves (t₀ whole), 'none' when it
 * leaves no k, or null for any other condition.
 */
function residueOf(c: CondIR): { m: bigint; r: bigint } | 'none' | null {
	if (c.k === 'mult') {
		// k + t₀ − r ∈ mℤ.
		const [t0 = rat(0n), t1 = rat(0n)] = c.t;
		if (c.t.length !== 2 || t1.n !== 1n || t1.d !== 1n || !isInt(t0)) return null;
		if (!isInt(c.m) || c.m.n <= 0n || !isInt(c.r)) return null;
		return { m: c.m.n, r: c.r.n - t0.n };
	}
	if (c.k === 'modcmp' && c.op === '=') {
		// (k + t₀) mod m = c: no k when c is not one of the remainders 0, ..., m − 1.
		const [t0 = rat(0n), t1 = rat(0n)] = c.arg;
		if (c.arg.length !== 2 || t1.n !== 1n || t1.d !== 1n || !isInt(t0)) return null;
		if (!isInt(c.m) || c.m.n <= 0n || !isInt(c.c)) return null;
		if (c.c.n < 0n || c.c.n >= c.m.n) return 'none';
		return { m: c.m.n, r: c.c.n - t0.n };
	}
	return null;
}

/**
 * The k a condition leaves: a range from linear comparisons on k, and at most one remainder
 * class k ≡ r (mod m) (m = 1 when there is none); null for any other condition.
 */
function conditionRange(
	cond: CondIR
): [bigint | null, bigint | null, { m: bigint; r: bigint }] | null {
	const none = { m: 1n, r: 0n };
	if (cond.k === 'const') return cond.value ? [null, null, none] : [1n, 0n, none];
	// The conditions joined by `and`, however nested (a chain 0 < k < 100 is one `and` inside).
	const args: CondIR[] = [];
	const collect = (c: CondIR): void => {
		if (c.k === 'and') c.args.forEach(collect);
		else args.push(c);
	};
	collect(cond);
	let lo: bigint | null = null;
	let hi: bigint | null = null;
	let cls = none;
	for (const c of args) {
		const res = residueOf(c);
		if (res) {
			if (res === 'none') return [1n, 0n, none];
			if (cls.m !== 1n) return null;
			cls = res;
			continue;
		}
		if (c.k !== 'cmp' || c.t.length > 2) return null;
		// t₀ + t₁·k op 0.
		const t0 = c.t[0] ?? rat(0n);
		const t1 = c.t[1] ?? rat(0n);
		if (t1.n === 0n) {
			const s = t0.n === 0n ? 0 : t0.n > 0n ? 1 : -1;
			if (!signHolds(c.op, s)) return [1n, 0n, none];
			continue;
		}
		if (c.op === '!=') return null;
		// k op' x with x = −t₀/t₁, the order flipped when t₁ < 0.
		const x = div(sub(rat(0n), t0), t1);
		const op = t1.n < 0n ? mirrorOp(c.op) : c.op;
		const upper = op === '<' ? ceil(x) - 1n : floor(x);
		const lower = op === '>' ? floor(x) + 1n : ceil(x);
		if (op === '<' || op === '<=' || op === '=') hi = minBig(hi, upper);
		if (op === '>' || op === '>=' || op === '=') lo = maxBig(lo, lower);
	}
	return [lo, hi, cls];
}

/** The piece {a·k + b} with a of either sign, as one with a positive step. */
function piece(a: Rat, b: Rat, lo: bigint | null, hi: bigint | null): Piece {
	if (a.n > 0n) return { a, b, lo, hi };
	return { a: rat(-a.n, a.d), b, lo: hi === null ? null : -hi, hi: lo === null ? null : -lo };
}

/** The rational end of an interval end, or undefined for an irrational one. */
function ratEnd(e: End | null): Rat | null | undefined {
	if (e === null) return null;
	return isIrr(e) ? undefined : e;
}

/** The interval a card is, or null. */
function rangeOf(card: SetIR): Range | null {
	if (card.k !== 'interval') return null;
	const lo = ratEnd(card.lo);
	const hi = ratEnd(card.hi);
	if (lo === undefined || hi === undefined) return null;
	return { lo, loC: card.loClosed, hi, hiC: card.hiClosed };
}

/** The piece cut to the values inside the range. */
function cut(p: Piece, r: Range): Piece {
	let { lo, hi } = p;
	if (r.lo !== null) {
		// a·k + b ≥ lo (or >) for k ≥ (lo − b)/a.
		const x = div(sub(r.lo, p.b), p.a);
		lo = maxBig(lo, r.loC ? ceil(x) : floor(x) + 1n);
	}
	if (r.hi !== null) {
		const x = div(sub(r.hi, p.b), p.a);
		hi = minBig(hi, r.hiC ? floor(x) : ceil(x) - 1n);
	}
	return { ...p, lo, hi };
}

/** The card as pieces, or null when it is not a union of grids cut to ranges. */
function piecesOf(card: SetIR, naturalsFrom: 0 | 1): Piece[] | null {
	switch (card.k) {
		case 'named': {
			const r = namedRange(card.name, naturalsFrom);
			return r ? [{ a: rat(1n), b: rat(0n), lo: r[0], hi: r[1] }] : null;
		}
		case 'prog':
			return card.d.n > 0n ? [{ a: card.d, b: card.a, lo: card.lo, hi: card.hi }] : null;
		case 'image': {
			if (card.term.length !== 2 || card.term[1].n === 0n || card.dom?.k !== 'named') return null;
			const dom = namedRange(card.dom.name, naturalsFrom);
			const cond = conditionRange(card.cond);
			if (!dom || !cond) return null;
			const lo = maxBig(dom[0], cond[0]);
			const hi = minBig(dom[1], cond[1]);
			// k = m·j + r: the values a·m·j + (a·r + b), for j with lo ≤ m·j + r ≤ hi.
			const { m, r } = cond[2];
			const a = card.term[1];
			const stepped = piece(
				mul(a, rat(m)),
				add(mul(a, rat(r)), card.term[0]),
				lo === null ? null : bceilDiv(lo - r, m),
				hi === null ? null : bfloorDiv(hi - r, m)
			);
			return [{ ...stepped, written: blcm(a.d, card.term[0].d) }];
		}
		case 'filter': {
			// {x ∈ ℚ | t₀ + t₁·x ∈ ℤ}: x = (k − t₀)/t₁ for whole k.
			const dom = card.dom;
			if (dom !== null && (dom.k !== 'named' || (dom.name !== 'Q' && dom.name !== 'R')))
				return null;
			const c = card.cond;
			if (c.k !== 'in' || !c.t || c.t.length !== 2 || c.t[1].n === 0n) return null;
			if (c.set.k !== 'named' || c.set.name !== 'Z') return null;
			const inv = div(rat(1n), c.t[1]);
			return [piece(inv, mul(sub(rat(0n), c.t[0]), inv), null, null)];
		}
		case 'union': {
			const a = piecesOf(card.a, naturalsFrom);
			const b = a && piecesOf(card.b, naturalsFrom);
			return a && b && a.length + b.length <= maxPieces ? [...a, ...b] : null;
		}
		case 'inter': {
			const range = rangeOf(card.b) ?? rangeOf(card.a);
			const other = rangeOf(card.b) ? card.a : card.b;
			const inner = range && piecesOf(other, naturalsFrom);
			return inner ? inner.map((p) => cut(p, range)) : null;
		}
		case 'roster':
		case 'interval':
		case 'diff':
		case 'pow':
		case 'sum':
		case 'powers':
		case 'selfpowers':
		case 'linked':
		case 'product':
		case 'multiples':
			return null;
		default:
			return assertNever(card);
	}
}

const isEmpty = (p: Piece) => p.lo !== null && p.hi !== null && p.lo > p.hi;
const at = (p: Piece, k: bigint): Rat => add(mul(p.a, rat(k)), p.b);

/** The largest denominator among the pieces' numbers. */
function scaleOf(pieces: Piece[]): bigint {
	let d = 1n;
	for (const p of pieces) d = blcm(blcm(blcm(d, p.a.d), p.b.d), p.written ?? 1n);
	return d;
}

/** A few points of the piece, near its ends and near zero, as candidate witnesses. */
function samples(p: Piece, far: bigint[]): bigint[] {
	const ks = new Set<bigint>();
	for (const k of [p.lo, p.lo === null ? null : p.lo + 1n, p.hi, p.hi === null ? null : p.hi - 1n])
		if (k !== null) ks.add(k);
	for (const k of [0n, 1n, -1n, ...far]) ks.add(k);
	return [...ks].filter((k) => (p.lo === null || k >= p.lo) && (p.hi === null || k <= p.hi));
}

/** Whether the piece lies in the range (exact: its points grow with k). */
function inRange(p: Piece, r: Range): boolean {
	if (isEmpty(p)) return true;
	if (r.lo !== null) {
		if (p.lo === null) return false;
		const c = cmp(at(p, p.lo), r.lo);
		if (c < 0 || (c === 0 && !r.loC)) return false;
	}
	if (r.hi !== null) {
		if (p.hi === null) return false;
		const c = cmp(at(p, p.hi), r.hi);
		if (c > 0 || (c === 0 && !r.hiC)) return false;
	}
	return true;
}

/** The l with c·l + e = x when it is whole and in the grid's range, else null. */
function stepOn(g: Piece, x: Rat): bigint | null {
	const l = div(sub(x, g.b), g.a);
	if (!isInt(l)) return null;
	if ((g.lo !== null && l.n < g.lo) || (g.hi !== null && l.n > g.hi)) return null;
	return l.n;
}

/** Whether the piece P lies in the grid G (see the header). */
function inGrid(p: Piece, g: Piece): boolean {
	if (isEmpty(p)) return true;
	if (isEmpty(g)) return false;
	if (p.lo !== null && p.lo === p.hi) return stepOn(g, at(p, p.lo)) !== null;
	if (!isInt(div(p.a, g.a))) return false;
	const k0 = p.lo ?? p.hi ?? 0n;
	if (!isInt(div(sub(at(p, k0), g.b), g.a))) return false;
	// Every point is on G's grid; l grows with k, so the ends decide the range.
	if (g.lo !== null && (p.lo === null || stepOn({ ...g, hi: null }, at(p, p.lo)) === null))
		return false;
	if (g.hi !== null && (p.hi === null || stepOn({ ...g, lo: null }, at(p, p.hi)) === null))
		return false;
	return true;
}

/** The k whose points of P lie on G: k ≡ r (mod m) with lo ≤ k ≤ hi (null ends unbounded). */
interface KClass {
	m: bigint;
	r: bigint;
	lo: bigint | null;
	hi: bigint | null;
}

/**
 * The k of P whose points lie on G (see the header), or null when P and G have no point in
 * common. Exact: the range of t is computed from the four range ends.
 */
function meetingClass(p: Piece, g: Piece): KClass | null {
	if (isEmpty(p) || isEmpty(g)) return null;
	const d = blcm(blcm(p.a.d, p.b.d), blcm(g.a.d, g.b.d));
	const A = mul(p.a, rat(d)).n;
	const C = mul(g.a, rat(d)).n;
	const E = mul(sub(g.b, p.b), rat(d)).n;
	// A·k − C·l = E.
	const [gg, s] = egcd(A, C);
	if (E % gg !== 0n) return null;
	const k0 = s * (E / gg);
	const l0 = (A * k0 - E) / C;
	const stepK = C / gg;
	const stepL = A / gg;
	// k = k0 + t·stepK, l = l0 + t·stepL, both steps positive.
	let tLo: bigint | null = null;
	let tHi: bigint | null = null;
	if (p.lo !== null) tLo = maxBig(tLo, bceilDiv(p.lo - k0, stepK));
	if (p.hi !== null) tHi = minBig(tHi, bfloorDiv(p.hi - k0, stepK));
	if (g.lo !== null) tLo = maxBig(tLo, bceilDiv(g.lo - l0, stepL));
	if (g.hi !== null) tHi = minBig(tHi, bfloorDiv(g.hi - l0, stepL));
	if (tLo !== null && tHi !== null && tLo > tHi) return null;
	return {
		m: stepK,
		r: ((k0 % stepK) + stepK) % stepK,
		lo: tLo === null ? null : k0 + tLo * stepK,
		hi: tHi === null ? null : k0 + tHi * stepK
	};
}

/** A k of P where P meets G, or null when they have no point in common. */
function meeting(p: Piece, g: Piece): bigint | null {
	const c = meetingClass(p, g);
	return c === null ? null : (c.lo ?? c.hi ?? c.r);
}

const span: Span = [0, 0];

/** lo ≤ k ≤ hi as conditions on k (none for an unbounded end). */
function rangeConds(lo: bigint | null, hi: bigint | null): CondIR[] {
	const out: CondIR[] = [];
	// t₀ + t₁·k op 0.
	if (lo !== null) out.push({ k: 'cmp', op: '>=', t: [rat(-lo), rat(1n)] });
	if (hi !== null) out.push({ k: 'cmp', op: '<=', t: [rat(-hi), rat(1n)] });
	return out;
}

/** {k ∈ ℤ | cond}. */
function integersWhere(args: CondIR[], join: 'and' | 'or'): SetIR {
	const cond: CondIR =
		args.length === 0
			? { k: 'const', value: join === 'and' }
			: args.length === 1
				? args[0]
				: { k: join, args };
	return { k: 'filter', v: 'k', dom: { k: 'named', name: 'Z', span }, cond, span };
}

/**
 * Whether the grids of S together hold every point of P, asked as a question about whole
 * numbers: the k of P against the classes of k each grid holds (a covering by remainders, which
 * the rows of congruences decide for moduli of any size). Only "yes" is taken from it.
 */
function covered(q: Question, p: Piece, grids: Piece[]): boolean {
	if (q.depth <= 0) return false;
	const classes: CondIR[] = [];
	for (const g of grids) {
		const c = meetingClass(p, g);
		if (!c) continue;
		const onClass: CondIR = {
			k: 'modcmp',
			arg: [rat(0n), rat(1n)],
			m: rat(c.m),
			op: '=',
			c: rat(c.r)
		};
		const args = [onClass, ...rangeConds(c.lo, c.hi)];
		classes.push(args.length === 1 ? onClass : { k: 'and', args });
	}
	const ks = integersWhere(rangeConds(p.lo, p.hi), 'and');
	return q.part(ks, integersWhere(classes, 'or'), q.depth - 1) === 'subset';
}

/** What S is, for this row: pieces it takes in, pieces it takes out, an interval, or all. */
interface Target {
	/** Every rational is in S (ℚ, ℝ), before what is taken out. */
	all: boolean;
	range: Range | null;
	grids: Piece[] | null;
	out: Piece[];
	/** S is the irrationals: no rational is in it. */
	none: boolean;
}

function targetOf(card: SetIR, naturalsFrom: 0 | 1): Target | null {
	const empty: Target = { all: false, range: null, grids: null, out: [], none: false };
	if (card.k === 'named' && (card.name === 'Q' || card.name === 'R'))
		return { ...empty, all: true };
	const range = rangeOf(card);
	if (range) return { ...empty, range };
	if (card.k === 'diff') {
		if (card.a.k === 'named' && card.a.name === 'R' && card.b.k === 'named' && card.b.name === 'Q')
			return { ...empty, none: true };
		const base = targetOf(card.a, naturalsFrom);
		const out = piecesOf(card.b, naturalsFrom);
		if (!base || !out || base.none || base.out.length) return null;
		return { ...base, out };
	}
	const grids = piecesOf(card, naturalsFrom);
	return grids ? { ...empty, grids } : null;
}

/** A ⊆ S for grids of fractions past the normal form's scale, by structure (see the header). */
export function byLattices(q: Question): Decision | null {
	const pieces = piecesOf(q.a, q.naturalsFrom);
	const target = pieces && targetOf(q.s, q.naturalsFrom);
	if (!pieces || !target) return null;
	// Small denominators are listed exactly by the normal form; this row is for the others.
	const scale = blcm(scaleOf(pieces), scaleOf([...(target.grids ?? []), ...target.out]));
	if (scale <= listedScale) return null;
	const live = pieces.filter((p) => !isEmpty(p));
	const witness = (p: Piece, ks: bigint[]): Decision | null => {
		for (const k of samples(p, ks)) {
			q.w.spend(1);
			const answer = confirmedWitness(q, { t: 'num', v: surd(at(p, k)) });
			if (answer) return answer;
		}
		return null;
	};
	if (target.none) return live.length ? witness(live[0], []) : subset({ code: 'sub/a-empty' });
	for (const p of live) {
		let inside = target.all;
		if (target.range) inside = inRange(p, target.range);
		if (target.grids) {
			// In one grid of S: a proof; in none, a witness is looked for, else no answer here.
			inside = target.grids.some((g) => inGrid(p, g));
			if (!inside && target.grids.length > 1) {
				const found = witness(p, []);
				if (found) return found;
				// Several grids may hold it together: a proof by remainders of k, else no answer.
				if (!covered(q, p, target.grids)) return null;
				inside = true;
			}
		}
		if (!inside) return witness(p, farSamples(p, target));
		for (const g of target.out) {
			const k = meeting(p, g);
			if (k !== null) return witness(p, [k]);
		}
	}
	return subset({ code: 'sub/grids' });
}

/** Values of k whose points lie beyond the ends of S's interval or grid range. */
function farSamples(p: Piece, t: Target): bigint[] {
	const ends: Rat[] = [];
	if (t.range?.lo) ends.push(t.range.lo);
	if (t.range?.hi) ends.push(t.range.hi);
	for (const g of t.grids ?? []) {
		if (g.lo !== null) ends.push(at(g, g.lo));
		if (g.hi !== null) ends.push(at(g, g.hi));
	}
	const out: bigint[] = [];
	for (const e of ends) {
		const x = div(sub(e, p.b), p.a);
		const f = floor(x);
		out.push(f - 1n, f, f + 1n, f + 2n);
	}
	return out;
}
