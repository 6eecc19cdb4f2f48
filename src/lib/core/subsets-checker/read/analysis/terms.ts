/**
 * Numbers and arithmetic: a piece of a card read as a `Term` (a polynomial in the variable, a
 * remainder, ∞ or an irrational constant), exact constant arithmetic with √, π and e, powers and
 * remainders, and the faults of a term used where it cannot stand.
 */
import { abs } from '../../../numbers/integers';
import type { Node } from '../ast';
import { degree, polyAdd, polyConst, polyMul, polyNeg, polyScale, type Poly } from '../ir';
import { fail, f } from '../../errors';
import {
	cAdd,
	cDiv,
	cMixed,
	cMul,
	cNeg,
	cPow,
	isConstant,
	madeOf,
	sqrtOf,
	valueEnd,
	type Value
} from '../constants';
import { eNumber, piNumber, type End } from '../../arithmetic/real';
import {
	add,
	div,
	isInt,
	isZero,
	mul,
	neg,
	ONE,
	sub,
	ratMod,
	ratPow,
	sign,
	ZERO,
	type Rat
} from '../../arithmetic/rational';
import { kindOf } from './tree';
import { linArith, linearHere, linNeg } from './linear';
import { exponentTerm } from './exponents';
import {
	irrationalHere,
	valTerm,
	type NodeOf,
	type Reader,
	type Scope,
	type Term
} from './context';

/** Largest exponent and result size (bits) of constant powers. */
const maxExponentBits = 4096;
const maxPolyDegree = 12;

/** The term `node` reads as, or the fault of a node that is no number. */
export function toTerm(an: Reader, node: Node, scope: Scope): Term {
	switch (node.type) {
		case 'Number':
			return { k: 'poly', p: polyConst(node.value) };
		case 'Infinity':
			return { k: 'inf', sign: node.sign };
		case 'Unary': {
			const t = an.toTerm(node.arg, scope);
			if (t.k === 'inf') return node.op === '-' ? { k: 'inf', sign: t.sign === 1 ? -1 : 1 } : t;
			if (node.op === '+') return t;
			if (t.k === 'val') return valTerm(cNeg(t.v));
			if (t.k === 'exp') return { ...t, c: neg(t.c), s: neg(t.s) };
			if (t.k === 'lin') return linNeg(t);
			// Negates the term already read: reading the operand again would double the work
			// at every nested sign.
			return { k: 'poly', p: polyNeg(polyOf(t, node.arg)) };
		}
		case 'Var':
			// e is Euler's number unless a builder binds the letter.
			if (node.name === 'e' && scope.v !== 'e' && !scope.outer.has('e'))
				return { k: 'val', v: eNumber };
			an.variable(node, scope);
			return { k: 'poly', p: [ZERO, ONE] };
		case 'Constant':
			return constant(an, node, scope);
		case 'Group':
			if (node.items.length === 1 && node.open === '(' && node.close === ')')
				return an.toTerm(node.items[0], scope);
			break;
		case 'Binary': {
			if (node.op === '∪' || node.op === '∩' || node.op === '\\') break;
			if (kindOf(node.left) === 'set' || kindOf(node.right) === 'set') break;
			if (node.op === 'mod') return modTerm(an, node, scope);
			const ta = an.toTerm(node.left, scope);
			if (ta.k === 'lin') return linArith(node, ta, an.toTerm(node.right, scope));
			if (ta.k === 'val') return constArith(an, ta.v, node, scope);
			if (ta.k === 'exp') return expArith(ta, node, fixedOf(an.toTerm(node.right, scope)), false);
			const a = polyOf(ta, node.left);
			if (node.op === '^') return power(an, a, node, scope);
			const tb = an.toTerm(node.right, scope);
			if (tb.k === 'lin' || (tb.k === 'val' && degree(a) > 0)) return linArith(node, ta, tb);
			if (tb.k === 'val') {
				return constArith(an, a[0] ?? ZERO, node, scope, tb.v);
			}
			if (tb.k === 'exp') return expArith(tb, node, degree(a) <= 0 ? (a[0] ?? ZERO) : null, true);
			const b = polyOf(tb, node.right);
			switch (node.op) {
				case '+':
					return { k: 'poly', p: polyAdd(a, b) };
				case '-':
					return { k: 'poly', p: polyAdd(a, polyNeg(b)) };
				case '*': {
					const p = polyMul(a, b);
					if (degree(p) > maxPolyDegree) fail('nonlinear', f('power-variable-too'), node.span);
					return { k: 'poly', p };
				}
				case '/': {
					if (degree(b) > 0) fail('nonlinear', f('dividing-by-variable'), node.right.span);
					if (degree(b) < 0) fail('division-by-zero', f('divides-by-zero'), node.right.span);
					return { k: 'poly', p: polyScale(a, div(ONE, b[0])) };
				}
			}
		}
	}
	const kind = kindOf(node);
	if (kind === 'set') fail('not-a-number', f('set-where-number'), node.span);
	if (kind === 'cond') fail('not-a-number', f('condition-where-number'), node.span);
	fail('not-a-number', f('number-expected-here'), node.span);
}

/** A fixed rational number (`read`: the term of `node` when read already). */
export function toConst(an: Reader, node: Node, scope: Scope, read?: Term): Rat {
	const t = read ?? an.toTerm(node, scope);
	if (t.k === 'val') fail('irrational-constant', f('whole-number-or'), node.span);
	if (t.k === 'inf') fail('not-a-number', f('infinity-cannot-be-used-as'), node.span);
	if (t.k === 'exp') fail('nonlinear', expHere, node.span);
	if (t.k === 'mod' || t.k === 'lin' || t.k === 'expmod' || t.k === 'selfpow' || degree(t.p) > 0)
		fail('unsupported-form', f('depends-on-variable'), node.span);
	return t.p[0] ?? ZERO;
}

/** A polynomial in the variable. */
export function toPoly(an: Reader, node: Node, scope: Scope): Poly {
	return polyOf(an.toTerm(node, scope), node);
}

/** A term of degree at most 1 in the variable. */
export function linear(an: Reader, node: Node, scope: Scope): Poly {
	const p = toPoly(an, node, scope);
	if (degree(p) > 1) fail('nonlinear', f('conditions-that-multiply'), node.span);
	return p;
}

/** The polynomial of a term read from `node`, or the fault of a term that is none. */
export function polyOf(t: Term, node: Node): Poly {
	if (t.k === 'inf') fail('not-a-number', f('infinity-cannot-be-used-in'), node.span);
	if (t.k === 'val') fail('irrational-constant', irrationalHere, node.span);
	if (t.k === 'mod')
		fail('unsupported-form', f('remainder-can-only-be-compared-with-number'), node.span);
	if (t.k === 'exp') fail('nonlinear', expHere, node.span);
	if (t.k === 'lin') fail('irrational-constant', linearHere, node.span);
	if (t.k === 'expmod') fail('nonlinear', expModHere, node.span);
	if (t.k === 'selfpow') fail('nonlinear', selfHere, node.span);
	return t.p;
}

const expHere = f('power-with-variable-as-exponent-can-be-term');
const selfHere = f('n-n-can');
const expModHere = f('remainder-power-can');

/** The rational a term stands for, or null when it is no fixed rational. */
function fixedOf(t: Term): Rat | null {
	return t.k === 'poly' && degree(t.p) <= 0 ? (t.p[0] ?? ZERO) : null;
}

/**
 * c·b^v + s combined with a fixed rational x (`xFirst`: x is on the left): adding, subtracting,
 * multiplying and dividing by x keep the form; anything else is not read.
 */
function expArith(
	t: Term & { k: 'exp' },
	node: NodeOf<'Binary'>,
	x: Rat | null,
	xFirst: boolean
): Term {
	if (x !== null) {
		switch (node.op) {
			case '+':
				return { ...t, s: add(t.s, x) };
			case '-':
				return xFirst ? { ...t, c: neg(t.c), s: sub(x, t.s) } : { ...t, s: sub(t.s, x) };
			case '*':
				if (isZero(x)) return { k: 'poly', p: [] };
				return { ...t, c: mul(t.c, x), s: mul(t.s, x) };
			case '/':
				if (xFirst) break;
				if (isZero(x)) fail('division-by-zero', f('divides-by-zero'), node.right.span);
				return { ...t, c: div(t.c, x), s: div(t.s, x) };
		}
	}
	fail('nonlinear', expHere, node.span);
}

/** A fixed number, rational or irrational. */
export function toValue(an: Reader, node: Node, scope: Scope): End {
	const t = an.toTerm(node, scope);
	if (t.k === 'val') return valueEnd(t.v, node.span);
	return toConst(an, node, scope, t);
}

/** π, or √ of a fixed number that is not negative. */
function constant(an: Reader, node: NodeOf<'Constant'>, scope: Scope): Term {
	if (node.name === 'pi') return { k: 'val', v: piNumber };
	if (!node.arg) fail('not-a-number', f('sign-root-needs'), node.span);
	const t = an.toTerm(node.arg, scope);
	if (t.k === 'val' || (t.k === 'poly' && degree(t.p) > 0))
		fail('irrational-constant', f('only-square-roots'), node.span);
	const x = polyOf(t, node.arg)[0] ?? ZERO;
	const root = sqrtOf(x);
	if (!root) fail('not-a-number', f('negative-number-has'), node.span);
	return valTerm(root);
}

/** x op (the right operand) for a constant x, one side irrational (`right`: read already). */
function constArith(
	an: Reader,
	x: Value,
	node: NodeOf<'Binary'>,
	scope: Scope,
	right?: Value
): Term {
	let y: Value;
	if (right) y = right;
	else {
		const tb = an.toTerm(node.right, scope);
		if (tb.k === 'val') y = tb.v;
		else if (tb.k === 'lin' || (tb.k === 'poly' && degree(tb.p) > 0))
			return linArith(node, valTerm(x), tb);
		else y = polyOf(tb, node.right)[0] ?? ZERO;
	}
	let out: Value | null = null;
	switch (node.op) {
		case '+':
			out = cAdd(x, y);
			break;
		case '-':
			out = cAdd(x, cNeg(y));
			break;
		case '*':
			out = cMul(x, y);
			break;
		case '/':
			if (!isConstant(y) && isZero(y))
				fail('division-by-zero', f('divides-by-zero'), node.right.span);
			out = cDiv(x, y);
			break;
		case '^':
			if (!isConstant(y) && isInt(y) && y.n >= 0n && y.n <= 16n) out = cPow(x, Number(y.n));
			break;
	}
	// π with e (π + e, π·e): a number of unknown rationality (arithmetic/pie.ts).
	if (!out && (node.op === '+' || node.op === '-' || node.op === '*' || node.op === '/'))
		out = cMixed(node.op, x, y);
	if (!out) {
		// π with e beyond the kept forms: no one has proven them irrational, nor rational.
		const kinds = [x, y].map(madeOf);
		if (kinds.includes('pi') && kinds.includes('e') && node.op !== '^')
			fail('irrational-constant', f('no-one-knows'), node.span);
		fail('irrational-constant', f('mix-root-pi'), node.span);
	}
	return valTerm(out);
}

/** `a mod m`: a fixed remainder, or a remainder of the variable. */
function modTerm(an: Reader, node: NodeOf<'Binary'>, scope: Scope): Term {
	const argTerm = an.toTerm(node.left, scope);
	const arg = argTerm.k === 'exp' ? [] : polyOf(argTerm, node.left);
	const mp = toPoly(an, node.right, scope);
	if (degree(mp) > 0) fail('nonlinear', f('modulus-must-be-fixed'), node.right.span);
	if (degree(mp) < 0) fail('division-by-zero', f('there-no-remainder'), node.right.span);
	const m = mp[0];
	if (sign(m) < 0 || !isInt(m))
		fail('unsupported-form', f('modulus-must-be-positive'), node.right.span);
	if (argTerm.k === 'exp') return { k: 'expmod', e: argTerm, m };
	if (degree(arg) <= 0) return { k: 'poly', p: polyConst(ratMod(arg[0] ?? ZERO, m)) };
	return { k: 'mod', arg, m };
}

/**
 * `base` to the power on the right of `node`: a fixed whole number, or an affine exponent in the
 * variable under a fixed base (2^k, 2^(2k + 1), (1/2)^k: exponents.ts).
 */
function power(an: Reader, base: Poly, node: NodeOf<'Binary'>, scope: Scope): Term {
	const ep = toPoly(an, node.right, scope);
	if (degree(ep) > 0) return exponentTerm(base, ep, node.right.span, node.span);
	const e = ep[0] ?? ZERO;
	if (!isInt(e)) fail('unsupported-form', f('only-whole-number'), node.right.span);
	if (e.n < 0n) fail('unsupported-form', f('negative-exponents-not'), node.right.span);
	if (degree(base) <= 0) {
		const b = base[0] ?? ZERO;
		if (isZero(b)) return { k: 'poly', p: e.n === 0n ? polyConst(ONE) : [] };
		const bits = BigInt(abs(b.n).toString(2).length + b.d.toString(2).length);
		if (e.n * bits > BigInt(maxExponentBits)) fail('too-big', f('number-too-large'), node.span);
		return { k: 'poly', p: polyConst(ratPow(b, Number(e.n))) };
	}
	if (e.n * BigInt(degree(base)) > BigInt(maxPolyDegree))
		fail('nonlinear', f('power-variable-too'), node.span);
	let out: Poly = polyConst(ONE);
	for (let i = 0n; i < e.n; i++) out = polyMul(out, base);
	return { k: 'poly', p: out };
}
