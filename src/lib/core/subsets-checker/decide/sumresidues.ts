/**
 * The remainders of sums of powers, shared by the two rows that prove A ⊆ S by them: sums of
 * polynomial images (power-sums, {a³ + b³ : a, b ∈ ℤ}) and sums with the variable as exponent
 * (exponent-sums, {2^a + 3^b : a, b ∈ ℕ}). Each part of A takes only some remainders mod m, so
 * every element of A leaves a remainder of the sums of those sets; A ⊆ S is proven when every
 * whole number with such a remainder (and at least A's least element, when known) is in S, asked
 * as a part in the exact fragment. Refuting is left to the witness rows: a remainder the parts can
 * reach need not be reached from A's own domains.
 */
import type { Span } from '../read/ast';
import { ONE, rat, ZERO } from '../arithmetic/rational';
import { powMod } from '../../numbers/primality';
import { horner, type CondIR, type Poly, type SetIR } from '../read/ir';
import { residueModuli } from './moduli';
import type { SubsetWhy } from '../said';
import { subset, type Decision, type Question } from './question';

/** Largest modulus tried (each part's remainders are listed, and the sums paired). */
const largestModulus = 2048;

const span: Span = [0, 0];

/** Domains whose cards cannot hide a fault: named sets of integers. */
export const integerNames: ReadonlySet<string> = new Set(['Z', 'N', 'N0', 'Z+', 'Z-']);

/** A part whose values are whole: c·b^k + s for whole k ≥ from, or a polynomial with whole coefficients. */
export type ResiduePart =
	{ k: 'pow'; c: bigint; b: bigint; s: bigint; from: bigint } | { k: 'poly'; term: bigint[] };

const mod = (x: bigint, m: bigint) => ((x % m) + m) % m;

/**
 * The remainders mod m a part takes: a polynomial's at 0..m − 1 (its remainders repeat with
 * period m), a power's until its cycle closes (the next remainder of b^k depends only on this one).
 */
export function residuesOf(part: ResiduePart, m: number): Uint8Array {
	const out = new Uint8Array(m);
	const big = BigInt(m);
	if (part.k === 'poly') {
		const { term } = part;
		for (let k = 0n; k < big; k++) {
			const v = horner(term, 0n, (acc, c) => (acc * k + c) % big);
			out[Number(mod(v, big))] = 1;
		}
		return out;
	}
	const seen = new Uint8Array(m);
	let r = mod(powMod(part.b, part.from, big), big);
	while (!seen[Number(r)]) {
		seen[Number(r)] = 1;
		out[Number(mod(part.c * r + part.s, big))] = 1;
		r = (r * part.b) % big;
	}
	return out;
}

/** The remainders mod m of x + y, x one of `xs` and y one of `ys`. */
export function sumset(xs: Uint8Array, ys: Uint8Array, m: number): Uint8Array {
	const out = new Uint8Array(m);
	for (let i = 0; i < m; i++)
		if (xs[i]) for (let j = 0; j < m; j++) if (ys[j]) out[(i + j) % m] = 1;
	return out;
}

/**
 * {x ∈ ℤ | x ≥ lo, x mod m is one of `res`} as a card's meaning (no bound when lo is null), the
 * remainders said the shorter way: those reached, or those missed; nothing when all are reached.
 */
export function residueCard(m: number, res: Uint8Array, lo: bigint | null = null): SetIR {
	const x: Poly = [ZERO, ONE];
	const reached: CondIR[] = [];
	const missed: CondIR[] = [];
	for (let r = 0; r < m; r++)
		(res[r] ? reached : missed).push({
			k: 'modcmp',
			arg: x,
			m: rat(BigInt(m)),
			op: res[r] ? '=' : '!=',
			c: rat(BigInt(r))
		});
	const args: CondIR[] = [];
	if (missed.length > 0 && missed.length < reached.length)
		args.push(missed.length === 1 ? missed[0] : { k: 'and', args: missed });
	else if (missed.length > 0)
		args.push(reached.length === 1 ? reached[0] : { k: 'or', args: reached });
	if (lo !== null) args.push({ k: 'cmp', op: '>=', t: [rat(-lo), ONE] });
	const cond: CondIR =
		args.length === 0
			? { k: 'const', value: true }
			: args.length === 1
				? args[0]
				: { k: 'and', args };
	return { k: 'filter', v: 'x', dom: { k: 'named', name: 'Z', span }, cond, span };
}

/**
 * A ⊆ S by remainders, at the moduli S uses (and their lcm): the first modulus at which the
 * remainders of A's parts, summed, give a card inside S proves it, said by `reason(m)`.
 */
export function residueProof(
	q: Question,
	parts: ResiduePart[],
	lo: bigint | null,
	reason: (m: number) => SubsetWhy
): Decision | null {
	for (const m of residueModuli(q.s, largestModulus)) {
		q.w.spend(m);
		let res = residuesOf(parts[0], m);
		for (const part of parts.slice(1)) {
			q.w.spend(m + m * m);
			res = sumset(res, residuesOf(part, m), m);
		}
		if (q.part(residueCard(m, res, lo), q.s, q.depth - 1) === 'subset') return subset(reason(m));
	}
	return null;
}
