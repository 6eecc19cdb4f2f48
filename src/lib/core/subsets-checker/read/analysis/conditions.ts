/**
 * Conditions inside a set-builder: "and", "or", "not", comparisons (chains, remainders, ∞, and
 * sides with √, π or e), membership, "x is even" and its kin, divisibility and congruences.
 */
import { isMixed } from '../../arithmetic/pie';
import { mirrorOp, type CompareOp, type Node } from '../ast';
import {
	coef,
	degree,
	polyAdd,
	polyNeg,
	type CondIR,
	type ElemIR,
	type Poly,
	type SetIR
} from '../ir';
import { fail, f } from '../../errors';
import { isConstant, valueEnd, type Value } from '../constants';
import { pieAffine } from '../../arithmetic/piepoly';
import {
	add,
	div,
	isZero,
	mul,
	neg,
	ONE,
	rat,
	ratAbs,
	sign,
	ZERO,
	type Rat
} from '../../arithmetic/rational';
import { isRat } from '../../arithmetic/real';
import { kindOf } from './tree';
import { powerCompare, powerDivides, powerWord } from './powerconds';
import { linear, polyOf, toConst, toPoly } from './terms';
import { compareLinear } from './linear';
import { irrationalHere, type NodeOf, type Reader, type Scope, type Term } from './context';

/** The condition `node` states, or the fault of a node that is none. */
export function toCond(an: Reader, node: Node, scope: Scope): CondIR {
	switch (node.type) {
		case 'And':
		case 'Or':
			return {
				k: node.type === 'And' ? 'and' : 'or',
				args: node.args.map((a) => an.toCond(a, scope))
			};
		case 'Not':
			return { k: 'not', arg: an.toCond(node.arg, scope) };
		case 'Group':
			if (node.items.every((i) => kindOf(i) === 'cond')) {
				const args = node.items.map((i) => an.toCond(i, scope));
				return args.length === 1 ? args[0] : { k: 'and', args };
			}
			if (node.items.length === 1) break;
			fail('not-a-condition', f('set-not-condition'), node.span);
			break;
		case 'Compare':
			return compare(an, node, scope);
		case 'Member':
			return member(an, node, scope);
		case 'Is':
			return is(an, node, scope);
		case 'Divides': {
			const c = toPoly(an, node.divisor, scope);
			if (degree(c) > 0) fail('nonlinear', f('divisor-must-be'), node.divisor.span);
			const power = powerDivides(an.toTerm(node.arg, scope), ratAbs(c[0] ?? ZERO));
			if (power) return power;
			// A polynomial in the variable is read too (3 | n² + 1): polymod.ts decides it.
			const t = toPoly(an, node.arg, scope);
			return { k: 'mult', t, m: ratAbs(c[0] ?? ZERO), r: ZERO };
		}
		case 'Congruent': {
			const m = toPoly(an, node.modulus, scope);
			if (degree(m) > 0) fail('nonlinear', f('modulus-must-be-fixed'), node.modulus.span);
			const l = toPoly(an, node.left, scope);
			const r = toPoly(an, node.right, scope);
			return { k: 'mult', t: polyAdd(l, polyNeg(r)), m: ratAbs(m[0] ?? ZERO), r: ZERO };
		}
	}
	const kind = kindOf(node);
	if (kind === 'var' && node.type === 'Var') an.variable(node, scope);
	if (kind === 'set') an.toSet(node, scope);
	fail('not-a-condition', f('condition-expected-here'), node.span);
}

/** The scope of a set written inside a condition: the builder's variable is an outer one there. */
function setScopeOf(scope: Scope): Scope {
	return { v: null, outer: new Set([...scope.outer, ...(scope.v ? [scope.v] : [])]) };
}

function compareNumbers(a: number, op: CompareOp, b: number): boolean {
	switch (op) {
		case '<':
			return a < b;
		case '<=':
			return a <= b;
		case '>':
			return a > b;
		case '>=':
			return a >= b;
		case '=':
			return a === b;
		case '!=':
			return a !== b;
	}
}

/** A chain of comparisons, a < x ≤ b: each link in turn. */
function compare(an: Reader, node: NodeOf<'Compare'>, scope: Scope): CondIR {
	const parts: CondIR[] = [];
	for (let i = 0; i < node.ops.length; i++) {
		parts.push(comparePair(an, node.terms[i], node.ops[i], node.terms[i + 1], scope, node));
	}
	return parts.length === 1 ? parts[0] : { k: 'and', args: parts };
}

function comparePair(
	an: Reader,
	l: Node,
	op: CompareOp,
	r: Node,
	scope: Scope,
	whole: Node
): CondIR {
	const lk = kindOf(l);
	const rk = kindOf(r);
	if (lk === 'set' || rk === 'set') {
		if (op !== '=' && op !== '!=') fail('not-a-number', f('sets-cannot-be'), whole.span);
		const [varSide, setSide] = lk === 'set' ? [r, l] : [l, r];
		if (varSide.type === 'Var' && kindOf(setSide) === 'set') {
			an.variable(varSide, scope);
			const cond: CondIR = { k: 'eqset', set: an.toSet(setSide, setScopeOf(scope)) };
			return op === '=' ? cond : { k: 'not', arg: cond };
		}
		if (kindOf(varSide) === 'num' || kindOf(varSide) === 'inf')
			fail('not-a-number', f('number-cannot-equal'), whole.span);
		fail('unsupported-form', f('comparing-two-sets'), whole.span);
	}
	if (lk === 'cond' || rk === 'cond')
		fail('not-a-number', f('condition-cannot-be-compared'), whole.span);
	const a = an.toTerm(l, scope);
	const b = an.toTerm(r, scope);
	const truth = (value: boolean): CondIR => ({ k: 'cmp', op: value ? '=' : '!=', t: [] });
	if (a.k === 'inf' || b.k === 'inf') {
		if (a.k === 'mod' || b.k === 'mod')
			return truth(
				op === '<' || op === '<=' || op === '!='
					? b.k === 'inf' && b.sign === 1
					: a.k === 'inf' && a.sign === 1
			);
		const av = a.k === 'inf' ? a.sign : 0;
		const bv = b.k === 'inf' ? b.sign : 0;
		if (a.k === 'inf' && b.k === 'inf') return { k: 'const', value: compareNumbers(av, op, bv) };
		return truth(compareNumbers(av, op, bv));
	}
	if (a.k === 'lin' || b.k === 'lin') return compareLinear(a, op, b, whole);
	const power = powerCompare(a, op, b, whole);
	if (power) return power;
	if (a.k === 'val' || b.k === 'val') return compareValue(a, op, b, whole);
	if (a.k === 'mod') return compareRemainder(a, op, b, whole);
	if (b.k === 'mod') return compareRemainder(b, mirrorOp(op), a, whole);
	// Polynomials of any degree the terms allow: their roots are found exactly (polyset.ts).
	return { k: 'cmp', op, t: polyAdd(polyOf(a, l), polyNeg(polyOf(b, r))) };
}

/** A remainder of the variable compared with `other`, which must be a fixed number. */
function compareRemainder(m: Term & { k: 'mod' }, op: CompareOp, other: Term, whole: Node): CondIR {
	if (other.k !== 'poly' || degree(other.p) > 0)
		fail('unsupported-form', f('remainder-can-only-be-compared-with-fixed'), whole.span);
	return { k: 'modcmp', arg: m.arg, m: m.m, op, c: other.p[0] ?? ZERO };
}

/** A comparison with √, π or e on a side: a·x + b op c (a = 0 for two fixed numbers). */
function compareValue(a: Term, op: CompareOp, b: Term, whole: Node): CondIR {
	const side = (t: Term): Value | Poly => {
		if (t.k === 'val') return t.v;
		if (t.k === 'poly' && degree(t.p) <= 1) return t.p;
		return fail('irrational-constant', irrationalHere, whole.span);
	};
	const l = side(a);
	const r = side(b);
	const isPoly = (v: Value | Poly): v is Poly => Array.isArray(v);
	// Keep the variable (if any) on the left.
	const [x, o, c] = isPoly(r) && degree(r) === 1 ? [r, mirrorOp(op), l] : [l, op, r];
	const lin = isPoly(x) ? x : [];
	const lhs: Value = isPoly(x) ? coef(x, 0) : x;
	const rhs: Value = isPoly(c) ? coef(c, 0) : c;
	const slope = coef(lin, 1);
	if (isMixed(rhs) && !isMixed(lhs) && !isConstant(lhs) && !isZero(slope)) {
		// x + 1 ≤ π + e: x against (π + e − 1)/1, a number of π and e (decide/unknownrat.ts).
		const end = pieAffine(rhs, div(ONE, slope), neg(div(lhs, slope)));
		return { k: 'cmppie', op: sign(slope) > 0 ? o : mirrorOp(o), end };
	}
	return {
		k: 'cmpv',
		op: o,
		a: coef(lin, 1),
		b: valueEnd(lhs, whole.span),
		c: valueEnd(rhs, whole.span)
	};
}

/** t ∈ D or t ∉ D; with the variable on the right, 1 ∈ x (the variable is a set). */
function member(an: Reader, node: NodeOf<'Member'>, scope: Scope): CondIR {
	const wrap = (c: CondIR): CondIR => (node.negated ? { k: 'not', arg: c } : c);
	const setScope = setScopeOf(scope);
	if (node.elem.type === 'Var' && node.elem.name === scope.v) {
		if (node.set.type === 'Var' && node.set.name === scope.v) return wrap({ k: 'self' });
		return wrap({ k: 'in', t: null, set: an.toSet(node.set, setScope) });
	}
	const kind = kindOf(node.elem);
	if (node.set.type === 'Var' && node.set.name === scope.v && kind !== 'cond') {
		// "1 ∈ x": the variable is a set that holds a fixed element.
		const elem: ElemIR =
			kind === 'set'
				? { k: 'set', s: an.toSet(node.elem, setScope) }
				: { k: 'num', v: toConst(an, node.elem, scope) };
		return wrap({ k: 'owns', elem });
	}
	if (kind === 'set') {
		const elem: ElemIR = { k: 'set', s: an.toSet(node.elem, setScope) };
		return wrap({ k: 'constin', elem, set: an.toSet(node.set, setScope) });
	}
	if (kind === 'cond') fail('not-a-number', f('condition-cannot-be-element'), node.elem.span);
	const read = an.toTerm(node.elem, scope);
	if (read.k === 'mod') return wrap(remainderIn(read, an.toSet(node.set, setScope), node));
	if (read.k === 'val') {
		const set = an.toSet(node.set, setScope);
		return wrap({ k: 'constin', elem: { k: 'num', v: valueEnd(read.v, node.elem.span) }, set });
	}
	const t = polyOf(read, node.elem);
	if (degree(t) > 1) fail('nonlinear', f('conditions-that-multiply'), node.elem.span);
	const set = an.toSet(node.set, setScope);
	if (degree(t) <= 0) return wrap({ k: 'constin', elem: { k: 'num', v: t[0] ?? ZERO }, set });
	return wrap({ k: 'in', t, set });
}

/** Most numbers a remainder is checked against in `x mod m ∈ {...}`. */
const maxListedRemainders = 1024;

/**
 * `x mod 9 ∈ {0, 1, 8}`: the remainder equals one of the listed numbers. Only a list of numbers
 * (or a finite progression) is read; a set in the list is never a remainder.
 */
function remainderIn(m: Term & { k: 'mod' }, set: SetIR, node: NodeOf<'Member'>): CondIR {
	const values: Rat[] = [];
	if (set.k === 'roster') {
		for (const item of set.items) {
			if (item.k === 'set') continue;
			if (!isRat(item.v))
				fail('unsupported-form', f('remainder-can-be-checked-only-against-whole'), node.set.span);
			values.push(item.v);
		}
	} else if (set.k === 'named' && set.name === 'Empty') {
		// No remainder is in the empty set.
	} else if (set.k === 'prog' && set.lo !== null && set.hi !== null) {
		if (set.hi - set.lo >= BigInt(maxListedRemainders))
			fail('unsupported-form', f('list-remainders-too'), node.set.span);
		for (let i = set.lo; i <= set.hi; i++) values.push(add(set.a, mul(rat(i), set.d)));
	} else fail('unsupported-form', f('remainder-can-be-checked-only-against-list'), node.set.span);
	if (values.length > maxListedRemainders)
		fail('unsupported-form', f('list-remainders-too'), node.set.span);
	const args: CondIR[] = values.map((c) => ({ k: 'modcmp', arg: m.arg, m: m.m, op: '=', c }));
	return args.length === 1
		? args[0]
		: args.length
			? { k: 'or', args }
			: { k: 'const', value: false };
}

/** "x is even", "x is not prime", "x is divisible by 3"... */
function is(an: Reader, node: NodeOf<'Is'>, scope: Scope): CondIR {
	if (kindOf(node.subject) === 'set')
		fail(
			'not-a-number',
			f('only-numbers-can-be', { predicate: node.predicate }),
			node.subject.span
		);
	const power = powerWord(an.toTerm(node.subject, scope), node.predicate, () =>
		toConst(an, node.arg ?? node.subject, scope)
	);
	if (power) return node.negated ? { k: 'not', arg: power } : power;
	// Parity, divisibility and signs of a polynomial are read (x² + x is even); primes and squares
	// of one only for a linear term.
	const t =
		node.predicate === 'prime' || node.predicate === 'square'
			? linear(an, node.subject, scope)
			: toPoly(an, node.subject, scope);
	let c: CondIR;
	switch (node.predicate) {
		case 'even':
			c = { k: 'mult', t, m: rat(2n), r: ZERO };
			break;
		case 'odd':
			c = { k: 'mult', t, m: rat(2n), r: ONE };
			break;
		case 'integer':
			c = { k: 'mult', t, m: ONE, r: ZERO };
			break;
		case 'positive':
			c = { k: 'cmp', op: '>', t };
			break;
		case 'negative':
			c = { k: 'cmp', op: '<', t };
			break;
		case 'prime':
		case 'square':
			c = { k: node.predicate, t };
			break;
		case 'multiple':
		case 'divisible': {
			// "Divisible by 0" means x = 0·k for some integer k, as with "multiple of 0" and 0 | x:
			// only 0 qualifies. (Only a remainder on division by zero is undefined.)
			const m = toConst(an, node.arg, scope);
			c = { k: 'mult', t, m: ratAbs(m), r: ZERO };
		}
	}
	return node.negated ? { k: 'not', arg: c } : c;
}
