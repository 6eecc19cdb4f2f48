/**
 * Residue patterns with periods too large to list residue by residue (x ≡ 1 (mod 1000003) and
 * x odd has period 2000006; x mod 10^12 = 7 has 10^12). By the Chinese remainder theorem a
 * pattern is a union of disjoint boxes; a box is one condition per prime base (pairwise coprime),
 * and each condition is a list of nested classes r mod b^f (classes mod powers of one base are
 * nested or disjoint), where a number takes the value of the deepest class containing it. So
 * "x ≢ 0 (mod 1000003)" is two classes, and emptiness is exact: a box is empty exactly when one
 * of its conditions holds for no residue.
 */
import { gcd } from '../../numbers/integers';
import { TooComplex } from '../errors';
import { bmod, crtCoprime, modInverse } from '../../numbers/modular';
import type { Work } from '../work';
import { factorize, pw, split } from './residuebases';

/** The classes r mod base^f of one level, with the value of each. */
interface Level {
	f: number;
	m: Map<bigint, boolean>;
}

/** One condition: x mod base^f for the levels present; levels[0] is f = 0 (every number). */
export interface Comp {
	b: bigint;
	levels: Level[];
}

/** Conditions for distinct bases, sorted by base; a missing base holds for every number. */
export type Box = Comp[];

/** Disjoint boxes. */
export type Pattern = Box[];

const maxBoxes = 400;
const maxCombos = 4096;
const maxSteps = 4000;

// ------------------------------------------------------------------------------------------
// Conditions for one base

function compOf(b: bigint, entries: [bigint, number, boolean][]): Comp {
	const byLevel = new Map<number, Map<bigint, boolean>>();
	for (const [r, f, v] of entries) {
		let m = byLevel.get(f);
		if (!m) byLevel.set(f, (m = new Map()));
		m.set(r, v);
	}
	const levels = [...byLevel].sort((x, y) => x[0] - y[0]).map(([f, m]): Level => ({ f, m }));
	return simplify({ b, levels });
}

/** The value of the deepest class at level <= maxF containing r (read at level f). */
function valueAt(c: Comp, r: bigint, maxF: number): boolean {
	for (let i = c.levels.length - 1; i >= 0; i--) {
		const lv = c.levels[i];
		if (lv.f > maxF) continue;
		const v = lv.m.get(lv.f === maxF ? r : bmod(r, pw(c.b, lv.f)));
		if (v !== undefined) return v;
	}
	return false;
}

function valueOf(c: Comp, x: bigint): boolean {
	for (let i = c.levels.length - 1; i >= 0; i--) {
		const lv = c.levels[i];
		const v = lv.m.get(bmod(x, pw(c.b, lv.f)));
		if (v !== undefined) return v;
	}
	return false;
}

/** Drops classes whose value is the value around them. */
function simplify(c: Comp): Comp {
	const kept: Level[] = [];
	for (const lv of c.levels) {
		const m = new Map<bigint, boolean>();
		for (const [r, v] of lv.m) {
			if (lv.f === 0 || valueAt({ b: c.b, levels: kept }, r, lv.f) !== v) m.set(r, v);
		}
		if (m.size || lv.f === 0) kept.push({ f: lv.f, m });
	}
	if (!kept.length || kept[0].f !== 0) kept.unshift({ f: 0, m: new Map([[0n, false]]) });
	return { b: c.b, levels: kept };
}

function combineComp(x: Comp, y: Comp, op: (a: boolean, b: boolean) => boolean): Comp {
	const fs = [...new Set([...x.levels.map((l) => l.f), ...y.levels.map((l) => l.f)])].sort(
		(a, b) => a - b
	);
	const levels: Level[] = [];
	for (const f of fs) {
		const m = new Map<bigint, boolean>();
		const keys = new Set<bigint>();
		for (const src of [x, y])
			for (const l of src.levels) if (l.f === f) for (const r of l.m.keys()) keys.add(r);
		for (const r of keys) m.set(r, op(valueAt(x, r, f), valueAt(y, r, f)));
		levels.push({ f, m });
	}
	return simplify({ b: x.b, levels });
}

function notComp(c: Comp): Comp {
	return {
		b: c.b,
		levels: c.levels.map((l) => ({ f: l.f, m: new Map([...l.m].map(([r, v]) => [r, !v])) }))
	};
}

function isFullComp(c: Comp): boolean {
	return c.levels.length === 1 && c.levels[0].m.get(0n) === true;
}

/** The classes whose own part (minus deeper classes) is true and not empty, with that part's size. */
function liveTrue(c: Comp): { r: bigint; f: number; leaf: boolean; size: bigint }[] {
	const top = c.levels[c.levels.length - 1].f;
	const all: { r: bigint; f: number; v: boolean; covered: bigint; kids: number }[] = [];
	const index = new Map<string, (typeof all)[number]>();
	for (const lv of c.levels)
		for (const [r, v] of lv.m) {
			const entry = { r, f: lv.f, v, covered: 0n, kids: 0 };
			index.set(`${lv.f}:${r}`, entry);
			all.push(entry);
		}
	for (const e of all) {
		if (e.f === 0) continue;
		// The nearest enclosing class.
		for (let i = c.levels.length - 1; i >= 0; i--) {
			const lv = c.levels[i];
			if (lv.f >= e.f) continue;
			const parent = index.get(`${lv.f}:${bmod(e.r, pw(c.b, lv.f))}`);
			if (parent) {
				parent.covered += pw(c.b, top - e.f);
				parent.kids++;
				break;
			}
		}
	}
	const out: { r: bigint; f: number; leaf: boolean; size: bigint }[] = [];
	for (const e of all) {
		if (!e.v) continue;
		const size = pw(c.b, top - e.f) - e.covered;
		if (size > 0n) out.push({ r: e.r, f: e.f, leaf: e.kids === 0, size });
	}
	return out;
}

function compEmpty(c: Comp): boolean {
	return liveTrue(c).length === 0;
}

/** Residues of the condition modulo base^top, and top. */
function compCount(c: Comp): [bigint, number] {
	let n = 0n;
	for (const e of liveTrue(c)) n += e.size;
	return [n, c.levels[c.levels.length - 1].f];
}

// ------------------------------------------------------------------------------------------
// Boxes and patterns

function boxInter(a: Box, b: Box): Box | null {
	const out: Box = [];
	let i = 0;
	let j = 0;
	while (i < a.length || j < b.length) {
		if (j >= b.length || (i < a.length && a[i].b < b[j].b)) out.push(a[i++]);
		else if (i >= a.length || b[j].b < a[i].b) out.push(b[j++]);
		else {
			const c = combineComp(a[i++], b[j++], (x, y) => x && y);
			if (compEmpty(c)) return null;
			if (!isFullComp(c)) out.push(c);
		}
	}
	return out;
}

function withComp(box: Box, c: Comp): Box | null {
	if (compEmpty(c)) return null;
	const out = box.filter((x) => x.b !== c.b);
	if (!isFullComp(c)) out.push(c);
	return out.sort((x, y) => (x.b < y.b ? -1 : 1));
}

function full(b: bigint): Comp {
	return { b, levels: [{ f: 0, m: new Map([[0n, true]]) }] };
}

function compIn(box: Box, b: bigint): Comp {
	return box.find((c) => c.b === b) ?? full(b);
}

function boxDiff(a: Box, b: Box): Box[] {
	if (!b.length) return [];
	const out: Box[] = [];
	let prefix: Box | null = a;
	for (const cb of b) {
		if (!prefix) break;
		const ca = compIn(prefix, cb.b);
		const piece = withComp(
			prefix,
			combineComp(ca, cb, (x, y) => x && !y)
		);
		if (piece) out.push(piece);
		prefix = withComp(
			prefix,
			combineComp(ca, cb, (x, y) => x && y)
		);
	}
	return out;
}

function cap(p: Pattern): Pattern {
	if (p.length > maxBoxes) throw new TooComplex('too many remainder patterns');
	return p;
}

/** The classes listed in a box: what combining it with another box costs, roughly. */
function boxSize(box: Box): number {
	let n = 1;
	for (const c of box) for (const lv of c.levels) n += lv.m.size;
	return n;
}

function patSize(p: Pattern): number {
	let n = 0;
	for (const box of p) n += boxSize(box);
	return n;
}

export function inter(w: Work, a: Pattern, b: Pattern): Pattern {
	w.spend(patSize(a) * b.length + patSize(b) * a.length);
	const out: Pattern = [];
	for (const x of a)
		for (const y of b) {
			const z = boxInter(x, y);
			if (z) out.push(z);
		}
	return cap(out);
}

export function diff(w: Work, a: Pattern, b: Pattern): Pattern {
	let out = a;
	for (const y of b) {
		w.spend(patSize(out) + boxSize(y) * out.length);
		out = cap(out.flatMap((x) => boxDiff(x, y)));
	}
	return out;
}

/** Combines with a boolean operation (op(false, false) must be false). */
export function combinePat(
	w: Work,
	a: Pattern,
	b: Pattern,
	op: (x: boolean, y: boolean) => boolean
): Pattern {
	let out: Pattern = [];
	if (op(true, true)) out = inter(w, a, b);
	if (op(true, false)) out = [...out, ...diff(w, a, b)];
	if (op(false, true)) out = [...out, ...diff(w, b, a)];
	return cap(out);
}

export const allPat: Pattern = [[]];

export function hasPat(p: Pattern, x: bigint): boolean {
	return p.some((box) => box.every((c) => valueOf(c, x)));
}

/** The period of a box: the product of base^top. */
function boxModulus(box: Box): bigint {
	let m = 1n;
	for (const c of box) m *= pw(c.b, c.levels[c.levels.length - 1].f);
	return m;
}

/** The least common period of the pattern. */
export function periodPat(p: Pattern): bigint {
	let m = 1n;
	for (const box of p) {
		const n = boxModulus(box);
		m = (m / gcd(m, n)) * n;
	}
	return m;
}

/** The residues r mod p (given as 0/1 flags) as a pattern. */
export function fromResidues(w: Work, p: number, res: Uint8Array): Pattern {
	if (p === 1) return res[0] ? allPat : [];
	// A few residues (or all but a few): one box per residue, which are disjoint.
	let ones = 0;
	for (let r = 0; r < p; r++) ones += res[r];
	if (ones <= 32 || p - ones <= 32) {
		const listed: number[] = [];
		for (let r = 0; r < p; r++) if ((res[r] === 1) === ones <= 32) listed.push(r);
		const boxes = listed.map((r) => residueBox(w, BigInt(r), BigInt(p)));
		return ones <= 32 ? boxes : diff(w, allPat, boxes);
	}
	const factors = factorize(w, BigInt(p)).map(([b, e]) => [Number(b), e, Number(b) ** e] as const);
	return cap(decompose(res, p, factors));
}

/** The numbers whose remainder mod m is listed (inside) or not listed (not inside). */
export function listedPat(w: Work, m: bigint, listed: bigint[], inside: boolean): Pattern {
	w.spend(listed.length);
	const boxes = cap(listed.map((r) => residueBox(w, r, m)));
	return inside ? boxes : diff(w, allPat, boxes);
}

/** The numbers ≡ r (mod m). */
function residueBox(w: Work, r: bigint, m: bigint): Box {
	return factorize(w, m).map(([b, e]) =>
		compOf(b, [
			[0n, 0, false],
			[bmod(r, pw(b, e)), e, true]
		])
	);
}

function decompose(
	res: Uint8Array,
	p: number,
	factors: (readonly [number, number, number])[]
): Pattern {
	if (!factors.length) return res[0] ? allPat : [];
	const [b, e, q] = factors[0];
	const rest = p / q;
	// sub[s][t]: whether the number ≡ s (mod q) and ≡ t (mod rest) is in the set.
	const groups = new Map<string, { ss: number[]; sub: Uint8Array }>();
	const subs: Uint8Array[] = [];
	for (let s = 0; s < q; s++) subs.push(new Uint8Array(rest));
	for (let x = 0; x < p; x++) if (res[x]) subs[x % q][x % rest] = 1;
	for (let s = 0; s < q; s++) {
		const sub = subs[s];
		if (!sub.includes(1)) continue;
		const key = rest <= 4096 ? sub.join('') : hashBytes(sub);
		const g = groups.get(key);
		if (g && sameBytes(g.sub, sub)) g.ss.push(s);
		else if (!g) groups.set(key, { ss: [s], sub });
		else groups.set(key + ':' + s, { ss: [s], sub });
	}
	const out: Pattern = [];
	for (const { ss, sub } of groups.values()) {
		const comp = classesComp(BigInt(b), e, q, ss);
		for (const inner of decompose(sub, rest, factors.slice(1))) {
			const box = isFullComp(comp) ? inner : [comp, ...inner];
			out.push(box.sort((x, y) => (x.b < y.b ? -1 : 1)));
		}
	}
	return out;
}

function hashBytes(a: Uint8Array): string {
	let h1 = 0x811c9dc5;
	let h2 = 7;
	for (let i = 0; i < a.length; i++) {
		h1 = Math.imul(h1 ^ a[i], 0x01000193);
		h2 = (h2 * 31 + a[i] * (i + 1)) | 0;
	}
	return `${h1}:${h2}`;
}
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
}

/** The condition "x mod b^e is one of ss", with whole classes of lower levels merged. */
function classesComp(b: bigint, e: number, q: number, ss: number[]): Comp {
	if (ss.length === q) return full(b);
	const inside = ss.length * 2 <= q;
	const listed = inside ? ss : complementOf(ss, q);
	// Merge the base's children into their parent class when all are listed.
	let level = listed.map((s) => BigInt(s));
	let f = e;
	const entries: [bigint, number, boolean][] = [];
	while (f > 0) {
		const parents = new Map<bigint, number>();
		for (const r of level) {
			const up = bmod(r, pw(b, f - 1));
			parents.set(up, (parents.get(up) ?? 0) + 1);
		}
		const whole = new Set([...parents].filter(([, n]) => BigInt(n) === b).map(([r]) => r));
		for (const r of level) if (!whole.has(bmod(r, pw(b, f - 1)))) entries.push([r, f, inside]);
		level = [...whole];
		f--;
		if (!level.length) break;
	}
	// Every residue listed (only possible for the complement of an empty list).
	if (f === 0 && level.length) return inside ? full(b) : notComp(full(b));
	entries.push([0n, 0, !inside]);
	return compOf(b, entries);
}

function complementOf(ss: number[], q: number): number[] {
	const inSet = new Uint8Array(q);
	for (const s of ss) inSet[s] = 1;
	const out: number[] = [];
	for (let s = 0; s < q; s++) if (!inSet[s]) out.push(s);
	return out;
}

/** The residues r mod p (p small) met by the pattern, as flags. */
export function toResidues(pat: Pattern, p: number): Uint8Array {
	const res = new Uint8Array(p);
	for (let r = 0; r < p; r++) if (hasPat(pat, BigInt(r))) res[r] = 1;
	return res;
}

// ------------------------------------------------------------------------------------------
// Affine maps

/** The image under n ↦ c·n + e (c ≠ 0). */
export function imagePat(w: Work, pat: Pattern, c: bigint, e: bigint): Pattern {
	const cf = factorize(w, c < 0n ? -c : c);
	return pat.map((box) => {
		const bases = new Set<bigint>([...box.map((x) => x.b), ...cf.map(([b]) => b)]);
		const out: Box = [];
		for (const b of [...bases].sort((x, y) => (x < y ? -1 : 1))) {
			const a = split(c, b)[0];
			const comp = compIn(box, b);
			const entries: [bigint, number, boolean][] = [];
			for (const lv of comp.levels)
				for (const [r, v] of lv.m) entries.push([bmod(c * r + e, pw(b, lv.f + a)), lv.f + a, v]);
			if (a > 0) entries.push([0n, 0, false]);
			const mapped = compOf(b, entries);
			if (!isFullComp(mapped)) out.push(mapped);
		}
		return out;
	});
}

/** The numbers n with c·n + e in the pattern (c ≠ 0). */
export function preimagePat(pat: Pattern, c: bigint, e: bigint): Pattern {
	const out: Pattern = [];
	for (const box of pat) {
		const mapped: Box = [];
		let empty = false;
		for (const comp of box) {
			const b = comp.b;
			const [a, u] = split(c, b);
			// For each resulting class, the deepest original class wins.
			const best = new Map<string, [bigint, number, boolean, number]>();
			for (const lv of comp.levels)
				for (const [r, v] of lv.m) {
					let ball: [bigint, number] | null;
					if (lv.f <= a) ball = bmod(e, pw(b, lv.f)) === r ? [0n, 0] : null;
					else if (bmod(r - e, pw(b, a)) !== 0n) ball = null;
					else {
						const m = pw(b, lv.f - a);
						const sign = c < 0n ? -1n : 1n;
						ball = [bmod(((r - e) / pw(b, a)) * modInverse(sign * u, m), m), lv.f - a];
					}
					if (!ball) continue;
					const key = `${ball[1]}:${ball[0]}`;
					const old = best.get(key);
					if (!old || old[3] < lv.f) best.set(key, [ball[0], ball[1], v, lv.f]);
				}
			const nc = compOf(
				b,
				[...best.values()].map(([r, f, v]) => [r, f, v])
			);
			if (compEmpty(nc)) {
				empty = true;
				break;
			}
			if (!isFullComp(nc)) mapped.push(nc);
		}
		if (!empty) out.push(mapped);
	}
	return cap(out);
}

// ------------------------------------------------------------------------------------------
// Elements

function combos(box: Box): { r: bigint; m: bigint; leaf: boolean }[] {
	let out = [{ r: 0n, m: 1n, leaf: true }];
	for (const c of box) {
		const live = liveTrue(c);
		if (out.length * live.length > maxCombos)
			throw new TooComplex('too many remainder classes to search');
		const next: { r: bigint; m: bigint; leaf: boolean }[] = [];
		for (const o of out)
			for (const l of live) {
				// Bases are pairwise coprime: the classes always meet.
				const [r, m] = crtCoprime(o.r, o.m, l.r, pw(c.b, l.f));
				next.push({ r, m, leaf: o.leaf && l.leaf });
			}
		out = next;
	}
	return out;
}

/** The residues modulo m (m > 0) that the pattern's numbers can leave: a superset, by classes. */
export function residuesMod(pat: Pattern, m: number, limit = Infinity): Set<number> {
	// Returned as soon as it holds more than `limit` residues.
	const out = new Set<number>();
	const bm = BigInt(m);
	for (const box of pat)
		for (const { r, m: step } of combos(box)) {
			const g = gcd(step, bm);
			for (let x = bmod(r, g); x < bm; x += g) {
				out.add(Number(x));
				if (out.size > limit || out.size === m) return out;
			}
		}
	return out;
}

/** The smallest element >= start (and <= hi when given), or null. */
export function nextPat(pat: Pattern, start: bigint, hi: bigint | null): bigint | null {
	let best: bigint | null = null;
	for (const box of pat) {
		const bound = best !== null ? best : hi;
		for (const { r, m, leaf } of combos(box)) {
			let n = start + bmod(r - start, m);
			for (let step = 0; ; step++) {
				if (bound !== null && n > bound) break;
				if (leaf || box.every((c) => valueOf(c, n))) {
					if (best === null || n < best) best = n;
					break;
				}
				if (step >= maxSteps) throw new TooComplex('remainder search too long');
				n += m;
			}
		}
	}
	return best;
}

/** The largest element <= start (and >= lo when given), or null. */
export function prevPat(pat: Pattern, start: bigint, lo: bigint | null): bigint | null {
	const up = nextPat(
		pat.map((box) => preimagePat([box], -1n, 0n)[0]).filter((b) => b !== undefined),
		-start,
		lo === null ? null : -lo
	);
	return up === null ? null : -up;
}

/** The number of elements in [lo, hi] (lo <= hi). */
export function countPat(pat: Pattern, lo: bigint, hi: bigint): bigint {
	let total = 0n;
	const len = hi - lo + 1n;
	for (const box of pat) {
		const m = boxModulus(box);
		let per = 1n;
		for (const c of box) per *= compCount(c)[0];
		const full = len / m;
		total += full * per;
		// The part after the whole periods, element by element.
		let n = nextPat([box], lo + full * m, hi);
		for (let i = 0; n !== null; i++) {
			if (i > 100000) throw new TooComplex('too many elements to count');
			total++;
			n = nextPat([box], n + 1n, hi);
		}
	}
	return total;
}

function sameComp(x: Comp, y: Comp): boolean {
	return compEmpty(combineComp(x, y, (u, w) => u !== w));
}

/**
 * Fewer boxes for the same numbers: two boxes that differ in the condition for one base only
 * become one box with either condition. Used for descriptions, where x mod 1000003 = 0 or
 * x mod 1000033 = 0 would otherwise read as three cases.
 */
function mergeBoxes(pat: Pattern): Pattern {
	const boxes = [...pat];
	for (let changed = true; changed;) {
		changed = false;
		search: for (let i = 0; i < boxes.length; i++)
			for (let j = i + 1; j < boxes.length; j++) {
				const bases = [...new Set([...boxes[i], ...boxes[j]].map((c) => c.b))];
				const differ = bases.filter((b) => !sameComp(compIn(boxes[i], b), compIn(boxes[j], b)));
				if (differ.length !== 1) continue;
				const b = differ[0];
				const either = combineComp(compIn(boxes[i], b), compIn(boxes[j], b), (u, w) => u || w);
				const merged = boxes[i].filter((c) => c.b !== b);
				if (!isFullComp(either)) merged.push(either);
				boxes[i] = merged.sort((x, y) => (x.b < y.b ? -1 : 1));
				boxes.splice(j, 1);
				changed = true;
				break search;
			}
	}
	return boxes;
}

/**
 * Drops the conditions a box can do without while the union stays the same, so the description
 * of a union reads "x mod 1000003 = 0 or x mod 1000033 = 0" (the boxes may then overlap).
 */
function looser(w: Work, pat: Pattern): Pattern {
	const out = pat.map((box) => [...box]);
	for (let i = 0; i < out.length; i++)
		for (const c of [...out[i]]) {
			const wider = out[i].filter((x) => x !== c);
			if (diff(w, [wider], pat).length === 0) out[i] = wider;
		}
	return out;
}

/** A condition text per box, such as "x mod 2 = 1, x mod 1000003 = 1". */
export function describePat(w: Work, pat: Pattern, v: string): string[] {
	return (pat.length <= 12 ? looser(w, mergeBoxes(pat)) : pat).map((box) =>
		box
			.map((c) => {
				const simple = c.levels.length === 2 ? c.levels[1] : null;
				const root = c.levels[0].m.get(0n);
				if (simple && simple.m.size <= 3 && [...simple.m.values()].every((x) => x !== root)) {
					const mod = pw(c.b, simple.f);
					const rs = [...simple.m.keys()].sort((x, y) => (x < y ? -1 : 1));
					return root
						? rs.map((r) => `${v} mod ${mod} ≠ ${r}`).join(', ')
						: rs.map((r) => `${v} mod ${mod} = ${r}`).join(' or ');
				}
				return `${v} mod ${pw(c.b, c.levels[c.levels.length - 1].f)} in a set of remainders`;
			})
			.join(', ')
	);
}

/**
 * The numbers whose remainder modulo each base's power lies in that base's classes: one box,
 * however many combinations the Chinese remainder theorem would list (x² ≡ 1 modulo a product of
 * ten primes has 1,024 classes but ten conditions of two classes each). The bases are those of
 * `factorize` for one modulus; each class is x ≡ r (mod b^level), and a base's classes are
 * disjoint.
 */
export function classesPat(
	w: Work,
	parts: { b: bigint; classes: { r: bigint; level: number }[] }[]
): Pattern {
	const box: Box = [];
	for (const { b, classes } of parts) {
		w.spend(classes.length + 1);
		if (!classes.length) return [];
		const entries: [bigint, number, boolean][] = [[0n, 0, false]];
		for (const c of classes) entries.push([bmod(c.r, pw(b, c.level)), c.level, true]);
		const comp = compOf(b, entries);
		if (compEmpty(comp)) return [];
		if (!isFullComp(comp)) box.push(comp);
	}
	return [box.sort((x, y) => (x.b < y.b ? -1 : 1))];
}
