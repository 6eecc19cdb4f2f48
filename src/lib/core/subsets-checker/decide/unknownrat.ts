/**
 * A ⊆ S when A lists a number made of π and e together (π + e, π·e, π/e), whose rationality
 * nobody knows. Such a number is placed by rational bounds that narrow on demand, so intervals,
 * rays, ℤ (it lies strictly between two whole numbers) and lists of other numbers settle it; ℚ and
 * ℝ \ ℚ never do, and the answer is then `unknown` with that reason. The number is never given a
 * normal form, so this row decides it by walking S's meaning directly, three-valued, as the
 * evaluator does for other numbers; every other element of A goes to the evaluator.
 */
import { assertNever, TooComplex } from '../errors';
import { degree, knownNumber, type CondIR, type SetIR } from '../read/ir';
import { mirrorOp, signHolds, type CompareOp } from '../read/ast';
import { isMixed, pieFloorStrict, ratBetweenPie, type Mixed } from '../arithmetic/pie';
import { pieAffine } from '../arithmetic/piepoly';
import {
	cmp,
	div,
	floor,
	isZero,
	mul,
	neg,
	ONE,
	rat,
	sign,
	sub,
	ZERO,
	type Rat
} from '../arithmetic/rational';
import {
	bounds,
	cmpEnd,
	endToString,
	isIrr,
	linear,
	scaleEnd,
	type End,
	type Real
} from '../arithmetic/real';
import { fromEnd } from '../arithmetic/surd';
import type * as S from '../forms/setnf';
import {
	confirmedWitness,
	inAButNotInS,
	notSubset,
	said,
	subset,
	type Decision,
	type Question
} from './question';

type Truth = boolean | null;

/** What a membership found: its truth, and whether an unknown came from rationality itself. */
interface Found {
	readonly truth: Truth;
	readonly rationality: boolean;
}

const yes: Found = { truth: true, rationality: false };
const no: Found = { truth: false, rationality: false };
const cannotTell: Found = { truth: null, rationality: false };
const nobodyKnows: Found = { truth: null, rationality: true };

function and3(a: Found, b: () => Found): Found {
	if (a.truth === false) return no;
	const y = b();
	if (y.truth === false) return no;
	if (a.truth === true && y.truth === true) return yes;
	return { truth: null, rationality: a.rationality || y.rationality };
}

function or3(a: Found, b: () => Found): Found {
	if (a.truth === true) return yes;
	const y = b();
	if (y.truth === true) return yes;
	if (a.truth === false && y.truth === false) return no;
	return { truth: null, rationality: a.rationality || y.rationality };
}

function not3(a: Found): Found {
	return a.truth === null ? a : a.truth ? no : yes;
}

/** The order of x and y, or null when no proof is found within the work. */
function order(x: Real, y: Real): number | null {
	try {
		return cmpEnd(x, y);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/** Whether x lies on no whole number: strictly between two of them, by its bounds. */
function offIntegers(x: Mixed): boolean {
	return pieFloorStrict(x) !== null;
}

/** x op y by bounds; equality and its negation only when bounds part them. */
function compared(x: Mixed, op: CompareOp, y: Real): Found {
	const c = order(x, y);
	if (c === null) return cannotTell;
	return signHolds(op, c) ? yes : no;
}

/** x ∈ a named set. */
function inNamed(x: Mixed, name: string): Found {
	switch (name) {
		case 'R':
			return yes;
		case 'R+':
			return compared(x, '>', ZERO);
		case 'Q':
			return nobodyKnows;
		case 'Q+': {
			const positive = compared(x, '>', ZERO);
			return positive.truth === false ? no : nobodyKnows;
		}
		case 'Empty':
			return no;
		default:
			// ℕ, ℕ₀, ℤ, ℤ⁺, ℤ⁻, ℙ hold whole numbers only.
			return offIntegers(x) ? no : cannotTell;
	}
}

/** a·x + b op 0 for rationals a, b: the variable against −b/a. */
function linearAt(x: Mixed, op: CompareOp, a: Rat, b: Rat): Found {
	if (isZero(a)) return signHolds(op, sign(b)) ? yes : no;
	const end = neg(div(b, a));
	const c = order(x, end);
	if (c === null) return cannotTell;
	return signHolds(op, sign(a) > 0 ? c : -c) ? yes : no;
}

/** A condition of a set-builder at x. */
function condAt(q: Question, x: Mixed, c: CondIR, depth: number): Found {
	switch (c.k) {
		case 'const':
			return c.value ? yes : no;
		case 'cmp': {
			if (degree(c.t) > 1) return cannotTell;
			return linearAt(x, c.op, c.t[1] ?? ZERO, c.t[0] ?? ZERO);
		}
		case 'cmppie':
			return compared(x, c.op, c.end);
		case 'cmpv': {
			// a·x + b op c: with a ≠ 0 and b rational, x against (c − b)/a.
			if (isZero(c.a) || isIrr(c.b)) return cannotTell;
			const end = scaleEnd(c.c, div(ONE, c.a), neg(div(c.b, c.a)));
			const r = order(x, end);
			if (r === null) return cannotTell;
			return signHolds(c.op, sign(c.a) > 0 ? r : -r) ? yes : no;
		}
		case 'in':
			return c.t === null ? inSet(q, x, c.set, depth + 1) : cannotTell;
		case 'and': {
			let out = yes;
			for (const arg of c.args) out = and3(out, () => condAt(q, x, arg, depth));
			return out;
		}
		case 'or': {
			let out = no;
			for (const arg of c.args) out = or3(out, () => condAt(q, x, arg, depth));
			return out;
		}
		case 'not':
			return not3(condAt(q, x, c.arg, depth));
		default:
			return cannotTell;
	}
}

/** Deepest nesting of S walked. */
const maxDepth = 24;

/** x ∈ S, walking S's meaning. */
function inSet(q: Question, x: Mixed, s: SetIR, depth: number): Found {
	if (depth > maxDepth) return cannotTell;
	q.w.begin();
	switch (s.k) {
		case 'named':
			return inNamed(x, s.name);
		case 'roster': {
			let out = no;
			for (const item of s.items) {
				if (item.k === 'set') continue;
				// The same number, or bounds part x from a different one, or nobody can tell (they
				// may be equal, and against a number of known rationality that is the question).
				const c = order(x, item.v);
				if (c === 0) return yes;
				if (c === null) out = { truth: null, rationality: out.rationality || !isMixed(item.v) };
			}
			return out;
		}
		case 'prog': {
			// a + i·d is a fraction: x is none of them when (x − a)/d is off the whole numbers.
			const scaled = pieAffine(x, div(ONE, s.d), neg(div(s.a, s.d)));
			return offIntegers(scaled) ? no : cannotTell;
		}
		case 'interval': {
			const above = s.lo === null ? yes : compared(x, s.loClosed ? '>=' : '>', s.lo);
			return and3(above, () =>
				s.hi === null ? yes : compared(x, s.hiClosed ? '<=' : '<', s.hi as End)
			);
		}
		case 'union':
			return or3(inSet(q, x, s.a, depth + 1), () => inSet(q, x, s.b, depth + 1));
		case 'inter':
			return and3(inSet(q, x, s.a, depth + 1), () => inSet(q, x, s.b, depth + 1));
		case 'diff':
			return and3(inSet(q, x, s.a, depth + 1), () => not3(inSet(q, x, s.b, depth + 1)));
		case 'pow':
			// The elements of a power set are sets, and a number is never a set.
			return no;
		case 'filter': {
			const inDomain = s.dom === null ? yes : inSet(q, x, s.dom, depth + 1);
			return and3(inDomain, () => condAt(q, x, s.cond, depth));
		}
		case 'image':
		case 'sum':
		case 'powers':
		case 'selfpowers':
		case 'linked':
		case 'product':
		case 'multiples':
			return cannotTell;
		default:
			return assertNever(s);
	}
}

/** The unknown answer that rests on rationality. */
function rationalityUnknown(x: Mixed): Decision {
	return said('unknown', { code: 'sub/unknown-rational', number: endToString(x) });
}

// ------------------------------------------------------------------------------------------
// Sets whose ends are such numbers: {x ∈ ℝ | 2x − e ≤ π} is (−∞, (π + e)/2]

type Bound = Real | null;

/** An interval of ℝ or of ℚ, ends included or not; null ends are infinite. */
interface Span {
	readonly dom: 'R' | 'Q';
	readonly lo: Bound;
	readonly loClosed: boolean;
	readonly hi: Bound;
	readonly hiClosed: boolean;
}

function isPieEnd(x: Bound): x is Mixed {
	return x !== null && isMixed(x);
}

/** One comparison of the variable with a number, as a ray; null for any other condition. */
function rayOf(c: CondIR, dom: 'R' | 'Q'): Span | null {
	const ray = (op: CompareOp, end: Real): Span | null => {
		switch (op) {
			case '<':
			case '<=':
				return { dom, lo: null, loClosed: false, hi: end, hiClosed: op === '<=' };
			case '>':
			case '>=':
				return { dom, lo: end, loClosed: op === '>=', hi: null, hiClosed: false };
			case '=':
				return { dom, lo: end, loClosed: true, hi: end, hiClosed: true };
			default:
				return null;
		}
	};
	if (c.k === 'cmppie') return ray(c.op, c.end);
	if (c.k === 'cmp' && degree(c.t) === 1) {
		// a·x + b op 0: x op −b/a, turned round when a < 0.
		const a = c.t[1];
		const end = neg(div(c.t[0] ?? ZERO, a));
		return ray(sign(a) > 0 ? c.op : mirrorOp(c.op), end);
	}
	return null;
}

/** The tighter of two lower (or upper) ends; null when their order is not proven. */
function tighter(x: Span, y: Span): Span | null {
	let lo = x.lo;
	let loClosed = x.loClosed;
	if (y.lo !== null) {
		const c = lo === null ? -1 : order(lo, y.lo);
		if (c === null) return null;
		if (c < 0 || (c === 0 && !y.loClosed)) [lo, loClosed] = [y.lo, y.loClosed];
	}
	let hi = x.hi;
	let hiClosed = x.hiClosed;
	if (y.hi !== null) {
		const c = hi === null ? 1 : order(hi, y.hi);
		if (c === null) return null;
		if (c > 0 || (c === 0 && !y.hiClosed)) [hi, hiClosed] = [y.hi, y.hiClosed];
	}
	return { dom: x.dom, lo, loClosed, hi, hiClosed };
}

/** A card as an interval of ℝ or ℚ, for the shapes read here; null for any other. */
function spanOf(s: SetIR): Span | null {
	if (s.k === 'interval')
		return { dom: 'R', lo: s.lo, loClosed: s.loClosed, hi: s.hi, hiClosed: s.hiClosed };
	if (s.k === 'named' && (s.name === 'R' || s.name === 'Q'))
		return { dom: s.name, lo: null, loClosed: false, hi: null, hiClosed: false };
	if (s.k !== 'filter') return null;
	const dom = s.dom === null ? spanOf({ k: 'named', name: 'R', span: s.span }) : spanOf(s.dom);
	if (!dom) return null;
	const conds = s.cond.k === 'and' ? s.cond.args : [s.cond];
	let out: Span | null = dom;
	for (const c of conds) {
		const ray = rayOf(c, dom.dom);
		if (!ray || !out) return null;
		out = tighter(out, ray);
	}
	return out;
}

/** Whether a card holds a comparison with a number made of π and e. */
function hasPieEnd(s: SetIR): boolean {
	if (s.k !== 'filter') return false;
	const conds = s.cond.k === 'and' ? s.cond.args : [s.cond];
	return conds.some((c) => c.k === 'cmppie');
}

/** A rational strictly between two ends (x < y), or null when none is found within the work. */
function fractionBetween(x: Real, y: Real): Rat | null {
	try {
		return ratBetweenPie(x, y);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/** A fraction below (side −1) or above (side 1) a finite end. */
function fractionPast(x: Real, side: 1 | -1): Rat | null {
	try {
		const [lo, hi] = bounds(x, 16);
		return side < 0 ? rat(floor(lo) - 1n) : rat(floor(hi) + 1n);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/**
 * A ⊆ S when A is a range of ℝ or ℚ with an end made of π and e ({x ∈ ℝ | 2x − e ≤ π}) and S is
 * a range too: the ends compare by bounds. A witness is a fraction past S's end inside A, checked
 * by the evaluator, or A's end itself when only it is in A and not in S; when that end is the
 * only point in question and A holds only fractions, nobody knows whether it is one.
 */
function byPieEnds(q: Question): Decision | null {
	if (!hasPieEnd(q.a) && !hasPieEnd(q.s)) return null;
	const a = spanOf(q.a);
	if (a && a.lo !== null && isPieEnd(a.lo) && a.loClosed && a.hiClosed && a.hi === a.lo) {
		// A is the one number x = (π + e)/2 (over ℚ: that number if it is rational, else nothing).
		const found = inSet(q, a.lo, q.s, 0);
		if (found.truth === true)
			return subset({ code: 'sub/maybe-only-element', element: endToString(a.lo) });
		if (a.dom === 'R' && found.truth === false) return endWitness(q, a, a.lo);
		return found.rationality || a.dom === 'Q' ? rationalityUnknown(a.lo) : null;
	}
	const s = spanOf(q.s);
	if (!a || !s) return null;
	if (a.dom === 'R' && s.dom === 'Q') return irrationalIn(q, a);
	// An empty A: its ends cross, or meet without both being in.
	if (a.lo !== null && a.hi !== null) {
		const c = order(a.lo, a.hi);
		if (c === null) return null;
		if (c > 0 || (c === 0 && !(a.loClosed && a.hiClosed))) return subset({ code: 'sub/empty' });
	}
	for (const side of [-1, 1] as const) {
		const [aEnd, aClosed, sEnd, sClosed] =
			side < 0 ? [a.lo, a.loClosed, s.lo, s.loClosed] : [a.hi, a.hiClosed, s.hi, s.hiClosed];
		if (sEnd === null) continue;
		// How far A reaches past S's end on this side (c > 0: A reaches past it).
		const c = aEnd === null ? 1 : order(aEnd, sEnd);
		if (c === null) return null;
		const past = side < 0 ? -c : c;
		if (past < 0) continue;
		if (past === 0 && !(aClosed && !sClosed)) continue;
		if (past === 0) return endWitness(q, a, aEnd as Real);
		// A fraction between S's end and A's, inside A's other end too.
		const other = side < 0 ? a.hi : a.lo;
		const far = aEnd === null ? fractionPast(sEnd, side) : null;
		let w: Rat | null = far;
		if (aEnd !== null) {
			// Single point A: the point itself.
			const single = a.lo !== null && a.hi !== null && order(a.lo, a.hi) === 0;
			if (single) return endWitness(q, a, aEnd);
			const inner =
				other !== null && order(other, sEnd) !== null ? nearer(other, sEnd, side) : sEnd;
			w = side < 0 ? fractionBetween(aEnd, inner) : fractionBetween(inner, aEnd);
		} else if (other !== null && w !== null) {
			// A unbounded this way: a fraction past both S's end and A's other end.
			const beyond = fractionPast(other, side);
			if (beyond === null) return null;
			w = side < 0 ? (cmp(beyond, w) < 0 ? beyond : w) : cmp(beyond, w) > 0 ? beyond : w;
		}
		if (w === null) return null;
		return confirmedWitness(q, { t: 'num', v: fromEnd(w) });
	}
	return subset({ code: 'sub/pi-e-ends' });
}

/**
 * A range of ℝ (of some length) against a set of fractions: r1 + (r2 − r1)·(e − 2) lies between
 * two fractions r1 < r2 of A (e − 2 is between 0 and 1) and is irrational, as e is.
 */
function irrationalIn(q: Question, a: Span): Decision | null {
	const inside = (lo: Bound, hi: Bound): [Rat, Rat] | null => {
		if (lo !== null && hi !== null) {
			const r1 = fractionBetween(lo, hi);
			const r2 = r1 && fractionBetween(r1, hi);
			return r1 && r2 ? [r1, r2] : null;
		}
		const from = lo ?? hi;
		if (from === null) return [ZERO, ONE];
		const r = fractionPast(from, lo !== null ? 1 : -1);
		return (
			r &&
			([r, lo !== null ? rat(floor(r) + 1n) : r].map((x, i) =>
				lo !== null || i === 1 ? x : rat(floor(r) - 1n)
			) as [Rat, Rat])
		);
	};
	const pair = inside(a.lo, a.hi);
	if (!pair || cmp(pair[0], pair[1]) >= 0) return null;
	const [r1, r2] = pair;
	const width = sub(r2, r1);
	const w: End = linear('e', width, sub(r1, mul(rat(2n), width)));
	return confirmedWitness(q, { t: 'num', v: w });
}

/** Of two ends, the one nearer the inside of A from `side` (the lower for side 1). */
function nearer(x: Real, y: Real, side: 1 | -1): Real {
	const c = order(x, y) ?? 0;
	return side > 0 ? (c > 0 ? x : y) : c < 0 ? x : y;
}

/** A's end as the witness: in A and not in S; over ℚ, nobody knows whether it is in A. */
function endWitness(q: Question, a: Span, end: Real): Decision | null {
	if (!isPieEnd(end)) return confirmedWitness(q, { t: 'num', v: fromEnd(end) });
	if (a.dom === 'Q') return rationalityUnknown(end);
	const inA = inSet(q, end, q.a, 0);
	const inS = inSet(q, end, q.s, 0);
	if (inA.truth !== true || inS.truth !== false) return null;
	return notSubset(endToString(end));
}

/** Whether a card lists a number made of π and e (π + e, π·e). */
export function listsPiE(s: SetIR): boolean {
	return s.k === 'roster' && s.items.some((item) => item.k === 'num' && isMixed(item.v));
}

/**
 * A ⊆ S where a number made of π and e is listed in A or ends one of the ranges A and S: placed
 * by bounds, and unknown where only its rationality would tell.
 */
export function byPiE(q: Question): Decision | null {
	return byUnknownRationality(q) ?? byPieEnds(q);
}

/** A ⊆ S for a list A holding numbers made of π and e. */
function byUnknownRationality(q: Question): Decision | null {
	if (q.a.k !== 'roster' || !listsPiE(q.a)) return null;
	let allIn = true;
	let open: Mixed | null = null;
	try {
		for (const item of q.a.items) {
			if (item.k === 'num' && isMixed(item.v)) {
				const found = inSet(q, item.v, q.s, 0);
				if (found.truth === false) {
					return notSubset(endToString(item.v));
				}
				if (found.truth === null) {
					allIn = false;
					if (found.rationality && !open) open = item.v;
				}
				continue;
			}
			const v = knownNumber(item);
			if (v === null) {
				allIn = false;
				continue;
			}
			const elem: S.Elem = { t: 'num', v: fromEnd(v) };
			q.w.begin();
			const inS = q.evaluator.member(elem, q.s);
			if (inS === false && q.evaluator.member(elem, q.a) === true) return inAButNotInS(q.w, elem);
			if (inS !== true) allIn = false;
		}
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
	if (allIn) return subset({ code: 'sub/pi-e-bounds' });
	if (open) return rationalityUnknown(open);
	return null;
}
