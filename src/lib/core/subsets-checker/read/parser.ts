/**
 * The parser, in the style of the Svelte compiler's: a `Parser` cursor over the tokens with
 * `match` / `eat` / `read`, precedence climbing for operators, and every fault thrown by `fail`.
 * Nesting is bounded (`maxDepth`) and text length too (`maxLength`), so no input can overflow the
 * stack or take long; brackets are checked first in one iterative pass.
 */
import { ENTRY_TEXT_MAX_LENGTH } from '../../limits';
import type { CompareOp, Node, SimplePredicate, Span } from './ast';
import { fail, f } from '../errors';
import { PREDICATES, type Wanted } from '../faults';
import { tokenize, type Token } from './lexer';

/** Longest card text read, in UTF-16 units. */
/** The longest card the checker reads: the limit on any text in an entry (core/limits.ts). */
export const maxLength = ENTRY_TEXT_MAX_LENGTH;
/** Deepest nesting of brackets read. */
export const maxDepth = 100;
/** Deepest recursion of the parser (a bracket level takes a few). */
const maxRecursion = 4 * maxDepth;

// Binding powers, loosest first.
const OR = 1;
const AND = 2;
const NOT = 3;
const REL = 4;
const ADD = 5;
const INTER = 6;
const MUL = 7;
const UNARY = 8;
const POW = 9;

type InfixOp = '∪' | '\\' | '+' | '-' | '∩' | '*' | '/' | '^';

/**
 * The binary operators: how tightly each binds, and the power its right side is parsed with
 * (one more for left-associative operators; `^` is right-associative and allows a sign).
 */
const infixPowers: Record<InfixOp, { power: number; right: number }> = {
	'∪': { power: ADD, right: ADD + 1 },
	'\\': { power: ADD, right: ADD + 1 },
	'+': { power: ADD, right: ADD + 1 },
	'-': { power: ADD, right: ADD + 1 },
	'∩': { power: INTER, right: INTER + 1 },
	'*': { power: MUL, right: MUL + 1 },
	'/': { power: MUL, right: MUL + 1 },
	'^': { power: POW, right: UNARY }
};

const compareOps: Record<CompareOp, true> = {
	'<': true,
	'<=': true,
	'>': true,
	'>=': true,
	'=': true,
	'!=': true
};

/** Whether `value` is one of `values`. */
function isOneOf<const V extends string>(value: unknown, values: readonly V[]): value is V {
	return values.some((v) => v === value);
}

/** Whether `value` is a key of `table` itself (not of Object.prototype). */
function isKeyOf<K extends string>(value: string, table: Record<K, unknown>): value is K {
	return Object.hasOwn(table, value);
}

/** The properties a card can say a number has: one list with the faults that name them. */
const simplePredicates = PREDICATES as readonly SimplePredicate[];

/** The operators a card's fault can name as having nothing on a side. */
const operators = new Set('∪ ∩ \\ + * / ^ ∈ ∉ = != < <= > >= ≡'.split(' '));

/** What a card should have had where it goes wrong: a symbol, or one of `WANTED`'s. */
type Expected = Wanted | { sym: string };

interface Context {
	/** Inside a set-builder condition: `|` means "divides". */
	condition: boolean;
}

/** Checks brackets in one pass: balanced, properly closed, not nested too deep. */
function checkBrackets(text: string): void {
	const stack: number[] = [];
	let deepest = 0;
	let deepAt = 0;
	for (let i = 0; i < text.length; i++) {
		const c = text[i];
		if (c === '{' || c === '(' || c === '[') {
			stack.push(i);
			if (stack.length > deepest) {
				deepest = stack.length;
				deepAt = i;
			}
		} else if (c === '}' || c === ')' || c === ']') {
			const open = stack.pop();
			if (open === undefined) {
				fail('unbalanced', f('closes-nothing', { c }), [i, i + 1]);
			}
			const o = text[open];
			// Intervals mix ( and ], so only braces must match exactly.
			if ((c === '}') !== (o === '{')) {
				fail('unbalanced', f('does-not-close', { c, o }), [i, i + 1]);
			}
		}
	}
	if (stack.length) {
		const open = stack[stack.length - 1];
		fail('unbalanced', f('never-closed', { c: text[open] }), [open, open + 1]);
	}
	if (deepest > maxDepth) {
		fail('too-deep', f('nests-brackets', { deepest: String(deepest), max: String(maxDepth) }), [
			deepAt,
			deepAt + 1
		]);
	}
}

export class Parser {
	readonly text: string;
	readonly tokens: Token[];
	index = 0;
	depth = 0;

	constructor(text: string) {
		this.text = text;
		this.tokens = tokenize(text);
	}

	get current(): Token {
		return this.tokens[this.index];
	}

	peek(offset = 1): Token {
		return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)];
	}

	/** Whether the current token is `value` (a symbol or word). */
	match(value: string): boolean {
		const tok = this.current;
		return (tok.t === 'sym' || tok.t === 'word') && tok.value === value;
	}

	/** Consumes `value` if it is next; when `required`, a missing one is a fault. */
	/** The token `value`, read; the card's fault when it is something else. */
	need(value: string): Token {
		if (this.match(value)) return this.read();
		return this.unexpected({ sym: value });
	}

	eat(value: string, required = false): Token | null {
		if (this.match(value)) return this.read();
		if (required) this.unexpected({ sym: value });
		return null;
	}

	/** Consumes the current symbol or word when it is one of `values`; else the card's fault. */
	readOneOf<const V extends string>(values: readonly V[], wanted: Wanted): V {
		const tok = this.current;
		const value = tok.t === 'sym' || tok.t === 'word' ? tok.value : null;
		if (!isOneOf(value, values)) return this.unexpected(wanted);
		this.read();
		return value;
	}

	/** Consumes and returns the current token. */
	read(): Token {
		const tok = this.current;
		if (tok.t !== 'eof') this.index++;
		return tok;
	}

	/** Throws for the current token, which is not what the grammar allows here. */
	unexpected(wanted?: Expected): never {
		const tok = this.current;
		if (tok.t === 'eof') {
			const last = this.tokens[this.index - 1];
			if (last && last.t === 'sym' && operators.has(last.value)) {
				fail(
					'dangling-operator',
					f('dangling-right', { shown: this.text.slice(last.span[0], last.span[1]) }),
					last.span
				);
			}
			fail(
				'unexpected-token',
				wanted === undefined
					? f('card-ends-too')
					: typeof wanted === 'string'
						? f('ends-where', { wanted })
						: f('ends-where-symbol', wanted),
				[this.text.length, this.text.length]
			);
		}
		const shown = this.text.slice(tok.span[0], tok.span[1]);
		if (tok.t === 'sym' && operators.has(tok.value)) {
			fail('dangling-operator', f('dangling-here', { shown }), tok.span);
		}
		fail(
			'unexpected-token',
			wanted === undefined
				? f('out-of-place', { shown })
				: typeof wanted === 'string'
					? f('out-of-place-wanted', { shown, wanted })
					: f('out-of-place-symbol', { shown, ...wanted }),
			tok.span
		);
	}

	enter(span: Span): void {
		if (++this.depth > maxRecursion) {
			fail('too-deep', f('card-nests-its'), span);
		}
	}

	atEnd(): boolean {
		return this.current.t === 'eof';
	}

	/** The whole card: one expression, then the end. */
	parseCard(): Node {
		if (this.current.t === 'eof') fail('empty-card', f('card-blank'), [0, this.text.length]);
		const node = this.parseExpr(0, { condition: false });
		if (!this.atEnd()) this.unexpected();
		return node;
	}

	/** An expression whose operators bind at least as tightly as `minPower`. */
	parseExpr(minPower: number, ctx: Context): Node {
		this.enter(this.current.span);
		let left = this.parsePrefix(ctx);
		for (;;) {
			const next = this.parseInfix(left, minPower, ctx);
			if (!next) break;
			left = next;
		}
		this.depth--;
		return left;
	}

	parsePrefix(ctx: Context): Node {
		const tok = this.current;
		const start = tok.span[0];
		if (tok.t === 'num') {
			this.read();
			return { type: 'Number', value: tok.value, text: tok.text, span: tok.span };
		}
		if (tok.t === 'named') {
			this.read();
			return { type: 'Named', name: tok.value, span: tok.span };
		}
		if (tok.t === 'letter') {
			if (tok.value === 'P' && this.peek().t === 'sym' && this.peek().value === '(') {
				this.read();
				return this.parsePowerArg(start, ctx);
			}
			this.read();
			return { type: 'Var', name: tok.value, span: tok.span };
		}
		if (tok.t === 'word') {
			switch (tok.value) {
				case 'powerset':
					this.read();
					if (!this.match('(')) this.unexpected('paren-after-power');
					return this.parsePowerArg(start, ctx);
				case 'not': {
					this.read();
					const arg = this.parseExpr(NOT, ctx);
					return { type: 'Not', arg, span: [start, arg.span[1]] };
				}
				case 'pi':
					this.read();
					return { type: 'Constant', name: tok.value, span: tok.span };
				case 'sqrt': {
					// √ takes its operand, so `√2` is one constant.
					this.read();
					const arg = this.current.t === 'eof' ? null : this.parseExpr(POW, ctx);
					return {
						type: 'Constant',
						name: 'sqrt',
						...(arg ? { arg } : {}),
						span: [start, arg ? arg.span[1] : tok.span[1]]
					};
				}
			}
			this.unexpected();
		}
		if (tok.t === 'sym') {
			switch (tok.value) {
				case '∞':
					this.read();
					return { type: 'Infinity', sign: 1, span: tok.span };
				case '-':
				case '+': {
					// A run of signs is read in one loop and folded into one sign, so a long run
					// neither recurses once per sign nor builds a chain later passes walk again.
					let negative = false;
					while (this.match('-') || this.match('+')) {
						if (this.read().value === '-') negative = !negative;
					}
					if (this.match('∞')) {
						const inf = this.read();
						return { type: 'Infinity', sign: negative ? -1 : 1, span: [start, inf.span[1]] };
					}
					const arg = this.parseExpr(UNARY, ctx);
					return { type: 'Unary', op: negative ? '-' : '+', arg, span: [start, arg.span[1]] };
				}
				case '(':
				case '[':
					return this.parseGroup(ctx);
				case '{':
					return this.parseBraces();
				case ',':
					fail('empty-element', f('there-nothing-before'), tok.span);
			}
		}
		if (tok.t === 'sup') {
			fail('dangling-operator', f('power-has-nothing'), tok.span);
		}
		this.unexpected();
	}

	parsePowerArg(start: number, _ctx: Context): Node {
		const open = this.need('(');
		if (this.match(')'))
			fail('bad-power', f('power-set-needs'), [open.span[0], this.current.span[1]]);
		const arg = this.parseExpr(0, { condition: false });
		const close = this.need(')');
		return { type: 'Power', arg, span: [start, close.span[1]] };
	}

	/** `( ... )` or `[ ... ]`: a grouping, an interval, or a list of conditions. */
	parseGroup(ctx: Context): Node {
		const start = this.current.span[0];
		const open = this.readOneOf(['(', '['], 'bracket');
		const items: Node[] = [];
		if (this.match(')') || this.match(']')) {
			fail('empty-element', f('there-nothing-between'), [start, this.current.span[1]]);
		}
		for (;;) {
			if (this.match(',')) fail('empty-element', f('there-nothing-before'), this.current.span);
			items.push(this.parseExpr(0, ctx));
			if (!this.eat(',')) break;
			if (this.match(')') || this.match(']'))
				fail('empty-element', f('there-nothing-after'), this.current.span);
		}
		const end = this.current.span[1];
		const close = this.readOneOf([')', ']'], 'closing-bracket');
		return { type: 'Group', open, close, items, span: [start, end] };
	}

	/** `{ ... }`: a roster (possibly with an ellipsis) or a set-builder. */
	parseBraces(): Node {
		const open = this.read();
		this.enter(open.span);
		const setCtx: Context = { condition: false };
		if (this.match('}')) {
			const close = this.read();
			this.depth--;
			return { type: 'Roster', items: [], span: [open.span[0], close.span[1]] };
		}
		const items: Node[] = [];
		const readItem = () => {
			if (this.match('...')) {
				const dots = this.read();
				items.push({ type: 'Dots', span: dots.span });
			} else if (this.match(',') || this.match('}')) {
				fail('empty-element', f('there-empty-element'), this.current.span);
			} else {
				items.push(this.parseExpr(0, setCtx));
			}
		};
		readItem();
		if (items.length === 1 && items[0].type !== 'Dots' && (this.match('|') || this.match(':'))) {
			const sepAt = this.current.span[0];
			const sep = this.readOneOf(['|', ':'], 'bar-or-colon');
			if (this.match('}')) {
				fail('empty-condition', f('empty-after', { sep }), [sepAt, this.current.span[1]]);
			}
			const body = this.parseCondition();
			const close = this.need('}');
			this.depth--;
			return {
				type: 'Builder',
				head: items[0],
				sep,
				body,
				span: [open.span[0], close.span[1]]
			};
		}
		while (this.eat(',')) readItem();
		if (!this.match('}')) this.unexpected('comma-or-brace');
		const close = this.read();
		this.depth--;
		return { type: 'Roster', items, span: [open.span[0], close.span[1]] };
	}

	/** A set-builder condition: comma-separated parts, each a full condition (`,` means "and"). */
	parseCondition(): Node {
		const ctx: Context = { condition: true };
		const parts: Node[] = [];
		for (;;) {
			if (this.match(',') || this.match('}')) {
				fail('empty-condition', f('part-condition-empty'), this.current.span);
			}
			parts.push(this.parseExpr(0, ctx));
			if (!this.eat(',')) break;
		}
		if (parts.length === 1) return parts[0];
		return { type: 'And', args: parts, span: [parts[0].span[0], parts[parts.length - 1].span[1]] };
	}

	/** Extends `left` by one infix or postfix operator binding at least `minPower`, or returns null. */
	parseInfix(left: Node, minPower: number, ctx: Context): Node | null {
		const tok = this.current;
		const start = left.span[0];
		if (tok.t === 'sup') {
			if (POW < minPower) return null;
			this.read();
			const exp: Node = {
				type: 'Number',
				value: { n: BigInt(tok.value), d: 1n },
				text: String(tok.value),
				span: tok.span
			};
			return {
				type: 'Binary',
				op: '^',
				left,
				right: exp,
				span: [start, tok.span[1]],
				opSpan: tok.span
			};
		}
		if (tok.t === 'word') return this.parseWordInfix(left, tok, minPower, ctx);
		if (tok.t === 'letter' || tok.t === 'named') {
			if (MUL < minPower) return null;
			return this.juxtapose(left, ctx);
		}
		if (tok.t === 'num') {
			// `2 3` or `x 2`: two numbers side by side mean nothing.
			if (MUL < minPower) return null;
			fail('unexpected-token', f('no-operator-between', { shown: tok.text }), tok.span);
		}
		if (tok.t !== 'sym') return null;
		if (isKeyOf(tok.value, infixPowers)) {
			const op = tok.value;
			const infix = infixPowers[op];
			if (infix.power < minPower) return null;
			this.read();
			const right = this.parseExpr(infix.right, ctx);
			return {
				type: 'Binary',
				op,
				left,
				right,
				span: [start, right.span[1]],
				opSpan: tok.span
			};
		}
		switch (tok.value) {
			case '(':
				if (MUL < minPower) return null;
				// `1 (mod 3)` belongs to a congruence, not a product.
				if (this.peek().t === 'word' && this.peek().value === 'mod') return null;
				return this.juxtapose(left, ctx);
			case '∈':
			case '∉':
				if (REL < minPower) return null;
				this.read();
				return this.finishMember(left, tok.value === '∉', ctx);
			case '≡': {
				if (REL < minPower) return null;
				this.read();
				return this.finishCongruence(left, ctx);
			}
			case '|':
				if (!ctx.condition || REL < minPower) return null;
				this.read();
				{
					const right = this.parseExpr(ADD, ctx);
					return { type: 'Divides', divisor: left, arg: right, span: [start, right.span[1]] };
				}
		}
		if (isKeyOf(tok.value, compareOps)) {
			if (REL < minPower) return null;
			const ops: CompareOp[] = [];
			const terms: Node[] = [left];
			for (let next = this.current; next.t === 'sym' && isKeyOf(next.value, compareOps);) {
				ops.push(next.value);
				this.read();
				terms.push(this.parseExpr(ADD, ctx));
				next = this.current;
			}
			return { type: 'Compare', ops, terms, span: [start, terms[terms.length - 1].span[1]] };
		}
		return null;
	}

	/** `left` extended by an infix word (or, and, mod, is, not in) or a factor written after it. */
	parseWordInfix(
		left: Node,
		tok: Token & { t: 'word' },
		minPower: number,
		ctx: Context
	): Node | null {
		const start = left.span[0];
		switch (tok.value) {
			case 'or':
			case 'and': {
				const power = tok.value === 'or' ? OR : AND;
				if (power < minPower) return null;
				this.read();
				const right = this.parseExpr(power + 1, ctx);
				const type = tok.value === 'or' ? 'Or' : 'And';
				const args = left.type === type ? [...left.args, right] : [left, right];
				return { type, args, span: [start, right.span[1]] };
			}
			case 'mod': {
				if (MUL < minPower) return null;
				this.read();
				const right = this.parseExpr(MUL + 1, ctx);
				return {
					type: 'Binary',
					op: 'mod',
					left,
					right,
					span: [start, right.span[1]],
					opSpan: tok.span
				};
			}
			case 'is':
				if (REL < minPower) return null;
				return this.parseIs(left);
			case 'not':
				// `x not in A`
				if (REL < minPower || !(this.peek().t === 'sym' && this.peek().value === '∈')) return null;
				this.read();
				this.read();
				return this.finishMember(left, true, ctx);
			case 'powerset':
			case 'pi':
			case 'sqrt':
				if (MUL < minPower) return null;
				return this.juxtapose(left, ctx);
		}
		return null;
	}

	/** Multiplication written by juxtaposition: `2k`, `3(x + 1)`. */
	juxtapose(left: Node, ctx: Context): Node {
		const right = this.parseExpr(MUL + 1, ctx);
		return {
			type: 'Binary',
			op: '*',
			left,
			right,
			span: [left.span[0], right.span[1]],
			opSpan: [right.span[0], right.span[0]]
		};
	}

	finishMember(elem: Node, negated: boolean, ctx: Context): Node {
		const set = this.parseExpr(ADD, ctx);
		return { type: 'Member', negated, elem, set, span: [elem.span[0], set.span[1]] };
	}

	finishCongruence(left: Node, ctx: Context): Node {
		let right = this.parseExpr(ADD, ctx);
		let modulus: Node | undefined;
		if (this.match('(') && this.peek().t === 'word' && this.peek().value === 'mod') {
			this.read();
			this.read();
			modulus = this.parseExpr(0, ctx);
			const close = this.need(')');
			return { type: 'Congruent', left, right, modulus, span: [left.span[0], close.span[1]] };
		}
		if (right.type === 'Binary' && right.op === 'mod') {
			modulus = right.right;
			right = right.left;
		}
		if (!modulus) fail('bad-builder', f('congruence-needs-its'), [left.span[0], right.span[1]]);
		return { type: 'Congruent', left, right, modulus, span: [left.span[0], modulus.span[1]] };
	}

	/**
	 * `x is [not] [a|an] even | odd | prime | square | positive | negative | integer | multiple of n
	 * | divisible by n | by n divisible` (German puts "durch n" first). `par` is "even" here and
	 * "by" after "divisible" (Spanish and French; read/words.ts).
	 */
	parseIs(subject: Node): Node {
		this.read();
		const negated = this.eat('not') !== null;
		if (this.current.t === 'letter' && this.current.value === 'a') this.read();
		else this.eat('an');
		const tok = this.current;
		if (tok.t !== 'word') this.unexpected('property');
		const predicate = tok.value === 'par' ? 'even' : tok.value;
		const span = (end: Node | Token): Span => [subject.span[0], end.span[1]];
		if (isOneOf(predicate, simplePredicates)) {
			this.read();
			return { type: 'Is', negated, subject, predicate, span: span(tok) };
		}
		if (predicate === 'by') {
			this.read();
			const arg = this.parseExpr(ADD, { condition: true });
			const end = this.need('divisible');
			return { type: 'Is', negated, subject, predicate: 'divisible', arg, span: span(end) };
		}
		if (predicate === 'multiple' || predicate === 'divisible') {
			this.read();
			if (predicate === 'multiple') this.need('of');
			else if (!this.eat('par')) this.need('by');
			const arg = this.parseExpr(ADD, { condition: true });
			return { type: 'Is', negated, subject, predicate, arg, span: span(arg) };
		}
		this.unexpected('property');
	}
}

/** Parses a card's text into its syntax tree, or throws a `CardError`. */
export function parse(text: string): Node {
	if (text.length > maxLength) {
		checkBracketsQuick(text);
		fail('too-long', f('too-long', { length: String(text.length), max: String(maxLength) }), [
			maxLength,
			text.length
		]);
	}
	checkBrackets(text);
	return new Parser(text).parseCard();
}

/** On over-long text, an unbalanced card is still reported as an error (one linear pass). */
function checkBracketsQuick(text: string): void {
	let braces = 0;
	let round = 0;
	let deepAt = -1;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if ((c === 123 || c === 40 || c === 91) && deepAt < 0 && braces + round >= maxDepth) deepAt = i;
		if (c === 123) braces++;
		else if (c === 125) {
			if (--braces < 0) fail('unbalanced', f('closes-nothing', { c: '}' }), [i, i + 1]);
		} else if (c === 40 || c === 91) round++;
		else if (c === 41 || c === 93) {
			if (--round < 0) fail('unbalanced', f('closes-nothing', { c: text[i] }), [i, i + 1]);
		}
	}
	if (braces > 0 || round > 0)
		fail('unbalanced', f('bracket-card-never'), [text.length, text.length]);
	if (deepAt >= 0) {
		fail('too-deep', f('nests-brackets-more', { max: String(maxDepth) }), [deepAt, deepAt + 1]);
	}
}
