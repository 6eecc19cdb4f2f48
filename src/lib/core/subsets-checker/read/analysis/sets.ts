/**
 * Sets written out: named sets, power sets and set operations, lists in braces (with their
 * elements), progressions written with an ellipsis, and intervals. Set-builders are read in
 * `builders.ts`.
 */
import { isMixed } from '../../arithmetic/pie';
import type { Node } from '../ast';
import { degree, type ElemIR, type SetIR } from '../ir';
import { fail, f, type CardFault } from '../../errors';
import { pieHere, valueEnd } from '../constants';
import type { End } from '../../arithmetic/real';
import { cmp, div, isInt, isZero, neg, sign, sub, ZERO, type Rat } from '../../arithmetic/rational';
import { irrationalEllipsis } from './irrellipsis';
import { ellipsisFaultByBounds } from './ellipsisbounds';
import { kindOf, unparenthesized } from './tree';
import { toConst, toValue } from './terms';
import type { NodeOf, Reader, Scope, Term } from './context';

/** The set `node` stands for, or the fault of a node that is no set. */
export function toSet(an: Reader, node: Node, scope: Scope): SetIR {
	switch (node.type) {
		case 'Named':
			return { k: 'named', name: node.name, span: node.span };
		case 'Roster':
			return roster(an, node, scope);
		case 'Power':
			return { k: 'pow', a: an.toSet(node.arg, scope), span: node.span };
		case 'Builder':
			return an.builder(node, scope);
		case 'Group':
			if (node.items.length === 1 && node.open === '(' && node.close === ')')
				return an.toSet(node.items[0], scope);
			return interval(an, node, scope);
		case 'Binary': {
			const l = kindOf(node.left);
			const r = kindOf(node.right);
			if (node.op === '∪' || node.op === '∩' || node.op === '\\' || node.op === '-') {
				if (node.op === '-' && l !== 'set' && r !== 'set') break;
				const a = toSetOperand(an, node.left, scope);
				const b = toSetOperand(an, node.right, scope);
				const k = node.op === '∪' ? 'union' : node.op === '∩' ? 'inter' : 'diff';
				return { k, a, b, span: node.span };
			}
			if (node.op === '*' && (l === 'set' || r === 'set') && (l === 'num' || r === 'num')) {
				fail('unsupported-form', f('scaled-sets-such'), node.span);
			}
			if (l === 'set' || r === 'set') {
				fail('not-a-number', f('sets-cannot-combine', { op: node.op }), node.opSpan);
			}
			break;
		}
		case 'Var':
			an.variable(node, scope);
			fail('unsupported-form', f('variable-not-set', { v: node.name }), node.span);
			break;
		case 'Dots':
			fail('ellipsis-unclear', f('ellipsis-must-sit'), node.span);
			break;
	}
	const kind = kindOf(node);
	if (kind === 'cond') fail('not-a-set', f('condition-not-set'), node.span);
	if (kind === 'inf') fail('not-a-set', f('infinity-not-set'), node.span);
	// A number where a set is expected: check it is a correct number first (faults inside come first).
	toValue(an, node, scope);
	fail(
		'not-a-set',
		an.quoted(node) === ''
			? f('part-number-not-set')
			: f('number-not-set', { shown: an.quoted(node) }),
		node.span
	);
}

/** One side of ∪, ∩, \ or −, which must be a set. */
function toSetOperand(an: Reader, node: Node, scope: Scope): SetIR {
	const kind = kindOf(node);
	if (kind === 'num' || kind === 'inf' || kind === 'var') {
		// A variable, perhaps in parentheses: say first whether anything binds it.
		const inner = unparenthesized(node);
		if (inner.type === 'Var') an.variable(inner, scope);
		fail('not-a-set', f('both-sides-set'), node.span);
	}
	return an.toSet(node, scope);
}

function roster(an: Reader, node: NodeOf<'Roster'>, scope: Scope): SetIR {
	if (node.items.some((i) => i.type === 'Dots')) return ellipsis(an, node, scope);
	const items: ElemIR[] = node.items.map((item) => element(an, item, scope));
	return { k: 'roster', items, span: node.span };
}

/** An element of a list: a number or a set. */
function element(an: Reader, item: Node, scope: Scope): ElemIR {
	const kind = kindOf(item);
	if (kind === 'set') return { k: 'set', s: an.toSet(item, scope) };
	if (kind === 'cond') fail('not-a-set', f('condition-cannot-be-element-did'), item.span);
	if (kind === 'inf') fail('not-a-number', f('infinity-not-number'), item.span);
	// π + e, π·e: a number of unknown rationality, kept as it is written.
	const read = an.toTerm(item, scope);
	if (read.k === 'val' && isMixed(read.v)) return { k: 'num', v: read.v };
	const v = read.k === 'val' ? valueEnd(read.v, item.span) : toConst(an, item, scope, read);
	return { k: 'num', v };
}

/** A list with an ellipsis: the arithmetic progression its listed terms start. */
function ellipsis(an: Reader, node: NodeOf<'Roster'>, scope: Scope): SetIR {
	const items = node.items;
	const dots = items.map((item, i) => (item.type === 'Dots' ? i : -1)).filter((i) => i >= 0);
	const terms = items.filter((i) => i.type !== 'Dots');
	for (const t of terms) {
		const kind = kindOf(t);
		if (kind === 'set') fail('ellipsis-unclear', f('ellipsis-continues-numbers'), t.span);
	}
	const read = terms.map((t) => an.toTerm(t, scope));
	// Terms with √, π or e continue as an image of whole numbers (irrellipsis.ts).
	const irrational = read.some((r) => r.k === 'val');
	const values = terms.map((t, i) =>
		irrational && read[i].k === 'val' ? ZERO : toConst(an, t, scope, read[i])
	);
	const first = dots[0];
	const last = dots[dots.length - 1];
	const unclear = (msg: CardFault): never => fail('ellipsis-unclear', msg, node.span);
	let listed: Rat[];
	let before = false;
	let after = false;
	let end: { value: Rat; node: Node } | null = null;
	if (dots.length === 1 && first === items.length - 1) {
		listed = values;
		after = true;
	} else if (dots.length === 1 && first === 0) {
		listed = values;
		before = true;
	} else if (dots.length === 2 && first === 0 && last === items.length - 1) {
		listed = values;
		before = after = true;
	} else if (dots.length === 1 && first === items.length - 2 && first >= 1) {
		listed = values.slice(0, -1);
		end = { value: values[values.length - 1], node: items[items.length - 1] };
	} else {
		return unclear(f('ellipsis-cannot-be'));
	}
	if (irrational) {
		const exact = read.map((r, i) => (r.k === 'val' ? r.v : values[i]));
		// The ellipsis rule comes before the kind check (ellipsisbounds.ts).
		const listedExact = end ? exact.slice(0, -1) : exact;
		ellipsisFaultByBounds(
			listedExact,
			terms,
			end && { value: exact[exact.length - 1], node: end.node }
		);
		const pie = read.findIndex((r) => r.k === 'val' && isMixed(r.v));
		if (pie >= 0) fail('irrational-constant', pieHere, terms[pie].span);
		return irrationalEllipsis(node, end ? exact.slice(0, -1) : exact, terms, {
			before,
			after,
			end: end && { value: exact[exact.length - 1], node: end.node }
		});
	}
	if (listed.length < 2) {
		return unclear(f('ellipsis-needs-at'));
	}
	const d = sub(listed[1], listed[0]);
	if (isZero(d)) return unclear(f('listed-terms-repeat'));
	for (let i = 2; i < listed.length; i++) {
		if (cmp(sub(listed[i], listed[i - 1]), d) !== 0) {
			const bad = terms[i];
			fail('ellipsis-unclear', f('listed-terms-do'), bad ? [bad.span[0], bad.span[1]] : node.span);
		}
	}
	// Indices i of listed[0] + i·d.
	let lo: bigint | null = before ? null : 0n;
	let hi: bigint | null = after ? null : BigInt(listed.length - 1);
	if (end) {
		const steps = div(sub(end.value, listed[0]), d);
		if (!isInt(steps) || steps.n < BigInt(listed.length - 1)) {
			fail('ellipsis-end', f('last-term-not'), end.node.span);
		}
		hi = steps.n;
	}
	let step = d;
	if (sign(d) < 0) {
		step = neg(d);
		[lo, hi] = [hi === null ? null : -hi, lo === null ? null : -lo];
	}
	return { k: 'prog', a: listed[0], d: step, lo, hi, span: node.span };
}

/** An interval [a, b), (a, ∞)...: its two ends are fixed numbers or ∞. */
function interval(an: Reader, node: NodeOf<'Group'>, scope: Scope): SetIR {
	if (node.items.length !== 2) {
		if (node.items.every((i) => kindOf(i) === 'cond'))
			fail('not-a-set', f('these-conditions-not'), node.span);
		fail('bad-interval', f('interval-has-exactly'), node.span);
	}
	const ends = node.items.map((item) => {
		const kind = kindOf(item);
		if (kind === 'set' || kind === 'cond') fail('bad-interval', f('ends-interval-must'), item.span);
		return an.toTerm(item, scope);
	});
	const loClosed = node.open === '[';
	const hiClosed = node.close === ']';
	const [a, b] = ends;
	if (
		a.k === 'mod' ||
		b.k === 'mod' ||
		a.k === 'exp' ||
		b.k === 'exp' ||
		a.k === 'lin' ||
		b.k === 'lin' ||
		a.k === 'expmod' ||
		b.k === 'expmod' ||
		a.k === 'selfpow' ||
		b.k === 'selfpow' ||
		(a.k === 'poly' && degree(a.p) > 0) ||
		(b.k === 'poly' && degree(b.p) > 0)
	) {
		fail('unsupported-form', f('interval-ends-that'), node.span);
	}
	if (a.k === 'inf' && loClosed)
		fail('closed-infinity', f('infinite-end-open', { bracket: '(' }), [
			node.span[0],
			node.span[0] + 1
		]);
	if (b.k === 'inf' && hiClosed)
		fail('closed-infinity', f('infinite-end-open', { bracket: ')' }), [
			node.span[1] - 1,
			node.span[1]
		]);
	const empty: SetIR = { k: 'roster', items: [], span: node.span };
	if ((a.k === 'inf' && a.sign === 1) || (b.k === 'inf' && b.sign === -1)) return empty;
	const end = (t: Term & { k: 'poly' | 'val' }): End =>
		t.k === 'val' ? valueEnd(t.v, node.span) : (t.p[0] ?? ZERO);
	const lo = a.k === 'inf' ? null : end(a);
	const hi = b.k === 'inf' ? null : end(b);
	return { k: 'interval', lo, loClosed, hi, hiClosed, span: node.span };
}
