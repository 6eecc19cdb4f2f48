/**
 * The Subsets checker's sentences (checkerWords.ts with $lib/i18n/subsets: what a card's set is,
 * what is wrong with it, why A is or is not a subset of S, in four languages; the biggest part of
 * the checker's screens) load apart from those screens, so that a first visit downloads only the
 * fields to type in (issue 37). They load when a card is first typed (in parallel with the
 * checker's worker), once the page is idle, or when a verdict is first shown; a verdict shown
 * before they are there fills in its sentence as soon as they arrive, as the referees' words do
 * (state/said.svelte.ts).
 */
import { getLocale } from '$lib/paraglide/runtime';
import { afterLoadAndIdle } from '$lib/state/pwa';
import type { Worded } from './checkerWords';

type WordsModule = typeof import('./checkerWords');

let words = $state.raw<WordsModule | null>(null);
/** Whether the last load failed (offline before the app was kept): the checker's English shows. */
let failed = $state(false);
let loading: Promise<WordsModule> | null = null;

/** Loads the checker's sentences (once); resolves with their module. */
export function loadVerdictWords(): Promise<WordsModule> {
	loading ??= import('./checkerWords').then(
		(module) => {
			failed = false;
			return (words = module);
		},
		(err: unknown) => {
			failed = true;
			// Tried again at the next verdict: the network may be back.
			loading = null;
			throw err;
		}
	);
	return loading;
}

/** Loads the sentences once the page has loaded and gone idle, ahead of the first verdict. */
export function verdictWordsOnceIdle(): void {
	void afterLoadAndIdle()
		.then(loadVerdictWords)
		.catch(() => undefined);
}

/**
 * `say(module)` once the sentences are there; until then nothing (null), asking for them, or the
 * checker's own English (`english`) when they could not be loaded. Reactive: a verdict shown
 * before they arrive fills in when they do.
 */
function wordedNow(say: (module: WordsModule) => Worded, english: string): Worded | null {
	if (words) return say(words);
	void loadVerdictWords().catch(() => undefined);
	return failed ? { text: english, english: getLocale() !== 'en' } : null;
}

type Fault = Parameters<WordsModule['faultWords']>[0];
type Described = Parameters<WordsModule['descriptionWords']>[0];
type PairAnswer = Parameters<WordsModule['pairReason']>[0];

/** `faultWords`, reactive: why a card is an error or unreadable. */
export const faultWordsNow = (result: Fault) =>
	wordedNow((w) => w.faultWords(result), result.reason);

/** `descriptionWords`, reactive: what a valid card's set is. */
export const descriptionWordsNow = (result: Described) =>
	wordedNow((w) => w.descriptionWords(result), result.description);

/** `pairReason`, reactive: what a pair's answer says under its headline. */
export const pairReasonNow = (answer: PairAnswer) =>
	wordedNow((w) => w.pairReason(answer), answer.reason);
