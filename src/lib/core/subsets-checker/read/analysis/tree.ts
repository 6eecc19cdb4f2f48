/**
 * Walks over the syntax tree that need no meaning yet: what kind of thing a node is (number, set,
 * condition...), its children, the variables it mentions, and a number written in for a variable.
 */
import type { Node, Span } from '../ast';
import { ratToString, type Rat } from '../../arithmetic/rational';
import type { NodeOf } from './context';

export type Kind = 'num' | 'set' | 'cond' | 'var' | 'inf';

/** What `node` stands for, from its shape alone. */
export function kindOf(node: Node): Kind {
	switch (node.type) {
		case 'Number':
		case 'Unary':
		case 'Constant':
			return 'num';
		case 'Infinity':
			return 'inf';
		case 'Named':
		case 'Roster':
		case 'Builder':
		case 'Power':
		case 'Dots':
			return 'set';
		case 'Var':
			return 'var';
		case 'Group':
			if (node.items.length === 1 && node.open === '(' && node.close === ')')
				return kindOf(node.items[0]);
			if (node.items.every((i) => kindOf(i) === 'cond')) return 'cond';
			return 'set';
		case 'Binary': {
			if (node.op === '∪' || node.op === '∩' || node.op === '\\') return 'set';
			const l = kindOf(node.left);
			const r = kindOf(node.right);
			if (node.op === '-' && (l === 'set' || r === 'set')) return 'set';
			return l === 'set' || r === 'set' ? 'set' : 'num';
		}
		default:
			return 'cond';
	}
}

/** The node inside any number of plain parentheses: x for ((x)). */
export function unparenthesized(node: Node): Node {
	let inner = node;
	while (
		inner.type === 'Group' &&
		inner.items.length === 1 &&
		inner.open === '(' &&
		inner.close === ')'
	)
		inner = inner.items[0];
	return inner;
}

/** The nodes directly inside `node`. */
export function childrenOf(node: Node): Node[] {
	switch (node.type) {
		case 'Number':
		case 'Infinity':
		case 'Named':
		case 'Var':
		case 'Dots':
			return [];
		case 'Constant':
			return node.arg ? [node.arg] : [];
		case 'Binary':
			return [node.left, node.right];
		case 'Congruent':
			return [node.left, node.right, node.modulus];
		case 'Unary':
		case 'Power':
		case 'Not':
			return [node.arg];
		case 'Roster':
		case 'Group':
			return node.items;
		case 'Builder':
			return [node.head, node.body];
		case 'Compare':
			return node.terms;
		case 'Member':
			return [node.elem, node.set];
		case 'Is':
			return node.arg ? [node.subject, node.arg] : [node.subject];
		case 'Divides':
			return [node.divisor, node.arg];
		case 'And':
		case 'Or':
			return node.args;
	}
}

/** A copy of `node` with `f` applied to each node directly inside it. */
function mapChildren(node: Node, f: (n: Node) => Node): Node {
	switch (node.type) {
		case 'Number':
		case 'Infinity':
		case 'Named':
		case 'Var':
		case 'Dots':
			return { ...node };
		case 'Constant':
			return node.arg ? { ...node, arg: f(node.arg) } : { ...node };
		case 'Binary':
			return { ...node, left: f(node.left), right: f(node.right) };
		case 'Congruent':
			return { ...node, left: f(node.left), right: f(node.right), modulus: f(node.modulus) };
		case 'Unary':
		case 'Power':
		case 'Not':
			return { ...node, arg: f(node.arg) };
		case 'Roster':
		case 'Group':
			return { ...node, items: node.items.map(f) };
		case 'Builder':
			return { ...node, head: f(node.head), body: f(node.body) };
		case 'Compare':
			return { ...node, terms: node.terms.map(f) };
		case 'Member':
			return { ...node, elem: f(node.elem), set: f(node.set) };
		case 'Is':
			return node.arg
				? { ...node, subject: f(node.subject), arg: f(node.arg) }
				: { ...node, subject: f(node.subject) };
		case 'Divides':
			return { ...node, divisor: f(node.divisor), arg: f(node.arg) };
		case 'And':
		case 'Or':
			return { ...node, args: node.args.map(f) };
	}
}

/** A part of a condition that binds a variable to a domain: x ∈ D (not x ∉ D). */
export type Generator = NodeOf<'Member'> & { elem: NodeOf<'Var'> };

/** Whether `node` is x ∈ D for a variable x. */
export function isGenerator(node: Node): node is Generator {
	return node.type === 'Member' && !node.negated && node.elem.type === 'Var';
}

/** The parts of a condition joined by "and" (or commas). */
export function conjuncts(node: Node): Node[] {
	if (node.type === 'And') return node.args.flatMap(conjuncts);
	if (node.type === 'Group' && node.open === '(' && node.close === ')' && node.items.length === 1) {
		return conjuncts(node.items[0]);
	}
	return [node];
}

/** The span from the first of `nodes` to the last. */
export function andSpan(nodes: Node[]): Span {
	return [nodes[0].span[0], nodes[nodes.length - 1].span[1]];
}

/** The first variable no set-builder binds (e and P are left to the analysis), or null. */
export function findUnbound(root: Node): NodeOf<'Var'> | null {
	const stack: { node: Node; bound: ReadonlySet<string> }[] = [{ node: root, bound: new Set() }];
	let found: NodeOf<'Var'> | null = null;
	for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
		const { node, bound } = top;
		if (node.type === 'Var') {
			if (!bound.has(node.name) && node.name !== 'e' && node.name !== 'P') {
				if (!found || node.span[0] < found.span[0]) found = node;
			}
			continue;
		}
		if (node.type === 'Builder') {
			const head = node.head;
			const inner = new Set(bound);
			if (head.type === 'Member' && head.elem.type === 'Var') {
				inner.add(head.elem.name);
				stack.push({ node: head.set, bound });
			} else {
				const vars: Node[] = [head];
				for (let n = vars.pop(); n !== undefined; n = vars.pop()) {
					if (n.type === 'Var') inner.add(n.name);
					else for (const child of childrenOf(n)) vars.push(child);
				}
				// A constant term may take its variable from the condition: x in {5 : k ∈ ℕ}.
				for (const part of conjuncts(node.body)) {
					if (part.type === 'Member' && part.elem.type === 'Var') inner.add(part.elem.name);
				}
			}
			stack.push({ node: node.body, bound: inner });
			continue;
		}
		for (const child of childrenOf(node)) stack.push({ node: child, bound });
	}
	return found;
}

/**
 * A free occurrence of the variable `name` in `node`, or null. An inner set-builder that binds the
 * same letter hides it, except in that builder's own domain: {x ∈ {x ∈ ℤ | x > 0} | x < 5} is a
 * correct card, {x ∈ {x} | x > 1} is not.
 */
export function mentions(node: Node, name: string): Node | null {
	// Iterative walk: nesting is bounded by the parser, but keep it cheap and flat anyway.
	const stack: Node[] = [node];
	for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
		if (n.type === 'Var' && n.name === name) return n;
		if (n.type === 'Builder') {
			const domains = domainsIfBinds(n, name);
			if (domains) {
				stack.push(...domains);
				continue;
			}
		}
		stack.push(...childrenOf(n));
	}
	return null;
}

/** When the builder binds `name`: the parts read outside its scope (its domain); else null. */
function domainsIfBinds(node: NodeOf<'Builder'>, name: string): Node[] | null {
	const head = node.head;
	if (head.type === 'Member' && !head.negated && head.elem.type === 'Var')
		return head.elem.name === name ? [head.set] : null;
	if (head.type === 'Member') return null;
	const generators = conjuncts(node.body).filter(isGenerator);
	const termVars = new Set<string>();
	const walk: Node[] = [head];
	for (let n = walk.pop(); n !== undefined; n = walk.pop()) {
		if (n.type === 'Var') termVars.add(n.name);
		else walk.push(...childrenOf(n));
	}
	// {x | ...} and {2x : x ∈ D}: the term's letter; {5 : k ∈ D}: the first generator's.
	const binds = termVars.size
		? termVars.has(name)
		: generators.length > 0 && generators[0].elem.name === name;
	if (!binds) return null;
	const gen = generators.find((p) => p.elem.name === name);
	return gen ? [gen.set] : [];
}

/** The node with the number `value` written for each free occurrence of the variable `name`. */
export function substitute(node: Node, name: string, value: Rat): Node {
	if (node.type === 'Var')
		return node.name === name
			? { type: 'Number', value, text: ratToString(value), span: node.span }
			: node;
	// An inner builder that binds the same letter hides it.
	if (node.type === 'Builder' && domainsIfBinds(node, name)) return node;
	return mapChildren(node, (child) => substitute(child, name, value));
}
