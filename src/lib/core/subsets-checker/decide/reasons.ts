/**
 * Why A ⊆ S, in words: the reasons the residue readings give once the answer is proven. Each fact
 * is checked with the sets before it is written, and a reason that costs too much is left plain.
 */
import { gcdNumber } from '../../numbers/integers';
import { TooComplex } from '../errors';
import type { Iv } from '../forms/intervals';
import * as N from '../forms/numset';
import * as P from '../forms/periodic';
import { printElem, printIv } from '../forms/print';
import * as S from '../forms/setnf';
import type { Work } from '../work';
import type { SubsetWhy } from '../said';

/** Why A ⊆ S when both are known exactly: A's few elements, or a fact that puts A inside S. */
export function subsetReason(w: Work, a: S.SetNF, s: S.SetNF, moduli: number[]): SubsetWhy {
	const listed = fewElements(w, a);
	if (listed) {
		const els = listed.map((e) => printElem(w, e));
		return els.length === 1
			? { code: 'sub/only-element', element: els[0] }
			: { code: 'sub/every-listed', elements: els.join(', ') };
	}
	return whyInside(w, a, s, moduli) ?? plainReason;
}

export const plainReason: SubsetWhy = { code: 'sub/plain' };

/**
 * Why A ⊆ S in words, when A (or a superset of it) is a range of integers with a few remainders
 * that S holds in full, or lies in an interval that S holds in full; null when no such reason is
 * found. Each fact is checked with the sets before it is written.
 */
export function whyInside(w: Work, a: S.SetNF, s: S.SetNF, moduli: number[]): SubsetWhy | null {
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
					m <= P.defaultPeriodLimit
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
		if (!N.isEmptyN(N.diff(w, a.num, whole)) || !S.subset(w, S.numbers(whole), s)) return null;
		const text = printIv(hull);
		// An end named by its polynomial makes a sentence too long to help: the plain reason will do.
		if (text.length > 60) return null;
		return { code: 'sub/interval', interval: text };
	} catch (err) {
		if (err instanceof TooComplex) return null;
		throw err;
	}
}

/** "Every element of A is an integer (from lo to hi) that leaves remainder r on division by m, ...". */
export function remaindersReason(
	m: number | bigint,
	met: (number | bigint)[],
	lo: bigint | null = null,
	hi: bigint | null = null
): SubsetWhy {
	const range = { lo: lo === null ? '' : String(lo), hi: hi === null ? '' : String(hi) };
	if (BigInt(m) === 1n) return { code: 'sub/integers', ...range };
	if (BigInt(m) === 2n)
		return {
			code: 'sub/parity-integers',
			parity: BigInt(met[0]) === 0n ? 'even' : 'odd',
			...range
		};
	return { code: 'sub/remainder-integers', ...range, met: met.join(','), m: String(m) };
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
