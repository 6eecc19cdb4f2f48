/**
 * Settles what a parsed card means: which parts are numbers, sets or conditions, which variable
 * each name refers to, the progression an ellipsis describes, and the constant arithmetic (exact).
 * Every card that is not a correct definition, or uses notation the checker does not handle, is
 * rejected here through `fail` with the span of the fault.
 */
import { abs } from '../../numbers/integers';
import type { CompareOp, Node, Span } from './ast';
import { Compiler } from '../forms/compile';
import { isExact } from '../forms/approx';
import { CardError, fail, TooComplex } from '../errors';
import {
	coef,
	degree,
	polyAdd,
	polyConst,
	polyMul,
	polyNeg,
	polyScale,
	type CondIR,
	type ElemIR,
	type Poly,
	type SetIR
} from './ir';
import { parse } from './parser';
import * as S from '../forms/setnf';
import { isRational } from '../forms/surd';
import { OutOfWork, Work } from '../work';
import {
	cAdd,
	cDiv,
	cMul,
	cNeg,
	cPow,
	isConstant,
	sqrtOf,
	valueEnd,
	type Constant,
	type Value
} from './constants';
import { isRat, type End } from '../forms/real';
import {
	add,
	cmp,
	div,
	isInt,
	isZero,
	mul,
	neg,
	ONE,
	rat,
	ratAbs,
	ratMod,
	ratPow,
	ratToString,
	sign,
	sub,
	ZERO,
	type Rat
} from '../forms/rational';

/** Variables in reach: `v` is bound by the innermost builder; `outer` by builders around it. */
interface Scope {
	v: string | null;
	outer: ReadonlySet<string>;
}

const topScope: Scope = { v: null, outer: new Set() };

/** Notes on how the card was read, for its description. */
export interface Reading {
	notes: string[];
}

type Term =
	| { k: 'poly'; p: Poly }
	| { k: 'mod'; arg: Poly; m: Rat }
	| { k: 'inf'; sign: 1 | -1 }
	/** An irrational constant: √2, 1 + √2, π/2, e - 1 ... */
	| { k: 'val'; v: Constant };

const irrationalHere =
	'√, π and e can be listed, compared with the variable and used as interval ends, but not in this term.';

type Kind = 'num' | 'set' | 'cond' | 'var' | 'inf';

/** Largest exponent and result size (bits) of constant powers. */
const maxExponentBits = 4096;
const maxPolyDegree = 12;

function kindOf(node: Node): Kind {
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

/** The meaning of a card: its set, or a `CardError`. */
export function analyzeCard(text: string): { set: SetIR; reading: Reading } {
	const node = parse(text);
	const reading: Reading = { notes: [] };
	try {
		const set = new Analyzer(reading, text).toSet(node, topScope);
		return { set, reading };
	} catch (err) {
		// A card that is wrong must be called an error even when it also uses notation the
		// checker lacks: look for a variable nothing binds before answering "unsupported".
		if (err instanceof CardError && err.verdict === 'unsupported') {
			const unbound = findUnbound(node);
			if (unbound)
				fail(
					'unbound-variable',
					`The variable ${unbound.name} is not bound to any set.`,
					unbound.span
				);
		}
		throw err;
	}
}

/** The first variable no set-builder binds (e and P are left to the analysis), or null. */
function findUnbound(root: Node): (Node & { type: 'Var' }) | null {
	const stack: { node: Node; bound: ReadonlySet<string> }[] = [{ node: root, bound: new Set() }];
	let found: (Node & { type: 'Var' }) | null = null;
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

function childrenOf(node: Node): Node[] {
	const out: Node[] = [];
	for (const value of Object.values(node)) {
		if (Array.isArray(value)) {
			for (const v of value) if (v && typeof v === 'object' && 'type' in v) out.push(v as Node);
		} else if (value && typeof value === 'object' && 'type' in value && 'span' in value)
			out.push(value as Node);
	}
	return out;
}

/**
 * A free occurrence of the variable `name` in `node`, or null. An inner set-builder that binds the
 * same letter hides it, except in that builder's own domain: {x ∈ {x ∈ ℤ | x > 0} | x < 5} is a
 * correct card, {x ∈ {x} | x > 1} is not.
 */
function mentions(node: Node, name: string): Node | null {
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
function domainsIfBinds(node: Node & { type: 'Builder' }, name: string): Node[] | null {
	const head = node.head;
	if (head.type === 'Member' && !head.negated && head.elem.type === 'Var')
		return head.elem.name === name ? [head.set] : null;
	if (head.type === 'Member') return null;
	const parts = conjuncts(node.body);
	const generators = parts.filter(
		(p): p is Node & { type: 'Member'; elem: Node & { type: 'Var' } } =>
			p.type === 'Member' && !p.negated && p.elem.type === 'Var'
	);
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

/** The value kept for `key`, which the analysis recorded for every variable before asking. */
function entry<V>(map: ReadonlyMap<string, V>, key: string): V {
	const value = map.get(key);
	if (value === undefined) throw new TypeError(`nothing recorded for the variable ${key}`);
	return value;
}

/** Most choices of values written into a card whose condition links its variables. */
const maxListedChoices = 256;

/**
 * The numbers of a short list or finite progression, or of another small finite set of numbers
 * whose meaning does not depend on the house rule for ℕ ({x ∈ ℤ | 1 ≤ x ≤ 5}); null otherwise.
 */
function listedNumbers(s: SetIR): Rat[] | null {
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
	try {
		const w = new Work();
		const a = new Compiler(w, { naturalsFrom: 1, modulus: 12 }).set(s);
		const nf = a.lo;
		if (!isExact(a) || nf.fam.length || !S.isFinite(nf) || S.count(w, nf) > maxListedChoices)
			return null;
		const out: Rat[] = [];
		for (const e of S.elements(w, nf, maxListedChoices)) {
			if (e.t !== 'num' || !isRational(e.v)) return null;
			out.push(e.v.p);
		}
		return out;
	} catch (err) {
		if (err instanceof TooComplex || err instanceof OutOfWork || err instanceof CardError)
			return null;
		throw err;
	}
}

/** The node with the number `value` written for each free occurrence of the variable `name`. */
function substitute(node: Node, name: string, value: Rat): Node {
	if (node.type === 'Var')
		return node.name === name
			? { type: 'Number', value, text: ratToString(value), span: node.span }
			: node;
	// An inner builder that binds the same letter hides it.
	if (node.type === 'Builder' && domainsIfBinds(node, name)) return node;
	const out: Record<string, unknown> = { ...node };
	for (const [key, v] of Object.entries(node)) {
		if (Array.isArray(v))
			out[key] = v.map((x: unknown) =>
				x && typeof x === 'object' && 'type' in x ? substitute(x as Node, name, value) : x
			);
		else if (v && typeof v === 'object' && 'type' in v && 'span' in v)
			out[key] = substitute(v as Node, name, value);
	}
	return out as Node;
}

function conjuncts(node: Node): Node[] {
	if (node.type === 'And') return node.args.flatMap(conjuncts);
	if (node.type === 'Group' && node.open === '(' && node.close === ')' && node.items.length === 1) {
		return conjuncts(node.items[0]);
	}
	return [node];
}

function andSpan(nodes: Node[]): Span {
	return [nodes[0].span[0], nodes[nodes.length - 1].span[1]];
}

function flip(op: CompareOp): CompareOp {
	return op === '<' ? '>' : op === '>' ? '<' : op === '<=' ? '>=' : op === '>=' ? '<=' : op;
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
		default:
			return false;
	}
}

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

/** Longest piece of the card a message quotes; longer pieces are pointed at by their span. */
const maxQuoted = 24;

class Analyzer {
	reading: Reading;
	text: string;
	constructor(reading: Reading, text: string) {
		this.reading = reading;
		this.text = text;
	}

	/** The card's own text of `node` in quotes and a space, or '' when it is too long to quote. */
	quoted(node: Node): string {
		const shown = this.text.slice(node.span[0], node.span[1]);
		return shown.length <= maxQuoted ? `"${shown}" ` : '';
	}

	note(text: string): void {
		if (!this.reading.notes.includes(text)) this.reading.notes.push(text);
	}

	toSet(node: Node, scope: Scope): SetIR {
		switch (node.type) {
			case 'Named':
				return { k: 'named', name: node.name, span: node.span };
			case 'Roster':
				return this.roster(node, scope);
			case 'Power':
				return { k: 'pow', a: this.toSet(node.arg, scope), span: node.span };
			case 'Builder':
				return this.builder(node, scope);
			case 'Group':
				if (node.items.length === 1 && node.open === '(' && node.close === ')')
					return this.toSet(node.items[0], scope);
				return this.interval(node, scope);
			case 'Binary': {
				const l = kindOf(node.left);
				const r = kindOf(node.right);
				if (node.op === '∪' || node.op === '∩' || node.op === '\\' || node.op === '-') {
					if (node.op === '-' && l !== 'set' && r !== 'set') break;
					const a = this.toSetOperand(node.left, scope, node);
					const b = this.toSetOperand(node.right, scope, node);
					const k = node.op === '∪' ? 'union' : node.op === '∩' ? 'inter' : 'diff';
					return { k, a, b, span: node.span };
				}
				if (node.op === '*' && (l === 'set' || r === 'set') && (l === 'num' || r === 'num')) {
					fail(
						'unsupported-form',
						'Scaled sets such as 2ℤ are not supported; write {2k : k ∈ ℤ}.',
						node.span
					);
				}
				if (l === 'set' || r === 'set') {
					fail(
						'not-a-number',
						`Sets cannot be combined with "${node.op}"; that sign works on numbers.`,
						node.opSpan
					);
				}
				break;
			}
			case 'Var':
				this.variable(node, scope);
				fail(
					'unsupported-form',
					`The variable ${node.name} cannot stand for a set here.`,
					node.span
				);
				break;
			case 'Dots':
				fail('ellipsis-unclear', 'An ellipsis must sit inside a list in braces.', node.span);
				break;
		}
		const kind = kindOf(node);
		if (kind === 'cond')
			fail(
				'not-a-set',
				'This is a condition, not a set; conditions go inside {x ∈ ... | ...}.',
				node.span
			);
		if (kind === 'inf') fail('not-a-set', '∞ is not a set.', node.span);
		// A number where a set is expected: check it is a correct number first (faults inside come first).
		this.toValue(node, scope);
		fail(
			'not-a-set',
			`${this.quoted(node) || 'This part of the card '}is a number, not a set; a set of one number is written in braces, as in {3}.`,
			node.span
		);
	}

	toSetOperand(node: Node, scope: Scope, parent: Node & { type: 'Binary' }): SetIR {
		const kind = kindOf(node);
		if (kind === 'num' || kind === 'inf' || kind === 'var') {
			if (kind === 'var') this.variable(node as Node & { type: 'Var' }, scope);
			fail(
				'not-a-set',
				'Both sides of a set operation must be sets; wrap numbers in braces, as in {3}.',
				node.span
			);
		}
		void parent;
		return this.toSet(node, scope);
	}

	/** A name used as a number or variable: checks it is bound; returns true when it is `scope.v`. */
	variable(node: Node & { type: 'Var' }, scope: Scope): true {
		if (node.name === scope.v) return true;
		if (scope.outer.has(node.name)) {
			fail(
				'unsupported-form',
				`A set inside the condition depends on the variable ${node.name}; the checker does not handle that.`,
				node.span
			);
		}
		if (node.name === 'e')
			fail('irrational-constant', 'The constant e is not supported yet.', node.span);
		if (node.name === 'P')
			fail(
				'bad-power',
				'P stands for a power set and needs a set in parentheses, as in P({1, 2}).',
				node.span
			);
		fail('unbound-variable', `The variable ${node.name} is not bound to any set.`, node.span);
	}

	toConst(node: Node, scope: Scope, read?: Term): Rat {
		const t = read ?? this.toTerm(node, scope);
		if (t.k === 'val')
			fail(
				'irrational-constant',
				'A whole number or a fraction is needed here, not √, π or e.',
				node.span
			);
		if (t.k === 'inf') fail('not-a-number', '∞ cannot be used as a number here.', node.span);
		if (t.k === 'mod' || degree(t.p) > 0)
			fail(
				'unsupported-form',
				'This depends on the variable; a fixed number is needed here.',
				node.span
			);
		return t.p[0] ?? ZERO;
	}

	toPoly(node: Node, scope: Scope): Poly {
		return this.polyOf(this.toTerm(node, scope), node);
	}

	/** The polynomial of a term read from `node`, or the fault of a term that is none. */
	polyOf(t: Term, node: Node): Poly {
		if (t.k === 'inf') fail('not-a-number', '∞ cannot be used in arithmetic.', node.span);
		if (t.k === 'val') fail('irrational-constant', irrationalHere, node.span);
		if (t.k === 'mod')
			fail(
				'unsupported-form',
				'A remainder can only be compared with a number, as in "x mod 3 = 1".',
				node.span
			);
		return t.p;
	}

	toTerm(node: Node, scope: Scope): Term {
		switch (node.type) {
			case 'Number':
				return { k: 'poly', p: polyConst(node.value) };
			case 'Infinity':
				return { k: 'inf', sign: node.sign };
			case 'Unary': {
				const t = this.toTerm(node.arg, scope);
				if (t.k === 'inf') return node.op === '-' ? { k: 'inf', sign: t.sign === 1 ? -1 : 1 } : t;
				if (node.op === '+') return t;
				if (t.k === 'val') return valTerm(cNeg(t.v));
				// Negates the term already read: reading the operand again would double the work
				// at every nested sign.
				return { k: 'poly', p: polyNeg(this.polyOf(t, node.arg)) };
			}
			case 'Var':
				// e is Euler's number unless a builder binds the letter.
				if (node.name === 'e' && scope.v !== 'e' && !scope.outer.has('e'))
					return { k: 'val', v: { k: 'e', a: ONE, b: ZERO } };
				this.variable(node, scope);
				return { k: 'poly', p: [ZERO, ONE] };
			case 'Constant':
				return this.constant(node, scope);
			case 'Group':
				if (node.items.length === 1 && node.open === '(' && node.close === ')')
					return this.toTerm(node.items[0], scope);
				break;
			case 'Binary': {
				if (node.op === '∪' || node.op === '∩' || node.op === '\\') break;
				if (kindOf(node.left) === 'set' || kindOf(node.right) === 'set') break;
				if (node.op === 'mod') return this.modTerm(node, scope);
				const ta = this.toTerm(node.left, scope);
				if (ta.k === 'val') return this.constArith(ta.v, node, scope);
				const a = this.polyOf(ta, node.left);
				if (node.op === '^') return { k: 'poly', p: this.power(a, node, scope) };
				const tb = this.toTerm(node.right, scope);
				if (tb.k === 'val') {
					if (degree(a) > 0) fail('irrational-constant', irrationalHere, node.span);
					return this.constArith(a[0] ?? ZERO, node, scope, tb.v);
				}
				const b = this.polyOf(tb, node.right);
				switch (node.op) {
					case '+':
						return { k: 'poly', p: polyAdd(a, b) };
					case '-':
						return { k: 'poly', p: polyAdd(a, polyNeg(b)) };
					case '*': {
						const p = polyMul(a, b);
						if (degree(p) > maxPolyDegree)
							fail(
								'nonlinear',
								'This power of the variable is too high for the checker.',
								node.span
							);
						return { k: 'poly', p };
					}
					case '/': {
						if (degree(b) > 0)
							fail('nonlinear', 'Dividing by the variable is not supported yet.', node.right.span);
						if (degree(b) < 0) fail('division-by-zero', 'This divides by zero.', node.right.span);
						return { k: 'poly', p: polyScale(a, div(ONE, b[0])) };
					}
				}
			}
		}
		const kind = kindOf(node);
		if (kind === 'set')
			fail('not-a-number', 'This is a set where a number is expected.', node.span);
		if (kind === 'cond')
			fail('not-a-number', 'This is a condition where a number is expected.', node.span);
		fail('not-a-number', 'A number is expected here.', node.span);
	}

	/** π, or √ of a fixed number that is not negative. */
	constant(node: Node & { type: 'Constant' }, scope: Scope): Term {
		if (node.name === 'pi') return { k: 'val', v: { k: 'pi', a: ONE, b: ZERO } };
		if (!node.arg) fail('not-a-number', 'The sign √ needs a number after it.', node.span);
		const t = this.toTerm(node.arg, scope);
		if (t.k === 'val' || (t.k === 'poly' && degree(t.p) > 0))
			fail('irrational-constant', 'Only square roots of fixed fractions are supported.', node.span);
		const x = this.polyOf(t, node.arg)[0] ?? ZERO;
		const root = sqrtOf(x);
		if (!root) fail('not-a-number', 'A negative number has no real square root.', node.span);
		return valTerm(root);
	}

	/** x op (the right operand) for a constant x, one side irrational (`right`: read already). */
	constArith(x: Value, node: Node & { type: 'Binary' }, scope: Scope, right?: Value): Term {
		let y: Value;
		if (right) y = right;
		else {
			const tb = this.toTerm(node.right, scope);
			if (tb.k === 'val') y = tb.v;
			else {
				const b = this.polyOf(tb, node.right);
				if (degree(b) > 0) fail('irrational-constant', irrationalHere, node.span);
				y = b[0] ?? ZERO;
			}
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
					fail('division-by-zero', 'This divides by zero.', node.right.span);
				out = cDiv(x, y);
				break;
			case '^':
				if (!isConstant(y) && isInt(y) && y.n >= 0n && y.n <= 16n) out = cPow(x, Number(y.n));
				break;
		}
		if (!out)
			fail(
				'irrational-constant',
				'This mix of √, π and e is beyond what the checker computes exactly.',
				node.span
			);
		return valTerm(out);
	}

	/** A fixed number, rational or irrational. */
	toValue(node: Node, scope: Scope): End {
		const t = this.toTerm(node, scope);
		if (t.k === 'val') return valueEnd(t.v);
		return this.toConst(node, scope, t);
	}

	modTerm(node: Node & { type: 'Binary' }, scope: Scope): Term {
		const arg = this.toPoly(node.left, scope);
		const mp = this.toPoly(node.right, scope);
		if (degree(mp) > 0) fail('nonlinear', 'The modulus must be a fixed number.', node.right.span);
		if (degree(mp) < 0)
			fail('division-by-zero', 'There is no remainder on division by zero.', node.right.span);
		const m = mp[0];
		if (sign(m) < 0 || !isInt(m))
			fail('unsupported-form', 'The modulus must be a positive whole number.', node.right.span);
		if (degree(arg) <= 0) return { k: 'poly', p: polyConst(ratMod(arg[0] ?? ZERO, m)) };
		return { k: 'mod', arg, m };
	}

	power(base: Poly, node: Node & { type: 'Binary' }, scope: Scope): Poly {
		const ep = this.toPoly(node.right, scope);
		if (degree(ep) > 0)
			fail('nonlinear', 'Powers with the variable as exponent are not supported.', node.right.span);
		const e = ep[0] ?? ZERO;
		if (!isInt(e))
			fail('unsupported-form', 'Only whole-number exponents are supported.', node.right.span);
		if (e.n < 0n)
			fail(
				'unsupported-form',
				'Negative exponents are not supported; write a fraction.',
				node.right.span
			);
		if (degree(base) <= 0) {
			const b = base[0] ?? ZERO;
			if (isZero(b)) return e.n === 0n ? polyConst(ONE) : [];
			const bits = BigInt(abs(b.n).toString(2).length + b.d.toString(2).length);
			if (e.n * bits > BigInt(maxExponentBits))
				fail('too-big', 'This number is too large for the checker.', node.span);
			return polyConst(ratPow(b, Number(e.n)));
		}
		if (e.n * BigInt(degree(base)) > BigInt(maxPolyDegree))
			fail('nonlinear', 'This power of the variable is too high for the checker.', node.span);
		let out: Poly = polyConst(ONE);
		for (let i = 0n; i < e.n; i++) out = polyMul(out, base);
		return out;
	}

	roster(node: Node & { type: 'Roster' }, scope: Scope): SetIR {
		if (node.items.some((i) => i.type === 'Dots')) return this.ellipsis(node, scope);
		const items: ElemIR[] = node.items.map((item) => this.element(item, scope));
		return { k: 'roster', items, span: node.span };
	}

	element(item: Node, scope: Scope): ElemIR {
		const kind = kindOf(item);
		if (kind === 'set') return { k: 'set', s: this.toSet(item, scope) };
		if (kind === 'cond')
			fail(
				'not-a-set',
				'A condition cannot be an element; did you mean {x ∈ ... | ...}?',
				item.span
			);
		if (kind === 'inf')
			fail('not-a-number', '∞ is not a number and cannot be an element.', item.span);
		return { k: 'num', v: this.toValue(item, scope) };
	}

	ellipsis(node: Node & { type: 'Roster' }, scope: Scope): SetIR {
		const items = node.items;
		const dots = items.map((item, i) => (item.type === 'Dots' ? i : -1)).filter((i) => i >= 0);
		const terms = items.filter((i) => i.type !== 'Dots');
		for (const t of terms) {
			const kind = kindOf(t);
			if (kind === 'set')
				fail('ellipsis-unclear', 'An ellipsis continues numbers, not sets.', t.span);
		}
		const values = terms.map((t) => this.toConst(t, scope));
		const first = dots[0];
		const last = dots[dots.length - 1];
		const unclear = (msg: string): never => fail('ellipsis-unclear', msg, node.span);
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
			return unclear(
				'This ellipsis cannot be read: write at least two terms, then "...", as in {1, 3, 5, ...}.'
			);
		}
		if (listed.length < 2) {
			return unclear('An ellipsis needs at least two listed terms to show how it continues.');
		}
		const d = sub(listed[1], listed[0]);
		if (isZero(d))
			return unclear('The listed terms repeat, so no one can tell how the ellipsis continues.');
		for (let i = 2; i < listed.length; i++) {
			if (cmp(sub(listed[i], listed[i - 1]), d) !== 0) {
				const bad = terms[before ? i : i];
				fail(
					'ellipsis-unclear',
					'The listed terms do not have one common difference, so no one can tell how the ellipsis continues.',
					bad ? [bad.span[0], bad.span[1]] : node.span
				);
			}
		}
		// Indices i of listed[0] + i·d.
		let lo: bigint | null = before ? null : 0n;
		let hi: bigint | null = after ? null : BigInt(listed.length - 1);
		if (end) {
			const steps = div(sub(end.value, listed[0]), d);
			if (!isInt(steps) || steps.n < BigInt(listed.length - 1)) {
				fail(
					'ellipsis-end',
					'The last term is not on the progression the listed terms start.',
					end.node.span
				);
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

	interval(node: Node & { type: 'Group' }, scope: Scope): SetIR {
		if (node.items.length !== 2) {
			if (node.items.every((i) => kindOf(i) === 'cond'))
				fail('not-a-set', 'These are conditions, not a set.', node.span);
			fail('bad-interval', 'An interval has exactly two ends, as in [0, 1).', node.span);
		}
		const ends = node.items.map((item) => {
			const kind = kindOf(item);
			if (kind === 'set' || kind === 'cond')
				fail('bad-interval', 'The ends of an interval must be numbers.', item.span);
			return this.toTerm(item, scope);
		});
		const loClosed = node.open === '[';
		const hiClosed = node.close === ']';
		const [a, b] = ends;
		if (
			a.k === 'mod' ||
			b.k === 'mod' ||
			(a.k === 'poly' && degree(a.p) > 0) ||
			(b.k === 'poly' && degree(b.p) > 0)
		) {
			fail(
				'unsupported-form',
				'Interval ends that depend on the variable are not supported.',
				node.span
			);
		}
		if (a.k === 'inf' && loClosed)
			fail('closed-infinity', 'An infinite end must be open: use "(" there.', [
				node.span[0],
				node.span[0] + 1
			]);
		if (b.k === 'inf' && hiClosed)
			fail('closed-infinity', 'An infinite end must be open: use ")" there.', [
				node.span[1] - 1,
				node.span[1]
			]);
		const empty: SetIR = { k: 'roster', items: [], span: node.span };
		if ((a.k === 'inf' && a.sign === 1) || (b.k === 'inf' && b.sign === -1)) return empty;
		const end = (t: Term & { k: 'poly' | 'val' }): End =>
			t.k === 'val' ? valueEnd(t.v) : (t.p[0] ?? ZERO);
		const lo = a.k === 'inf' ? null : end(a);
		const hi = b.k === 'inf' ? null : end(b);
		return { k: 'interval', lo, loClosed, hi, hiClosed, span: node.span };
	}

	builder(node: Node & { type: 'Builder' }, scope: Scope): SetIR {
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
			if (selfRef) fail('self-domain', `The domain of ${v} mentions ${v} itself.`, head.set.span);
			const dom = this.toSet(head.set, scope);
			const cond = this.toCond(node.body, inner(v));
			return { k: 'filter', v, dom, cond, span: node.span };
		}
		if (head.type === 'Member')
			fail(
				'bad-builder',
				'Before "|" write a variable and its domain, as in {x ∈ ℤ | x > 0}.',
				head.span
			);
		if (kindOf(head) === 'cond')
			fail(
				'bad-builder',
				'A set-builder starts with a variable or a term, not a condition.',
				head.span
			);
		const parts = conjuncts(node.body);
		const generatorFor = (v: string): number =>
			parts.findIndex(
				(p) =>
					p.type === 'Member' &&
					!p.negated &&
					p.elem.type === 'Var' &&
					p.elem.name === v &&
					!(p.set.type === 'Var' && p.set.name === v)
			);
		// {x | condition}, possibly {x | x ∈ D and condition}
		if (head.type === 'Var') {
			const v = head.name;
			const g = generatorFor(v);
			return this.withGenerator(node, v, g, parts, scope, inner(v), null);
		}
		if (kindOf(head) === 'set')
			fail(
				'unsupported-form',
				'Sets built from sets, such as {{k} : k ∈ ℕ}, are not supported yet.',
				head.span
			);
		// {term : k ∈ D, condition}
		const names = new Set<string>();
		const stack: Node[] = [head];
		const vars: (Node & { type: 'Var' })[] = [];
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
			(n) =>
				n.name !== scope.v && !scope.outer.has(n.name) && !(n.name === 'e' && generatorFor('e') < 0)
		);
		if (free.length >= 2) return this.severalGenerators(node, head, free, parts, scope, inner);
		if (free.length === 1) {
			const v = free[0].name;
			return this.withGenerator(node, v, generatorFor(v), parts, scope, inner(v), head);
		}
		// A constant term: any generator will do.
		const g = parts.findIndex((p) => p.type === 'Member' && !p.negated && p.elem.type === 'Var');
		if (g < 0) {
			// Let the term's own faults (e.g. an unbound name) come first.
			this.toPoly(head, scope);
			fail(
				'bad-builder',
				'Nothing varies in this set-builder: bind a variable, as in {2k : k ∈ ℤ}.',
				node.span
			);
		}
		const v = ((parts[g] as Node & { type: 'Member' }).elem as Node & { type: 'Var' }).name;
		return this.withGenerator(node, v, g, parts, scope, inner(v), head);
	}

	/**
	 * {t : a ∈ A, b ∈ B, ...} with t a sum of terms in one variable each (2a + 3b, a − b, a² + b):
	 * the sum of the images {2a : a ∈ A} + {3b : b ∈ B}. `a, b ∈ ℤ` gives both the same domain. A
	 * condition about one variable narrows that variable's domain; a condition linking two, a domain
	 * that depends on another variable, or a product of two variables is not handled.
	 */
	severalGenerators(
		node: Node & { type: 'Builder' },
		head: Node,
		free: (Node & { type: 'Var' })[],
		parts: Node[],
		scope: Scope,
		inner: (v: string) => Scope
	): SetIR {
		const names = free.map((n) => n.name);
		const domains = new Map<string, Node>();
		const used = new Set<number>();
		let waiting: number[] = [];
		parts.forEach((p, i) => {
			if (p.type === 'Var' && names.includes(p.name) && !domains.has(p.name)) {
				waiting.push(i);
				return;
			}
			if (
				p.type === 'Member' &&
				!p.negated &&
				p.elem.type === 'Var' &&
				!(p.set.type === 'Var' && p.set.name === p.elem.name)
			) {
				for (const j of waiting) {
					domains.set((parts[j] as Node & { type: 'Var' }).name, p.set);
					used.add(j);
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
			if (!domains.has(n.name))
				fail('unbound-variable', `The variable ${n.name} is not bound to any set.`, n.span);
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
			return this.byListing(node, head, names, domains, rest, linked, link, scope);
		}
		const terms = this.separate(head, names, scope, inner);
		const sumParts = names.map((v): SetIR => {
			const dom = this.generatorDomain(entry(domains, v), v, names, scope);
			const rest = entry(conditions, v);
			const cond: CondIR = rest.length
				? this.toCond(
						rest.length === 1 ? rest[0] : { type: 'And', args: rest, span: andSpan(rest) },
						inner(v)
					)
				: { k: 'const', value: true };
			return { k: 'image', v, dom, cond, term: terms.get(v) ?? [], span: node.span };
		});
		return { k: 'sum', parts: sumParts, span: node.span };
	}

	/** The domain of the generator `v`, which may not depend on itself or on the other generators. */
	generatorDomain(domNode: Node, v: string, names: string[], scope: Scope): SetIR {
		if (mentions(domNode, v))
			fail('self-domain', `The domain of ${v} mentions ${v} itself.`, domNode.span);
		const other = names.find((u) => u !== v && mentions(domNode, u));
		if (other)
			fail(
				'several-generators',
				`A domain that depends on the variable ${other} is not supported yet.`,
				domNode.span
			);
		return this.toSet(domNode, scope);
	}

	/**
	 * A builder whose condition links variables (a < b), read by listing: every variable of the
	 * links but one must range over a short list of numbers, and the card is the union, over
	 * each choice of their values, of the card with those values written in.
	 */
	byListing(
		node: Node & { type: 'Builder' },
		head: Node,
		names: string[],
		domains: Map<string, Node>,
		conditions: Node[],
		linked: Set<string>,
		link: Node,
		scope: Scope
	): SetIR {
		const unsupported = () =>
			fail(
				'several-generators',
				'A condition that links two variables, such as a < b, is supported only when all but one of them range over a short list of numbers.',
				link.span
			);
		const lists = new Map<string, Rat[] | null>();
		for (const v of linked)
			lists.set(v, listedNumbers(this.generatorDomain(entry(domains, v), v, names, scope)));
		const open = [...linked].filter((v) => lists.get(v) === null);
		if (open.length > 1) unsupported();
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
			const one = this.builder(
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
	 * The term as a sum of polynomials, one per variable (the constant goes with the first), or
	 * "unsupported" for a term that multiplies two variables.
	 */
	separate(
		node: Node,
		names: string[],
		scope: Scope,
		inner: (v: string) => Scope
	): Map<string, Poly> {
		const about = names.filter((v) => mentions(node, v));
		if (about.length <= 1) {
			const v = about[0] ?? names[0];
			return new Map([[v, this.toPoly(node, about.length ? inner(v) : scope)]]);
		}
		const merge = (a: Map<string, Poly>, b: Map<string, Poly>, sign: 1 | -1) => {
			const out = new Map(a);
			for (const [v, p] of b) out.set(v, polyAdd(out.get(v) ?? [], sign === 1 ? p : polyNeg(p)));
			return out;
		};
		const scaled = (m: Map<string, Poly>, c: Rat) =>
			new Map([...m].map(([v, p]): [string, Poly] => [v, polyScale(p, c)]));
		const constant = (side: Node) => !names.some((v) => mentions(side, v));
		if (node.type === 'Group' && node.open === '(' && node.close === ')' && node.items.length === 1)
			return this.separate(node.items[0], names, scope, inner);
		if (node.type === 'Unary') {
			const m = this.separate(node.arg, names, scope, inner);
			return node.op === '-' ? scaled(m, rat(-1n)) : m;
		}
		if (node.type === 'Binary') {
			if (node.op === '+' || node.op === '-')
				return merge(
					this.separate(node.left, names, scope, inner),
					this.separate(node.right, names, scope, inner),
					node.op === '+' ? 1 : -1
				);
			if (node.op === '*' && (constant(node.left) || constant(node.right))) {
				const [c, t] = constant(node.left) ? [node.left, node.right] : [node.right, node.left];
				return scaled(this.separate(t, names, scope, inner), this.toConst(c, scope));
			}
			if (node.op === '/' && constant(node.right)) {
				const c = this.toConst(node.right, scope);
				if (isZero(c)) fail('division-by-zero', 'This divides by zero.', node.right.span);
				return scaled(this.separate(node.left, names, scope, inner), div(ONE, c));
			}
		}
		fail(
			'several-generators',
			'Terms that combine two variables other than by adding them, such as a·b or a/b, are not supported yet.',
			node.span
		);
	}

	/** Finishes a builder whose variable `v` is bound by part `g` of the condition (or by nothing: g < 0). */
	withGenerator(
		node: Node & { type: 'Builder' },
		v: string,
		g: number,
		parts: Node[],
		scope: Scope,
		innerScope: Scope,
		term: Node | null
	): SetIR {
		let dom: SetIR | null = null;
		if (g >= 0) {
			const gen = parts[g] as Node & { type: 'Member' };
			const selfRef = mentions(gen.set, v);
			if (selfRef) fail('self-domain', `The domain of ${v} mentions ${v} itself.`, gen.set.span);
			dom = this.toSet(gen.set, scope);
		}
		const rest = parts.filter((_, i) => i !== g);
		const termPoly = term ? this.toPoly(term, innerScope) : null;
		const cond: CondIR =
			rest.length === 0
				? { k: 'const', value: true }
				: this.toCond(
						rest.length === 1 ? rest[0] : { type: 'And', args: rest, span: andSpan(rest) },
						innerScope
					);
		if (!dom) {
			const touching = condMayTouchSets(cond);
			if (touching?.k === 'self') {
				const selfNode =
					parts.find(
						(p) =>
							p.type === 'Member' &&
							p.elem.type === 'Var' &&
							p.set.type === 'Var' &&
							p.set.name === v
					) ?? node;
				fail(
					'paradox',
					`Asking whether ${v} is a member of itself, with no domain, is Russell's paradox.`,
					selfNode.span
				);
			}
			if (touching)
				fail(
					'no-domain',
					`Give ${v} a domain, as in {${v} ∈ A | ...}: without one the checker reads only conditions about numbers.`,
					node.span
				);
			this.note(
				`${term ? `The variable ${v}` : `{${v} | ...}`} ranges over the real numbers, since no domain is given.`
			);
		}
		if (termPoly) return { k: 'image', v, dom, cond, term: termPoly, span: node.span };
		return { k: 'filter', v, dom, cond, span: node.span };
	}

	toCond(node: Node, scope: Scope): CondIR {
		switch (node.type) {
			case 'And':
			case 'Or':
				return {
					k: node.type === 'And' ? 'and' : 'or',
					args: node.args.map((a) => this.toCond(a, scope))
				};
			case 'Not':
				return { k: 'not', arg: this.toCond(node.arg, scope) };
			case 'Group':
				if (node.items.every((i) => kindOf(i) === 'cond')) {
					const args = node.items.map((i) => this.toCond(i, scope));
					return args.length === 1 ? args[0] : { k: 'and', args };
				}
				if (node.items.length === 1) break;
				fail('not-a-condition', 'This is a set, not a condition.', node.span);
				break;
			case 'Compare':
				return this.compare(node, scope);
			case 'Member':
				return this.member(node, scope);
			case 'Is':
				return this.is(node, scope);
			case 'Divides': {
				const c = this.toPoly(node.divisor, scope);
				if (degree(c) > 0)
					fail('nonlinear', 'The divisor must be a fixed number.', node.divisor.span);
				const t = this.linear(node.arg, scope);
				return { k: 'mult', t, m: ratAbs(c[0] ?? ZERO), r: ZERO };
			}
			case 'Congruent': {
				const m = this.toPoly(node.modulus, scope);
				if (degree(m) > 0)
					fail('nonlinear', 'The modulus must be a fixed number.', node.modulus.span);
				const l = this.linear(node.left, scope);
				const r = this.linear(node.right, scope);
				return { k: 'mult', t: polyAdd(l, polyNeg(r)), m: ratAbs(m[0] ?? ZERO), r: ZERO };
			}
		}
		const kind = kindOf(node);
		if (kind === 'var' && node.type === 'Var') this.variable(node, scope);
		if (kind === 'set') this.toSet(node, scope);
		fail(
			'not-a-condition',
			'A condition is expected here, such as "x > 3" or "x is even".',
			node.span
		);
	}

	/** A term of degree at most 1 in the variable. */
	linear(node: Node, scope: Scope): Poly {
		const p = this.toPoly(node, scope);
		if (degree(p) > 1)
			fail(
				'nonlinear',
				'Conditions that multiply the variable by itself are not supported yet.',
				node.span
			);
		return p;
	}

	compare(node: Node & { type: 'Compare' }, scope: Scope): CondIR {
		const parts: CondIR[] = [];
		for (let i = 0; i < node.ops.length; i++) {
			parts.push(this.comparePair(node.terms[i], node.ops[i], node.terms[i + 1], scope, node));
		}
		return parts.length === 1 ? parts[0] : { k: 'and', args: parts };
	}

	comparePair(l: Node, op: CompareOp, r: Node, scope: Scope, whole: Node): CondIR {
		const lk = kindOf(l);
		const rk = kindOf(r);
		if (lk === 'set' || rk === 'set') {
			if (op !== '=' && op !== '!=')
				fail('not-a-number', 'Sets cannot be compared with "<" or ">".', whole.span);
			const [varSide, setSide] = lk === 'set' ? [r, l] : [l, r];
			if (varSide.type === 'Var' && kindOf(setSide) === 'set') {
				this.variable(varSide, scope);
				const cond: CondIR = {
					k: 'eqset',
					set: this.toSet(setSide, {
						v: null,
						outer: new Set([...scope.outer, ...(scope.v ? [scope.v] : [])])
					})
				};
				return op === '=' ? cond : { k: 'not', arg: cond };
			}
			if (kindOf(varSide) === 'num' || kindOf(varSide) === 'inf')
				fail('not-a-number', 'A number cannot equal a set.', whole.span);
			fail(
				'unsupported-form',
				'Comparing two sets inside a condition is not supported.',
				whole.span
			);
		}
		if (lk === 'cond' || rk === 'cond')
			fail('not-a-number', 'A condition cannot be compared like a number.', whole.span);
		const a = this.toTerm(l, scope);
		const b = this.toTerm(r, scope);
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
		if (a.k === 'val' || b.k === 'val') return this.compareValue(a, op, b, whole);
		if (a.k === 'mod' || b.k === 'mod') {
			const [m, other, o] = a.k === 'mod' ? [a, b, op] : [b as Term & { k: 'mod' }, a, flip(op)];
			if (other.k !== 'poly' || degree(other.p) > 0)
				fail(
					'unsupported-form',
					'A remainder can only be compared with a fixed number.',
					whole.span
				);
			if (degree(m.arg) > 1)
				fail(
					'nonlinear',
					'Conditions that multiply the variable by itself are not supported yet.',
					whole.span
				);
			return { k: 'modcmp', arg: m.arg, m: m.m, op: o as CompareOp, c: other.p[0] ?? ZERO };
		}
		// Polynomials of any degree the terms allow: their roots are found exactly (polyset.ts).
		return { k: 'cmp', op, t: polyAdd(a.p, polyNeg(b.p)) };
	}

	/** A comparison with √, π or e on a side: a·x + b op c (a = 0 for two fixed numbers). */
	compareValue(a: Term, op: CompareOp, b: Term, whole: Node): CondIR {
		const side = (t: Term): Value | Poly => {
			if (t.k === 'val') return t.v;
			if (t.k === 'poly' && degree(t.p) <= 1) return t.p;
			return fail('irrational-constant', irrationalHere, whole.span);
		};
		const l = side(a);
		const r = side(b);
		const isPoly = (v: Value | Poly): v is Poly => Array.isArray(v);
		// Keep the variable (if any) on the left.
		const [x, o, c] = isPoly(r) && degree(r) === 1 ? [r, flip(op), l] : [l, op, r];
		const lin = isPoly(x) ? x : [];
		const lhs: Value = isPoly(x) ? coef(x, 0) : x;
		const rhs: Value = isPoly(c) ? coef(c, 0) : c;
		return { k: 'cmpv', op: o, a: coef(lin, 1), b: valueEnd(lhs), c: valueEnd(rhs) };
	}

	member(node: Node & { type: 'Member' }, scope: Scope): CondIR {
		const wrap = (c: CondIR): CondIR => (node.negated ? { k: 'not', arg: c } : c);
		const setScope: Scope = {
			v: null,
			outer: new Set([...scope.outer, ...(scope.v ? [scope.v] : [])])
		};
		if (node.elem.type === 'Var' && node.elem.name === scope.v) {
			if (node.set.type === 'Var' && node.set.name === scope.v) return wrap({ k: 'self' });
			return wrap({ k: 'in', t: null, set: this.toSet(node.set, setScope) });
		}
		const kind = kindOf(node.elem);
		if (node.set.type === 'Var' && node.set.name === scope.v && kind !== 'cond') {
			// "1 ∈ x": the variable is a set that holds a fixed element.
			const elem: ElemIR =
				kind === 'set'
					? { k: 'set', s: this.toSet(node.elem, setScope) }
					: { k: 'num', v: this.toConst(node.elem, scope) };
			return wrap({ k: 'owns', elem });
		}
		if (kind === 'set') {
			const elem: ElemIR = { k: 'set', s: this.toSet(node.elem, setScope) };
			return wrap({ k: 'constin', elem, set: this.toSet(node.set, setScope) });
		}
		if (kind === 'cond') fail('not-a-number', 'A condition cannot be an element.', node.elem.span);
		const read = this.toTerm(node.elem, scope);
		if (read.k === 'val') {
			const set = this.toSet(node.set, setScope);
			return wrap({ k: 'constin', elem: { k: 'num', v: valueEnd(read.v) }, set });
		}
		const t = this.polyOf(read, node.elem);
		if (degree(t) > 1)
			fail(
				'nonlinear',
				'Conditions that multiply the variable by itself are not supported yet.',
				node.elem.span
			);
		const set = this.toSet(node.set, setScope);
		if (degree(t) <= 0) return wrap({ k: 'constin', elem: { k: 'num', v: t[0] ?? ZERO }, set });
		return wrap({ k: 'in', t, set });
	}

	is(node: Node & { type: 'Is' }, scope: Scope): CondIR {
		if (kindOf(node.subject) === 'set')
			fail('not-a-number', `Only numbers can be ${node.predicate}.`, node.subject.span);
		const t = this.linear(node.subject, scope);
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
			default: {
				const arg = node.arg as Node;
				// "Divisible by 0" means x = 0·k for some integer k, as with "multiple of 0" and 0 | x:
				// only 0 qualifies. (Only a remainder on division by zero is undefined.)
				const m = this.toConst(arg, scope);
				c = { k: 'mult', t, m: ratAbs(m), r: ZERO };
			}
		}
		return node.negated ? { k: 'not', arg: c } : c;
	}
}

function valTerm(v: Value): Term {
	return isConstant(v) ? { k: 'val', v } : { k: 'poly', p: polyConst(v) };
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
