/**
 * An image of irrational multiples cut to a bounded interval ({kπ : k ∈ ℤ} ∩ (0, 10)) has finitely
 * many elements, listed here in full and each checked against S exactly. k ↦ c·k + s is strictly
 * monotonic (c ≠ 0), so the k whose value lies in the interval I are the whole numbers of one
 * range: floating point guesses it, and exact comparisons confirm that the value at the k just
 * below it lies on one side of I and the value just above on the other, so every other k is
 * outside I for good. Each value of the range is then asked of A by the evaluator (which checks
 * the image's domain and condition, and I) and, if in A, of S.
 */
import type { MultiplesIR, SetIR } from '../read/ir';
import type { Value } from '../read/constants';
import { multipleAt, valueSurd } from '../forms/multipleimages';
import type * as S from '../forms/setnf';
import { bounds, cmpEnd, type End } from '../arithmetic/real';
import { toEnd } from '../arithmetic/surd';
import { rat } from '../arithmetic/rational';
import { TooComplex } from '../errors';
import { inAButNotInS, subset, type Decision, type Question } from './question';
import { printElem } from '../forms/print';

type Interval = SetIR & { k: 'interval' };

/** At most this many values of the image are listed. */
const maxListed = 4096;

/** A as an image of irrational multiples cut to a bounded interval, in either order. */
export function boundedMultiples(a: SetIR): { image: MultiplesIR; interval: Interval } | null {
	if (a.k !== 'inter') return null;
	const [x, y] = a.a.k === 'multiples' ? [a.a, a.b] : [a.b, a.a];
	if (x.k !== 'multiples' || y.k !== 'interval' || y.lo === null || y.hi === null) return null;
	return { image: x, interval: y };
}

function approx(x: End): number {
	const [lo] = bounds(x, 64);
	return Number(lo.n) / Number(lo.d);
}

/** −1 below I, 0 inside, 1 above (I has both ends). */
function side(v: End, i: Interval): number {
	const lo = cmpEnd(v, i.lo as End);
	if (lo < 0 || (lo === 0 && !i.loClosed)) return -1;
	const hi = cmpEnd(v, i.hi as End);
	if (hi > 0 || (hi === 0 && !i.hiClosed)) return 1;
	return 0;
}

/** The whole k whose value c·k + s may lie in I, proven to hold all of them; else null. */
function argumentRange(image: MultiplesIR, i: Interval): [bigint, bigint] | null {
	const at = (k: bigint): End | null => {
		const v: Value | null = multipleAt(image.c, image.s, rat(k));
		return v && toEnd(valueSurd(v));
	};
	const c = approx(toEnd(valueSurd(image.c)));
	const s = approx(toEnd(valueSurd(image.s)));
	const ends = [(approx(i.lo as End) - s) / c, (approx(i.hi as End) - s) / c];
	if (!ends.every(Number.isFinite) || c === 0) return null;
	const first = BigInt(Math.floor(Math.min(...ends)));
	const last = BigInt(Math.ceil(Math.max(...ends)));
	if (last - first > BigInt(maxListed)) return null;
	const below = at(first - 1n);
	const above = at(last + 1n);
	if (!below || !above) return null;
	// Increasing: below I before the range, above I after it; decreasing, the other way round.
	const up = c > 0 ? 1 : -1;
	return side(below, i) === -up && side(above, i) === up ? [first, last] : null;
}

export function byBoundedMultiples(q: Question): Decision | null {
	const found = boundedMultiples(q.a);
	if (!found) return null;
	try {
		const range = argumentRange(found.image, found.interval);
		if (!range) return null;
		const elements: S.Elem[] = [];
		for (let k = range[0]; k <= range[1]; k++) {
			q.w.begin();
			const v = multipleAt(found.image.c, found.image.s, rat(k));
			if (!v) return null;
			const e: S.Elem = { t: 'num', v: valueSurd(v) };
			const inA = q.evaluator.member(e, q.a);
			if (inA === null) return null;
			if (inA) elements.push(e);
		}
		let unsettled = false;
		for (const e of elements) {
			q.w.begin();
			const inS = q.evaluator.member(e, q.s);
			if (inS === false) return inAButNotInS(q.w, e);
			if (inS === null) unsettled = true;
		}
		if (unsettled) return null;
		if (!elements.length) return subset({ code: 'sub/empty-image' });
		const listed = elements.length <= 8 ? elements.map((e) => printElem(q.w, e)).join(', ') : '';
		return subset(
			elements.length === 1
				? { code: 'sub/image-values-one', listed }
				: { code: 'sub/image-values', count: String(elements.length), listed }
		);
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}
