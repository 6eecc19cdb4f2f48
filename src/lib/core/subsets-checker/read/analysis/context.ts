/**
 * What every part of the analysis shares: the scope of variables, the term a piece of arithmetic
 * reads as, and `Reader`, the few steps of the analyzer the support modules call back into. The
 * modules take a `Reader` as their first argument instead of importing the class, so no two
 * files import each other.
 */
import type { Node } from '../ast';
import { f } from '../../errors';
import type { SubsetWhy } from '../../said';
import type { CondIR, Poly, SetIR } from '../ir';
import { polyConst } from '../ir';
import { isConstant, type Constant, type Value } from '../constants';
import type { Rat } from '../../arithmetic/rational';

/** Variables in reach: `v` is bound by the innermost builder; `outer` by builders around it. */
export interface Scope {
	v: string | null;
	outer: ReadonlySet<string>;
}

export const topScope: Scope = { v: null, outer: new Set() };

/** Notes on how the card was read, for its description. */
export interface Reading {
	notes: SubsetWhy[];
}

/** What a piece of arithmetic reads as. */
export type Term =
	| { k: 'poly'; p: Poly }
	| { k: 'mod'; arg: Poly; m: Rat }
	| { k: 'inf'; sign: 1 | -1 }
	/** An irrational constant: √2, 1 + √2, π/2, e - 1 ... */
	| { k: 'val'; v: Constant }
	/** a·x + b with √, π or e in a or b (x + √3, πx, √5·x − 1); never both rational. */
	| { k: 'lin'; a: Value; b: Value }
	/**
	 * c·b^v + s: a whole base b ≥ 2 to the power of the variable ({2^k : k ∈ ℕ}); with `down`,
	 * to the power of −v ((1/2)^k is 2^(−k)).
	 */
	| { k: 'exp'; c: Rat; b: bigint; s: Rat; down?: boolean }
	/** (c·b^v + s) mod m: a power's remainder, only to be compared with a number (powerconds.ts). */
	| { k: 'expmod'; e: Term & { k: 'exp' }; m: Rat }
	/** n^n, the variable to the power of itself ({n^n : n ∈ ℕ}). */
	| { k: 'selfpow' };

/** The nodes of one type. */
export type NodeOf<T extends Node['type']> = Extract<Node, { type: T }>;

export const irrationalHere = f('root-pi-and-e-can');

/** The term of a fixed value: a polynomial of degree 0 for a rational, else the constant. */
export function valTerm(v: Value): Term {
	return isConstant(v) ? { k: 'val', v } : { k: 'poly', p: polyConst(v) };
}

/**
 * The numbers of a small finite set, at most `most` of them, or null when it is not one the
 * later stages can list (one whose meaning depends on the house rule for ℕ is not asked). Reading
 * a condition that links variables writes these numbers into the card one by one; the reader
 * cannot list a set itself (that takes its normal form), so whoever reads a card passes it in
 * (`readCard`, subsets-checker/card.ts).
 */
export type ListNumbers = (set: SetIR, most: number) => Rat[] | null;

/** The steps of the analysis the support modules call back into (the `Analyzer` class). */
export interface Reader {
	/** The card's own text of `node` in quotes and a space, or '' when it is too long to quote. */
	quoted(node: Node): string;
	/** Records a note on how the card was read (once). */
	note(why: SubsetWhy): void;
	/** A name used as a number or variable: checks it is bound; returns true when it is `scope.v`. */
	variable(node: NodeOf<'Var'>, scope: Scope): true;
	toSet(node: Node, scope: Scope): SetIR;
	toCond(node: Node, scope: Scope): CondIR;
	toTerm(node: Node, scope: Scope): Term;
	builder(node: NodeOf<'Builder'>, scope: Scope): SetIR;
	/** The numbers of a small finite set (`ListNumbers`), or null. */
	listNumbers: ListNumbers;
}
