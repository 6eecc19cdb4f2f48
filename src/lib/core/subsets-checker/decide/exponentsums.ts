/**
 * Sums whose parts are powers with the variable as exponent, beside polynomial images
 * ({2^a + 3^b : a, b ∈ ℕ}, {2^a + b² : a ∈ ℕ, b ∈ ℤ}). Every part takes only some remainders
 * mod m (b^k mod m runs into a cycle; a polynomial's remainders repeat with period m), and a part
 * c·b^k + s with c > 0 is smallest at its first exponent: A lies in {x ∈ ℤ | x ≥ lo, x mod m is
 * one of the sums of those remainders}, and A ⊆ S is proven when that card is inside S (asked as
 * a part). Otherwise a witness is looked for among the sums of each part's first values, in
 * order of size: such a sum is in A by its making, so only its absence from S is asked.
 */
import { TooComplex } from '../errors';
import { add, ceil, cmp, floor, isInt, mul, rat, ratAbs, type Rat } from '../arithmetic/rational';
import { fromEnd, isRational, surd } from '../arithmetic/surd';
import { horner, knownNumber, polyAt, type SetIR } from '../read/ir';
import { faultOfS } from './powersums';
import { confirmedWitness, inAButNotInS, subset, type Decision, type Question } from './question';
import { integerNames, residueProof, type ResiduePart } from './sumresidues';

/** Exponents tried per power part in the witness search, from its first. */
const exponentsTried = 16n;
/** Arguments tried per polynomial part in the witness search: |k| up to this bound. */
const argumentBound = 6n;
/** Most sums a witness search tries. */
const sumsTried = 4096;
/** Sums tried before the proof: a witness among them saves its question. */
const quickSums = 64;

/** One part of A as written: c·b^(±v) + s, or a polynomial, over a named set of integers. */
type ReadPart =
	| { k: 'pow'; c: Rat; b: bigint; s: Rat; down: boolean; name: string }
	| { k: 'poly'; term: Rat[]; name: string };

/** One part of A whose values are whole: c·b^k + s for whole k ≥ from, or a whole polynomial. */
type Part = (ResiduePart & { k: 'pow' }) | (ResiduePart & { k: 'poly'; name: string });

/** The smallest exponent of a named domain of whole numbers k ≥ 0, or null. */
function exponentStart(name: string, naturalsFrom: 0 | 1): bigint | null {
	if (name === 'N') return BigInt(naturalsFrom);
	if (name === 'N0') return 0n;
	if (name === 'Z+') return 1n;
	return null;
}

/**
 * A's parts when A is a sum with at least one power with the variable as exponent, every part
 * over a named set of integers with no condition (so the card hides no fault); null otherwise.
 */
function readParts(a: SetIR): ReadPart[] | null {
	if (a.k !== 'sum' || !a.parts.some((p) => p.k === 'powers')) return null;
	const out: ReadPart[] = [];
	for (const part of a.parts) {
		if (part.k !== 'powers' && part.k !== 'image') return null;
		if (part.dom?.k !== 'named' || !integerNames.has(part.dom.name)) return null;
		if (part.cond.k !== 'const' || !part.cond.value) return null;
		const name = part.dom.name;
		if (part.k === 'image') out.push({ k: 'poly', term: part.term, name });
		else out.push({ k: 'pow', c: part.c, b: part.b, s: part.s, down: part.down === true, name });
	}
	return out;
}

/**
 * The parts when every value of each is a whole number: a power over ℕ, ℕ₀ or ℤ⁺ whose first
 * value c·b^from and shift are whole (c·b^k + s is then c·b^from·b^(k − from) + s), and a
 * polynomial with whole coefficients; null otherwise.
 */
function wholeParts(parts: ReadPart[], naturalsFrom: 0 | 1): Part[] | null {
	const out: Part[] = [];
	for (const part of parts) {
		if (part.k === 'poly') {
			if (!part.term.every(isInt)) return null;
			out.push({ k: 'poly', term: part.term.map((c) => c.n), name: part.name });
			continue;
		}
		const from = exponentStart(part.name, naturalsFrom);
		if (from === null || part.down) return null;
		const first = mul(part.c, rat(part.b ** from));
		if (!isInt(first) || !isInt(part.s)) return null;
		out.push({ k: 'pow', c: first.n, b: part.b, s: part.s.n, from: 0n });
	}
	return out;
}

/** A's parts when every value is whole (the proof by remainders applies), or null. */
function exponentParts(a: SetIR, naturalsFrom: 0 | 1): Part[] | null {
	const parts = readParts(a);
	return parts && wholeParts(parts, naturalsFrom);
}

const integerPolyAt = (term: bigint[], k: bigint): bigint => horner(term, 0n, (v, c) => v * k + c);

/** The least element of a part, or null when it has none the row can name. */
function leastOf(part: Part, naturalsFrom: 0 | 1): bigint | null {
	if (part.k === 'pow') return part.c > 0n ? part.c * part.b ** part.from + part.s : null;
	const t = part.term;
	const start =
		part.name === 'N'
			? BigInt(naturalsFrom)
			: part.name === 'N0'
				? 0n
				: part.name === 'Z+'
					? 1n
					: part.name === 'Z'
						? null
						: undefined;
	if (start === undefined) return null;
	if (t.length <= 1) return t[0] ?? 0n;
	if (t.length === 2) return t[1] > 0n && start !== null ? integerPolyAt(t, start) : null;
	if (t.length !== 3 || t[2] <= 0n) return null;
	// A convex parabola: its least whole value is next to the vertex −t1/(2·t2), or at the start.
	const vertex: Rat = rat(-t[1], 2n * t[2]);
	const candidates = [floor(vertex), ceil(vertex)].filter((k) => start === null || k >= start);
	if (start !== null) candidates.push(start);
	return candidates.map((k) => integerPolyAt(t, k)).reduce((x, y) => (y < x ? y : x));
}

/** Whether the row has a question: A such a sum, or a list of numbers asked against one. */
export function exponentSumQuestion(q: Question): boolean {
	if (readParts(q.a) !== null) return true;
	return (
		q.a.k === 'roster' &&
		q.a.items.every((item) => item.k === 'num') &&
		exponentParts(q.s, q.naturalsFrom) !== null
	);
}

/**
 * A list of numbers against such a sum: each number asked of the evaluator, which tries every
 * value of one part up to the number (so 11 = 8 + 3 is found, and 12 is no sum).
 */
function listedInSum(q: Question): Decision | null {
	if (q.a.k !== 'roster') return null;
	for (const item of q.a.items) {
		const v = knownNumber(item);
		if (v === null) return null;
		q.w.spend(1);
		const e = { t: 'num' as const, v: fromEnd(v) };
		// S holds only whole numbers (every part has whole numbers in its rule and domain).
		if (!isRational(e.v) || !isInt(e.v.p))
			return q.evaluator.member(e, q.a) === true ? inAButNotInS(q.w, e) : null;
		const inS = q.evaluator.member(e, q.s);
		if (inS === false) return confirmedWitness(q, e);
		if (inS !== true) return null;
	}
	return subset({ code: 'sub/sum-of-parts' });
}

/** A ⊆ S for a sum of powers by remainders and the least element, else a witness by search. */
export function byExponentSums(q: Question): Decision | null {
	if (q.a.k === 'roster') {
		try {
			return listedInSum(q);
		} catch (err) {
			if (!(err instanceof TooComplex)) throw err;
			return null;
		}
	}
	if (q.depth <= 0) return null;
	const parts = readParts(q.a);
	// S of the same kind hides no fault either, and compiling it to ask would cost the most.
	if (!parts || (readParts(q.s) === null && faultOfS(q))) return null;
	const whole = wholeParts(parts, q.naturalsFrom);
	try {
		// A few of the smallest sums first: a witness there is cheaper than the proof's question.
		return (
			partwise(q) ??
			sumWitness(q, parts, quickSums) ??
			(whole && proofByResidues(q, whole)) ??
			sumWitness(q, parts, sumsTried)
		);
	} catch (err) {
		// Its share spent: the other rows go on with the rest of the work.
		if (!(err instanceof TooComplex)) throw err;
		return null;
	}
}

/**
 * A ⊆ S when S is a sum of as many parts and each part of A lies in S's part at its place
 * ({2^a + 3^b : a, b ∈ ℕ} ⊆ {2^a + 3^b : a, b ∈ ℕ₀}): a sum of one element of each part of A
 * is then a sum of one element of each part of S.
 */
function partwise(q: Question): Decision | null {
	const a = q.a;
	const s = q.s;
	if (a.k !== 'sum' || s.k !== 'sum' || a.parts.length !== s.parts.length) return null;
	for (let i = 0; i < a.parts.length; i++)
		if (q.part(a.parts[i], s.parts[i], q.depth - 1) !== 'subset') return null;
	return subset({ code: 'sub/part-by-place' });
}

function proofByResidues(q: Question, parts: Part[]): Decision | null {
	const leasts = parts.map((p) => leastOf(p, q.naturalsFrom));
	const lo = leasts.every((x) => x !== null) ? leasts.reduce((x, y) => x + y, 0n) : null;
	return residueProof(q, parts, lo, (m) =>
		m > 1
			? { code: 'sub/sum-remainders', m: String(m), lo: lo === null ? '' : String(lo) }
			: lo === null
				? { code: 'sub/whole-numbers' }
				: { code: 'sub/least-element', lo: String(lo) }
	);
}

/** The exponents tried for a power over a named domain, nearest 0 first. */
function exponentsOf(name: string, naturalsFrom: 0 | 1): bigint[] {
	const out: bigint[] = [];
	const start = exponentStart(name, naturalsFrom);
	if (start !== null) for (let i = 0n; i < exponentsTried; i++) out.push(start + i);
	else if (name === 'Z-') for (let i = 1n; i <= exponentsTried; i++) out.push(-i);
	else for (let i = 0n; i <= exponentsTried / 2n; i++) out.push(...(i === 0n ? [i] : [i, -i]));
	return out;
}

/** Each part's first values: a power's at its first exponents, a polynomial's at small arguments. */
function valuesOf(part: ReadPart, naturalsFrom: 0 | 1): Rat[] {
	if (part.k === 'pow') {
		return exponentsOf(part.name, naturalsFrom).map((v) => {
			const e = part.down ? -v : v;
			const power = e >= 0n ? rat(part.b ** e) : rat(1n, part.b ** -e);
			return add(mul(part.c, power), part.s);
		});
	}
	const out: Rat[] = [];
	for (let k = -argumentBound; k <= argumentBound; k++) {
		const inDomain =
			part.name === 'Z' ||
			(part.name === 'N' && k >= BigInt(naturalsFrom)) ||
			(part.name === 'N0' && k >= 0n) ||
			(part.name === 'Z+' && k >= 1n) ||
			(part.name === 'Z-' && k <= -1n);
		if (inDomain) out.push(polyAt(part.term, rat(k)));
	}
	return out;
}

/** Simplest first (the larger of |numerator| and denominator), the smaller one at a tie. */
function bySize(x: Rat, y: Rat): number {
	const height = (z: Rat) => (ratAbs(z).n > z.d ? ratAbs(z).n : z.d);
	const hx = height(x);
	const hy = height(y);
	return hx < hy ? -1 : hx > hy ? 1 : cmp(x, y);
}

/**
 * The sums of one value from each part, simplest first, as far as `limit` sums: the first not
 * in S is the witness. Each sum is in A by its making (every part has no condition and each
 * argument lies in its part's domain).
 */
function sumWitness(q: Question, parts: ReadPart[], limit: number): Decision | null {
	const values = parts.map((p) => valuesOf(p, q.naturalsFrom));
	// Fewer values per part when there are many parts, so the sums stay within the limit.
	const each = Math.max(1, Math.floor(limit ** (1 / parts.length)));
	let sums: Rat[] = [rat(0n)];
	for (const own of values) {
		const next = new Map<string, Rat>();
		for (const x of sums)
			for (const y of own.slice(0, each)) {
				const z = add(x, y);
				next.set(`${z.n}/${z.d}`, z);
			}
		q.w.spend(next.size);
		sums = [...next.values()];
	}
	sums.sort(bySize);
	for (const n of sums) {
		q.w.spend(1);
		const e = { t: 'num' as const, v: surd(n) };
		if (q.evaluator.member(e, q.s) === false) return inAButNotInS(q.w, e);
	}
	return null;
}
