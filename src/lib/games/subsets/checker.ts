/**
 * What the Subsets engine needs from the card checker (src/lib/core/sets). The engine receives a
 * checker instead of importing one so its table rules can be tested with a small stand-in and
 * stay independent of how the checker reads cards. The types mirror the checker's public API.
 */

/** Reading choices a table makes for its cards: whether ℕ starts at 0 or at 1. */
export interface SetRules {
	naturalsFrom: 0 | 1;
}

/** Whether a card defines a set: valid with a description, or an error/unsupported with where. */
export type CheckResult =
	| { verdict: 'valid'; description: string; reason: string }
	| { verdict: 'error' | 'unsupported'; code: string; reason: string; span: [number, number] };

/** Whether card A is a subset of card S, with a reason and, when it is not, an element of A not in S. */
export type SubsetResult = {
	verdict: 'subset' | 'not-subset' | 'unknown' | 'error' | 'unsupported';
	card?: 'a' | 's';
	witness?: string;
	reason: string;
	span?: [number, number];
};

/** The two questions the engine asks about cards. */
export interface CardChecker {
	checkCard(text: string, rules?: SetRules): CheckResult;
	decideSubset(a: string, s: string, rules?: SetRules): SubsetResult;
}
