/**
 * Set-builders with several generators, {a + b : a ∈ A, b ∈ B}: read as a sum of images, one per
 * variable, or, when a condition links two variables, by writing in each value of all of them
 * but one that range over a short list.
 */
import type { Node } from '../ast';
import { type CondIR, type Poly, type SetIR } from '../ir';
import { fail, f } from '../../errors';
import { isRat } from '../../arithmetic/real';
import { add, div, isZero, mul, ONE, rat, ZERO, type Rat } from '../../arithmetic/rational';
import { andSpan, isGenerator, mentions, substitute, type Generator } from './tree';
import { polyOf, toConst, toPoly } from './terms';
import { addParts, powerTerm, scaleTerm, type PowerTerm } from './powerparts';
import type { NodeOf, Reader, Scope } from './context';
import { productFactors, readLinks, spreadComparisons } from './links';

/** Most choices of values written into a card whose condition links its variables. */
const maxListedChoices = 256;

/** The value kept for `key`, which the analysis recorded for every variable before asking. */
function entry<V>(map: ReadonlyMap<string, V>, key: string): V {
	const value = map.get(key);
	if (value === undefined) throw new TypeError(`nothing recorded for the variable ${key}`);
	return value;
}

/** A generator's domain, unless it is the variable itself (x ∈ x is a condition, not a domain). */
export function bindsDomain(p: Node): p is Generator {
	return isGenerator(p) && !(p.set.type === 'Var' && p.set.name === p.elem.name);
}

/**
 * {t : a ∈ A, b ∈ B, ...} with t a sum of terms in one variable each (2a + 3b, a − b, a² + b):
 * the sum of the images {2a : a ∈ A} + {3b : b ∈ B}. `a, b ∈ ℤ` gives both the same domain. A
 * condition about one variable narrows that variable's domain; a condition linking two, a domain
 * that depends on another variable, or a product of two variables is not handled.
 */
export function severalGenerators(
	an: Reader,
	node: NodeOf<'Builder'>,
	head: Node,
	free: NodeOf<'Var'>[],
	parts: Node[],
	scope: Scope,
	inner: (v: string) => Scope
): SetIR {
	const names = free.map((n) => n.name);
	const domains = new Map<string, Node>();
	const used = new Set<number>();
	// Bare variables before a domain, as in "a, b ∈ ℤ": they take the domain that follows.
	let waiting: { at: number; name: string }[] = [];
	parts.forEach((p, i) => {
		if (p.type === 'Var' && names.includes(p.name) && !domains.has(p.name)) {
			waiting.push({ at: i, name: p.name });
			return;
		}
		if (bindsDomain(p)) {
			for (const w of waiting) {
				domains.set(w.name, p.set);
				used.add(w.at);
			}
			// A variable the term does not use stays a condition, as with one generator.
			if (names.includes(p.elem.name) && !domains.has(p.elem.name)) {
				domains.set(p.elem.name, p.set);
				used.add(i);
			}
		}
		waiting = [];
	});
	for (const n of free)
		if (!domains.has(n.name)) fail('unbound-variable', f('unbound', { v: n.name }), n.span);
	parts = spreadComparisons(parts, names, used);
	const conditions = new Map<string, Node[]>(names.map((v) => [v, []]));
	const linked = new Set<string>();
	let link: Node | null = null;
	parts.forEach((p, i) => {
		if (used.has(i)) return;
		const about = names.filter((v) => mentions(p, v));
		if (about.length > 1) {
			link ??= p;
			for (const v of about) linked.add(v);
		}
		conditions.get(about[0] ?? names[0])?.push(p);
	});
	if (link) {
		const rest = parts.filter((_, i) => !used.has(i));
		return byListing(an, node, head, names, domains, rest, linked, link, scope, inner);
	}
	const product = productFactors(head, names, (n, v) => toPoly(an, n, v ? inner(v) : scope));
	const terms = product ?? separate(an, head, names, scope, inner);
	const sumParts = names.map((v): SetIR => {
		const dom = generatorDomain(an, entry(domains, v), v, names, scope);
		const rest = entry(conditions, v);
		const cond: CondIR = rest.length
			? an.toCond(
					rest.length === 1 ? rest[0] : { type: 'And', args: rest, span: andSpan(rest) },
					inner(v)
				)
			: { k: 'const', value: true };
		const term = terms.get(v) ?? [];
		if (!Array.isArray(term))
			return { k: 'powers', v, dom, cond, ...term, span: node.span } satisfies SetIR;
		return { k: 'image', v, dom, cond, term, span: node.span };
	});
	if (product && sumParts.length === 2)
		return { k: 'product', parts: [sumParts[0], sumParts[1]], span: node.span };
	return { k: 'sum', parts: sumParts, span: node.span };
}

/** The domain of the generator `v`, which may not depend on itself or on the other generators. */
function generatorDomain(
	an: Reader,
	domNode: Node,
	v: string,
	names: string[],
	scope: Scope
): SetIR {
	if (mentions(domNode, v)) fail('self-domain', f('self-domain', { v }), domNode.span);
	const other = names.find((u) => u !== v && mentions(domNode, u));
	if (other) fail('several-generators', f('domain-depends', { v: other }), domNode.span);
	return an.toSet(domNode, scope);
}

/**
 * The numbers of a short list or finite progression, or of another small finite set of numbers
 * whose meaning does not depend on the house rule for ℕ ({x ∈ ℤ | 1 ≤ x ≤ 5}); null otherwise.
 */
function listedNumbers(an: Reader, s: SetIR): Rat[] | null {
	if (s.k === 'roster') {
		const numbers: Rat[] = [];
		// An irrational listed here ({π}) is no choice to write into a condition: the card is read whole.
		for (const item of s.items) if (item.k === 'num' && isRat(item.v)) numbers.push(item.v);
		if (numbers.length === s.items.length) return numbers;
	}
	if (s.k === 'prog' && s.lo !== null && s.hi !== null && s.hi - s.lo < BigInt(maxListedChoices)) {
		const out: Rat[] = [];
		for (let i = s.lo; i <= s.hi; i++) out.push(add(s.a, mul(s.d, rat(i))));
		return out;
	}
	const text = JSON.stringify(s, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
	if (text.includes('"name":"N"')) return null;
	return an.listNumbers(s, maxListedChoices);
}

/**
 * A builder whose condition links variables (a < b), read by listing: every variable of the
 * links but one must range over a short list of numbers, and the card is the union, over
 * each choice of their values, of the card with those values written in.
 */
function byListing(
	an: Reader,
	node: NodeOf<'Builder'>,
	head: Node,
	names: string[],
	domains: Map<string, Node>,
	conditions: Node[],
	linked: Set<string>,
	link: Node,
	scope: Scope,
	inner: (v: string) => Scope
): SetIR {
	const unsupported = () =>
		fail('several-generators', f('condition-that-links-variables'), link.span);
	const lists = new Map<string, Rat[] | null>();
	for (const v of linked)
		lists.set(v, listedNumbers(an, generatorDomain(an, entry(domains, v), v, names, scope)));
	const open = [...linked].filter((v) => lists.get(v) === null);
	if (open.length > 1) {
		if (names.length !== 2) unsupported();
		return linkedImage(an, node, head, [names[0], names[1]], domains, conditions, scope, inner);
	}
	// The variable left free: the one with no list, else the one with the longest.
	const free =
		open[0] ??
		[...linked].reduce((x, y) =>
			(lists.get(y) ?? []).length > (lists.get(x) ?? []).length ? y : x
		);
	const chosen = [...linked].filter((v) => v !== free);
	let choices: Map<string, Rat>[] = [new Map()];
	for (const v of chosen)
		choices = choices.flatMap((c) => (lists.get(v) ?? []).map((x) => new Map(c).set(v, x)));
	if (choices.length > maxListedChoices) unsupported();
	const kept = names.filter((v) => !chosen.includes(v));
	const generators: Node[] = kept.map((v) => {
		const set = entry(domains, v);
		return {
			type: 'Member',
			negated: false,
			elem: { type: 'Var', name: v, span: set.span },
			set,
			span: set.span
		};
	});
	let out: SetIR | null = null;
	for (const choice of choices) {
		const write = (n: Node) => [...choice].reduce((m, [v, x]) => substitute(m, v, x), n);
		const args = [...generators, ...conditions.map(write)];
		const one = an.builder(
			{
				type: 'Builder',
				head: write(head),
				sep: node.sep,
				body: { type: 'And', args, span: node.body.span },
				span: node.span
			},
			scope
		);
		out = out ? { k: 'union', a: out, b: one, span: node.span } : one;
	}
	return out ?? { k: 'roster', items: [], span: node.span };
}

/**
 * Two generators over infinite sets with conditions linking them ({a + b : a, b ∈ ℕ, a < b}): a
 * linear term, each variable's own conditions kept with its domain, and the links read as linear
 * inequalities (links.ts). The values are worked out exactly when the card is compiled.
 */
function linkedImage(
	an: Reader,
	node: NodeOf<'Builder'>,
	head: Node,
	names: [string, string],
	domains: Map<string, Node>,
	conditions: Node[],
	scope: Scope,
	inner: (v: string) => Scope
): SetIR {
	const own = new Map<string, Node[]>(names.map((v) => [v, []]));
	const links: Node[] = [];
	for (const c of conditions) {
		const about = names.filter((v) => mentions(c, v));
		if (about.length > 1) links.push(c);
		else own.get(about[0] ?? names[0])?.push(c);
	}
	const linear = (n: Node): Map<string, Poly> => {
		const parts = new Map<string, Poly>();
		for (const [v, p] of separate(an, n, names, scope, inner)) {
			if (!Array.isArray(p) || p.length > 2)
				fail('several-generators', f('term-with-power'), n.span);
			parts.set(v, p);
		}
		return parts;
	};
	const term = linear(head);
	const coef = (v: string, i: number): Rat => term.get(v)?.[i] ?? ZERO;
	const gens = names.map((v): SetIR => {
		const rest = entry(own, v);
		const cond: CondIR = rest.length
			? an.toCond(
					rest.length === 1 ? rest[0] : { type: 'And', args: rest, span: andSpan(rest) },
					inner(v)
				)
			: { k: 'const', value: true };
		const dom = generatorDomain(an, entry(domains, v), v, names, scope);
		return { k: 'filter', v, dom, cond, span: node.span };
	});
	return {
		k: 'linked',
		gens: [gens[0], gens[1]],
		term: {
			a: coef(names[0], 1),
			b: coef(names[1], 1),
			c: add(coef(names[0], 0), coef(names[1], 0))
		},
		links: readLinks(links, names, linear),
		span: node.span
	};
}

/**
 * One variable's share of a term with several generators: a polynomial, or c·b^v + s, a power
 * with the variable as exponent ({2^a + 3^b : a, b ∈ ℕ}).
 */
type PartTerm = Poly | PowerTerm;

/** The term read from `node`: a polynomial, or a power with the variable as exponent. */
function partTerm(an: Reader, node: Node, scope: Scope): PartTerm {
	const t = an.toTerm(node, scope);
	if (t.k === 'exp') return powerTerm(t.c, t.b, t.s, t.down);
	return polyOf(t, node);
}

/**
 * The term as a sum of polynomials or powers, one per variable (the constant goes with the
 * first), or "unsupported" for a term that multiplies two variables.
 */
function separate(
	an: Reader,
	node: Node,
	names: string[],
	scope: Scope,
	inner: (v: string) => Scope
): Map<string, PartTerm> {
	const about = names.filter((v) => mentions(node, v));
	if (about.length <= 1) {
		const v = about[0] ?? names[0];
		return new Map([[v, partTerm(an, node, about.length ? inner(v) : scope)]]);
	}
	const merge = (a: Map<string, PartTerm>, b: Map<string, PartTerm>, sign: 1 | -1) => {
		const out = new Map(a);
		for (const [v, p] of b)
			out.set(v, addParts(out.get(v) ?? [], sign === 1 ? p : scaleTerm(p, rat(-1n)), node));
		return out;
	};
	const scaled = (m: Map<string, PartTerm>, c: Rat) =>
		new Map([...m].map(([v, p]): [string, PartTerm] => [v, scaleTerm(p, c)]));
	const constant = (side: Node) => !names.some((v) => mentions(side, v));
	if (node.type === 'Group' && node.open === '(' && node.close === ')' && node.items.length === 1)
		return separate(an, node.items[0], names, scope, inner);
	if (node.type === 'Unary') {
		const m = separate(an, node.arg, names, scope, inner);
		return node.op === '-' ? scaled(m, rat(-1n)) : m;
	}
	if (node.type === 'Binary') {
		if (node.op === '+' || node.op === '-')
			return merge(
				separate(an, node.left, names, scope, inner),
				separate(an, node.right, names, scope, inner),
				node.op === '+' ? 1 : -1
			);
		if (node.op === '*' && (constant(node.left) || constant(node.right))) {
			const [c, t] = constant(node.left) ? [node.left, node.right] : [node.right, node.left];
			return scaled(separate(an, t, names, scope, inner), toConst(an, c, scope));
		}
		if (node.op === '/' && constant(node.right)) {
			const c = toConst(an, node.right, scope);
			if (isZero(c)) fail('division-by-zero', f('divides-by-zero'), node.right.span);
			return scaled(separate(an, node.left, names, scope, inner), div(ONE, c));
		}
	}
	fail('several-generators', f('term-may-add'), node.span);
}
