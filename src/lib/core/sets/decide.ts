/**
 * Decides A ⊆ S. Both cards are brought to normal form; A ⊆ S exactly when A \ S is empty. With
 * primes or squares the normal forms are approximations lo ⊆ set ⊆ hi, and then: subset only
 * when hi(A) \ lo(S) is empty or every element of it is checked to be in S; not-subset only with
 * a witness confirmed by the independent evaluator; otherwise unknown.
 */
import { gcdNumber, iroot } from '../numbers/integers';
import { AtomUnusable, Compiler, isExact, settled, type Approx } from './compile';
import { commonRemainders, readQuestion, solve, type Reading } from './congruences';
import { TooComplex } from './errors';
import { Evaluator } from './evaluate';
import type { Iv } from './intervals';
import { coef, degree, polyAdd, polyMul, polyTrim, type CondIR, type Poly, type SetIR } from './ir';
import * as N from './numset';
import * as P from './periodic';
import { div, eq, mul, neg, rat, ratPow, sub, type Rat } from './rational';
import { printElem, printIv } from './print';
import * as S from './setnf';
import { OutOfWork, Work } from './work';
import { fromEnd, surd } from './surd';
import type { End } from './real';

export interface Decision {
	verdict: 'subset' | 'not-subset' | 'unknown';
	witness?: string;
	reason: string;
}

function stripSpans(ir: unknown): string {
	return JSON.stringify(ir, (key, value) =>
		key === 'span' ? undefined : typeof value === 'bigint' ? value.toString() : value
	);
}

/** Moduli that the cards' own conditions use, to aim the residue approximations. */
function moduliOf(ir: SetIR | CondIR | null, out: Set<number>): void {
	if (!ir) return;
	const add = (r: { n: bigint; d: bigint }) => {
		const m = r.d === 1n ? (r.n < 0n ? -r.n : r.n) : r.d;
		if (m > 1n && m < 1n << 40n) out.add(Number(m));
	};
	switch (ir.k) {
		case 'prog':
			add(ir.d);
			break;
		case 'union':
		case 'inter':
		case 'diff':
			moduliOf(ir.a, out);
			moduliOf(ir.b, out);
			break;
		case 'pow':
			moduliOf(ir.a, out);
			break;
		case 'filter':
			moduliOf(ir.dom, out);
			moduliOf(ir.cond, out);
			break;
		case 'image':
			moduliOf(ir.dom, out);
			moduliOf(ir.cond, out);
			ir.term.forEach(add);
			break;
		case 'sum':
			ir.parts.forEach((part) => moduliOf(part, out));
			break;
		case 'roster':
			for (const item of ir.items) if (item.k === 'set') moduliOf(item.s, out);
			break;
		case 'modcmp':
		case 'mult':
			add(ir.m);
			break;
		case 'in':
			moduliOf(ir.set, out);
			break;
		case 'and':
		case 'or':
			ir.args.forEach((a) => moduliOf(a, out));
			break;
		case 'not':
			moduliOf(ir.arg, out);
			break;
	}
}

function lcm(a: number, b: number): number {
	let x = a;
	let y = b;
	while (y) [x, y] = [y, x % y];
	return (a / x) * b;
}

function candidateModuli(a: SetIR, s: SetIR): number[] {
	const found = new Set<number>();
	moduliOf(a, found);
	moduliOf(s, found);
	let hint = 1;
	let large = 1;
	for (const m of found) {
		if (m >= 10000) {
			// Every prime above m is coprime to m: worth a reading modulo m itself.
			const next = lcm(large, m);
			if (next <= 2 ** 45) large = next;
			continue;
		}
		const next = lcm(hint, m);
		if (next <= 5040) hint = next;
	}
	const out: number[] = [];
	for (const base of [12, 720, 5040, 55440]) {
		const m = lcm(base, hint);
		if (m <= 200000 && !out.includes(m)) out.push(m);
	}
	// A large modulus on the cards is the likely reason: try it right after the first reading.
	if (large > 1) out.splice(1, 0, lcm(lcm(12, hint), large));
	return out;
}

/**
 * Whether A ⊆ S, with a checked witness when it is not. `depth` bounds the proofs from the
 * cards' parts (partProof), which ask this again about smaller cards. `reading` is the question
 * read modulus by modulus (readCongruences), when the caller has read it already.
 */
export function decide(
	w: Work,
	a: SetIR,
	s: SetIR,
	naturalsFrom: 0 | 1,
	{ depth = 2, reading }: { depth?: number; reading?: Reading | null } = {}
): Decision {
	if (stripSpans(a) === stripSpans(s))
		return {
			verdict: 'subset',
			reason: 'A and S define the same set, and every set is a subset of itself.'
		};
	const evaluator = new Evaluator(w, naturalsFrom);
	const perModulus = byModulus(
		w,
		a,
		s,
		reading === undefined ? readCongruences(a, s, naturalsFrom) : reading,
		evaluator
	);
	if (perModulus) return perModulus;
	let tooComplex = false;
	let approximate = false;
	const found = new Set<number>();
	moduliOf(a, found);
	moduliOf(s, found);
	// The cards' own moduli, for wording a reason (whyInside).
	const moduliHint = [...found].filter((m) => m > 12 && m <= 1e7).sort((x, y) => x - y);
	let fromParts: string | null | undefined;
	// An exact reading that found a difference it could not confirm: said only if nothing else works.
	let unconfirmed: Decision | null = null;
	for (const modulus of candidateModuli(a, s)) {
		w.begin();
		try {
			const compiler = new Compiler(w, {
				naturalsFrom,
				modulus,
				member: (e, x) => evaluator.member(e, x)
			});
			const ca = compiler.set(a);
			const cs = compiler.set(s);
			const exact = isExact(ca) && isExact(cs);
			approximate ||= !exact;
			const answer = decideApprox(w, ca, cs, exact, modulus, a, s, evaluator, moduliHint);
			if (answer && answer.verdict !== 'unknown') return answer;
			if (answer) unconfirmed = answer;
			if (exact) break;
			if (atomProof(w, a, s, naturalsFrom, modulus)) {
				return {
					verdict: 'subset',
					reason:
						'Every element of A is in S, whichever numbers are primes or squares: the cards agree on them.'
				};
			}
			// The shape of the cards may settle it before the finer (slower) readings.
			if (fromParts === undefined) fromParts = partProof(w, a, s, naturalsFrom, depth);
			if (fromParts) return { verdict: 'subset', reason: fromParts };
		} catch (err) {
			if (!(err instanceof TooComplex)) throw err;
			tooComplex = true;
			// The shape of the cards may settle it before the other readings use up the work.
			if (fromParts === undefined) fromParts = partProof(w, a, s, naturalsFrom, depth);
			if (fromParts) return { verdict: 'subset', reason: fromParts };
		}
	}
	if (tooComplex) {
		const answer = byElements(w, a, s, naturalsFrom, evaluator);
		if (answer) return answer;
	}
	if (fromParts === undefined) fromParts = partProof(w, a, s, naturalsFrom, depth);
	if (fromParts) return { verdict: 'subset', reason: fromParts };
	const listed = byListedSets(w, a, s, naturalsFrom, depth, evaluator);
	if (listed) return listed;
	if (unconfirmed) return unconfirmed;
	if (tooComplex && !approximate)
		return {
			verdict: 'unknown',
			reason: 'These cards are too complex for the checker to compare.'
		};
	return {
		verdict: 'unknown',
		reason:
			'The checker could neither prove nor refute this: primes and squares are only partly understood by it.'
	};
}

/** The question read modulus by modulus, its period counted up to the residue tables' limit. */
export function readCongruences(a: SetIR, s: SetIR, naturalsFrom: 0 | 1): Reading | null {
	return readQuestion(a, s, naturalsFrom, BigInt(P.defaultTableLimit));
}

/**
 * A ⊆ S for sets of integers given by remainders, ranges and lists, read modulus by modulus
 * (congruences.ts) when their moduli have a common period too long for residue tables; null when
 * the cards are outside that reading or it cannot tell. Shorter periods are left to the tables,
 * which answer them as fast and word their reasons from the remainders.
 */
function byModulus(
	w: Work,
	a: SetIR,
	s: SetIR,
	reading: Reading | null,
	ev: Evaluator
): Decision | null {
	if (!reading || reading.period <= BigInt(P.defaultTableLimit)) return null;
	try {
		w.begin();
		const answer = w.within(0.25, () => solve(w, reading.outside));
		if (answer.empty) {
			// Remainders are those of the integers n, which are A's elements only at scale 1.
			const fact = reading.scale === 1n ? w.within(0.25, () => commonRemainders(w, reading)) : null;
			return {
				verdict: 'subset',
				reason: fact
					? remaindersReason(fact[0], fact[1])
					: 'Every element of A is in S: the remainders were compared for each modulus on its own.'
			};
		}
		const e: S.Elem = { t: 'num', v: surd(rat(answer.witness, reading.scale)) };
		if (ev.member(e, a) !== true || ev.member(e, s) !== false) return null;
		const text = printElem(w, e);
		return { verdict: 'not-subset', witness: text, reason: `${text} is in A but not in S.` };
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/**
 * A ⊆ S from the shape of the cards when the sets themselves could not be compared: a filter
 * {x ∈ D | ...} lies inside D, A ∩ B inside A, A \ B inside A, and A inside S ∪ T when inside S.
 * So {x ∈ ℙ | x + 2 ∈ ℙ} ⊆ ℙ whatever the twin primes are. An image {t(n) : n ∈ D} is inside
 * parts of S that apply t to other numbers when those cover D: {n² : n ∈ ℤ} ⊆ {(2n)² : n ∈ ℤ} ∪
 * {(2n + 1)² : n ∈ ℤ}.
 */
function partProof(w: Work, a: SetIR, s: SetIR, naturalsFrom: 0 | 1, depth: number): string | null {
	if (depth <= 0) return null;
	const inside = (x: SetIR, y: SetIR) => partVerdict(w, x, y, naturalsFrom, depth - 1) === 'subset';
	if (a.k === 'image' && degree(a.term) >= 2) {
		// S's parts {u(k) : k ∈ D, ...} with u(k) = t(αk + β) are t applied to {αk + β : k ∈ D, ...}:
		// A is inside S when those cover A's domain, a question about linear sets alone.
		const covers: SetIR[] = [];
		for (const part of unionParts(s)) {
			if (part.k !== 'image') continue;
			for (const [alpha, beta] of affineLinks(a.term, part.term))
				covers.push({ ...part, term: polyTrim([beta, alpha]) });
		}
		if (covers.length && covers.length <= 8) {
			const domain: SetIR = { k: 'filter', v: a.v, dom: a.dom, cond: a.cond, span: a.span };
			const cover = covers.reduce((x, y): SetIR => ({ k: 'union', a: x, b: y, span: s.span }));
			if (inside(domain, cover))
				return `Every element of A is in S: the parts of S apply the rule of A to other numbers, and those numbers take in every ${a.v} that A uses.`;
		}
	}
	if (a.k === 'filter' && a.dom && inside(a.dom, s))
		return 'Every element of A is in S: A keeps some elements of its domain, and the whole domain is in S.';
	if (a.k === 'inter' && (inside(a.a, s) || inside(a.b, s)))
		return 'Every element of A is in S: A is an intersection with a set that is inside S.';
	if (a.k === 'diff' && inside(a.a, s))
		return 'Every element of A is in S: A takes elements away from a set that is inside S.';
	if (a.k === 'union' && inside(a.a, s) && inside(a.b, s))
		return 'Every element of A is in S: both parts of A are inside S.';
	if (s.k === 'union' && (inside(a, s.a) || inside(a, s.b)))
		return 'Every element of A is in S: A is inside one part of S.';
	if (
		a.k === 'image' &&
		a.dom &&
		!(a.cond.k === 'const' && a.dom.k === 'named' && a.dom.name === 'Z')
	) {
		// {t : k ∈ D, ...} lies inside {t : k ∈ ℤ} when D holds only integers.
		const integers: SetIR = { k: 'named', name: 'Z', span: a.span };
		const whole: SetIR = { ...a, dom: integers, cond: { k: 'const', value: true } };
		if (inside(a.dom, integers) && inside(whole, s))
			return `Every element of A is in S: the same rule applied to every integer ${a.v} gives only elements of S.`;
	}
	return null;
}

/**
 * X ⊆ Y asked as a part of a larger question: with a quarter of the work left, so the parts
 * after it still have some; 'unknown' when that runs out.
 */
function partVerdict(
	w: Work,
	x: SetIR,
	y: SetIR,
	naturalsFrom: 0 | 1,
	depth: number
): Decision['verdict'] {
	try {
		return w.within(0.25, () => decide(w, x, y, naturalsFrom, { depth })).verdict;
	} catch (err) {
		if (err instanceof TooComplex) return 'unknown';
		throw err;
	}
}

function unionParts(s: SetIR): SetIR[] {
	return s.k === 'union' ? [...unionParts(s.a), ...unionParts(s.b)] : [s];
}

/** The d-th root of a rational when it is rational (d >= 1), else null; the positive one for even d. */
function ratRoot(x: Rat, d: number): Rat | null {
	if (x.n < 0n && d % 2 === 0) return null;
	const root = (n: bigint): bigint | null => {
		const r = iroot(n, d);
		return r ** BigInt(d) === n ? r : null;
	};
	const top = root(x.n < 0n ? -x.n : x.n);
	const bottom = root(x.d);
	if (top === null || bottom === null) return null;
	return rat(x.n < 0n ? -top : top, bottom);
}

/** The pairs (α, β) with t(αk + β) = u(k) for every k, checked by expanding t(αk + β). */
function affineLinks(t: Poly, u: Poly): [Rat, Rat][] {
	const d = degree(t);
	if (d < 1 || degree(u) !== d) return [];
	const scale = ratRoot(div(u[d], t[d]), d);
	if (!scale) return [];
	const out: [Rat, Rat][] = [];
	for (const alpha of d % 2 === 0 ? [scale, neg(scale)] : [scale]) {
		// The k^(d-1) coefficients: d·t_d·α^(d-1)·β + t_(d-1)·α^(d-1) = u_(d-1).
		const lead = ratPow(alpha, d - 1);
		const beta = div(
			sub(coef(u, d - 1), mul(coef(t, d - 1), lead)),
			mul(rat(BigInt(d)), mul(t[d], lead))
		);
		const inner: Poly = polyTrim([beta, alpha]);
		let composed: Poly = [];
		for (let i = d; i >= 0; i--)
			composed = polyAdd(polyMul(composed, inner), polyTrim([coef(t, i)]));
		if (composed.length === u.length && composed.every((c, i) => eq(c, u[i])))
			out.push([alpha, beta]);
	}
	return out;
}

/**
 * A set written on a card, exactly, or null: its normal form, or for a small finite set of numbers
 * (such as {x ∈ ℙ | x < 100}) the elements of its upper bound that the evaluator finds in it.
 */
function exactOf(w: Work, ir: SetIR, naturalsFrom: 0 | 1, ev: Evaluator): S.SetNF | null {
	try {
		w.begin();
		const c = settled(w, new Compiler(w, { naturalsFrom, modulus: 12 }).set(ir));
		if (isExact(c)) return c.lo;
		if (c.hi.fam.length || !S.isFinite(c.hi) || S.count(w, c.hi) > 300n) return null;
		const kept: S.Elem[] = [];
		for (const e of S.elements(w, c.hi, 300)) {
			const inside = ev.member(e, ir);
			if (inside === null) return null;
			if (inside) kept.push(e);
		}
		return S.fromElements(w, kept);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/**
 * Whether two sets written on cards are equal: X = Y exactly when X ⊆ Y and Y ⊆ X, each decided
 * on its own (so ℙ = {x ∈ ℤ | x is prime}); null when either answer is unknown.
 */
function sameSet(w: Work, x: SetIR, y: SetIR, naturalsFrom: 0 | 1, depth: number): boolean | null {
	const there = partVerdict(w, x, y, naturalsFrom, depth);
	if (there === 'not-subset') return false;
	const back = partVerdict(w, y, x, naturalsFrom, depth);
	if (back === 'not-subset') return false;
	return there === 'subset' && back === 'subset' ? true : null;
}

/**
 * A ⊆ S for a roster A against a roster S, element by element, when the normal forms could not
 * settle it: a set listed in A is in S when it equals a set listed in S, and is not in S when it
 * differs from each of them. A witness must be printed in roster form, so it needs A's element
 * known exactly. So {ℙ} ⊆ {{x ∈ ℤ | x is prime}}.
 */
function byListedSets(
	w: Work,
	a: SetIR,
	s: SetIR,
	naturalsFrom: 0 | 1,
	depth: number,
	ev: Evaluator
): Decision | null {
	if (a.k !== 'roster' || s.k !== 'roster') return null;
	const setsOfA = a.items.filter((i) => i.k === 'set');
	const setsOfS = s.items.filter((i) => i.k === 'set');
	// Each pair costs two decisions: keep the work small.
	if (!setsOfA.length || setsOfA.length * setsOfS.length > 36) return null;
	let allIn = true;
	for (const item of a.items) {
		let inS: boolean | null;
		if (item.k === 'num') {
			w.begin();
			inS = ev.member({ t: 'num', v: fromEnd(item.v) }, s);
		} else {
			inS = false;
			for (const other of setsOfS) {
				const same = sameSet(w, item.s, (other as { k: 'set'; s: SetIR }).s, naturalsFrom, depth);
				if (same === true) {
					inS = true;
					break;
				}
				if (same === null) inS = null;
			}
		}
		if (inS === true) continue;
		allIn = false;
		if (inS === false) {
			const elem: S.Elem | null =
				item.k === 'num'
					? { t: 'num', v: fromEnd(item.v) }
					: (() => {
							const nf = exactOf(w, item.s, naturalsFrom, ev);
							return nf ? { t: 'set', v: nf } : null;
						})();
			if (!elem) continue;
			const text = printElem(w, elem);
			return { verdict: 'not-subset', witness: text, reason: `${text} is in A but not in S.` };
		}
	}
	return allIn
		? { verdict: 'subset', reason: 'Every element of A is in S: each was compared on its own.' }
		: null;
}

/** The elements of A when it is a small finite set of numbers (from the card itself if need be). */
function smallFiniteNumbers(w: Work, a: SetIR, naturalsFrom: 0 | 1): S.Elem[] | null {
	if (a.k === 'roster' && a.items.every((i) => i.k === 'num'))
		return a.items.map((i) => ({ t: 'num', v: fromEnd((i as { k: 'num'; v: End }).v) }));
	try {
		w.begin();
		const ca = new Compiler(w, { naturalsFrom, modulus: 12 }).set(a);
		if (!isExact(ca) || ca.lo.fam.length || !S.isFinite(ca.lo) || S.count(w, ca.lo) > 1000n)
			return null;
		return S.elements(w, ca.lo, 1000);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/**
 * A ⊆ S for a small finite A of numbers, element by element with the evaluator: for cards whose
 * normal forms cannot be brought to a common scale (e.g. {0.0000001} and ℚ, or 1/7 and 0.142857).
 */
function byElements(
	w: Work,
	a: SetIR,
	s: SetIR,
	naturalsFrom: 0 | 1,
	ev: Evaluator
): Decision | null {
	const elements = smallFiniteNumbers(w, a, naturalsFrom);
	if (!elements) return witnessOfA(w, a, s, naturalsFrom, ev);
	let allIn = true;
	try {
		for (const e of elements) {
			w.begin();
			const inS = ev.member(e, s);
			if (inS === false && ev.member(e, a) === true) {
				const text = printElem(w, e);
				return { verdict: 'not-subset', witness: text, reason: `${text} is in A but not in S.` };
			}
			if (inS !== true) allIn = false;
		}
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
	if (!allIn) return null;
	return elements.length
		? { verdict: 'subset', reason: 'Every element of A is in S: each was checked on its own.' }
		: { verdict: 'subset', reason: 'A is empty, and the empty set is a subset of every set.' };
}

/** A not-subset answer from the simplest elements of A alone, each checked by the evaluator. */
function witnessOfA(
	w: Work,
	a: SetIR,
	s: SetIR,
	naturalsFrom: 0 | 1,
	ev: Evaluator
): Decision | null {
	try {
		w.begin();
		const ca = new Compiler(w, { naturalsFrom, modulus: 12 }).set(a);
		for (const e of S.simplest(w, ca.lo, 60)) {
			w.begin();
			if (ev.member(e, s) === false && ev.member(e, a) === true) {
				const text = printElem(w, e);
				return { verdict: 'not-subset', witness: text, reason: `${text} is in A but not in S.` };
			}
		}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}

/**
 * Proves A ⊆ S by reading the primes (and squares) as an unknown set X inside their residue
 * superset U: for numbers in X, A and S behave as with X = U; for the others, as with X = ∅.
 * If A ⊆ S in each reading (restricted to where it applies), it holds for the real primes.
 */
export function atomProof(
	w: Work,
	a: SetIR,
	s: SetIR,
	naturalsFrom: 0 | 1,
	modulus: number
): boolean {
	const kinds: ('prime' | 'square')[] = [];
	try {
		const probe = new Compiler(w, {
			naturalsFrom,
			modulus,
			atoms: { prime: 'full', square: 'full' }
		});
		probe.set(a);
		probe.set(s);
		kinds.push(...probe.usedAtoms);
		const primeAndSquare = (1 << kinds.length) - 1;
		for (let mask = 0; mask < 1 << kinds.length; mask++) {
			// No number is both a prime and a square (n² = n·n), so that reading never applies.
			if (kinds.length === 2 && mask === primeAndSquare) continue;
			const atoms: { prime: 'full' | 'empty'; square: 'full' | 'empty' } = {
				prime: 'empty',
				square: 'empty'
			};
			const compiler = new Compiler(w, { naturalsFrom, modulus, atoms });
			let region: S.SetNF | null = null;
			kinds.forEach((kind, i) => {
				if (mask & (1 << i)) {
					atoms[kind] = 'full';
					const bound = compiler.atomBound(kind);
					region = region ? S.inter(w, region, bound) : bound;
				}
			});
			const ca = compiler.set(a);
			const cs = compiler.set(s);
			if (!isExact(ca) || !isExact(cs)) return false;
			const part = region ? S.inter(w, ca.lo, region) : ca.lo;
			if (!S.subset(w, part, cs.lo)) return false;
		}
		return kinds.length > 0;
	} catch (err) {
		if (err instanceof AtomUnusable || err instanceof TooComplex) return false;
		throw err;
	}
}

function decideApprox(
	w: Work,
	ca: Approx,
	cs: Approx,
	exact: boolean,
	modulus: number,
	aIR: SetIR,
	sIR: SetIR,
	ev: Evaluator,
	moduliHint: number[]
): Decision | null {
	const outside = S.diff(w, ca.hi, cs.lo);
	if (S.isEmpty(w, outside)) {
		if (S.isEmpty(w, ca.hi))
			return {
				verdict: 'subset',
				reason: 'A is empty, and the empty set is a subset of every set.'
			};
		if (exact) {
			if (S.subset(w, cs.lo, ca.lo))
				return { verdict: 'subset', reason: 'A and S are the same set.' };
			return { verdict: 'subset', reason: subsetReason(w, ca.lo, cs.lo, moduliHint) };
		}
		// With A exact its elements can be named; otherwise only what its superset hi(A) shows.
		const why = isExact(ca)
			? subsetReason(w, ca.lo, cs.lo, moduliHint)
			: whyInside(w, ca.hi, cs.lo, moduliHint);
		return {
			verdict: 'subset',
			reason:
				why === plainReason
					? `Every element of A is in S: shown with the remainders on division by ${modulus}.`
					: (why ??
						`Every element of A is in S: shown with the remainders on division by ${modulus}.`)
		};
	}
	const confirm = (e: S.Elem): boolean => ev.member(e, aIR) === true && ev.member(e, sIR) === false;
	if (exact) {
		const found = S.simplest(w, outside, 1)[0];
		if (found && confirm(found)) {
			const text = printElem(w, found);
			return { verdict: 'not-subset', witness: text, reason: `${text} is in A but not in S.` };
		}
		return {
			verdict: 'unknown',
			reason:
				'The checker found a difference but could not confirm it; it gives no answer rather than a wrong one.'
		};
	}
	// Approximations: a small remainder is checked element by element.
	if (S.isFinite(outside) && S.count(w, outside) <= 300n) {
		const all = S.elements(w, outside, 300);
		let allInS = true;
		for (const e of all) {
			if (ev.member(e, sIR) !== true) allInS = false;
		}
		if (allInS)
			return {
				verdict: 'subset',
				reason:
					'Every element of A is in S: the few that residues could not place were checked one by one.'
			};
	}
	for (const e of S.simplest(w, outside, 60)) {
		if (confirm(e)) {
			const text = printElem(w, e);
			return { verdict: 'not-subset', witness: text, reason: `${text} is in A but not in S.` };
		}
	}
	const sure = S.diff(w, ca.lo, cs.hi);
	const found = S.simplest(w, sure, 1)[0];
	if (found && confirm(found)) {
		const text = printElem(w, found);
		return { verdict: 'not-subset', witness: text, reason: `${text} is in A but not in S.` };
	}
	return null;
}

function subsetReason(w: Work, a: S.SetNF, s: S.SetNF, moduli: number[]): string {
	const listed = fewElements(w, a);
	if (listed) {
		const els = listed.map((e) => printElem(w, e));
		return els.length === 1
			? `The only element of A, ${els[0]}, is in S.`
			: `Every element of A (${els.join(', ')}) is in S.`;
	}
	return whyInside(w, a, s, moduli) ?? plainReason;
}

const plainReason = 'Every element of A is in S.';

/**
 * Why A ⊆ S in words, when A (or a superset of it) is a range of integers with a few remainders
 * that S holds in full, or lies in an interval that S holds in full; null when no such reason is
 * found. Each fact is checked with the sets before it is written.
 */
function whyInside(w: Work, a: S.SetNF, s: S.SetNF, moduli: number[]): string | null {
	if (a.fam.length || N.isEmptyN(a.num)) return null;
	try {
		if (N.onlyIntegersN(w, a.num)) {
			const ints = N.integersOf(w, a.num);
			const lo = ints[0].lo;
			const hi = ints[ints.length - 1].hi;
			// A period p meets every remainder on division by m when gcd(p, m) = 1: skip those m.
			let period = 0;
			for (const seg of ints)
				if (seg.big || seg.lo === null || seg.hi === null)
					period = seg.big ? 0 : gcdNumber(period, seg.p);
			const big = ints.some((seg) => seg.big);
			const shared = (m: number) => m === 1 || big || period === 0 || gcdNumber(period, m) > 1;
			for (const m of [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, ...moduli]) {
				if (!shared(m)) continue;
				const met = [...P.residuesMet(ints, m, 3)].sort((x, y) => x - y);
				if (met.length > 3 || (m > 1 && met.length === m)) continue;
				const lat =
					m <= P.defaultTableLimit
						? P.classes(m, met, lo, hi)
						: P.listedClasses(w, BigInt(m), met.map(BigInt), true, lo, hi);
				const such: N.NumSet = { d: 1n, lat, q: [], irr: [], pts: [] };
				// A's numbers are all in `such` (its remainders, within its first and last).
				if (!S.subset(w, S.numbers(such), s)) continue;
				return remaindersReason(m, met, lo, hi);
			}
			return null;
		}
		const irr = a.num.irr;
		if (!irr.length) return null;
		const hull: Iv = {
			lo: irr[0].lo,
			loC: irr[0].loC,
			hi: irr[irr.length - 1].hi,
			hiC: irr[irr.length - 1].hiC
		};
		const whole = N.realInterval(w, hull);
		if (!N.isEmptyN(N.diffN(w, a.num, whole)) || !S.subset(w, S.numbers(whole), s)) return null;
		const text = printIv(hull);
		// An end named by its polynomial makes a sentence too long to help: the plain reason will do.
		if (text.length > 60) return null;
		return `Every element of A lies in ${text}, and all of ${text} is in S.`;
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/** "Every element of A is an integer (from lo to hi) that leaves remainder r on division by m, ...". */
function remaindersReason(
	m: number | bigint,
	met: (number | bigint)[],
	lo: bigint | null = null,
	hi: bigint | null = null
): string {
	const range =
		lo !== null && hi !== null
			? ` from ${lo} to ${hi}`
			: lo !== null
				? ` from ${lo} on`
				: hi !== null
					? ` up to ${hi}`
					: '';
	const kind =
		BigInt(m) === 1n
			? `is an integer${range}`
			: BigInt(m) === 2n
				? `is an ${BigInt(met[0]) === 0n ? 'even' : 'odd'} integer${range}`
				: `is an integer${range} that leaves remainder ${orList(met)} on division by ${m}`;
	return `Every element of A ${kind}, and every such integer is in S.`;
}

function orList(items: (number | bigint)[]): string {
	return items.length === 1
		? `${items[0]}`
		: `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * A's elements when there are at most six, else null. Listing them only words the reason, after
 * the answer is proven, so it must stay cheap: counting 𝒫({1, ..., 10}) element by element ran
 * out of budget and turned a proven subset into "too complex".
 */
function fewElements(w: Work, a: S.SetNF): S.Elem[] | null {
	try {
		if (!S.isFinite(a)) return null;
		// A power-set cell over more than three elements has more than six subsets to go through.
		if (a.fam.some((c) => c.k === 'pow' && S.elements(w, c.p, 4).length > 3)) return null;
		return S.count(w, a) <= 6n ? S.elements(w, a, 6) : null;
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/** Most numbers written on the cards that `witnessFromCards` starts from. */
const maxCardNumbers = 40;
/** Most candidates it tries. */
const maxCandidates = 3000;
/** Work for the whole search, and for one candidate. */
const candidateUnits = 300000;
const candidateStep = 5000;

/** The integers written on a card (remainders, moduli, bounds, listed elements), in order. */
function integersWritten(ir: unknown, out: Set<bigint>): void {
	if (out.size >= maxCardNumbers || ir === null || typeof ir !== 'object') return;
	const r = ir as { n?: unknown; d?: unknown };
	if (typeof r.n === 'bigint' && r.d === 1n) {
		// Only numbers small enough that their neighbours are cheap to test.
		if (r.n < 1n << 64n && r.n > -(1n << 64n)) out.add(r.n);
		return;
	}
	for (const value of Object.values(ir)) integersWritten(value, out);
}

/**
 * A not-subset answer from numbers written on the cards, each checked by the evaluator alone:
 * a card such as {x ∈ ℤ | x mod 2249 = 44 or ...} can be too large to bring to normal form, yet
 * 44 is plainly in it. Runs in a context of its own (the question's may be used up) and answers
 * only with a confirmed witness, else null.
 */
export function witnessFromCards(a: SetIR, s: SetIR, naturalsFrom: 0 | 1): Decision | null {
	const written = new Set<bigint>();
	integersWritten(a, written);
	integersWritten(s, written);
	const candidates = new Set<bigint>();
	for (let k = -12n; k <= 12n; k++) candidates.add(k);
	const values = [...written];
	for (const v of values) for (const x of [v, v - 1n, v + 1n, -v]) candidates.add(x);
	// A remainder plus or minus a modulus: the next elements of a class.
	for (const u of values)
		for (const v of values) {
			if (candidates.size >= maxCandidates) break;
			candidates.add(u + v);
			candidates.add(u - v);
		}
	const w = new Work({ units: candidateUnits });
	const ev = new Evaluator(w, naturalsFrom);
	try {
		for (const x of candidates) {
			w.begin(candidateStep);
			try {
				const e: S.Elem = { t: 'num', v: surd(rat(x)) };
				if (ev.member(e, a) === true && ev.member(e, s) === false) {
					const text = printElem(w, e);
					return { verdict: 'not-subset', witness: text, reason: `${text} is in A but not in S.` };
				}
			} catch (err) {
				if (!(err instanceof TooComplex)) throw err;
			}
		}
	} catch (err) {
		if (!(err instanceof OutOfWork)) throw err;
	}
	return null;
}
