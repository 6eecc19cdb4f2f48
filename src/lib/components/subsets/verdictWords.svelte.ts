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
import { LazyModule } from '$lib/state/lazy-module.svelte';
import type { Worded } from './checkerWords';

type WordsModule = typeof import('./checkerWords');

/** The checker's sentences, loaded apart (see LazyModule). */
const words = new LazyModule(() => import('./checkerWords'));

/** Loads the checker's sentences (once); resolves with their module. */
export const loadVerdictWords = () => words.load();

/** Starts loading the checker's sentences, for a screen about to show a verdict. */
export const askVerdictWords = () => words.ask();

/** Loads the sentences once the page has loaded and gone idle, ahead of the first verdict. */
export const verdictWordsOnceIdle = () => words.onceIdle();

/**
 * `say(module)` once the sentences are there; until then nothing (null), asking for them, or the
 * checker's own English (`english`) when they could not be loaded. Reactive: a verdict shown
 * before they arrive fills in when they do.
 */
function wordedNow(say: (module: WordsModule) => Worded, english: string): Worded | null {
	if (words.current) return say(words.current);
	words.ask();
	return words.failed ? { text: english, english: getLocale() !== 'en' } : null;
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
