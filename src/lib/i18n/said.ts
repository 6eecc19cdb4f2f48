/**
 * What the games' referees say as data (a code and its values, see `Said` in core/engine.ts),
 * written in words: in the active language on screen, or in the one asked for (the referee CLI
 * and its tests ask for English). Each game's codes have their own module beside this one.
 */
import { type RuleViolation, type Said } from '../core/engine';
import { isPermutationsSaid } from '../games/permutations/said';
import { isReframingSaid } from '../games/reframing/said';
import { isSubsetsSaid } from '../games/subsets/said';
import { isTransformSaid } from '../games/transform/said';
import { elided } from './elision';
import { isNotepadSaid, sayNotepad } from './notepad';
import { sayPermutations } from './permutations';
import { sayReframing } from './reframing';
import { saySubsetsGame } from './subsets-game';
import { isTableSaid, sayTable } from './table';
import type { TableSaid } from '../core/shared-table/said';
import { sayTransform } from './transform';
import { type InLanguage } from './values';

export { type InLanguage, sayValue } from './values';

/** What a referee said, in words; a code no game knows is shown as it is (it never should be). */
export function say(said: Said, options: InLanguage = {}): string {
	// Names and cards go into the sentence as values: French elides before them ("d’Ana").
	return elided(sayInItsGame(said, options), options.locale);
}

function sayInItsGame(said: Said, options: InLanguage): string {
	if (isReframingSaid(said)) return sayReframing(said, options);
	if (isNotepadSaid(said)) return sayNotepad(said, options);
	if (isTransformSaid(said)) return sayTransform(said, options);
	if (isPermutationsSaid(said)) return sayPermutations(said, options);
	if (isSubsetsSaid(said)) return saySubsetsGame(said, options);
	// The shared table's own sentences; a game's refusal inside one is said by this function.
	if (isTableSaid(said)) return sayTable(said, { ...options, sayOther: (s) => say(s, options) });
	return said.code;
}

/** Why a move was refused, in words: its data said in the language, or the game's sentence. */
export function refusalText(refused: RuleViolation, options: InLanguage = {}): string {
	return refused.said ? say(refused.said, options) : refused.reason;
}

/**
 * Why something at a shared table did not happen: the table's data (or a game's), a rules'
 * refusal, or words stored by an older version.
 */
export type TableProblem = TableSaid | Said | RuleViolation | string;

/** A shared table's problem in words, in the active language or the one asked for. */
export function sayTableProblem(problem: TableProblem, options: InLanguage = {}): string {
	if (typeof problem === 'string') return problem;
	if ('kind' in problem) return refusalText(problem, options);
	return say(problem, options);
}

/** The referee CLI's language: its answers are read by scripts and people alike, in English. */
export const sayInEnglish = (said: Said): string => say(said, { locale: 'en' });
