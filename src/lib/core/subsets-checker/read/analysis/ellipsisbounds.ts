/**
 * The ellipsis rule before the kind check: a listed progression whose terms mix kinds of
 * constants ({√2, π, ..., 10}, {π + e, 2π + 2e, ..., 7}) has no exact step the reader keeps, yet
 * the card is still an error when its listed terms have no common step or its last term is off
 * the progression, whatever the kinds. Both are shown by rational bounds of the terms that narrow
 * on demand: two steps whose bounds do not overlap differ, and a last term e is on the
 * progression v₀ + n·d only if (e − v₀)/d is a whole number n at least the count of listed terms
 * less one, which bounds of that quotient holding no such n rule out. Only a proven fault is said:
 * where the bounds cannot part the numbers within their precision, the card is left to the kind
 * check (`irrellipsis.ts`), which says what it does not read.
 */
import { isMixed } from '../../arithmetic/pie';
import type { Node } from '../ast';
import { fail, TooComplex, f, type CardFault } from '../../errors';
import { cAdd, cDiv, cNeg, isConstant, valueEnd, type Value } from '../constants';
import { bounds } from '../../arithmetic/real';
import { bceilDiv, bfloorDiv, cmp, div, sign, sub, type Rat } from '../../arithmetic/rational';

/** Closed rational bounds of an interval of reals. */
type Range = [Rat, Rat];

/** The precisions tried, in bits: enough to part numbers that differ past the 70th digit. */
const precisions = [24, 64, 256];

function enclose(v: Value, bits: number): Range {
	if (!isConstant(v)) return [v, v];
	if (isMixed(v)) return bounds(v, bits);
	return bounds(valueEnd(v), bits);
}

function minus(x: Range, y: Range): Range {
	return [sub(x[0], y[1]), sub(x[1], y[0])];
}

/** x / y, for y of one sign throughout; null when y's bounds hold 0. */
function over(x: Range, y: Range): Range | null {
	if (sign(y[0]) * sign(y[1]) <= 0) return null;
	const corners = [div(x[0], y[0]), div(x[0], y[1]), div(x[1], y[0]), div(x[1], y[1])].sort(cmp);
	return [corners[0], corners[3]];
}

function excludesZero(x: Range): boolean {
	return sign(x[0]) > 0 || sign(x[1]) < 0;
}

/** Whether bounds hold no whole number n ≥ least (n is the index of the last term). */
function noIndex(t: Range, least: bigint): boolean {
	const hi = bfloorDiv(t[1].n, t[1].d);
	const lo = bceilDiv(t[0].n, t[0].d);
	return hi < least || hi < lo;
}

/** Whether exact arithmetic on the terms settles the progression (the reader's own path). */
function exactSteps(values: readonly Value[], end: Value | null): boolean {
	const exact = (v: Value | null) => v !== null && !isMixed(v);
	for (let i = 1; i < values.length; i++)
		if (!exact(cAdd(values[i], cNeg(values[i - 1])))) return false;
	if (end === null) return true;
	const gap = cAdd(end, cNeg(values[0]));
	const d = cAdd(values[1], cNeg(values[0]));
	return exact(gap) && d !== null && exact(cDiv(gap as Value, d));
}

type Fault = { code: 'ellipsis-unclear' | 'ellipsis-end'; message: CardFault; at: Node };

function faultAt(
	values: readonly Value[],
	terms: readonly Node[],
	end: { value: Value; node: Node } | null,
	bits: number
): Fault | 'none' | 'unsettled' {
	const r = values.map((v) => enclose(v, bits));
	const d = minus(r[1], r[0]);
	let unsettled = !excludesZero(d);
	for (let i = 2; i < values.length; i++) {
		const apart = minus(minus(r[i], r[i - 1]), d);
		if (excludesZero(apart))
			return {
				code: 'ellipsis-unclear',
				message: f('listed-terms-do'),
				at: terms[i]
			};
		unsettled = true;
	}
	// With steps that may differ, which fault the card has is not settled: leave it.
	if (unsettled || end === null) return unsettled ? 'unsettled' : 'none';
	const t = over(minus(enclose(end.value, bits), r[0]), d);
	if (t === null) return 'unsettled';
	if (noIndex(t, BigInt(values.length - 1)))
		return {
			code: 'ellipsis-end',
			message: f('last-term-not'),
			at: end.node
		};
	return 'unsettled';
}

/**
 * Fails with the card's ellipsis fault when bounds prove one: `values` are the listed terms in
 * order (`terms` their nodes), `end` the last term after the dots, if any. Returns when the terms
 * are of kinds exact arithmetic settles, or when the bounds prove no fault.
 */
export function ellipsisFaultByBounds(
	values: readonly Value[],
	terms: readonly Node[],
	end: { value: Value; node: Node } | null
): void {
	if (values.length < 2 || exactSteps(values, end?.value ?? null)) return;
	for (const bits of precisions) {
		let found: ReturnType<typeof faultAt>;
		try {
			found = faultAt(values, terms, end, bits);
		} catch (err) {
			// Bounds near a pole of a quotient of π or e: no proof here.
			if (err instanceof TooComplex) return;
			throw err;
		}
		if (found === 'none') return;
		if (found !== 'unsettled') fail(found.code, found.message, found.at.span);
	}
}
