/**
 * The analyzer of one card: it keeps the card's text and the notes on how it was read, and
 * dispatches each step to the support module of its concern (terms, sets, builders, conditions).
 * The modules call back through the `Reader` interface this class implements.
 */
import type { Node } from '../ast';
import type { SubsetWhy } from '../../said';
import type { CondIR, SetIR } from '../ir';
import { fail } from '../../errors';
import type { ListNumbers, NodeOf, Reader, Reading, Scope, Term } from './context';
import { toTerm } from './terms';
import { toSet } from './sets';
import { builder } from './builders';
import { toCond } from './conditions';

/** Longest piece of the card a message quotes; longer pieces are pointed at by their span. */
const maxQuoted = 24;

export class Analyzer implements Reader {
	readonly reading: Reading;
	readonly text: string;
	readonly listNumbers: ListNumbers;
	constructor(reading: Reading, text: string, listNumbers: ListNumbers) {
		this.reading = reading;
		this.text = text;
		this.listNumbers = listNumbers;
	}

	quoted(node: Node): string {
		const shown = this.text.slice(node.span[0], node.span[1]);
		return shown.length <= maxQuoted ? `"${shown}" ` : '';
	}

	note(why: SubsetWhy): void {
		const same = (n: SubsetWhy) => JSON.stringify(n) === JSON.stringify(why);
		if (!this.reading.notes.some(same)) this.reading.notes.push(why);
	}

	variable(node: NodeOf<'Var'>, scope: Scope): true {
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

	toSet(node: Node, scope: Scope): SetIR {
		return toSet(this, node, scope);
	}

	toCond(node: Node, scope: Scope): CondIR {
		return toCond(this, node, scope);
	}

	toTerm(node: Node, scope: Scope): Term {
		return toTerm(this, node, scope);
	}

	builder(node: NodeOf<'Builder'>, scope: Scope): SetIR {
		return builder(this, node, scope);
	}
}
