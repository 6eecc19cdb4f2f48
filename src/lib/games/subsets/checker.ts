/**
 * What the Subsets engine needs from the card checker (src/lib/core/subsets-checker). The engine receives a
 * checker instead of importing one so its table rules can be tested with a small stand-in; the
 * types come from the checker's public API (type-only, so no checker code is loaded by them).
 */
import type { CheckResult, SetRules, SubsetResult } from '../../core/subsets-checker/index';

export type { CheckResult, SetRules, SubsetResult };

/** The two questions the engine asks about cards. */
export interface CardChecker {
	checkCard(text: string, rules?: SetRules): CheckResult;
	decideSubset(a: string, s: string, rules?: SetRules): SubsetResult;
}
