/**
 * What ties two generators of one image together: a condition linking them (a < b < 2a), read
 * as linear inequalities, and a term that multiplies them (a·b, 2a·b), read as one factor per
 * variable. Also the shorthand "a, b > 1" for "a > 1 and b > 1".
 */
import type { CompareOp, Node } from '../ast';
import { degree, polyMul, polyAdd, polyNeg, type LinearLink, type Poly } from '../ir';
import { fail, f } from '../../errors';
import { add, ONE, ZERO } from '../../arithmetic/rational';
import { mentions, unparenthesized } from './tree';
import type { NodeOf } from './context';

/** A term split into one polynomial per variable (the constant with the first). */
export type Separate = (node: Node) => Map<string, Poly>;

/**
 * "a, b > 1" read as "a > 1, b > 1": a bare generator that stands before a comparison whose
 * first side is another bare generator takes the same comparison. Other parts are kept as they are.
 */
export function spreadComparisons(parts: Node[], names: string[], skip: Set<number>): Node[] {
	const out = [...parts];
	for (let i = out.length - 1; i >= 0; i--) {
		const p = out[i];
		if (skip.has(i) || p.type !== 'Var' || !names.includes(p.name)) continue;
		const next = out[i + 1];
		if (!next || skip.has(i + 1) || next.type !== 'Compare') continue;
		const first = next.terms[0];
		if (first.type !== 'Var' || !names.includes(first.name)) continue;
		if (next.terms.slice(1).some((t) => names.some((v) => mentions(t, v)))) continue;
		out[i] = { ...next, terms: [p, ...next.terms.slice(1)], span: p.span };
	}
	return out;
}

/** Most ways a link may hold (its "or"s written out) that are read. */
const maxWays = 16;

const negation: Record<CompareOp, CompareOp> = {
	'<': '>=',
	'<=': '>',
	'>': '<=',
	'>=': '<',
	'=': '!=',
	'!=': '='
};

/**
 * The links as the ways they can hold, each a list of linear comparisons between the two
 * variables [x, y] that hold together ("and" inside a way, "or" between ways, "not" turned
 * around by De Morgan's laws), or fails with a plain reason naming what is not read.
 */
export function readLinks(
	nodes: Node[],
	names: [string, string],
	separate: Separate
): LinearLink[][] {
	const notRead = (node: Node): never =>
		fail('several-generators', f('condition-that-links-two'), node.span);
	const tooMany = (node: Node): never =>
		fail('several-generators', f('links-too-many-ways', { max: String(maxWays) }), node.span);
	const both = (xs: LinearLink[][], ys: LinearLink[][], at: Node) => {
		const out = xs.flatMap((x) => ys.map((y) => [...x, ...y]));
		return out.length > maxWays ? tooMany(at) : out;
	};
	const comparison = (cmp: NodeOf<'Compare'>): LinearLink[] =>
		cmp.ops.map((op, i) => {
			const left = separate(cmp.terms[i]);
			const right = separate(cmp.terms[i + 1]);
			const diff = new Map<string, Poly>();
			for (const [v, p] of left) diff.set(v, polyAdd(diff.get(v) ?? [], p));
			for (const [v, p] of right) diff.set(v, polyAdd(diff.get(v) ?? [], polyNeg(p)));
			let c = ZERO;
			const coef: Poly[] = [[], []];
			for (const [v, p] of diff) {
				const at = names.indexOf(v);
				if (degree(p) > 1 || at < 0) notRead(cmp);
				c = add(c, p[0] ?? ZERO);
				coef[at] = [p[1] ?? ZERO];
			}
			return { a: coef[0][0] ?? ZERO, b: coef[1][0] ?? ZERO, c, op };
		});
	const visit = (node: Node, negated: boolean): LinearLink[][] => {
		const n = unparenthesized(node);
		if (n.type === 'Not') return visit(n.arg, !negated);
		if ((n.type === 'And' && !negated) || (n.type === 'Or' && negated))
			return n.args.reduce<LinearLink[][]>((acc, arg) => both(acc, visit(arg, negated), n), [[]]);
		if (n.type === 'And' || n.type === 'Or') {
			const out = n.args.flatMap((arg) => visit(arg, negated));
			return out.length > maxWays ? tooMany(n) : out;
		}
		if (n.type !== 'Compare') return notRead(n);
		const links = comparison(n);
		// not (l₁ and l₂ ...) is (not l₁) or (not l₂) ...
		return negated ? links.map((l) => [{ ...l, op: negation[l.op] }]) : [links];
	};
	return nodes.reduce<LinearLink[][]>((acc, node) => both(acc, visit(node, false), node), [[]]);
}

/** The factors of a product, through parentheses and signs, with the sign as a factor of −1. */
function factorsOf(node: Node, out: Node[]): void {
	const n = unparenthesized(node);
	if (n.type === 'Binary' && n.op === '*') {
		factorsOf(n.left, out);
		factorsOf(n.right, out);
		return;
	}
	if (n.type === 'Unary' && n.op === '-') {
		out.push({ type: 'Number', value: { n: -1n, d: 1n }, text: '-1', span: n.span });
		factorsOf(n.arg, out);
		return;
	}
	out.push(n);
}

/**
 * A term that is a product of two variables' own factors ({a·b}, {2a·b}, {(a + 1)·b}) as one
 * polynomial per variable (a fixed factor goes with the first), or null when it is not a product
 * of exactly two variables' factors.
 */
export function productFactors(
	head: Node,
	names: string[],
	poly: (node: Node, v: string | null) => Poly
): Map<string, Poly> | null {
	if (names.length !== 2) return null;
	const factors: Node[] = [];
	factorsOf(head, factors);
	const byVar = new Map<string, Poly>(names.map((v) => [v, [ONE]]));
	let constant: Poly = [ONE];
	let both = 0;
	for (const f of factors) {
		const about = names.filter((v) => mentions(f, v));
		if (about.length > 1) return null;
		if (about.length === 0) {
			constant = polyMul(constant, poly(f, null));
			continue;
		}
		const v = about[0];
		byVar.set(v, polyMul(byVar.get(v) ?? [ONE], poly(f, v)));
	}
	for (const v of names) if (degree(byVar.get(v) ?? []) > 0) both++;
	if (both < 2) return null;
	byVar.set(names[0], polyMul(byVar.get(names[0]) ?? [ONE], constant));
	return byVar;
}
