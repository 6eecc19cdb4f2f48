/**
 * Prints elements and sets in card notation: numbers as `3`, `-3/4`, `√2/2`; finite sets in roster
 * form; infinite sets with intervals, ℤ/ℚ/ℝ and set-builders the parser reads back.
 */
import { gcd } from '../../numbers/integers';
import * as I from './intervals';
import * as N from './numset';
import * as P from './periodic';
import { ratToString } from '../arithmetic/rational';
import * as R from './residueboxes';
import * as S from './setnf';
import type { Work } from '../work';
import { surdToString } from '../arithmetic/surd';
import { endToString, isIrr, type End } from '../arithmetic/real';

export function printElem(w: Work, e: S.Elem): string {
	return e.t === 'num' ? surdToString(e.v) : printSet(w, e.v);
}

/** A set in card notation. */
export function printSet(w: Work, s: S.SetNF): string {
	if (S.isEmpty(w, s)) return '∅';
	if (S.isFinite(s)) {
		const n = S.count(w, s);
		if (n <= 40n)
			return `{${S.elements(w, s, 40)
				.map((e) => printElem(w, e))
				.join(', ')}}`;
	}
	const parts: string[] = [];
	const num = printNum(w, s.num);
	if (num) parts.push(num);
	const ones = s.fam.filter((c) => c.k === 'one');
	if (ones.length) parts.push(`{${ones.map((c) => printSet(w, c.v)).join(', ')}}`);
	for (const c of s.fam) {
		if (c.k !== 'pow') continue;
		let text = `𝒫(${printSet(w, c.p)})`;
		for (const n of c.not) text += ` \\ 𝒫(${printSet(w, n)})`;
		if (c.ex.length) text += ` \\ {${c.ex.map((x) => printSet(w, x)).join(', ')}}`;
		parts.push(c.not.length || c.ex.length ? `(${text})` : text);
	}
	return parts.join(' ∪ ');
}

function end(x: End | null, sign: string): string {
	return x === null ? `${sign}∞` : endToString(x);
}

/** An interval in card notation: [a, b), ℝ, or {a} for a single point. */
export function printIv(iv: I.Iv): string {
	if (iv.lo === null && iv.hi === null) return 'ℝ';
	if (I.isPoint(iv)) return `{${endToString(iv.lo)}}`;
	return `${iv.loC ? '[' : '('}${end(iv.lo, '-')}, ${end(iv.hi, '')}${iv.hiC ? ']' : ')'}`;
}

function printNum(w: Work, ns: N.NumSet): string {
	if (N.isEmptyN(ns)) return '';
	const real = I.inter(ns.q, ns.irr);
	// A single irrational point left of q holds no rational: nothing to print.
	const qOnly = I.diff(ns.q, ns.irr).filter((iv) => !(I.isPoint(iv) && isIrr(iv.lo)));
	const irrOnly = I.diff(ns.irr, ns.q);
	const pieces: string[] = [];
	for (const iv of real) pieces.push(printIv(iv));
	for (const iv of qOnly)
		pieces.push(
			iv.lo === null && iv.hi === null ? 'ℚ' : I.isPoint(iv) ? printIv(iv) : `(${printIv(iv)} ∩ ℚ)`
		);
	for (const iv of irrOnly)
		pieces.push(iv.lo === null && iv.hi === null ? '(ℝ \\ ℚ)' : `(${printIv(iv)} \\ ℚ)`);
	// Lattice points the intervals above already include, against those really in the set.
	const expected = N.latticeIn(w, I.union(real, qOnly), ns.d);
	const missing = P.diff(w, expected, ns.lat);
	const extra = P.diff(w, ns.lat, expected);
	let text = pieces.join(' ∪ ');
	if (missing.length) text = `(${text}) \\ ${printLattice(w, missing, ns.d)}`;
	if (extra.length)
		text = text ? `${text} ∪ ${printLattice(w, extra, ns.d)}` : printLattice(w, extra, ns.d);
	if (ns.pts.length)
		text = [text, `{${ns.pts.map(surdToString).join(', ')}}`].filter(Boolean).join(' ∪ ');
	return text;
}

function printLattice(w: Work, set: P.Periodic, d: bigint): string {
	const pointsOnly: bigint[] = [];
	const parts: string[] = [];
	const v = d === 1n ? 'x' : 'n';
	const num = (n: bigint) => ratToString({ n: n / gcd(n, d), d: d / gcd(n, d) });
	for (const s of set) {
		if (s.lo !== null && s.hi !== null) {
			const els = P.elementsOf([s], 13);
			if (els.length <= 12) {
				pointsOnly.push(...els);
				continue;
			}
			if (s.p === 1 && d === 1n) {
				parts.push(`{${s.lo}, ${s.lo + 1n}, ..., ${s.hi}}`);
				continue;
			}
		}
		const conds: string[] = [];
		if (s.lo !== null) conds.push(`${v} ≥ ${s.lo}`);
		if (s.hi !== null) conds.push(`${v} ≤ ${s.hi}`);
		if (s.big) {
			const boxes = R.describePat(w, s.big, v);
			conds.push(boxes.length > 1 ? boxes.map((c) => `(${c})`).join(' or ') : boxes[0]);
		} else if (s.p > 1) {
			const rs: number[] = [];
			for (let r = 0; r < s.p; r++) if (s.res[r]) rs.push(r);
			const left = s.p - rs.length;
			// A long list of remainders is summed up rather than printed.
			if (Math.min(rs.length, left) > 12)
				conds.push(
					`${v} mod ${s.p} is one of ${rs.length} remainders, from ${rs[0]} to ${rs[rs.length - 1]}`
				);
			else if (rs.length <= s.p / 2 || rs.length <= 3)
				conds.push(rs.map((r) => `${v} mod ${s.p} = ${r}`).join(' or '));
			else {
				const not: number[] = [];
				for (let r = 0; r < s.p; r++) if (!s.res[r]) not.push(r);
				conds.push(not.map((r) => `${v} mod ${s.p} ≠ ${r}`).join(', '));
			}
		}
		if (d === 1n) parts.push(conds.length ? `{x ∈ ℤ | ${conds.join(', ')}}` : 'ℤ');
		else parts.push(`{n/${d} : n ∈ ℤ${conds.length ? ', ' + conds.join(', ') : ''}}`);
	}
	if (pointsOnly.length) parts.unshift(`{${pointsOnly.map(num).join(', ')}}`);
	return parts.join(' ∪ ');
}
