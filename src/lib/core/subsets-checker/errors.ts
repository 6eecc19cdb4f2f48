/**
 * Card faults: every error or unsupported notation the checker reports is thrown by `fail`, as a
 * `CardError` with a code, its sentence as data (faults.ts; in English as its message) and the
 * span of the fault in the card's text.
 */
import { faultInEnglish, type CardFault } from './faults';

export { f, type CardFault } from './faults';

/** Codes of cards that are not correct definitions of a set (verdict `error`). */
export const errorCodes = [
	'empty-card',
	'unexpected-character',
	'unexpected-token',
	'unbalanced',
	'dangling-operator',
	'empty-element',
	'empty-condition',
	'unbound-variable',
	'self-domain',
	'division-by-zero',
	'paradox',
	'ellipsis-unclear',
	'ellipsis-end',
	'closed-infinity',
	'not-a-set',
	'not-a-number',
	'not-a-condition',
	'bad-builder',
	'bad-interval',
	'bad-power'
] as const;

/** Codes of notation the checker does not handle (verdict `unsupported`). */
export const unsupportedCodes = [
	'too-long',
	'too-deep',
	'too-big',
	'irrational-constant',
	'nonlinear',
	'several-generators',
	'unknown-word',
	'no-domain',
	'unsupported-form'
] as const;

export type ErrorCode = (typeof errorCodes)[number] | (typeof unsupportedCodes)[number];

const unsupported = new Set<string>(unsupportedCodes);

/** Whether a code means the checker lacks a feature (as opposed to a wrong card). */
export function isUnsupported(code: string): boolean {
	return unsupported.has(code);
}

/** A fault in a card: thrown by `fail`, caught by the public functions. */
export class CardError extends Error {
	readonly code: ErrorCode;
	readonly position: [number, number];
	/** The fault's sentence as data; `message` is the same in English. */
	readonly said: CardFault;
	constructor(code: ErrorCode, said: CardFault, position: [number, number]) {
		super(faultInEnglish(said));
		this.code = code;
		this.said = said;
		this.position = position;
	}
	get verdict(): 'error' | 'unsupported' {
		return isUnsupported(this.code) ? 'unsupported' : 'error';
	}
}

/** Throws the fault `code`, said by `said`, at `position` ([start, end) in UTF-16 units). */
export function fail(code: ErrorCode, said: CardFault, position: [number, number]): never {
	throw new CardError(code, said, position);
}

/** Thrown when a computation would grow beyond what the checker handles (caught and reported). */
export class TooComplex extends Error {}

/** A fault's span in a card's text; a fault with no place in the text points at the whole card. */
export function spanIn(position: [number, number], text: string): [number, number] {
	return position[0] === 0 && position[1] === 0 ? [0, text.length] : position;
}

/**
 * The end of a switch over every kind of a union (a set's, a condition's): the switch lists each
 * kind, and a kind added to the union but left out here fails to compile, so TypeScript names
 * every place a new kind needs. Reached only if a value of no known kind got in.
 */
export function assertNever(value: never): never {
	throw new TypeError(`no case for the kind ${String((value as { k?: unknown }).k)}`);
}
