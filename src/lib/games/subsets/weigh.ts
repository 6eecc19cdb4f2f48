/**
 * The card checker's answers as the table uses them: a typed card judged (with the table's word
 * where the checker cannot read it), a top card weighed against the drawn card, and what each
 * face-up pile allows. Answers the screen already got in a worker and recorded in the event are
 * used as they are.
 */
import { refusal, type RuleViolation } from '../../core/engine';
import { whyInEnglish } from '../../core/subsets-checker/said';
import { checkerSaid } from './said';
import type { CardChecker, CheckResult, SetRules, SubsetResult } from './checker';
import { RULE } from './rules';
import {
	setRules,
	topCard,
	type Stealable,
	type StealOption,
	type SubsetsState,
	type TableSays
} from './state';

function stealableFor(result: SubsetResult): Stealable {
	switch (result.verdict) {
		case 'subset':
			return 'proven';
		case 'not-subset':
			return 'no';
		case 'error':
			// A drawn card that is an error can never take a pile; a top card the checker now faults
			// was accepted earlier, so the table has the last word on it.
			return result.card === 's' ? 'no' : 'ask-table';
		default:
			return 'ask-table';
	}
}

/**
 * Weighs one top card A against the drawn card S. Steal options are asked only once the table
 * holds S to be a correct set, so when the checker cannot read S two answers stand anyway: a top
 * card that is S itself, and a top card that is empty (ruling 2: ∅ is a subset of every set).
 * Pure given the checker; the screens run it in a worker (see checker.protocol.ts).
 */
export function weighPile(
	checker: CardChecker,
	top: string,
	drawnCard: string,
	rules: SetRules
): SubsetResult {
	const result = checker.decideSubset(top, drawnCard, rules);
	if (result.verdict !== 'unsupported' && result.verdict !== 'unknown') return result;
	if (top.replace(/\s+/g, '') === drawnCard.replace(/\s+/g, '')) {
		const said = { code: 'sub/same-card' } as const;
		return { verdict: 'subset', reason: whyInEnglish(said), said };
	}
	if (result.card === 's' && checker.decideSubset(top, '∅', rules).verdict === 'subset') {
		const said = { code: 'sub/empty' } as const;
		return { verdict: 'subset', reason: whyInEnglish(said), said };
	}
	return result;
}

/** A checker answer for one pile, recorded in a draw event (typed by the event schema). */
export type RecordedPileCheck = SubsetResult & { pile: string };

/** Whether a recorded span marks a stretch of the card's text: whole positions, in order. */
const isSpan = ([from, to]: readonly [number, number]) =>
	Number.isInteger(from) && Number.isInteger(to) && from >= 0 && from <= to;

/**
 * A card verdict recorded in an event, used when it could be the checker's: one whose span
 * marks no stretch of text is not, and the checker is asked instead.
 */
function recordedCardCheck(recorded: CheckResult | undefined): CheckResult | null {
	if (recorded === undefined) return null;
	return recorded.verdict === 'valid' || isSpan(recorded.span) ? recorded : null;
}

/**
 * Weighs every face-up pile against `drawnCard`, in table order.
 * `recorded` holds answers the screen already got from the checker (in a worker, within a time
 * budget) and wrote into the draw event; piles it does not cover are weighed here.
 */
export function stealOptions(
	checker: CardChecker,
	state: SubsetsState,
	drawnCard: string,
	recorded: readonly RecordedPileCheck[] = []
): StealOption[] {
	const rules = setRules(state);
	const answers = new Map(recorded.map((check) => [check.pile, check]));
	return state.piles
		.filter((pile) => pile.faceUp)
		.map((pile) => {
			const top = topCard(pile);
			const result = answers.get(pile.id) ?? weighPile(checker, top, drawnCard, rules);
			return {
				pile: pile.id,
				owner: pile.owner,
				top,
				size: pile.cards.length,
				verdict: result.verdict,
				reason: result.reason,
				...(result.said ? { said: result.said } : {}),
				...(result.code !== undefined ? { fault: result.code } : {}),
				...(result.witness !== undefined ? { witness: result.witness } : {}),
				steal: stealableFor(result)
			};
		});
}

/**
 * Reads a typed card: the checker's verdict, overridden by the table only where the checker
 * could not read the card. Returns the effective verdict or a violation. `recorded` is the
 * verdict the screen already got (in a worker, within a time budget) and wrote into the
 * event; without one the checker is asked here.
 */
export function judgeCard(
	checker: CardChecker,
	state: SubsetsState,
	card: string,
	tableSays: TableSays | undefined,
	recorded: CheckResult | undefined
):
	| RuleViolation
	| { card: string; check: CheckResult; effective: 'valid' | 'error'; tableSaid?: TableSays } {
	const text = card.trim();
	if (text === '') return refusal({ code: 'subsets/type-card-first' }, RULE.draw);
	const check = recordedCardCheck(recorded) ?? checker.checkCard(text, setRules(state));
	if (check.verdict === 'unsupported') {
		if (tableSays === undefined) {
			return refusal(
				{ code: 'subsets/table-must-say', why: checkerSaid(check) },
				RULE.unreadableCard
			);
		}
		return { card: text, check, effective: tableSays, tableSaid: tableSays };
	}
	if (tableSays !== undefined && tableSays !== check.verdict) {
		return refusal(
			check.verdict === 'error'
				? { code: 'subsets/referee-found-error', why: checkerSaid(check) }
				: { code: 'subsets/not-an-error' },
			RULE.notation
		);
	}
	return { card: text, check, effective: check.verdict };
}
