/**
 * The analyzer of one card: it keeps the card's text and the notes on how it was read, and
 * dispatches each step to the support module of its concern (terms, sets, builders, conditions).
 * The modules call back through the `Reader` interface this class implements.
 */
import type { Node } from '../ast';
import type { SubsetWhy } from '../../said';
import type { CondIR, SetIR } from '../ir';
import { fail, f } from '../../errors';
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
		return shown.length <= maxQuoted ? shown : '';
	}

	note(why: SubsetWhy): void {
		const same = (n: SubsetWhy) => JSON.stringify(n) === JSON.stringify(why);
		if (!this.reading.notes.some(same)) this.reading.notes.push(why);
	}

	variable(node: NodeOf<'Var'>, scope: Scope): true {
		if (node.name === scope.v) return true;
		if (scope.outer.has(node.name)) {
			fail('unsupported-form', f('set-depends-on', { v: node.name }), node.span);
		}
		if (node.name === 'e') fail('irrational-constant', f('constant-e-not'), node.span);
		if (node.name === 'P') fail('bad-power', f('p-stands-for'), node.span);
		fail('unbound-variable', f('unbound', { v: node.name }), node.span);
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
