/**
 * The referees' words ($lib/i18n/said: every game's refusals in four languages, the biggest
 * piece of the session screen's code) load apart from the screens that show them, so a game
 * opens without them (issue 37: a first visit's download). They load at the first refusal, or
 * ahead of it once the page is idle (`wordsOnceIdle`); a refusal shown before they are there
 * fills in its words as soon as they arrive.
 */
import type { RuleViolation, Said } from '$lib/core/engine';
import type { TableProblem } from '$lib/i18n/said';
import { LazyModule } from './lazy-module.svelte';

/** The referees' words, loaded apart (see LazyModule). */
const words = new LazyModule(() => import('$lib/i18n/said'));

/** Loads the referees' words (once); resolves with their module. */
export const loadSaid = () => words.load();

/** Loads the referees' words once the page has loaded and gone idle, ahead of any refusal. */
export const wordsOnceIdle = () => words.onceIdle();

/**
 * Why a move was refused, in words, for a screen to show: reactive, so a refusal shown before the
 * words have loaded fills in once they arrive (meanwhile a refusal that is data shows nothing).
 */
export function refusalWords(refused: RuleViolation): string {
	if (words.current) return words.current.refusalText(refused);
	if (!refused.said) return refused.reason;
	words.ask();
	return words.failed ? refused.reason : '';
}

/** What a referee said (`say`), in words, for a screen to show: reactive, as `refusalWords`. */
export function saidWords(said: Said): string {
	if (words.current) return words.current.say(said);
	words.ask();
	return words.failed ? said.code : '';
}

/** `refusalText` once the words are there: for a refusal said after an action, not while rendering. */
export async function refusalTextLater(refused: RuleViolation): Promise<string> {
	if (!refused.said) return refused.reason;
	try {
		return (await words.load()).refusalText(refused);
	} catch {
		// The words could not be loaded: the refusal's code rather than nothing.
		return refused.reason;
	}
}

/**
 * A shared table's problem in words, reactive as `refusalWords`: the table's own data, a rules
 * refusal, or words an older version stored.
 */
export function tableProblemWords(problem: TableProblem): string {
	if (typeof problem === 'string') return problem;
	if ('kind' in problem) return refusalWords(problem);
	return saidWords(problem);
}
