/**
 * The independent oracle (oracle.ts) for the checker's finite-witness, power and grid families:
 * products and sums against a list of exceptions, ranges checked number by number, multiples of
 * π or e cut to a bounded interval, powers of one base, n^n against squares and cubes, two grids
 * met, and an interval against a lattice plus an interval. Each family gives cards as text and
 * decides them with its own arithmetic (whole numbers, the oracle's rationals, π and e held
 * between decimal bounds): nothing here imports the engine, so a mistake in the checker cannot
 * hide behind the same mistake here. oracle.families.test.ts asks the checker and compares.
 */
import { q, qAdd, qDiv, qFloor, qMul, qSign, qSub, qEq, qText, type Q } from './oracle';

/**
 * One question of a family: A and S as card text, the true answer, and how to read and test a
 * witness (X is what a witness is: a whole number, a rational, a multiple of π plus a rational).
 */
export interface FamilyCase<X> {
	a: string;
	s: string;
	/** Whether A ⊆ S, worked out by the oracle. */
	subset: boolean;
	parse(witness: string): X | null;
	inA(x: X): boolean;
	inS(x: X): boolean;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

function gcd(a: bigint, b: bigint): bigint {
	a = abs(a);
	b = abs(b);
	while (b) [a, b] = [b, a % b];
	return a;
}

/** A whole number written as a witness (`22`, `-3`), or null. */
export function parseWhole(text: string): bigint | null {
	return /^-?\d+$/.test(text.trim()) ? BigInt(text.trim()) : null;
}

/** A rational written as a witness (`3`, `-13/4`), or null. */
export function parseRational(text: string): Q | null {
	const m = /^(-?\d+)(?:\/(\d+))?$/.exec(text.replace(/\s+/g, ''));
	return m && m[2] !== '0' ? q(BigInt(m[1]), BigInt(m[2] ?? '1')) : null;
}

// ---------- whole numbers: primes, products, sums ----------

/** Whether n is prime, by trial division (the oracle's numbers stay below a few million). */
export function isPrimeByTrial(n: bigint): boolean {
	if (n < 2n) return false;
	for (let f = 2n; f * f <= n; f++) if (n % f === 0n) return false;
	return true;
}

/** A set of whole numbers made of two generators, as a player writes it. */
export type PairSet =
	| { t: 'product-above'; m: bigint } // {a·b : a, b ∈ ℕ, a, b > m}
	| { t: 'prime-sum' } // {a + b : a, b ∈ ℙ}
	| { t: 'prime-product' }; // {a·b : a, b ∈ ℙ}

export function pairSetText(p: PairSet): string {
	if (p.t === 'product-above') return `{a·b : a, b ∈ ℕ, a, b > ${p.m}}`;
	return p.t === 'prime-sum' ? '{a + b : a, b ∈ ℙ}' : '{a·b : a, b ∈ ℙ}';
}

/** Whether n is in the set: every way of making n is tried (divisors, or every prime below n). */
export function inPairSet(p: PairSet, n: bigint): boolean {
	if (n < 1n) return false;
	if (p.t === 'prime-sum') {
		// An odd sum of two primes has 2 as one of them.
		if (n % 2n === 1n) return isPrimeByTrial(n - 2n);
		for (let a = 2n; a <= n - 2n; a++) if (isPrimeByTrial(a) && isPrimeByTrial(n - a)) return true;
		return false;
	}
	for (let a = 1n; a * a <= n; a++) {
		if (n % a !== 0n) continue;
		const b = n / a;
		if (p.t === 'product-above' ? a > p.m && b > p.m : isPrimeByTrial(a) && isPrimeByTrial(b))
			return true;
	}
	return false;
}

/**
 * A ⊆ T \ F: a pair set against ℤ or ℕ less a list. Every element of a pair set is a whole number
 * of at least 1, so A ⊆ T, and A ⊆ T \ F exactly when no listed number is in A.
 */
export function exceptionsCase(a: PairSet, rest: 'ℤ' | 'ℕ', lists: bigint[][]): FamilyCase<bigint> {
	const left = lists.flat();
	const inA = (n: bigint) => inPairSet(a, n);
	return {
		a: pairSetText(a),
		s: [rest, ...lists.map((l) => `{${l.join(', ')}}`)].join(' \\ '),
		subset: !left.some(inA),
		parse: parseWhole,
		inA,
		inS: (n) => (rest === 'ℤ' || n >= 1n) && !left.includes(n)
	};
}

/** A range lo..hi (the even numbers only, when asked) against a pair set: each number tried. */
export function exhaustionCase(
	lo: bigint,
	hi: bigint,
	evens: boolean,
	s: PairSet
): FamilyCase<bigint> {
	const inA = (n: bigint) => n >= lo && n <= hi && (!evens || n % 2n === 0n);
	let subset = true;
	for (let n = lo; n <= hi; n++) if (inA(n) && !inPairSet(s, n)) subset = false;
	return {
		a: `{x ∈ ℤ | ${lo} ≤ x ≤ ${hi}${evens ? ', x is even' : ''}}`,
		s: pairSetText(s),
		subset,
		parse: parseWhole,
		inA,
		inS: (n) => inPairSet(s, n)
	};
}

// ---------- multiples of π or e in a bounded interval ----------

/**
 * π and e to 50 decimals, as bounds lo < c < lo + 10⁻⁵⁰: enough to order any multiple k·c (|k|
 * in the hundreds) against a rational with a small denominator, which is never equal to it.
 */
const DIGITS = 10n ** 50n;
const CONSTANTS = {
	π: 314159265358979323846264338327950288419716939937510n,
	e: 271828182845904523536028747135266249775724709369995n
} as const;
export type Constant = keyof typeof CONSTANTS;

/** A number t·c + r with rational t and r (c = π or e): unique, as c is irrational. */
export interface WithConstant {
	t: Q;
	r: Q;
}

/** The sign of t·c + r − y, from the decimal bounds; throws if they cannot tell (never seen). */
export function cmpWithConstant(x: WithConstant, c: Constant, y: Q): number {
	const rest = qSub(x.r, y);
	if (qSign(x.t) === 0) return qSign(rest);
	const lo = qAdd(qMul(x.t, q(CONSTANTS[c], DIGITS)), rest);
	const hi = qAdd(qMul(x.t, q(CONSTANTS[c] + 1n, DIGITS)), rest);
	if (qSign(lo) === qSign(hi) && qSign(lo) !== 0) return qSign(lo);
	throw new Error('oracle: the bounds on the constant are too wide here');
}

/** A witness such as `3π`, `-2e`, `8π + 3`, `1 - π`, `5`, or null. */
export function parseWithConstant(text: string, c: Constant): WithConstant | null {
	const s = text.replace(/\s+/g, '').replaceAll('·', '');
	if (s === '') return null;
	let t = q(0);
	let r = q(0);
	for (const term of s.split(/(?=[+-])/)) {
		if (term.endsWith(c)) {
			const coef = term.slice(0, -c.length);
			const k = coef === '' || coef === '+' ? q(1) : coef === '-' ? q(-1) : parseRational(coef);
			if (!k) return null;
			t = qAdd(t, k);
		} else {
			const v = parseRational(term.replace(/^\+/, ''));
			if (!v) return null;
			r = qAdd(r, v);
		}
	}
	return { t, r };
}

export interface Bound {
	at: Q;
	closed: boolean;
}

/** {m·k·c + s : k ∈ dom} ∩ (lo, hi) against a list of its values or an interval. */
export interface MultiplesCard {
	c: Constant;
	m: bigint;
	s: bigint;
	dom: 'ℤ' | 'ℕ' | 'ℕ₀';
	lo: Bound;
	hi: Bound;
}

function inInterval(x: WithConstant, c: Constant, lo: Bound, hi: Bound): boolean {
	const l = cmpWithConstant(x, c, lo.at);
	const h = cmpWithConstant(x, c, hi.at);
	return (l > 0 || (lo.closed && l === 0)) && (h < 0 || (hi.closed && h === 0));
}

const intervalText = (lo: Bound, hi: Bound) =>
	`${lo.closed ? '[' : '('}${qText(lo.at)}, ${qText(hi.at)}${hi.closed ? ']' : ')'}`;

function multipleText(c: Constant, t: bigint, s: bigint): string {
	if (t === 0n) return `${s}`;
	const lead = t === 1n ? c : t === -1n ? `-${c}` : `${t}${c}`;
	return s === 0n ? lead : `${lead} ${s < 0n ? '-' : '+'} ${abs(s)}`;
}

/**
 * The elements of A. Floating point only narrows the k to try (with a margin of 2 on each side,
 * far wider than its error); each is then decided exactly by the bounds.
 */
export function multiplesOf(card: MultiplesCard): WithConstant[] {
	const out: WithConstant[] = [];
	const step = Number(card.m) * (card.c === 'π' ? Math.PI : Math.E);
	const ends = [card.lo.at, card.hi.at].map(
		(y) => (Number(y.n) / Number(y.d) - Number(card.s)) / step
	);
	const start = BigInt(Math.floor(Math.min(...ends))) - 2n;
	const first =
		card.dom === 'ℤ'
			? start
			: card.dom === 'ℕ'
				? start > 1n
					? start
					: 1n
				: start > 0n
					? start
					: 0n;
	for (let k = first; k <= BigInt(Math.ceil(Math.max(...ends))) + 2n; k++) {
		const x = { t: q(card.m * k), r: q(card.s) };
		if (inInterval(x, card.c, card.lo, card.hi)) out.push(x);
	}
	return out;
}

/**
 * S is A's list with the elements at `drop` left out and the `extra` multiples put in, or the
 * interval (lo, hi) when `within` is given. The ends of A are at most 60 from 0 and |m| ≥ 1,
 * so |k| ≤ 400 reaches past them.
 */
export function multiplesCase(
	card: MultiplesCard,
	drop: number[],
	extra: bigint[],
	within: { lo: Bound; hi: Bound } | null
): FamilyCase<WithConstant> {
	const { c, m, s } = card;
	const elements = multiplesOf(card);
	const listed = [
		...elements.filter((_, i) => !drop.includes(i)),
		...extra.map((t) => ({ t: q(t), r: q(s) }))
	];
	const same = (x: WithConstant, y: WithConstant) => qEq(x.t, y.t) && qEq(x.r, y.r);
	const inS = (x: WithConstant) =>
		within ? inInterval(x, c, within.lo, within.hi) : listed.some((y) => same(x, y));
	const dom = (k: Q) => k.d === 1n && (card.dom === 'ℤ' || k.n >= (card.dom === 'ℕ' ? 1n : 0n));
	const term = m === 1n ? `k·${c}` : m === -1n ? `-k·${c}` : `${m}k·${c}`;
	return {
		a: `{${term}${s === 0n ? '' : s < 0n ? ` - ${-s}` : ` + ${s}`} : k ∈ ${card.dom}} ∩ ${intervalText(card.lo, card.hi)}`,
		s: within
			? intervalText(within.lo, within.hi)
			: `{${listed.map((x) => multipleText(c, x.t.n, x.r.n)).join(', ')}}`,
		subset: elements.every(inS),
		parse: (w) => parseWithConstant(w, c),
		inA: (x) => qEq(x.r, q(s)) && dom(qDiv(x.t, q(m))) && inInterval(x, c, card.lo, card.hi),
		inS
	};
}

// ---------- powers of one base ----------

/** {(b^β)^k : k ∈ ℕ or ℕ₀, k mod m = r}: the powers of b whose exponent is β·k. */
export interface PowerGen {
	beta: number;
	from: 0 | 1;
	mod: number;
	rem: number;
}

function powerGenText(b: bigint, g: PowerGen): string {
	const cond = g.mod > 1 ? `, k mod ${g.mod} = ${g.rem % g.mod}` : '';
	return `{${b ** BigInt(g.beta)}^k : k ∈ ${g.from === 0 ? 'ℕ₀' : 'ℕ'}${cond}}`;
}

/** Whether x = B^k with k as the generator asks, by multiplying B up to x. */
function inPowerGen(b: bigint, g: PowerGen, x: bigint): boolean {
	const base = b ** BigInt(g.beta);
	let k = 0;
	for (let v = 1n; v <= x; v *= base, k++)
		if (v === x) return k >= g.from && (g.mod === 1 || k % g.mod === g.rem % g.mod);
	return false;
}

/** A generator or two joined: `one`, `one ∩ two`, `one ∪ two`. */
export interface PowerSet {
	gens: PowerGen[];
	op: '∩' | '∪';
}

const powerSetText = (b: bigint, p: PowerSet) =>
	p.gens.map((g) => powerGenText(b, g)).join(` ${p.op} `);

function inPowerSet(b: bigint, p: PowerSet, x: bigint): boolean {
	const hits = p.gens.map((g) => inPowerGen(b, g, x));
	return p.op === '∩' ? hits.every(Boolean) : hits.some(Boolean);
}

/**
 * Powers of b against powers of b. Every set holds only powers b^j, and whether b^j is in it
 * depends on j alone, with a period dividing the lcm of the β·mod (at most 6·3 each, so the lcm
 * of three is at most 180) once j is past every start (at most 6·3): j up to 400 decides.
 */
export function powersCase(b: bigint, a: PowerSet, s: PowerSet): FamilyCase<bigint> {
	let subset = true;
	for (let j = 0n, x = 1n; j <= 400n; j++, x *= b)
		if (inPowerSet(b, a, x) && !inPowerSet(b, s, x)) subset = false;
	return {
		a: powerSetText(b, a),
		s: powerSetText(b, s),
		subset,
		parse: parseWhole,
		inA: (x) => inPowerSet(b, a, x),
		inS: (x) => inPowerSet(b, s, x)
	};
}

// ---------- n^n against squares and cubes ----------

/** The whole d-th root of x ≥ 0 rounded down, by bisection. */
export function wholeRoot(x: bigint, d: bigint): bigint {
	let lo = 0n;
	let hi = 1n;
	while (hi ** d <= x) hi *= 2n;
	while (hi - lo > 1n) {
		const mid = (lo + hi) / 2n;
		if (mid ** d <= x) lo = mid;
		else hi = mid;
	}
	return lo;
}

export type SelfPowerCond =
	{ t: 'all' } | { t: 'mod'; m: bigint; r: bigint } | { t: 'divides'; m: bigint };
export type PowerTarget = 'squares' | 'square-image' | 'cubes';

const selfCondHolds = (c: SelfPowerCond, n: bigint) =>
	c.t === 'all' || (c.t === 'mod' ? n % c.m === c.r : n % c.m === 0n);

function inTarget(t: PowerTarget, x: bigint): boolean {
	if (t === 'cubes') {
		const r = wholeRoot(abs(x), 3n);
		return r ** 3n === abs(x);
	}
	return x >= (t === 'squares' ? 0n : 1n) && wholeRoot(x, 2n) ** 2n === x;
}

/**
 * {n^n : n ∈ ℕ, cond} against a set of powers. n^n is a square exactly when n is even or a
 * square, a cube exactly when 3 | n or n is a cube; in every remainder class with m ≤ 8 that is
 * not all even (all multiples of 3), an n below 72 is neither, so n up to 72 decides.
 */
export function selfPowerCase(cond: SelfPowerCond, target: PowerTarget): FamilyCase<bigint> {
	const inA = (x: bigint) => {
		for (let n = 1n; n ** n <= x; n++) if (n ** n === x) return selfCondHolds(cond, n);
		return false;
	};
	let subset = true;
	for (let n = 1n; n <= 72n; n++)
		if (selfCondHolds(cond, n) && !inTarget(target, n ** n)) subset = false;
	const condText =
		cond.t === 'all' ? '' : cond.t === 'mod' ? `, n mod ${cond.m} = ${cond.r}` : `, ${cond.m} | n`;
	const s = {
		squares: '{x ∈ ℤ | x is a square}',
		'square-image': '{m² : m ∈ ℕ}',
		cubes: '{m³ : m ∈ ℤ}'
	}[target];
	return {
		a: `{n^n : n ∈ ℕ${condText}}`,
		s,
		subset,
		parse: parseWhole,
		inA,
		inS: (x) => inTarget(target, x)
	};
}

// ---------- two grids met ----------

/** The grid {(s·k + p)/d : k ∈ ℤ}. */
export interface Grid {
	s: bigint;
	p: bigint;
	d: bigint;
}

const gridText = (g: Grid) => `{(${g.s}k + ${g.p})/${g.d} : k ∈ ℤ}`;

function inGrid(g: Grid, x: Q): boolean {
	const t = qSub(qMul(x, q(g.d)), q(g.p));
	return t.d === 1n && t.n % g.s === 0n;
}

/** x and y with a·x + b·y = gcd(a, b) for a, b ≥ 0, by the oracle's own extended Euclid. */
function bezout(a: bigint, b: bigint): [bigint, bigint] {
	let [r0, r1, x0, x1, y0, y1] = [a, b, 1n, 0n, 0n, 1n];
	while (r1 !== 0n) {
		const k = r0 / r1;
		[r0, r1] = [r1, r0 - k * r1];
		[x0, x1] = [x1, x0 - k * x1];
		[y0, y1] = [y1, y0 - k * y1];
	}
	return [x0, y0];
}

const mod = (a: bigint, m: bigint) => ((a % m) + m) % m;

/**
 * The meeting of two grids as N/L for N ≡ r (mod M), L = lcm of the denominators, or null when
 * they never meet: grid i is N ≡ pᵢ·eᵢ (mod sᵢ·eᵢ) with eᵢ = L/dᵢ, and the two are joined by
 * the Chinese remainder theorem.
 */
export function meetGridsByCrt(g1: Grid, g2: Grid): { r: bigint; m: bigint; l: bigint } | null {
	const l = (g1.d / gcd(g1.d, g2.d)) * g2.d;
	const e1 = l / g1.d;
	const e2 = l / g2.d;
	const [a1, m1, a2, m2] = [g1.p * e1, g1.s * e1, g2.p * e2, g2.s * e2];
	const g = gcd(m1, m2);
	if (mod(a2 - a1, g) !== 0n) return null;
	const [x] = bezout(m1 / g, m2 / g);
	const m = (m1 / g) * m2;
	// N = a1 + m1·t with m1·t ≡ a2 − a1 (mod m2): t ≡ ((a2 − a1)/g)·x (mod m2/g).
	const t = mod(((a2 - a1) / g) * x, m2 / g);
	return { r: mod(a1 + m1 * t, m), m, l };
}

/** The multiples of n/d ({nk/d : k ∈ ℤ}; ℤ is n = d = 1), or nothing (∅). */
export type GridTarget = { t: 'multiples'; n: bigint; d: bigint } | { t: 'empty' };

/** Two grids met, against the multiples of n/d or ∅, decided exactly through their meeting. */
export function gridsCase(g1: Grid, g2: Grid, target: GridTarget): FamilyCase<Q> {
	const met = meetGridsByCrt(g1, g2);
	const inS = (x: Q) => {
		if (target.t === 'empty') return false;
		const k = qDiv(qMul(x, q(target.d)), q(target.n));
		return k.d === 1n;
	};
	let subset: boolean;
	if (!met) subset = true;
	else if (target.t === 'empty') subset = false;
	else {
		// N·d ≡ 0 (mod L·n) for every N ≡ r (mod M): both r·d and M·d are multiples of L·n.
		const big = met.l * target.n;
		subset = mod(met.r * target.d, big) === 0n && mod(met.m * target.d, big) === 0n;
	}
	const sText =
		target.t === 'empty'
			? '∅'
			: target.n === 1n && target.d === 1n
				? 'ℤ'
				: `{${target.n}k/${target.d} : k ∈ ℤ}`;
	return {
		a: `${gridText(g1)} ∩ ${gridText(g2)}`,
		s: sText,
		subset,
		parse: parseRational,
		inA: (x) => inGrid(g1, x) && inGrid(g2, x),
		inS
	};
}

// ---------- an interval against a lattice plus an interval ----------

export interface Span {
	lo: Q;
	hi: Q;
	loClosed: boolean;
	hiClosed: boolean;
}

const spanText = (j: Span) =>
	`${j.loClosed ? '[' : '('}${qText(j.lo)}, ${qText(j.hi)}${j.hiClosed ? ']' : ')'}`;

function inSpan(j: Span, x: Q): boolean {
	const l = qSign(qSub(x, j.lo));
	const h = qSign(qSub(x, j.hi));
	return (l > 0 || (j.loClosed && l === 0)) && (h < 0 || (j.hiClosed && h === 0));
}

/** Whether x = step·n + b with n whole and b in J: only n near (x − J)/step can do. */
function inShifted(step: bigint, j: Span, x: Q): boolean {
	const first = qFloor(qDiv(qSub(x, j.hi), q(step))) - 1n;
	const last = qFloor(qDiv(qSub(x, j.lo), q(step))) + 1n;
	for (let n = first; n <= last; n++) if (inSpan(j, qSub(x, q(step * n)))) return true;
	return false;
}

/**
 * A against {step·a + b : a ∈ ℤ, b ∈ J}. Membership in S changes only at the copies' ends, so
 * A ⊆ S is decided by A's ends, every copy end inside A and a point between each two of these.
 */
export function shiftedCase(a: Span, step: bigint, j: Span): FamilyCase<Q> {
	const points: Q[] = [a.lo, a.hi];
	const from = qFloor(qDiv(qSub(a.lo, j.hi), q(step))) - 1n;
	const to = qFloor(qDiv(qSub(a.hi, j.lo), q(step))) + 1n;
	for (let n = from; n <= to; n++)
		for (const end of [j.lo, j.hi]) {
			const at = qAdd(end, q(step * n));
			if (inSpan({ ...a, loClosed: true, hiClosed: true }, at)) points.push(at);
		}
	points.sort((x, y) => qSign(qSub(x, y)));
	const probes = [...points];
	for (let i = 1; i < points.length; i++) probes.push(qDiv(qAdd(points[i - 1], points[i]), q(2)));
	const lead = step === 1n ? 'a' : `${step}a`;
	return {
		a: spanText(a),
		s: `{${lead} + b : a ∈ ℤ, b ∈ ${spanText(j)}}`,
		subset: probes.every((x) => !inSpan(a, x) || inShifted(step, j, x)),
		parse: parseRational,
		inA: (x) => inSpan(a, x),
		inS: (x) => inShifted(step, j, x)
	};
}
