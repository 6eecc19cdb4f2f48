/**
 * An ellipsis whose listed terms hold √, π or e ({√2, 2√2, 3√2, ...}, {1, 1 + π, 1 + 2π, ...}):
 * the progression s + i·c its terms start, read as the image {c·i + s : i in a range of whole
 * numbers} (a `multiples` set), when the common step and the first term are of the kinds that
 * image keeps. The shape of the ellipsis (up, down, both ways, or up to a last term) is the one
 * `sets.ts` reads for fractions.
 */
import type { Node } from '../ast';
import type { SetIR } from '../ir';
import { fail, f, type CardFault } from '../../errors';
import { cAdd, cDiv, cNeg, isConstant, multiplesRead, type Value } from '../constants';
import { isInt, isZero, rat } from '../../arithmetic/rational';
import type { NodeOf } from './context';

/** Whether two values are equal, or null when their difference has no exact form. */
function same(x: Value, y: Value): boolean | null {
	const d = cAdd(x, cNeg(y));
	if (d === null) return null;
	return !isConstant(d) && isZero(d);
}

const mixed = f('ellipsis-whose-terms');

/**
 * The set of `values` (the listed terms, in order) continued before, after, or up to `end`.
 * `terms` are their nodes, for the place of a fault.
 */
export function irrationalEllipsis(
	node: NodeOf<'Roster'>,
	values: Value[],
	terms: Node[],
	shape: { before: boolean; after: boolean; end: { value: Value; node: Node } | null }
): SetIR {
	const unclear = (msg: CardFault): never => fail('ellipsis-unclear', msg, node.span);
	if (values.length < 2) return unclear(f('ellipsis-needs-at'));
	const d = cAdd(values[1], cNeg(values[0]));
	if (d === null) return fail('irrational-constant', mixed, node.span);
	if (!isConstant(d) && isZero(d)) return unclear(f('listed-terms-repeat'));
	for (let i = 2; i < values.length; i++) {
		const step = cAdd(values[i], cNeg(values[i - 1]));
		const agrees = step && same(step, d);
		if (agrees === null) return fail('irrational-constant', mixed, terms[i].span);
		if (!agrees) fail('ellipsis-unclear', f('listed-terms-do'), terms[i].span);
	}
	if (!multiplesRead(d, values[0])) return fail('irrational-constant', mixed, node.span);
	const lo: bigint | null = shape.before ? null : 0n;
	let hi: bigint | null = shape.after ? null : BigInt(values.length - 1);
	if (shape.end) {
		const gap = cAdd(shape.end.value, cNeg(values[0]));
		const steps = gap && cDiv(gap, d);
		if (steps === null) return fail('irrational-constant', mixed, shape.end.node.span);
		if (isConstant(steps) || !isInt(steps) || steps.n < BigInt(values.length - 1))
			fail('ellipsis-end', f('last-term-not'), shape.end.node.span);
		hi = steps.n;
	}
	const whole: SetIR = { k: 'prog', a: rat(0n), d: rat(1n), lo, hi, span: node.span };
	// s + i·c for the indices i (a step below zero simply runs the other way).
	return {
		k: 'multiples',
		v: 'i',
		dom: whole,
		cond: { k: 'const', value: true },
		c: d,
		s: values[0],
		span: node.span
	};
}
