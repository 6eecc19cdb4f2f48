/**
 * The syntax tree of a card, as the parser reads it: every node keeps its [start, end) span in
 * the card's text (UTF-16 code units). Meaning (numbers or sets, scopes) is settled later by
 * `analyze`.
 */
import type { NamedSet } from './lexer';
import type { Rat } from '../arithmetic/rational';

export type Span = [number, number];

export type CompareOp = '<' | '<=' | '>' | '>=' | '=' | '!=';

const mirrored: Record<CompareOp, CompareOp> = {
	'<': '>',
	'<=': '>=',
	'>': '<',
	'>=': '<=',
	'=': '=',
	'!=': '!='
};

/** Whether op holds between two numbers whose difference (left − right) has sign `s`. */
export function signHolds(op: CompareOp, s: number): boolean {
	switch (op) {
		case '<':
			return s < 0;
		case '<=':
			return s <= 0;
		case '>':
			return s > 0;
		case '>=':
			return s >= 0;
		case '=':
			return s === 0;
		case '!=':
			return s !== 0;
	}
}

/** The order with its sides swapped (a < b is b > a), as after multiplying by a negative number. */
export function mirrorOp(op: CompareOp): CompareOp {
	return mirrored[op];
}

/** A property read alone: "x is even". */
export type SimplePredicate =
	'even' | 'odd' | 'prime' | 'square' | 'positive' | 'negative' | 'integer';

/** A property read with a number after it: "x is a multiple of 3", "x is divisible by 3". */
export type NumberPredicate = 'multiple' | 'divisible';

export type Predicate = SimplePredicate | NumberPredicate;

export type Node =
	| { type: 'Number'; value: Rat; text: string; span: Span }
	| { type: 'Infinity'; sign: 1 | -1; span: Span }
	| { type: 'Named'; name: NamedSet; span: Span }
	| { type: 'Var'; name: string; span: Span }
	/** π, or √ with its operand (absent when the card ends right after the sign). */
	| { type: 'Constant'; name: 'pi' | 'sqrt'; arg?: Node; span: Span }
	| {
			type: 'Binary';
			op: '+' | '-' | '*' | '/' | '^' | 'mod' | '∪' | '∩' | '\\';
			left: Node;
			right: Node;
			span: Span;
			opSpan: Span;
	  }
	| { type: 'Unary'; op: '-' | '+'; arg: Node; span: Span }
	| { type: 'Power'; arg: Node; span: Span }
	| { type: 'Roster'; items: Node[]; span: Span }
	| { type: 'Dots'; span: Span }
	| { type: 'Group'; open: '(' | '['; close: ')' | ']'; items: Node[]; span: Span }
	| { type: 'Builder'; head: Node; sep: '|' | ':'; body: Node; span: Span }
	| { type: 'Compare'; ops: CompareOp[]; terms: Node[]; span: Span }
	| { type: 'Member'; negated: boolean; elem: Node; set: Node; span: Span }
	| {
			type: 'Is';
			negated: boolean;
			subject: Node;
			predicate: SimplePredicate;
			arg?: undefined;
			span: Span;
	  }
	| {
			type: 'Is';
			negated: boolean;
			subject: Node;
			predicate: NumberPredicate;
			arg: Node;
			span: Span;
	  }
	| { type: 'Divides'; divisor: Node; arg: Node; span: Span }
	| { type: 'Congruent'; left: Node; right: Node; modulus: Node; span: Span }
	| { type: 'And'; args: Node[]; span: Span }
	| { type: 'Or'; args: Node[]; span: Span }
	| { type: 'Not'; arg: Node; span: Span };
