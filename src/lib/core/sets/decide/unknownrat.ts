/**
 * A ⊆ S when A lists a number made of π and e together (π + e, π·e, π/e), whose rationality
 * nobody knows. Such a number is placed by rational bounds that narrow on demand, so intervals,
 * rays, ℤ (it lies strictly between two whole numbers) and lists of other numbers settle it; ℚ and
 * ℝ \ ℚ never do, and the answer is then `unknown` with that reason. The number is never given a
 * normal form, so this row decides it by walking S's meaning directly, three-valued, as the
 * evaluator does for other numbers; every other element of A goes to the evaluator.
 */
import { TooComplex } from '../errors';
import { degree, type CondIR, type SetIR } from '../read/ir';
import type { CompareOp } from '../read/ast';
import { cmpPie, pieAffine, pieFloorStrict, pieToString, samePie, type PiE } from '../forms/pie';
import { div, isZero, neg, ONE, sign, ZERO, type Rat } from '../forms/rational';
import { isIrr, scaleEnd, type End } from '../forms/real';
import { fromEnd } from '../forms/surd';
import type * as S from '../forms/setnf';
import { inAButNotInS, subset, type Decision, type Question } from './question';

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

/** The order of x and y, or null when bounds do not part them within the work. */
function order(x: PiE, y: End | PiE): number | null {
	try {
		return cmpPie(x, y);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/** Whether x lies on no whole number: strictly between two of them, by its bounds. */
function offIntegers(x: PiE): boolean {
	return pieFloorStrict(x) !== null;
}

function holds(op: CompareOp, c: number): boolean {
	switch (op) {
		case '<':
			return c < 0;
		case '<=':
			return c <= 0;
		case '>':
			return c > 0;
		case '>=':
			return c >= 0;
		case '=':
			return c === 0;
		case '!=':
			return c !== 0;
	}
}

/** x op y by bounds; equality and its negation only when bounds part them. */
function compared(x: PiE, op: CompareOp, y: End | PiE): Found {
	const c = order(x, y);
	if (c === null) return cannotTell;
	return holds(op, c) ? yes : no;
}

/** x ∈ a named set. */
function inNamed(x: PiE, name: string): Found {
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
function linearAt(x: PiE, op: CompareOp, a: Rat, b: Rat): Found {
	if (isZero(a)) return holds(op, sign(b)) ? yes : no;
	const end = neg(div(b, a));
	const c = order(x, end);
	if (c === null) return cannotTell;
	return holds(op, sign(a) > 0 ? c : -c) ? yes : no;
}

/** A condition of a set-builder at x. */
function condAt(q: Question, x: PiE, c: CondIR, depth: number): Found {
	switch (c.k) {
		case 'const':
			return c.value ? yes : no;
		case 'cmp': {
			if (degree(c.t) > 1) return cannotTell;
			return linearAt(x, c.op, c.t[1] ?? ZERO, c.t[0] ?? ZERO);
		}
		case 'cmpv': {
			// a·x + b op c: with a ≠ 0 and b rational, x against (c − b)/a.
			if (isZero(c.a) || isIrr(c.b)) return cannotTell;
			const end = scaleEnd(c.c, div(ONE, c.a), neg(div(c.b, c.a)));
			const r = order(x, end);
			if (r === null) return cannotTell;
			return holds(c.op, sign(c.a) > 0 ? r : -r) ? yes : no;
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
function inSet(q: Question, x: PiE, s: SetIR, depth: number): Found {
	if (depth > maxDepth) return cannotTell;
	q.w.begin();
	switch (s.k) {
		case 'named':
			return inNamed(x, s.name);
		case 'roster': {
			let out = no;
			for (const item of s.items) {
				if (item.k === 'set') continue;
				if (item.k === 'pie' && samePie(x, item.v)) return yes;
				// Bounds part x from a different number, or nobody can tell (they may be equal).
				if (order(x, item.v) === null)
					out = { truth: null, rationality: out.rationality || item.k === 'num' };
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
		default:
			return cannotTell;
	}
}

/** The reason of an unknown answer that rests on rationality. */
function rationalityReason(x: PiE): string {
	const text = pieToString(x);
	return `Nobody knows whether ${text} is rational, so nobody can tell whether it is in S.`;
}

/** A ⊆ S for a list A holding numbers made of π and e. */
export function byUnknownRationality(q: Question): Decision | null {
	if (q.a.k !== 'roster' || !q.a.items.some((item) => item.k === 'pie')) return null;
	let allIn = true;
	let open: PiE | null = null;
	try {
		for (const item of q.a.items) {
			if (item.k === 'pie') {
				const found = inSet(q, item.v, q.s, 0);
				if (found.truth === false) {
					const text = pieToString(item.v);
					return { verdict: 'not-subset', witness: text, reason: `${text} is in A but not in S.` };
				}
				if (found.truth === null) {
					allIn = false;
					if (found.rationality && !open) open = item.v;
				}
				continue;
			}
			const elem: S.Elem | null = item.k === 'num' ? { t: 'num', v: fromEnd(item.v) } : null;
			if (!elem) {
				allIn = false;
				continue;
			}
			q.w.begin();
			const inS = q.evaluator.member(elem, q.s);
			if (inS === false && q.evaluator.member(elem, q.a) === true) return inAButNotInS(q.w, elem);
			if (inS !== true) allIn = false;
		}
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
	if (allIn)
		return subset(
			'Every element of A is in S: numbers made of π and e are placed by bounds that narrow as far as needed.'
		);
	if (open) return { verdict: 'unknown', reason: rationalityReason(open) };
	return null;
}
