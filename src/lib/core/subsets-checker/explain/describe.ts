/**
 * Describes a card's set in words: finite with its elements when few, or infinite and countable
 * or uncountable, with how the checker read the card.
 */
import { Compiler } from '../forms/compile';
import { isExact } from '../forms/approx';
import { TooComplex } from '../errors';
import { Evaluator } from '../forms/evaluate';
import type { SetIR } from '../read/ir';
import * as N from '../forms/numset';
import { printElem, printSet } from '../forms/print';
import * as S from '../forms/setnf';
import { Work } from '../work';
import { endToString } from '../arithmetic/real';
import { isMixed } from '../arithmetic/pie';

function mentionsNaturals(ir: unknown): boolean {
	return JSON.stringify(ir, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)).includes(
		'"name":"N"'
	);
}

function kindWords(w: Work, s: S.SetNF): string {
	const hasSets = s.fam.length > 0;
	const num = s.num;
	const hasNums = !N.isEmptyN(num);
	let nums = '';
	if (hasNums) {
		if (N.onlyIntegersN(w, num)) nums = 'integers';
		else if (num.irr.length === 0 && num.pts.length === 0) nums = 'rational numbers';
		else nums = 'real numbers';
	}
	if (hasSets && hasNums) return `${nums} and sets`;
	return hasSets ? 'sets' : nums;
}

const DESCRIBE_BUDGET = 10_000;

/** A short description of the set a valid card defines. */
export function describeSet(
	ir: SetIR,
	notes: string[],
	naturalsFrom: 0 | 1,
	budget = DESCRIBE_BUDGET
): string {
	const pies =
		ir.k === 'roster'
			? ir.items.flatMap((item) => (item.k === 'num' && isMixed(item.v) ? [item.v] : []))
			: [];
	if (ir.k === 'roster' && pies.length && ir.items.every((item) => item.k !== 'set')) {
		// π + e has no normal form: the list is described as written, with what nobody knows.
		const listed = ir.items.map((item) => endToString(item.v));
		const first = endToString(pies[0]);
		return `A finite set of real numbers, listed as ${listed.join(', ')}. Nobody knows whether ${first} is rational.`;
	}
	const out: string[] = [];
	// The description is shown live as a card is typed, so it gives up early rather than make the
	// field lag; deciding A ⊆ S keeps the full budget.
	const w = new Work();
	w.begin(budget);
	try {
		const evaluator = new Evaluator(w, naturalsFrom);
		const a = new Compiler(w, {
			naturalsFrom,
			modulus: 720,
			member: (e, s) => evaluator.member(e, s)
		}).set(ir);
		if (!isExact(a)) {
			const words = kindWords(w, a.hi) || 'numbers';
			const finite = S.isFinite(a.hi);
			out.push(
				finite
					? `A finite set of ${words} (primes, squares, powers or products are involved, so it is listed only where checked).`
					: ir.k === 'multiples'
						? 'An infinite, countable set of real numbers, one for each whole number allowed, at most one of them rational.'
						: `An infinite set of ${words}, built with primes, squares, powers or products; the checker reasons about it by remainders.`
			);
			if (!S.isEmpty(w, a.lo)) {
				const first = S.simplest(w, a.lo, 6).map((e) => printElem(w, e));
				if (first.length)
					out.push(`It holds ${first.join(', ')}${S.isFinite(a.lo) ? '' : ', ...'}.`);
			}
		} else {
			const s = a.lo;
			if (S.isEmpty(w, s)) out.push('The empty set.');
			else if (S.isFinite(s)) {
				const n = S.count(w, s);
				const words = kindWords(w, s);
				if (n === 1n) out.push(`A set with one element: ${printSet(w, s)}.`);
				else if (n <= 20n) out.push(`A finite set of ${n} ${words}: ${printSet(w, s)}.`);
				else out.push(`A finite set of ${n} ${words}.`);
			} else {
				const size = S.isUncountable(w, s) ? 'uncountable' : 'countable';
				out.push(`An infinite, ${size} set of ${kindWords(w, s)}: ${printSet(w, s)}.`);
			}
		}
	} catch (err) {
		if (!(err instanceof TooComplex)) throw err;
		out.push('A set too complex for the checker to describe.');
	}
	if (mentionsNaturals(ir))
		out.push(
			naturalsFrom === 1
				? 'ℕ is read as {1, 2, 3, ...}.'
				: 'ℕ is read as {0, 1, 2, ...} (house rule).'
		);
	out.push(...notes);
	return out.join(' ');
}
