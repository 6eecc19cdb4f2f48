/**
 * The referees' words ($lib/i18n/said: every game's refusals in four languages, the biggest
 * piece of the session screen's code) load apart from the screens that show them, so a game
 * opens without them (issue 37: a first visit's download). They load at the first refusal, or
 * ahead of it once the page is idle (`wordsOnceIdle`); a refusal shown before they are there
 * fills in its words as soon as they arrive.
 */
import type { RuleViolation, Said } from '$lib/core/engine';
import type { TableProblem } from '$lib/i18n/said';
import { afterLoadAndIdle } from './pwa';

type SaidModule = typeof import('$lib/i18n/said');

let words = $state<SaidModule | null>(null);
/** Whether the last load failed (offline before the app was kept): the refusal's code then shows. */
let failed = $state(false);
let loading: Promise<SaidModule> | null = null;

/** Loads the referees' words (once); resolves with their module. */
export function loadSaid(): Promise<SaidModule> {
	loading ??= import('$lib/i18n/said').then(
		(module) => {
			failed = false;
			return (words = module);
		},
		(err: unknown) => {
			failed = true;
			// A failed download (offline before the app was kept) is tried again at the next refusal.
			loading = null;
			throw err;
		}
	);
	return loading;
}

/** Loads the referees' words once the page has loaded and gone idle, ahead of any refusal. */
export function wordsOnceIdle(): void {
	void afterLoadAndIdle()
		.then(loadSaid)
		.catch(() => undefined);
}

/**
 * Why a move was refused, in words, for a screen to show: reactive, so a refusal shown before the
 * words have loaded fills in once they arrive (meanwhile a refusal that is data shows nothing).
 */
export function refusalWords(refused: RuleViolation): string {
	if (words) return words.refusalText(refused);
	if (!refused.said) return refused.reason;
	void loadSaid().catch(() => undefined);
	return failed ? refused.reason : '';
}

/** What a referee said (`say`), in words, for a screen to show: reactive, as `refusalWords`. */
export function saidWords(said: Said): string {
	if (words) return words.say(said);
	void loadSaid().catch(() => undefined);
	return failed ? said.code : '';
}

/** `refusalText` once the words are there: for a refusal said after an action, not while rendering. */
export async function refusalTextLater(refused: RuleViolation): Promise<string> {
	if (!refused.said) return refused.reason;
	try {
		return (await loadSaid()).refusalText(refused);
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
