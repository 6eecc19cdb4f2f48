/**
 * Terms of the first degree in the variable with √, π or e beside it (`x + √3`, `πx`, `√5·x`,
 * `x·√2 - 1`), and their comparisons: a·x + b op c·x + d is brought to (a − c)·x op d − b, by
 * exact arithmetic on the constants. A rational coefficient gives the comparison of the variable
 * with a fixed number the checker already reads (`cmpv`); an irrational one gives `cmpl`, the
 * variable times that number against a number. What leaves the forms of constants.ts
 * (π beside e, three different roots) is not read, and says so.
 */
import { isMixed } from '../../arithmetic/pie';
import { mirrorOp, type CompareOp, type Node } from '../ast';
import { coef, degree, type CondIR } from '../ir';
import { fail, f } from '../../errors';
import {
	cAdd,
	cDiv,
	cMixed,
	cMul,
	cNeg,
	isConstant,
	madeOf,
	valueEnd,
	type Value
} from '../constants';
import { div, isZero, ONE, sign, ZERO } from '../../arithmetic/rational';
import { cmpEnd } from '../../arithmetic/real';
import type { NodeOf, Term } from './context';

/** Why a term of the first degree with √, π or e cannot stand where it was written. */
export const linearHere = f('term-with-root');

const squareHere = f('root-pi-and-e-read');

const mixHere = f('mix-root-pi');

const piAndE = f('no-one-knows');

/** a·x + b as a pair of values. */
interface Lin {
	a: Value;
	b: Value;
}

function isNought(v: Value): boolean {
	return !isConstant(v) && isZero(v);
}

/** The term a·x + b: a polynomial when both are rational, else `lin`. */
export function linTerm(a: Value, b: Value): Term {
	if (!isConstant(a) && !isConstant(b))
		return { k: 'poly', p: isZero(a) ? (isZero(b) ? [] : [b]) : [b, a] };
	return { k: 'lin', a, b };
}

/** The constants' kinds named in a failed step, for the plainest reason. */
function mixFault(values: Value[], node: Node): never {
	const kinds = values.map(madeOf);
	fail(
		'irrational-constant',
		kinds.includes('pi') && kinds.includes('e') ? piAndE : mixHere,
		node.span
	);
}

/** A term as a·x + b, or the fault of one of higher degree or of another kind. */
function asLin(t: Term, node: Node): Lin {
	if (t.k === 'lin') return t;
	if (t.k === 'val') return { a: ZERO, b: t.v };
	if (t.k === 'inf') fail('not-a-number', f('infinity-cannot-be-used-in'), node.span);
	if (t.k === 'mod' || t.k === 'expmod')
		fail('unsupported-form', f('remainder-can-only-be-compared-with-number'), node.span);
	if (t.k === 'exp' || t.k === 'selfpow')
		fail('nonlinear', f('power-with-variable-as-exponent-cannot'), node.span);
	const p = t.p;
	if (degree(p) > 1) fail('irrational-constant', squareHere, node.span);
	return { a: coef(p, 1), b: coef(p, 0) };
}

function need(v: Value | null, parts: Value[], node: Node): Value {
	// π and e together beside the variable would end at a number of unknown rationality.
	if (v && isMixed(v)) fail('irrational-constant', piAndE, node.span);
	return v ?? mixFault(parts, node);
}

/**
 * left op right for `node` (+, −, ·, /, ^), one side of the first degree with √, π or e beside
 * the variable, the other any term.
 */
export function linArith(node: NodeOf<'Binary'>, left: Term, right: Term): Term {
	const x = asLin(left, node.left);
	const y = asLin(right, node.right);
	const all = [x.a, x.b, y.a, y.b];
	switch (node.op) {
		case '+':
		case '-': {
			const ya = node.op === '+' ? y.a : cNeg(y.a);
			const yb = node.op === '+' ? y.b : cNeg(y.b);
			return linTerm(need(cAdd(x.a, ya), all, node), need(cAdd(x.b, yb), all, node));
		}
		case '*': {
			if (!isNought(x.a) && !isNought(y.a)) fail('irrational-constant', squareHere, node.span);
			// One side is a fixed number c: c·(a·x + b).
			const [c, l] = isNought(x.a) ? [x.b, y] : [y.b, x];
			return linTerm(need(cMul(c, l.a), all, node), need(cMul(c, l.b), all, node));
		}
		case '/': {
			if (!isNought(y.a)) fail('nonlinear', f('dividing-by-variable'), node.right.span);
			if (isNought(y.b)) fail('division-by-zero', f('divides-by-zero'), node.right.span);
			return linTerm(need(cDiv(x.a, y.b), all, node), need(cDiv(x.b, y.b), all, node));
		}
	}
	fail('irrational-constant', squareHere, node.span);
}

/** −(a·x + b). */
export function linNeg(t: Term & { k: 'lin' }): Term {
	return linTerm(cNeg(t.a), cNeg(t.b));
}

/**
 * (a − c)·x op d − b when the number the variable is compared with mixes π and e
 * (2x − e ≤ π is x ≤ (π + e)/2, πx < e is x < e/π): `cmppie`, with the order turned round when
 * the coefficient is negative; null for every other comparison.
 */
function endOfPiAndE(op: CompareOp, x: Lin, y: Lin): CondIR | null {
	const a = cAdd(x.a, cNeg(y.a));
	const minusB = cNeg(x.b);
	const c = cAdd(y.b, minusB) ?? cMixed('+', y.b, minusB);
	if (!a || !c || isNought(a)) return null;
	const end = isConstant(a) ? (cDiv(c, a) ?? cMixed('/', c, a)) : cMul(c, div(ONE, a));
	if (!end || !isMixed(end)) return null;
	// The sign of a: a fraction, or a·π + b or a quotient of one constant (never zero).
	const negative = isConstant(a) ? cmpEnd(valueEnd(a), ZERO) < 0 : sign(a) < 0;
	return { k: 'cmppie', op: negative ? mirrorOp(op) : op, end };
}

/**
 * l op r with a side of the first degree holding √, π or e: (a − c)·x op d − b. A rational
 * coefficient keeps the comparison of the variable with one fixed number (`cmpv`); an irrational
 * one is `cmpl`, read only when (d − b)/(a − c), the number the variable is compared with, has an
 * exact form too (so that the normal form can place it).
 */
export function compareLinear(l: Term, op: CompareOp, r: Term, whole: Node): CondIR {
	const x = asLin(l, whole);
	const y = asLin(r, whole);
	const all = [x.a, x.b, y.a, y.b];
	const ends = endOfPiAndE(op, x, y);
	if (ends) return ends;
	const a = need(cAdd(x.a, cNeg(y.a)), all, whole);
	const c = need(cAdd(y.b, cNeg(x.b)), all, whole);
	if (isNought(a))
		return { k: 'cmpv', op, a: ZERO, b: valueEnd(x.b, whole.span), c: valueEnd(y.b, whole.span) };
	if (!isConstant(a)) return { k: 'cmpv', op, a, b: ZERO, c: valueEnd(c, whole.span) };
	const end = cDiv(c, a);
	if (end && isMixed(end)) fail('irrational-constant', piAndE, whole.span);
	if (!end) mixFault([a, c], whole);
	return { k: 'cmpl', op, a, c };
}
