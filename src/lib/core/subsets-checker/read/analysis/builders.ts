/**
 * Set-builders: {x ∈ D | condition}, {x | condition} and {term : k ∈ D, condition}. Which
 * variable each binds and over which domain is settled here; several generators are read in
 * `generators.ts`.
 */
import type { Node } from '../ast';
import type { CondIR, SetIR } from '../ir';
import { assertNever, fail, f } from '../../errors';
import { andSpan, conjuncts, isGenerator, kindOf, mentions, type Generator } from './tree';
import { polyOf, toPoly } from './terms';
import { multiplesRead } from '../constants';
import { bindsDomain, severalGenerators } from './generators';
import type { NodeOf, Reader, Scope } from './context';

/** A part of the condition and its place among the parts. */
interface Part<T extends Node> {
	at: number;
	node: T;
}

/** The first of `parts` that passes `test`, with its place, or null. */
function findPart<T extends Node>(parts: Node[], test: (p: Node) => p is T): Part<T> | null {
	for (let at = 0; at < parts.length; at++) {
		const node = parts[at];
		if (test(node)) return { at, node };
	}
	return null;
}

/** Whether the set may hold sets as elements (so "x ∈ it" is not about numbers only). */
function mayHoldSets(s: SetIR): boolean {
	switch (s.k) {
		case 'roster':
			return s.items.some((i) => i.k === 'set');
		case 'union':
			return mayHoldSets(s.a) || mayHoldSets(s.b);
		case 'inter':
			return mayHoldSets(s.a) && mayHoldSets(s.b);
		case 'diff':
			return mayHoldSets(s.a);
		case 'pow':
			return true;
		case 'filter':
			return s.dom ? mayHoldSets(s.dom) : false;
		case 'named':
		case 'prog':
		case 'interval':
		case 'image':
		case 'sum':
		case 'powers':
		case 'selfpowers':
		case 'linked':
		case 'product':
		case 'multiples':
			return false;
		default:
			return assertNever(s);
	}
}

/** A part of the condition that may be about sets rather than numbers, or null. */
function condMayTouchSets(c: CondIR): CondIR | null {
	switch (c.k) {
		case 'in':
			return c.t === null && mayHoldSets(c.set) ? c : null;
		case 'eqset':
		case 'self':
		case 'owns':
			return c;
		case 'and':
		case 'or':
			for (const a of c.args) {
				const found = condMayTouchSets(a);
				if (found) return found;
			}
			return null;
		case 'not':
			return condMayTouchSets(c.arg);
		default:
			return null;
	}
}

/** The set a set-builder describes. */
export function builder(an: Reader, node: NodeOf<'Builder'>, scope: Scope): SetIR {
	const head = node.head;
	const inner = (v: string): Scope => {
		const outer = new Set(scope.outer);
		if (scope.v) outer.add(scope.v);
		outer.delete(v);
		return { v, outer };
	};
	// {x ∈ D | condition}
	if (head.type === 'Member' && !head.negated && head.elem.type === 'Var') {
		const v = head.elem.name;
		const selfRef = mentions(head.set, v);
		if (selfRef) fail('self-domain', f('self-domain', { v }), head.set.span);
		const dom = an.toSet(head.set, scope);
		const cond = an.toCond(node.body, inner(v));
		return { k: 'filter', v, dom, cond, span: node.span };
	}
	if (head.type === 'Member') fail('bad-builder', f('before-write-variable'), head.span);
	if (kindOf(head) === 'cond') fail('bad-builder', f('set-builder-starts'), head.span);
	const parts = conjuncts(node.body);
	const generatorFor = (v: string): Part<Generator> | null =>
		findPart(parts, (p): p is Generator => bindsDomain(p) && p.elem.name === v);
	// {x | condition}, possibly {x | x ∈ D and condition}
	if (head.type === 'Var') {
		const v = head.name;
		return withGenerator(an, node, v, generatorFor(v), parts, inner(v), null, scope);
	}
	if (kindOf(head) === 'set') fail('unsupported-form', f('sets-built-from'), head.span);
	// {term : k ∈ D, condition}
	const names = new Set<string>();
	const stack: Node[] = [head];
	const vars: NodeOf<'Var'>[] = [];
	for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
		if (n.type === 'Var') {
			if (!names.has(n.name)) vars.push(n);
			names.add(n.name);
		}
		if (n.type === 'Binary') stack.push(n.right, n.left);
		if (n.type === 'Unary') stack.push(n.arg);
		if (n.type === 'Group') stack.push(...n.items);
	}
	const free = vars.filter(
		(n) => n.name !== scope.v && !scope.outer.has(n.name) && !(n.name === 'e' && !generatorFor('e'))
	);
	if (free.length >= 2) return severalGenerators(an, node, head, free, parts, scope, inner);
	if (free.length === 1) {
		const v = free[0].name;
		return withGenerator(an, node, v, generatorFor(v), parts, inner(v), head, scope);
	}
	// A constant term: any generator will do.
	const any = findPart(parts, isGenerator);
	if (!any) {
		// Let the term's own faults (e.g. an unbound name) come first.
		toPoly(an, head, scope);
		fail('bad-builder', f('nothing-varies-in'), node.span);
	}
	const v = any.node.elem.name;
	return withGenerator(an, node, v, any, parts, inner(v), head, scope);
}

/** Finishes a builder whose variable `v` is bound by the part `gen` of the condition, or by nothing. */
function withGenerator(
	an: Reader,
	node: NodeOf<'Builder'>,
	v: string,
	gen: Part<Generator> | null,
	parts: Node[],
	innerScope: Scope,
	term: Node | null,
	scope: Scope
): SetIR {
	let dom: SetIR | null = null;
	if (gen) {
		const domNode = gen.node.set;
		const selfRef = mentions(domNode, v);
		if (selfRef) fail('self-domain', f('self-domain', { v }), domNode.span);
		dom = an.toSet(domNode, scope);
	}
	const rest = parts.filter((_, i) => i !== gen?.at);
	const read = term ? an.toTerm(term, innerScope) : null;
	if (term && read?.k === 'lin' && !multiplesRead(read.a, read.b))
		fail('irrational-constant', f('image-whose-rule'), term.span);
	const termPoly =
		term && read && read.k !== 'exp' && read.k !== 'lin' && read.k !== 'selfpow'
			? polyOf(read, term)
			: null;
	const cond: CondIR =
		rest.length === 0
			? { k: 'const', value: true }
			: an.toCond(
					rest.length === 1 ? rest[0] : { type: 'And', args: rest, span: andSpan(rest) },
					innerScope
				);
	if (!dom) {
		const touching = condMayTouchSets(cond);
		if (touching?.k === 'self') {
			const selfNode =
				parts.find(
					(p) =>
						p.type === 'Member' && p.elem.type === 'Var' && p.set.type === 'Var' && p.set.name === v
				) ?? node;
			fail('paradox', f('russell', { v }), selfNode.span);
		}
		if (touching)
			fail('no-domain', f('give-domain', { v, example: `{${v} ∈ A | ...}` }), node.span);
		an.note({ code: term ? 'sub/note-real-variable' : 'sub/note-real-builder', v });
	}
	if (read?.k === 'lin')
		return { k: 'multiples', v, dom, cond, c: read.a, s: read.b, span: node.span };
	if (read?.k === 'exp')
		return {
			k: 'powers',
			v,
			dom,
			cond,
			c: read.c,
			b: read.b,
			s: read.s,
			span: node.span,
			...(read.down ? { down: true } : {})
		};
	if (read?.k === 'selfpow') return { k: 'selfpowers', v, dom, cond, span: node.span };
	if (termPoly) return { k: 'image', v, dom, cond, term: termPoly, span: node.span };
	return { k: 'filter', v, dom, cond, span: node.span };
}
