/**
 * A ⊆ S for sums of polynomial images, such as {a³ + b³ : a, b ∈ ℤ} or
 * {a² + b² + c² : a, b, c ∈ ℤ}, by residues: a polynomial with whole coefficients takes on the
 * integers only the remainders it takes on 0, 1, ..., M − 1 (mod M), so every element of A leaves
 * a remainder of the sum of those sets. A ⊆ S is proven when every integer with such a remainder
 * is in S (asked as a part, in the exact fragment). This only proves; refuting is left to the
 * witness rows, since a remainder the parts can reach need not be reached from A's own domains.
 */
import type { Span } from '../read/ast';
import { TooComplex } from '../errors';
import { isInt, ONE, rat, ZERO } from '../arithmetic/rational';
import type { CondIR, Poly, SetIR } from '../read/ir';
import { residueModuli } from './moduli';
import { subset, type Decision, type Question } from './question';

/** Largest modulus tried (each part's remainders are listed, and the sums paired). */
const largestModulus = 2048;

const span: Span = [0, 0];

/** Domains whose cards cannot hide a fault: named sets of integers. */
const integerNames = new Set(['Z', 'N', 'N0', 'Z+', 'Z-']);

/**
 * A's parts as polynomials with whole coefficients over named sets of integers, with no
 * condition, or null. Such a card has no fault the normal form could find, so this row may run
 * before the pre-pass (which would spend the question's work bringing the sum to normal form).
 */
export function polynomialParts(a: SetIR): Poly[] | null {
	const parts = a.k === 'sum' ? a.parts : [a];
	const out: Poly[] = [];
	for (const part of parts) {
		if (part.k !== 'image' || part.dom?.k !== 'named' || !integerNames.has(part.dom.name))
			return null;
		if (part.cond.k !== 'const' || !part.cond.value || !part.term.every(isInt)) return null;
		out.push(part.term);
	}
	// Only sums with a power in them: linear cards are read exactly elsewhere.
	return out.some((t) => t.length >= 3) ? out : null;
}

/**
 * Whether S has a fault met only in normal form: the pre-pass's to say, so a row that runs
 * before it leaves such a question alone rather than answer around the fault. The question
 * computes it once, however many rows ask (`Question.faultOfS`).
 */
export function faultOfS(q: Question): boolean {
	return q.faultOfS;
}

/** The remainders mod m of the polynomial on the integers. */
function residuesOf(term: Poly, m: number): Uint8Array {
	const out = new Uint8Array(m);
	const big = BigInt(m);
	for (let k = 0; k < m; k++) {
		let v = 0n;
		for (let i = term.length - 1; i >= 0; i--) v = (v * BigInt(k) + term[i].n) % big;
		out[Number(((v % big) + big) % big)] = 1;
	}
	return out;
}

/** The remainders mod m of a sum, one from each set. */
function sumset(x: Uint8Array, y: Uint8Array, m: number): Uint8Array {
	const out = new Uint8Array(m);
	for (let i = 0; i < m; i++) if (x[i]) for (let j = 0; j < m; j++) if (y[j]) out[(i + j) % m] = 1;
	return out;
}

/** {x ∈ ℤ | x mod m is one of `res`} as a card's meaning. */
function residueCard(m: number, res: Uint8Array): SetIR {
	const args: CondIR[] = [];
	for (let r = 0; r < m; r++)
		if (res[r])
			args.push({ k: 'modcmp', arg: [ZERO, ONE], m: rat(BigInt(m)), op: '=', c: rat(BigInt(r)) });
	return {
		k: 'filter',
		v: 'x',
		dom: { k: 'named', name: 'Z', span },
		cond: args.length === 1 ? args[0] : { k: 'or', args },
		span
	};
}

/** A ⊆ S from the remainders of a sum of powers, at the moduli S uses (and their lcm). */
export function byPowerSums(q: Question): Decision | null {
	if (q.depth <= 0) return null;
	const terms = polynomialParts(q.a);
	if (!terms) return null;
	if (faultOfS(q)) return null;
	try {
		return residueProof(q, terms, residueModuli(q.s, largestModulus));
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
		return null;
	}
}

function residueProof(q: Question, terms: Poly[], moduli: number[]): Decision | null {
	for (const m of moduli) {
		q.w.spend(m * terms.length);
		let res = residuesOf(terms[0], m);
		for (const term of terms.slice(1)) {
			q.w.spend(m * m);
			res = sumset(res, residuesOf(term, m), m);
		}
		if (q.part(residueCard(m, res), q.s, q.depth - 1) === 'subset')
			return subset(
				terms.length === 1
					? `Every element of A is in S: on division by ${m}, the values of A's rule leave only remainders that lie in S.`
					: `Every element of A is in S: on division by ${m}, the parts that make up each element of A leave only remainders whose sums all lie in S.`
			);
	}
	return null;
}
