/**
 * A power with the variable as exponent inside a condition: compared with a fixed number
 * (2^x < 5), its remainder compared with one (2^k mod 7 = 1), or divisible by one (3 | 2^k + 1).
 * Each is read as one `powcmp` condition (forms/powerconds.ts settles it); a power compared with
 * anything but a fixed number is not read.
 */
import { mirrorOp, type CompareOp, type Node } from '../ast';
import { degree, type CondIR } from '../ir';
import { fail, f } from '../../errors';
import { isZero, ONE, rat, ZERO, type Rat } from '../../arithmetic/rational';
import type { Term } from './context';

const fixedOnly = f('power-with-variable-as-exponent-can-only');

/** `a op b` when a side is a power of the variable or its remainder; null when neither is. */
export function powerCompare(a: Term, op: CompareOp, b: Term, whole: Node): CondIR | null {
	const isPower = (t: Term) => t.k === 'exp' || t.k === 'expmod';
	if (!isPower(a) && !isPower(b)) return null;
	const [p, o, other] = isPower(a) ? [a, op, b] : [b, mirrorOp(op), a];
	if (other.k !== 'poly' || degree(other.p) > 0) fail('nonlinear', fixedOnly, whole.span);
	const r = other.p[0] ?? ZERO;
	if (p.k === 'exp') return { k: 'powcmp', ...powerOf(p), m: null, op: o, r };
	if (p.k === 'expmod') return { k: 'powcmp', ...powerOf(p.e), m: p.m, op: o, r };
	return null;
}

/** `m | t` when t is a power of the variable (m ≥ 0; 0 divides only 0); else null. */
export function powerDivides(t: Term, m: Rat): CondIR | null {
	if (t.k !== 'exp') return null;
	return isZero(m)
		? { k: 'powcmp', ...powerOf(t), m: null, op: '=', r: ZERO }
		: { k: 'powcmp', ...powerOf(t), m, op: '=', r: ZERO };
}

function powerOf(t: Term & { k: 'exp' }) {
	return { c: t.c, b: t.b, s: t.s, ...(t.down ? { down: true } : {}) };
}

/**
 * A word said of a power of the variable (2^k is even, odd, positive, a multiple of 3), as the
 * remainder or comparison it means; null when the subject is no such power, or for a word not read
 * of powers (prime, a square).
 */
export function powerWord(t: Term, word: string, divisor: () => Rat): CondIR | null {
	if (t.k !== 'exp') return null;
	const p = powerOf(t);
	switch (word) {
		case 'even':
			return { k: 'powcmp', ...p, m: rat(2n), op: '=', r: ZERO };
		case 'odd':
			return { k: 'powcmp', ...p, m: rat(2n), op: '=', r: ONE };
		case 'integer':
			return { k: 'powcmp', ...p, m: ONE, op: '=', r: ZERO };
		case 'positive':
			return { k: 'powcmp', ...p, m: null, op: '>', r: ZERO };
		case 'negative':
			return { k: 'powcmp', ...p, m: null, op: '<', r: ZERO };
		case 'multiple':
		case 'divisible': {
			const m = divisor();
			return powerDivides(t, m.n < 0n ? rat(-m.n, m.d) : m);
		}
	}
	return null;
}
