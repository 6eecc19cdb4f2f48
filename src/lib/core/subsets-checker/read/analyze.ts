/**
 * Settles what a parsed card means: which parts are numbers, sets or conditions, which variable
 * each name refers to, the progression an ellipsis describes, and the constant arithmetic (exact).
 * Every card that is not a correct definition, or uses notation the checker does not handle, is
 * rejected through `fail` with the span of the fault. The work is split by concern in `analysis/`:
 * `analyzer.ts` (the class, its state and dispatch), `terms.ts` (numbers and arithmetic),
 * `sets.ts` (lists, progressions, intervals, set operations), `builders.ts` and `generators.ts`
 * (set-builders), `conditions.ts` and `tree.ts` (walks over the syntax tree).
 */
import type { SetIR } from './ir';
import { parse } from './parser';
import { CardError, f, fail } from '../errors';
import { Analyzer } from './analysis/analyzer';
import { topScope, type ListNumbers, type Reading } from './analysis/context';
import { findUnbound } from './analysis/tree';

export type { ListNumbers, Reading } from './analysis/context';

/**
 * The meaning of a card: its set, or a `CardError`. `listNumbers` lists a small finite set, which
 * only the later stages can do: `readCard` (subsets-checker/card.ts) passes theirs.
 */
export function analyzeCard(
	text: string,
	listNumbers: ListNumbers
): { set: SetIR; reading: Reading } {
	const node = parse(text);
	const reading: Reading = { notes: [] };
	try {
		const set = new Analyzer(reading, text, listNumbers).toSet(node, topScope);
		return { set, reading };
	} catch (err) {
		// A card that is wrong must be called an error even when it also uses notation the
		// checker lacks: look for a variable nothing binds before answering "unsupported".
		if (err instanceof CardError && err.verdict === 'unsupported') {
			const unbound = findUnbound(node);
			if (unbound) fail('unbound-variable', f('unbound', { v: unbound.name }), unbound.span);
		}
		throw err;
	}
}
