/**
 * An independent membership oracle for the Subsets checker's property test (oracle.test.ts).
 *
 * Cards are built as small syntax trees, printed as card text, and decided point by point with the
 * oracle's own exact arithmetic. Nothing here imports the engine (no parser, normal form,
 * evaluator or rational module), so a mistake in the engine cannot hide behind the same mistake
 * in the oracle.
 */

// ---------- exact numbers: rationals, and reals p + r·√2 ----------

/** A rational n/d in lowest terms with d > 0. */
export interface Q {
	readonly n: bigint;
	readonly d: bigint;
}

// A deliberate copy of core/numbers' gcd (the oracle keeps all its arithmetic to itself, as the
// header says, and imports nothing from core/numbers): never replace it with an import.
function gcd(a: bigint, b: bigint): bigint {
	a = a < 0n ? -a : a;
	b = b < 0n ? -b : b;
	while (b) [a, b] = [b, a % b];
	return a;
}

/** The rational n/d, reduced. */
export function q(n: bigint | number, d: bigint | number = 1n): Q {
	let nn = BigInt(n);
	let dd = BigInt(d);
	if (dd === 0n) throw new Error('oracle: zero denominator');
	if (dd < 0n) [nn, dd] = [-nn, -dd];
	const g = gcd(nn, dd) || 1n;
	return { n: nn / g, d: dd / g };
}
export const qAdd = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const qSub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const qMul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const qDiv = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
export const qSign = (a: Q) => (a.n > 0n ? 1 : a.n < 0n ? -1 : 0);
export const qEq = (a: Q, b: Q) => a.n === b.n && a.d === b.d;
const ZERO = q(0);

/** A real number p + r·√2: rational when r = 0. Every point the test asks about is of this form. */
export interface Real {
	readonly p: Q;
	readonly r: Q;
}
export const real = (p: Q, r: Q = ZERO): Real => ({ p, r });
const isRat = (x: Real) => x.r.n === 0n;

/** The sign of p + r√2, exactly (√2 is irrational, so it is 0 only when p = r = 0). */
function realSign(x: Real): number {
	const sp = qSign(x.p);
	const sr = qSign(x.r);
	if (sr === 0) return sp;
	if (sp === 0 || sp === sr) return sr;
	// Opposite signs: the larger of p² and 2r² wins.
	const p2 = qMul(x.p, x.p);
	const r2 = qMul(q(2), qMul(x.r, x.r));
	return qSign(qSub(p2, r2)) > 0 ? sp : sr;
}
/** x compared with the rational c: -1, 0 or 1. */
function cmpQ(x: Real, c: Q): number {
	return realSign({ p: qSub(x.p, c), r: x.r });
}
/** x·y in ℚ(√2): (p + r√2)(s + t√2) = ps + 2rt + (pt + rs)√2. */
function realMul(x: Real, y: Real): Real {
	return {
		p: qAdd(qMul(x.p, y.p), qMul(q(2), qMul(x.r, y.r))),
		r: qAdd(qMul(x.p, y.r), qMul(x.r, y.p))
	};
}
/** c0 + c1·x + c2·x² + ... at x, exactly in ℚ(√2). */
export function polyAt(coefs: Q[], x: Real): Real {
	let out = real(ZERO);
	for (let i = coefs.length - 1; i >= 0; i--) {
		const m = realMul(out, x);
		out = { p: qAdd(m.p, coefs[i]), r: m.r };
	}
	return out;
}
/** a·x + b. */
function affine(x: Real, a: Q, b: Q): Real {
	return { p: qAdd(qMul(a, x.p), b), r: qMul(a, x.r) };
}
const isInt = (x: Real) => isRat(x) && x.p.d === 1n;

// ---------- elements: numbers and finite sets, with extensional equality ----------

/** An element of a card: a real number, or a finite set given by its elements. */
export type Value = { kind: 'num'; v: Real } | { kind: 'set'; els: Value[] };

/** A canonical key: two values are equal exactly when their keys are. Sets are sorted and deduplicated. */
export function keyOf(v: Value): string {
	if (v.kind === 'num') return `${v.v.p.n}/${v.v.p.d}+${v.v.r.n}/${v.v.r.d}r2`;
	return `{${[...new Set(v.els.map(keyOf))].sort().join(',')}}`;
}
export const num = (x: Q): Value => ({ kind: 'num', v: real(x) });
function setOf(els: Value[]): Value {
	const seen = new Map<string, Value>();
	for (const e of els) seen.set(keyOf(e), e);
	return { kind: 'set', els: [...seen.values()] };
}

// ---------- card syntax trees ----------

export type NamedSet = 'ℕ' | 'ℕ₀' | 'ℤ' | 'ℤ⁺' | 'ℤ⁻' | 'ℚ' | 'ℚ⁺' | 'ℝ' | 'ℝ⁺' | '∅';
export type CmpOp = '<' | '≤' | '>' | '≥' | '=' | '≠';
/** (a + s·√2)·v + b (s absent: 0); a = s = 0 is a constant. */
export interface Linear {
	a: Q;
	b: Q;
	s?: Q;
}

export type Card =
	| { t: 'roster'; els: (Q | Card)[] }
	| { t: 'named'; name: NamedSet; ascii: boolean }
	| { t: 'interval'; lo: Q | null; hi: Q | null; loClosed: boolean; hiClosed: boolean }
	/** first + i·step for i ≥ 0 (up), i ≤ 0 (down), any i (both), or 0 ≤ i ≤ last (finite). */
	| { t: 'ellipsis'; shape: 'up' | 'down' | 'both' | 'finite'; first: Q; step: Q; last: number }
	| { t: 'op'; op: '∪' | '∩' | '\\'; a: Card; b: Card }
	| { t: 'power'; of: Card }
	| { t: 'filter'; v: string; dom: Card; cond: Cond; style: 0 | 1 | 2 }
	| { t: 'image'; v: string; a: Q; b: Q; dom: Card; cond: Cond | null; halfStyle: boolean }
	/** {c0 + c1·v + c2·v² + ... : v ∈ dom}, whole coefficients over whole numbers. */
	| { t: 'polyimage'; v: string; coefs: bigint[]; dom: 'ℤ' | 'ℕ' | 'ℕ₀' }
	/**
	 * {c·base^(e·v + f) + s : v ∈ dom}, base a whole number ≥ 2 or one over such a number, e ≠ 0
	 * and f whole: a variable in an exponent, written as a player would (2^(2k + 1), (1/2)^k).
	 */
	| { t: 'powers'; v: string; c: Q; base: Q; e: bigint; f: bigint; s: Q; dom: Card }
	/**
	 * {p₁ + p₂ + ... : ...}, each part its own variable: base^v over ℕ or ℕ₀, or v² over ℤ
	 * ({2^a + 3^b + c² : a ∈ ℕ, b ∈ ℕ₀, c ∈ ℤ}).
	 */
	| { t: 'powersum'; parts: PowerSumPart[] };

/** One part of a `powersum` card: base^v (base ≥ 2) over ℕ or ℕ₀, or the square v² over ℤ. */
export type PowerSumPart = { base: bigint; dom: 'ℕ' | 'ℕ₀' } | { base: 'square' };

export type Cond =
	| { t: 'cmp'; terms: Linear[]; ops: CmpOp[] }
	| { t: 'mod'; a: bigint; m: bigint; r: bigint; negated: boolean; form: 'mod' | 'cong' }
	| { t: 'divides'; m: bigint; a: bigint }
	| {
			t: 'word';
			word: 'even' | 'odd' | 'positive' | 'negative' | 'an integer' | 'multiple' | 'divisible';
			m: bigint;
	  }
	| { t: 'in'; set: Card; negated: boolean }
	/** c0 + c1·v + ... op 0, printed as `text` (the polynomial in the letter "v"). */
	| { t: 'poly'; coefs: Q[]; op: CmpOp; text: string }
	/**
	 * A remainder of a polynomial c0 + c1·v + ... (printed as `text` in the letter "v"): `mod`
	 * compares its remainder on division by m with r; `cong`, `divides`, `even` and `odd` say that
	 * the polynomial minus r is a multiple of m (r = 0 for `divides` and `even`, m = 2 and r = 1
	 * for `odd`).
	 */
	| {
			t: 'polyrem';
			coefs: Q[];
			text: string;
			form: 'mod' | 'cong' | 'divides' | 'even' | 'odd';
			m: bigint;
			r: bigint;
			op: CmpOp;
	  }
	| { t: 'and' | 'or'; a: Cond; b: Cond }
	| { t: 'not'; a: Cond };

// ---------- membership ----------

function named(name: NamedSet, x: Real, naturalsFrom: 0 | 1): boolean {
	switch (name) {
		case '∅':
			return false;
		case 'ℝ':
			return true;
		case 'ℝ⁺':
			return cmpQ(x, ZERO) > 0;
		case 'ℚ':
			return isRat(x);
		case 'ℚ⁺':
			return isRat(x) && cmpQ(x, ZERO) > 0;
		case 'ℤ':
			return isInt(x);
		case 'ℤ⁺':
			return isInt(x) && x.p.n > 0n;
		case 'ℤ⁻':
			return isInt(x) && x.p.n < 0n;
		case 'ℕ₀':
			return isInt(x) && x.p.n >= 0n;
		case 'ℕ':
			return isInt(x) && x.p.n >= BigInt(naturalsFrom);
	}
}

function holdsCmp(left: number, op: CmpOp): boolean {
	switch (op) {
		case '<':
			return left < 0;
		case '≤':
			return left <= 0;
		case '>':
			return left > 0;
		case '≥':
			return left >= 0;
		case '=':
			return left === 0;
		case '≠':
			return left !== 0;
	}
}

/** Whether the integer-valued a·x − r is a multiple of m (false when a·x is not an integer). */
function congruent(x: Real, a: bigint, r: bigint, m: bigint): boolean {
	const ax = affine(x, q(a), q(-r));
	return isInt(ax) && ax.p.n % m === 0n;
}

/** The floor of a rational, by the oracle's own division. */
export function qFloor(a: Q): bigint {
	const t = a.n / a.d;
	return a.n < 0n && t * a.d !== a.n ? t - 1n : t;
}

/**
 * A polynomial's remainder condition at x. A set is no number: only "≠" of a remainder holds for
 * it. An irrational value equals no remainder; comparing its remainder with < or > is never asked
 * (the property tests use it over whole numbers and fractions only).
 */
function polyRemainderHolds(c: Extract<Cond, { t: 'polyrem' }>, x: Value): boolean {
	if (x.kind === 'set') return c.form === 'mod' && c.op === '≠';
	const v = polyAt(c.coefs, x.v);
	if (!isRat(v)) {
		if (c.form !== 'mod' || c.op === '=') return false;
		if (c.op === '≠') return true;
		throw new Error('oracle: the remainder of an irrational number is not compared');
	}
	const m = q(c.m);
	if (c.form !== 'mod') {
		const t = qDiv(qSub(v.p, q(c.r)), m);
		return t.d === 1n;
	}
	const rem = qSub(v.p, qMul(m, q(qFloor(qDiv(v.p, m)))));
	return holdsCmp(qSign(qSub(rem, q(c.r))), c.op);
}

/**
 * Whether the condition holds at x. A set is no number: every numeric test on a set is false
 * (so its negation, and `≠`, is true); constant comparisons hold or fail for sets as for numbers.
 */
export function condHolds(c: Cond, x: Value, naturalsFrom: 0 | 1): boolean {
	switch (c.t) {
		case 'and':
			return condHolds(c.a, x, naturalsFrom) && condHolds(c.b, x, naturalsFrom);
		case 'or':
			return condHolds(c.a, x, naturalsFrom) || condHolds(c.b, x, naturalsFrom);
		case 'not':
			return !condHolds(c.a, x, naturalsFrom);
		case 'in':
			return member(c.set, x, naturalsFrom) !== c.negated;
		case 'poly':
			if (x.kind === 'set') return c.op === '≠';
			return holdsCmp(realSign(polyAt(c.coefs, x.v)), c.op);
		case 'cmp':
			return c.ops.every((op, i) => {
				const l = c.terms[i];
				const rt = c.terms[i + 1];
				const usesVar =
					l.a.n !== 0n || rt.a.n !== 0n || (l.s ?? ZERO).n !== 0n || (rt.s ?? ZERO).n !== 0n;
				if (x.kind === 'set' && usesVar) return op === '≠';
				const v = x.kind === 'num' ? x.v : real(ZERO);
				// l(x) − r(x) = (la − ra + (ls − rs)·√2)·x + (lb − rb), multiplied out in ℚ(√2).
				const m = realMul(real(qSub(l.a, rt.a), qSub(l.s ?? ZERO, rt.s ?? ZERO)), v);
				return holdsCmp(realSign({ p: qAdd(m.p, qSub(l.b, rt.b)), r: m.r }), op);
			});
		case 'mod': {
			const holds = x.kind === 'num' && congruent(x.v, c.a, c.r, c.m);
			return holds !== c.negated;
		}
		case 'polyrem':
			return polyRemainderHolds(c, x);
		case 'divides':
			return x.kind === 'num' && congruent(x.v, c.a, 0n, c.m);
		case 'word': {
			if (x.kind === 'set') return false;
			const v = x.v;
			switch (c.word) {
				case 'positive':
					return cmpQ(v, ZERO) > 0;
				case 'negative':
					return cmpQ(v, ZERO) < 0;
				case 'an integer':
					return isInt(v);
				case 'even':
					return congruent(v, 1n, 0n, 2n);
				case 'odd':
					return congruent(v, 1n, 1n, 2n);
				case 'multiple':
				case 'divisible':
					return congruent(v, 1n, 0n, c.m);
			}
		}
	}
}

/** c0 + c1·k + ... at the whole number k. */
function intPolyAt(coefs: bigint[], k: bigint): bigint {
	let out = 0n;
	for (let i = coefs.length - 1; i >= 0; i--) out = out * k + coefs[i];
	return out;
}

/**
 * Whether x = p(k) for a whole k of the domain: every root of p(k) − x lies within Fujiwara's
 * bound 2·max |cᵢ / c_lead|^(1/(n − i)) (with x taken from the constant), so the whole k up to
 * it (worked out in floating point, with a margin of 2) are tried.
 */
function inPolyImage(card: Extract<Card, { t: 'polyimage' }>, x: Value, naturalsFrom: 0 | 1) {
	if (x.kind === 'set' || !isInt(x.v)) return false;
	const y = x.v.p.n;
	const cs = card.coefs.map((c, i) => (i === 0 ? c - y : c));
	const n = cs.length - 1;
	const lead = Math.abs(Number(cs[n]));
	let reach = 0;
	for (let i = 0; i < n; i++)
		reach = Math.max(reach, Math.pow(Math.abs(Number(cs[i])) / lead, 1 / (n - i)));
	const bound = BigInt(Math.ceil(2 * reach)) + 2n;
	const lo = card.dom === 'ℤ' ? -bound - 1n : card.dom === 'ℕ' ? BigInt(naturalsFrom) : 0n;
	for (let k = lo; k <= bound + 1n; k++) if (intPolyAt(cs, k) === 0n) return true;
	return false;
}

/**
 * Whether the whole number y is a sum of one value of each part: every value is at least 0, so
 * each part's values up to y are tried, and the rest asked of the parts after it.
 */
function inPowerSum(parts: PowerSumPart[], y: bigint, naturalsFrom: 0 | 1): boolean {
	if (parts.length === 0) return y === 0n;
	if (y < 0n) return false;
	const [first, ...rest] = parts;
	if (first.base === 'square') {
		for (let n = 0n; n * n <= y; n++) if (inPowerSum(rest, y - n * n, naturalsFrom)) return true;
		return false;
	}
	const from = first.dom === 'ℕ₀' ? 0n : BigInt(naturalsFrom);
	for (let v = first.base ** from; v <= y; v *= first.base)
		if (inPowerSum(rest, y - v, naturalsFrom)) return true;
	return false;
}

/** The number of binary digits of a whole number n ≥ 0. */
function bitLength(n: bigint): bigint {
	let bits = 0n;
	for (; n > 0n; n >>= 1n) bits++;
	return bits;
}

/**
 * Whether y = c·base^(e·v + f) + s for some v of the domain, by listing: every base^j is written
 * out by repeated multiplication, from j = 0 up and down, and c·base^j + s compared with y; then
 * v = (j − f)/e is asked of the domain. The list stops where it must: base is B or 1/B with
 * B ≥ 2, so base^j (j ≠ 0) has a numerator or denominator of B^|j| ≥ 2^|j|, and past
 * 2^|j| > max(|n|, d) of (y − s)/c = n/d it can never equal that. Unlike the evaluator, which
 * divides (y − s)/c by the base until it cannot, nothing here takes a logarithm.
 */
function inPowers(card: Card & { t: 'powers' }, y: Q, naturalsFrom: 0 | 1): boolean {
	const t = qDiv(qSub(y, card.s), card.c);
	const reach = bitLength(t.n < 0n ? -t.n : t.n > t.d ? t.n : t.d);
	const found = (j: bigint, power: Q): boolean =>
		qEq(qAdd(qMul(card.c, power), card.s), y) &&
		member(card.dom, num(q(j - card.f, card.e)), naturalsFrom);
	let up = q(1);
	let down = q(1);
	for (let j = 0n; j <= reach; j++) {
		if (found(j, up) || (j > 0n && found(-j, down))) return true;
		up = qMul(up, card.base);
		down = qDiv(down, card.base);
	}
	return false;
}

/** Whether x is an element of the card's set. */
export function member(card: Card, x: Value, naturalsFrom: 0 | 1): boolean {
	switch (card.t) {
		case 'roster': {
			const k = keyOf(x);
			return card.els.some((e) =>
				'n' in e
					? x.kind === 'num' && keyOf(num(e)) === k
					: keyOf(finiteValue(e, naturalsFrom)) === k
			);
		}
		case 'named':
			return x.kind === 'num' && named(card.name, x.v, naturalsFrom);
		case 'interval': {
			if (x.kind === 'set') return false;
			const { lo, hi } = card;
			const aboveLo = lo === null || (card.loClosed ? cmpQ(x.v, lo) >= 0 : cmpQ(x.v, lo) > 0);
			const belowHi = hi === null || (card.hiClosed ? cmpQ(x.v, hi) <= 0 : cmpQ(x.v, hi) < 0);
			return aboveLo && belowHi;
		}
		case 'ellipsis': {
			if (x.kind === 'set' || !isRat(x.v)) return false;
			const i = qDiv(qSub(x.v.p, card.first), card.step);
			if (i.d !== 1n) return false;
			if (card.shape === 'up') return i.n >= 0n;
			if (card.shape === 'down') return i.n <= 0n;
			if (card.shape === 'both') return true;
			return i.n >= 0n && i.n <= BigInt(card.last);
		}
		case 'op': {
			const inA = member(card.a, x, naturalsFrom);
			const inB = member(card.b, x, naturalsFrom);
			return card.op === '∪' ? inA || inB : card.op === '∩' ? inA && inB : inA && !inB;
		}
		case 'power':
			return x.kind === 'set' && x.els.every((e) => member(card.of, e, naturalsFrom));
		case 'filter':
			return member(card.dom, x, naturalsFrom) && condHolds(card.cond, x, naturalsFrom);
		case 'polyimage':
			return inPolyImage(card, x, naturalsFrom);
		case 'powersum':
			return x.kind === 'num' && isInt(x.v) && inPowerSum(card.parts, x.v.p.n, naturalsFrom);
		case 'powers':
			return x.kind === 'num' && isRat(x.v) && inPowers(card, x.v.p, naturalsFrom);
		case 'image': {
			// y = a·k + b is one-to-one, so y is in the image exactly when k = (y − b)/a is in the domain.
			if (x.kind === 'set') return false;
			const inv = qDiv(q(1), card.a);
			const k: Value = { kind: 'num', v: affine(x.v, inv, qMul(qSub(ZERO, card.b), inv)) };
			return (
				member(card.dom, k, naturalsFrom) &&
				(card.cond === null || condHolds(card.cond, k, naturalsFrom))
			);
		}
	}
}

/**
 * The elements of a card the generators keep finite (rosters, ∅, finite ellipses, 𝒫 and the
 * operations on those, filters over them). Throws on an infinite card.
 */
export function finiteValue(card: Card, naturalsFrom: 0 | 1): Value {
	return setOf(finiteElements(card, naturalsFrom));
}

function finiteElements(card: Card, naturalsFrom: 0 | 1): Value[] {
	switch (card.t) {
		case 'roster':
			return card.els.map((e) => ('n' in e ? num(e) : finiteValue(e, naturalsFrom)));
		case 'named':
			if (card.name === '∅') return [];
			break;
		case 'ellipsis':
			if (card.shape === 'finite')
				return Array.from({ length: card.last + 1 }, (_, i) =>
					num(qAdd(card.first, qMul(q(i), card.step)))
				);
			break;
		case 'op': {
			if (card.op === '∪')
				return [...finiteElements(card.a, naturalsFrom), ...finiteElements(card.b, naturalsFrom)];
			return finiteElements(card.a, naturalsFrom).filter((e) => member(card, e, naturalsFrom));
		}
		case 'power': {
			const base = (finiteValue(card.of, naturalsFrom) as { els: Value[] }).els;
			const out: Value[] = [];
			for (let mask = 0; mask < 1 << base.length; mask++)
				out.push(setOf(base.filter((_, i) => mask & (1 << i))));
			return out;
		}
		case 'filter':
			return finiteElements(card.dom, naturalsFrom).filter((e) =>
				condHolds(card.cond, e, naturalsFrom)
			);
	}
	throw new Error(`oracle: ${card.t} is not finite here`);
}

/** The set-valued elements written in a card (roster elements, subsets under 𝒫): the only sets it can contain. */
export function setCandidates(card: Card, naturalsFrom: 0 | 1): Value[] {
	switch (card.t) {
		case 'roster':
			return card.els.filter((e) => !('n' in e)).map((e) => finiteValue(e as Card, naturalsFrom));
		case 'op':
			return [...setCandidates(card.a, naturalsFrom), ...setCandidates(card.b, naturalsFrom)];
		case 'filter':
			return setCandidates(card.dom, naturalsFrom);
		case 'power':
			return finiteElements(card, naturalsFrom);
		default:
			return [];
	}
}

/** The numbers written in a card's rosters: finite parts of a set the grid might step over. */
export function numberCandidates(card: Card): Q[] {
	switch (card.t) {
		case 'roster':
			return card.els.filter((e): e is Q => 'n' in e);
		case 'op':
			return [...numberCandidates(card.a), ...numberCandidates(card.b)];
		case 'filter':
			return numberCandidates(card.dom);
		case 'polyimage': {
			// Its values at small arguments: the elements of A a wrong "subset" would miss.
			const out: Q[] = [];
			for (let k = -12n; k <= 12n; k++) out.push(q(intPolyAt(card.coefs, k)));
			return out;
		}
		default:
			return [];
	}
}

// ---------- printing cards ----------

/** A rational in card notation; `decimal` prints 1/2, 1/4, 1/5 and friends as 0.5, 0.25, 0.2. */
export function qText(x: Q, decimal = false): string {
	if (x.d === 1n) return `${x.n}`;
	if (decimal && (x.d === 2n || x.d === 4n || x.d === 5n)) {
		const scaled = (x.n * 100n) / x.d; // exact for these denominators
		const neg = scaled < 0n;
		const abs = neg ? -scaled : scaled;
		const frac = `${abs % 100n}`.padStart(2, '0').replace(/0$/, '');
		return `${neg ? '-' : ''}${abs / 100n}.${frac}`;
	}
	return `${x.n}/${x.d}`;
}

const ASCII: Record<NamedSet, string> = {
	ℕ: 'N',
	'ℕ₀': 'N0',
	ℤ: 'Z',
	'ℤ⁺': 'Z+',
	'ℤ⁻': 'Z-',
	ℚ: 'Q',
	'ℚ⁺': 'Q+',
	ℝ: 'R',
	'ℝ⁺': 'R+',
	'∅': '{}'
};

/**
 * The point where l(x) = r(x) when their coefficients differ: (rb − lb)/(α + β√2) with
 * α + β√2 = la − ra + (ls − rs)√2, that is (rb − lb)·(α − β√2)/(α² − 2β²); null when they agree.
 */
export function meetingPoint(l: Linear, r: Linear): Real | null {
	const alpha = qSub(l.a, r.a);
	const beta = qSub(l.s ?? ZERO, r.s ?? ZERO);
	if (alpha.n === 0n && beta.n === 0n) return null;
	const norm = qSub(qMul(alpha, alpha), qMul(q(2), qMul(beta, beta)));
	const top = qSub(r.b, l.b);
	return real(qDiv(qMul(top, alpha), norm), qDiv(qMul(top, qSub(ZERO, beta)), norm));
}

function linearText(l: Linear, v: string): string {
	if (l.s && l.s.n !== 0n) {
		// (a + s√2)·v + b, every part in brackets so that signs read plainly.
		const root = `(${qText(l.s)})√2`;
		const coef = l.a.n === 0n ? root : `(${qText(l.a)} + ${root})`;
		return l.b.n === 0n ? `${coef}·${v}` : `${coef}·${v} + (${qText(l.b)})`;
	}
	if (l.a.n === 0n) return qText(l.b);
	const a = l.a;
	const coef = qEq(a, q(1)) ? '' : qEq(a, q(-1)) ? '-' : a.d === 1n ? `${a.n}` : `(${qText(a)})`;
	const b =
		qSign(l.b) === 0 ? '' : qSign(l.b) > 0 ? ` + ${qText(l.b)}` : ` - ${qText(qSub(ZERO, l.b))}`;
	return `${coef}${v}${b}`;
}

function coefText(a: bigint): string {
	return a === 1n ? '' : a === -1n ? '-' : `${a}`;
}

/** A condition in card notation over the letter v; compound parts are always parenthesised. */
export function condText(c: Cond, v: string): string {
	const sub = (d: Cond) => (d.t === 'and' || d.t === 'or' ? `(${condText(d, v)})` : condText(d, v));
	switch (c.t) {
		case 'and':
			return `${sub(c.a)} and ${sub(c.b)}`;
		case 'or':
			return `${sub(c.a)} or ${sub(c.b)}`;
		case 'not':
			return `not (${condText(c.a, v)})`;
		case 'in':
			return `${v} ${c.negated ? '∉' : '∈'} ${cardText(c.set)}`;
		case 'poly':
			return `${c.text.replaceAll('v', v)} ${c.op} 0`;
		case 'cmp': {
			let out = linearText(c.terms[0], v);
			c.ops.forEach((op, i) => (out += ` ${op} ${linearText(c.terms[i + 1], v)}`));
			return out;
		}
		case 'mod':
			if (c.form === 'mod')
				return `${coefText(c.a)}${v} mod ${c.m} ${c.negated ? '≠' : '='} ${c.r}`;
			return `${c.negated ? 'not ' : ''}${coefText(c.a)}${v} ≡ ${c.r} (mod ${c.m})`;
		case 'divides':
			return `${c.m} | ${coefText(c.a)}${v}`;
		case 'polyrem': {
			const t = `(${c.text.replaceAll('v', v)})`;
			switch (c.form) {
				case 'mod':
					return `${t} mod ${c.m} ${c.op} ${c.r}`;
				case 'cong':
					return `${t} ≡ ${c.r} (mod ${c.m})`;
				case 'divides':
					return `${c.m} | ${t}`;
				default:
					return `${t} is ${c.form}`;
			}
		}
		case 'word':
			if (c.word === 'multiple') return `${v} is a multiple of ${c.m}`;
			if (c.word === 'divisible') return `${v} is divisible by ${c.m}`;
			return `${v} is ${c.word}`;
	}
}

function imageTerm(card: Extract<Card, { t: 'image' }>): string {
	const { a, b, v } = card;
	let lead: string;
	if (qEq(a, q(1))) lead = v;
	else if (qEq(a, q(-1))) lead = `-${v}`;
	else if (a.d === 1n) lead = `${a.n}${v}`;
	else if (card.halfStyle) lead = `${a.n === 1n ? '' : a.n === -1n ? '-' : a.n}${v}/${a.d}`;
	else lead = `(${qText(a)})${v}`;
	if (qSign(b) === 0) return lead;
	return `${lead} ${qSign(b) > 0 ? '+' : '-'} ${qText(qSign(b) > 0 ? b : qSub(ZERO, b))}`;
}

/** A card in card notation, read back by the engine's parser. */
export function cardText(card: Card): string {
	switch (card.t) {
		case 'roster':
			return `{${card.els.map((e) => ('n' in e ? qText(e, e.d === 4n) : cardText(e))).join(', ')}}`;
		case 'named':
			return card.ascii ? ASCII[card.name] : card.name;
		case 'interval':
			return `${card.loClosed ? '[' : '('}${card.lo ? qText(card.lo, true) : '-∞'}, ${
				card.hi ? qText(card.hi) : '∞'
			}${card.hiClosed ? ']' : ')'}`;
		case 'ellipsis': {
			const t = (i: number) => qText(qAdd(card.first, qMul(q(i), card.step)));
			if (card.shape === 'up') return `{${t(0)}, ${t(1)}, ...}`;
			if (card.shape === 'down') return `{..., ${t(-1)}, ${t(0)}}`;
			if (card.shape === 'both') return `{..., ${t(0)}, ${t(1)}, ...}`;
			return `{${t(0)}, ${t(1)}, ..., ${t(card.last)}}`;
		}
		case 'op':
			return `(${cardText(card.a)} ${card.op} ${cardText(card.b)})`;
		case 'power':
			return `𝒫(${cardText(card.of)})`;
		case 'polyimage': {
			const terms: string[] = [];
			for (let i = card.coefs.length - 1; i >= 0; i--) {
				const c = card.coefs[i];
				if (c === 0n) continue;
				const mag = c < 0n ? -c : c;
				const power = i === 0 ? '' : i === 1 ? card.v : `${card.v}^${i}`;
				const body = i === 0 ? `${mag}` : mag === 1n ? power : `${mag}${power}`;
				terms.push(terms.length ? `${c < 0n ? '-' : '+'} ${body}` : `${c < 0n ? '-' : ''}${body}`);
			}
			return `{${terms.join(' ') || '0'} : ${card.v} ∈ ${card.dom}}`;
		}
		case 'filter': {
			const dom = cardText(card.dom);
			const cond = condText(card.cond, card.v);
			if (card.style === 0) return `{${card.v} ∈ ${dom} | ${cond}}`;
			if (card.style === 1) return `{${card.v} in ${dom} : ${cond}}`;
			const c = card.cond.t === 'or' ? `(${cond})` : cond;
			return `{${card.v} | ${card.v} ∈ ${dom} and ${c}}`;
		}
		case 'powers': {
			const base = card.base.d === 1n ? `${card.base.n}` : `(1/${card.base.d})`;
			const ev = card.e === 1n ? card.v : card.e === -1n ? `-${card.v}` : `${card.e}${card.v}`;
			const exp =
				card.f === 0n
					? card.e === 1n
						? card.v
						: `(${ev})`
					: `(${ev} ${card.f > 0n ? '+' : '-'} ${card.f > 0n ? card.f : -card.f})`;
			const scale = qEq(card.c, q(1)) ? '' : qEq(card.c, q(-1)) ? '-' : `${qText(card.c)}·`;
			const shift =
				card.s.n === 0n
					? ''
					: qSign(card.s) > 0
						? ` + ${qText(card.s)}`
						: ` - ${qText(qSub(ZERO, card.s))}`;
			return `{${scale}${base}^${exp}${shift} : ${card.v} ∈ ${cardText(card.dom)}}`;
		}
		case 'powersum': {
			const letters = card.parts.map((_, i) => 'abcdef'[i]);
			const term = card.parts
				.map((p, i) => (p.base === 'square' ? `${letters[i]}²` : `${p.base}^${letters[i]}`))
				.join(' + ');
			const doms = card.parts
				.map((p, i) => `${letters[i]} ∈ ${p.base === 'square' ? 'ℤ' : p.dom}`)
				.join(', ');
			return `{${term} : ${doms}}`;
		}
		case 'image': {
			const head = `${imageTerm(card)}`;
			if (card.cond === null) return `{${head} : ${card.v} ∈ ${cardText(card.dom)}}`;
			return `{${head} | ${card.v} ∈ ${cardText(card.dom)}, ${condText(card.cond, card.v)}}`;
		}
	}
}

// ---------- reading witnesses ----------

/**
 * Reads a witness the engine printed: an integer or fraction, p ± r√2 (`√2/2`, `1 - 2√2/3`), `∅`,
 * or a roster of those. Returns null for anything else.
 */
export function parseWitness(text: string): Value | null {
	let pos = 0;
	const s = text.replace(/\s+/g, '');
	const peek = () => s[pos];
	function rational(): Q | null {
		const m = /^(-?\d+)(?:\/(\d+))?/.exec(s.slice(pos));
		if (!m) return null;
		pos += m[0].length;
		return q(BigInt(m[1]), BigInt(m[2] ?? '1'));
	}
	function rootPart(sign: bigint): Q | null {
		// [k]√2[/d]
		const m = /^(\d*)√2(?:\/(\d+))?/.exec(s.slice(pos));
		if (!m) return null;
		pos += m[0].length;
		return q(sign * BigInt(m[1] || '1'), BigInt(m[2] ?? '1'));
	}
	function number(): Value | null {
		if (peek() === '(') {
			// (p ± r√2)/d, as an irrational of a quadratic field is printed.
			pos++;
			const inner = number();
			if (!inner || inner.kind !== 'num' || peek() !== ')') return null;
			pos++;
			if (peek() !== '/') return inner;
			pos++;
			const d = rational();
			if (!d || d.n === 0n) return null;
			return { kind: 'num', v: real(qDiv(inner.v.p, d), qDiv(inner.v.r, d)) };
		}
		if (s.startsWith('-√', pos) || /^-\d*√/.test(s.slice(pos))) {
			pos++;
			const r = rootPart(-1n);
			return r && { kind: 'num', v: real(ZERO, r) };
		}
		const r0 = rootPart(1n);
		if (r0) return { kind: 'num', v: real(ZERO, r0) };
		const p = rational();
		if (!p) return null;
		if (peek() === '+' || (peek() === '-' && /^-\d*√/.test(s.slice(pos)))) {
			const sign = peek() === '+' ? 1n : -1n;
			pos++;
			const r = rootPart(sign);
			if (!r) return null;
			return { kind: 'num', v: real(p, r) };
		}
		return num(p);
	}
	function value(): Value | null {
		if (s.startsWith('∅', pos)) {
			pos += 1;
			return setOf([]);
		}
		if (peek() === '{') {
			pos++;
			const els: Value[] = [];
			if (peek() === '}') {
				pos++;
				return setOf([]);
			}
			for (;;) {
				const e = value();
				if (!e) return null;
				els.push(e);
				if (peek() === ',') pos++;
				else if (peek() === '}') {
					pos++;
					return setOf(els);
				} else return null;
			}
		}
		return number();
	}
	const v = value();
	return v && pos === s.length ? v : null;
}

/** The grid of numbers the oracle tries: n/d for d in dens and |n/d| ≤ bound, each also nudged by ±√2/10⁶. */
export function numberGrid(bound: number, dens: number[]): Value[] {
	const nudge = q(1, 1_000_000);
	const out: Value[] = [];
	for (const d of dens)
		for (let n = -bound * d; n <= bound * d; n++) {
			const x = q(n, d);
			if (x.d !== BigInt(d)) continue;
			out.push(num(x));
			out.push({ kind: 'num', v: real(x, nudge) }, { kind: 'num', v: real(x, qSub(ZERO, nudge)) });
		}
	return out;
}

// ---------- sums of two roots: p + r·√a + s·√b ----------

/** The sign of x + y·√d for rationals x, y and a whole d ≥ 0, exactly. */
function signWithRoot(x: Q, y: Q, d: bigint): number {
	const sx = qSign(x);
	const sy = qSign(y);
	if (sy === 0 || d === 0n) return sx;
	if (sx === 0 || sx === sy) return sy;
	// Opposite signs: the larger of x² and y²·d wins; equal means zero.
	const diff = qSign(qSub(qMul(x, x), qMul(q(d), qMul(y, y))));
	return diff > 0 ? sx : diff < 0 ? sy : 0;
}

/**
 * The order of p + r·√a + s·√b and the rational c: -1, 0 or 1, exactly, for whole a, b ≥ 0.
 * With α = (p - c) + r·√a, the number is α + s·√b; when α and s differ in sign, α² - s²·b
 * (again of the form x + y·√a) says which part is larger.
 */
export function cmpTwoRoots(p: Q, r: Q, a: bigint, s: Q, b: bigint, c: Q): number {
	const x = qSub(p, c);
	const sAlpha = signWithRoot(x, r, a);
	const sS = b === 0n ? 0 : qSign(s);
	if (sS === 0) return sAlpha;
	if (sAlpha === 0 || sAlpha === sS) return sS;
	// α² = x² + r²a + 2xr·√a.
	const rest = qSub(qAdd(qMul(x, x), qMul(q(a), qMul(r, r))), qMul(q(b), qMul(s, s)));
	const diff = signWithRoot(rest, qMul(q(2), qMul(x, r)), a);
	return diff > 0 ? sAlpha : diff < 0 ? sS : 0;
}

/**
 * Whether p + r·√a + s·√b (whole a, b ≥ 0) is rational: each root is written as k·√m with m
 * square-free (by trial division: the oracle's numbers are small), roots of the same m are
 * gathered, and the number is rational exactly when every gathered coefficient is zero.
 */
export function twoRootsRational(r: Q, a: bigint, s: Q, b: bigint): boolean {
	const split = (n: bigint): [bigint, bigint] => {
		let k = 1n;
		let m = n;
		for (let f = 2n; f * f <= m; f++)
			while (m % (f * f) === 0n) {
				m /= f * f;
				k *= f;
			}
		return [k, m];
	};
	const coef = new Map<bigint, Q>();
	for (const [c, n] of [
		[r, a],
		[s, b]
	] as const) {
		const [k, m] = split(n);
		if (m === 1n || m === 0n) continue;
		coef.set(m, qAdd(coef.get(m) ?? ZERO, qMul(c, q(k))));
	}
	return [...coef.values()].every((c) => qSign(c) === 0);
}

// ---------- two generators: a link between them, or their product ----------

/**
 * A set of integers a generator ranges over: lo ≤ x ≤ hi (null: unbounded) with x ≡ r (mod m),
 * written as a named set when it is one, else as a filter of ℤ.
 */
export interface IntDomain {
	name: 'ℕ' | 'ℕ₀' | 'ℤ' | null;
	lo: bigint | null;
	hi: bigint | null;
	m: bigint;
	r: bigint;
}

/** a·x + b·y + c op 0 between the two generators x and y. */
export interface TwoLink {
	a: bigint;
	b: bigint;
	c: bigint;
	op: CmpOp;
}

/**
 * {p·a + r·b + c : a ∈ X, b ∈ Y, links} ('linked', p, r > 0 and X, Y bounded below, so each
 * value has finitely many preimages) or {p·a·b : a ∈ X, b ∈ Y} ('product').
 */
export interface TwoVarCard {
	t: 'linked' | 'product';
	p: bigint;
	r: bigint;
	c: bigint;
	x: IntDomain;
	y: IntDomain;
	links: TwoLink[];
}

function inDomain(d: IntDomain, n: bigint, naturalsFrom: 0 | 1): boolean {
	const lo = d.name === 'ℕ' ? BigInt(naturalsFrom) : d.lo;
	if (lo !== null && n < lo) return false;
	if (d.hi !== null && n > d.hi) return false;
	return (((n - d.r) % d.m) + d.m) % d.m === 0n;
}

function linkHolds(l: TwoLink, x: bigint, y: bigint): boolean {
	const v = l.a * x + l.b * y + l.c;
	return cmpHolds(v > 0n ? 1 : v < 0n ? -1 : 0, l.op);
}

function cmpHolds(sign: number, op: CmpOp): boolean {
	switch (op) {
		case '<':
			return sign < 0;
		case '≤':
			return sign <= 0;
		case '>':
			return sign > 0;
		case '≥':
			return sign >= 0;
		case '=':
			return sign === 0;
		case '≠':
			return sign !== 0;
	}
}

/** Whether the number is in the card, by listing the finitely many ways it could be made. */
export function twoVarMember(card: TwoVarCard, x: Value, naturalsFrom: 0 | 1): boolean {
	if (x.kind === 'set' || !isRat(x.v) || x.v.p.d !== 1n) return false;
	const n = x.v.p.n;
	const lowest = (d: IntDomain) => (d.name === 'ℕ' ? BigInt(naturalsFrom) : d.lo);
	if (card.t === 'linked') {
		const lx = lowest(card.x);
		const ly = lowest(card.y);
		if (lx === null || ly === null) throw new Error('oracle: a linked card needs lower bounds');
		// p·a ≤ n − c − r·ly, so a is at most that over p.
		for (let a = lx; card.p * a <= n - card.c - card.r * ly; a++) {
			const rest = n - card.c - card.p * a;
			if (rest % card.r !== 0n) continue;
			const b = rest / card.r;
			if (
				inDomain(card.x, a, naturalsFrom) &&
				inDomain(card.y, b, naturalsFrom) &&
				card.links.every((l) => linkHolds(l, a, b))
			)
				return true;
		}
		return false;
	}
	// p·a·b = n: a zero factor makes 0 (every domain here holds some number); else a divides n/p.
	if (n === 0n) return inDomain(card.x, 0n, naturalsFrom) || inDomain(card.y, 0n, naturalsFrom);
	if (n % card.p !== 0n) return false;
	const m = n / card.p;
	const size = m < 0n ? -m : m;
	for (let a = 1n; a <= size; a++) {
		if (size % a !== 0n) continue;
		for (const sa of [a, -a])
			if (inDomain(card.x, sa, naturalsFrom) && inDomain(card.y, m / sa, naturalsFrom)) return true;
	}
	return false;
}

function domainText(d: IntDomain): string {
	if (d.name) return d.name;
	const parts: string[] = [];
	if (d.lo !== null && d.hi !== null) parts.push(`${d.lo} ≤ x ≤ ${d.hi}`);
	else if (d.lo !== null) parts.push(`x ≥ ${d.lo}`);
	else if (d.hi !== null) parts.push(`x ≤ ${d.hi}`);
	if (d.m > 1n) parts.push(`x mod ${d.m} = ${d.r}`);
	return `{x ∈ ℤ | ${parts.length ? parts.join(' and ') : 'x = x'}}`;
}

/** c₁·a + c₂·b as text, with signs written between the parts. */
function pairText(ca: bigint, cb: bigint, a: string, b: string): string {
	const one = (k: bigint, v: string) => (k === 1n ? v : k === -1n ? `-${v}` : `${k}${v}`);
	if (ca === 0n && cb === 0n) return '0';
	if (ca === 0n) return one(cb, b);
	if (cb === 0n) return one(ca, a);
	return `${one(ca, a)} ${cb < 0n ? '-' : '+'} ${one(cb < 0n ? -cb : cb, b)}`;
}

/** The card's text, as a player would write it. */
export function twoVarText(card: TwoVarCard): string {
	const head =
		card.t === 'product'
			? `${card.p === 1n ? '' : `${card.p}`}a·b`
			: `${pairText(card.p, card.r, 'a', 'b')}${card.c === 0n ? '' : card.c < 0n ? ` - ${-card.c}` : ` + ${card.c}`}`;
	const links = card.links.map((l) => `, ${pairText(l.a, l.b, 'a', 'b')} ${l.op} ${-l.c}`);
	return `{${head} : a ∈ ${domainText(card.x)}, b ∈ ${domainText(card.y)}${links.join('')}}`;
}
