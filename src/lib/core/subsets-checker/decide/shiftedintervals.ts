/**
 * A bounded interval against a lattice plus an interval (ℤ + [0, 1/2], {2a + b : a ∈ ℤ,
 * b ∈ (0, 1/2]}): S is the union of the copies d·n + c + J of J, and only the copies whose n lies
 * in one finite range can meet A (each copy's ends against A's, with rational bounds of A's ends
 * taken wide). A ⊆ S is then A ⊆ the union of those copies, a question about intervals alone,
 * asked as a part. A witness is looked for at A's ends and in the gaps between the copies, each
 * checked on the cards as written.
 */
import type { SetIR } from '../read/ir';
import {
	add,
	bceilDiv,
	bfloorDiv,
	cmp,
	div,
	mul,
	rat,
	ratAbs,
	sign,
	sub,
	type Rat
} from '../arithmetic/rational';
import { bounds, isIrr, type End } from '../arithmetic/real';
import { surd } from '../arithmetic/surd';
import { TooComplex } from '../errors';
import { confirmedWitness, subset, type Decision, type Question } from './question';

type Interval = SetIR & { k: 'interval' };

/** Most copies of J written out. */
const maxCopies = 4096n;

interface Copies {
	step: Rat;
	start: Rat;
	lo: Rat;
	loClosed: boolean;
	hi: Rat;
	hiClosed: boolean;
}

/** {d·k + c : k ∈ ℤ} as [|d|, c], or null. */
function latticeOf(x: SetIR): [Rat, Rat] | null {
	if (x.k !== 'image' || x.cond.k !== 'const' || !x.cond.value || x.term.length !== 2) return null;
	if (x.dom?.k !== 'named' || x.dom.name !== 'Z' || sign(x.term[1]) === 0) return null;
	return [ratAbs(x.term[1]), x.term[0]];
}

/** {t₁·b + t₀ : b ∈ [lo, hi]} with rational ends, as the interval it is, or null. */
function segmentOf(x: SetIR): Omit<Copies, 'step' | 'start'> | null {
	if (x.k !== 'image' || x.cond.k !== 'const' || !x.cond.value || x.term.length !== 2) return null;
	const dom = x.dom;
	if (dom?.k !== 'interval' || dom.lo === null || dom.hi === null) return null;
	if (isIrr(dom.lo) || isIrr(dom.hi) || sign(x.term[1]) === 0) return null;
	const at = (v: Rat) => add(mul(x.term[1], v), x.term[0]);
	const up = sign(x.term[1]) > 0;
	return up
		? { lo: at(dom.lo), loClosed: dom.loClosed, hi: at(dom.hi), hiClosed: dom.hiClosed }
		: { lo: at(dom.hi), loClosed: dom.hiClosed, hi: at(dom.lo), hiClosed: dom.loClosed };
}

/** S as a lattice plus an interval, in either order. */
export function shiftedCopies(s: SetIR): Copies | null {
	if (s.k !== 'sum' || s.parts.length !== 2) return null;
	for (const [l, j] of [s.parts, [...s.parts].reverse()]) {
		const lattice = latticeOf(l);
		const segment = segmentOf(j);
		if (lattice && segment) return { step: lattice[0], start: lattice[1], ...segment };
	}
	return null;
}

function boundedInterval(a: SetIR): (Interval & { lo: End; hi: End }) | null {
	return a.k === 'interval' && a.lo !== null && a.hi !== null
		? (a as Interval & { lo: End; hi: End })
		: null;
}

export function byShiftedIntervals(q: Question): Decision | null {
	const a = boundedInterval(q.a);
	const copies = shiftedCopies(q.s);
	if (!a || !copies || q.depth <= 0) return null;
	const lo = isIrr(a.lo) ? bounds(a.lo, 40)[0] : a.lo;
	const hi = isIrr(a.hi) ? bounds(a.hi, 40)[1] : a.hi;
	const index = (x: Rat) => div(sub(x, copies.start), copies.step);
	const first = index(sub(lo, copies.hi));
	const last = index(sub(hi, copies.lo));
	const from = bfloorDiv(first.n, first.d) - 1n;
	const to = bceilDiv(last.n, last.d) + 1n;
	if (to - from > maxCopies) return null;
	const at = (n: bigint) => add(copies.start, mul(copies.step, rat(n)));
	let union: SetIR = { k: 'roster', items: [], span: q.s.span };
	for (let n = from; n <= to; n++) {
		const piece: SetIR = {
			k: 'interval',
			lo: add(at(n), copies.lo),
			loClosed: copies.loClosed,
			hi: add(at(n), copies.hi),
			hiClosed: copies.hiClosed,
			span: q.s.span
		};
		union = n === from ? piece : { k: 'union', a: union, b: piece, span: q.s.span };
	}
	const verdict = q.part(q.a, union, q.depth - 1);
	if (verdict === 'subset') return subset({ code: 'sub/shifted-intervals' });
	if (verdict !== 'not-subset') return null;
	try {
		const tries: Rat[] = [lo, hi];
		for (let n = from; n <= to; n++) {
			const end = add(at(n), copies.hi);
			const next = add(at(n + 1n), copies.lo);
			tries.push(end, next);
			if (cmp(end, next) < 0) tries.push(div(add(end, next), rat(2n)));
		}
		for (const x of tries) {
			q.w.spend(1);
			const answer = confirmedWitness(q, { t: 'num', v: surd(x) });
			if (answer) return answer;
		}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
	}
	return null;
}
