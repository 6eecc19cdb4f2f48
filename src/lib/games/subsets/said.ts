/**
 * What the Subsets referee refuses, as data: a code and the values its sentence needs (players'
 * names, the cards as typed, the checker's own sentence as data), never the sentence. The screen
 * says it in the reader's language (src/lib/i18n/subsets-game.ts), so a shared table shows each
 * phone the same refusal in its own words; the referee CLI asks for English. The codes are listed
 * once in `SUBSETS_REFUSALS`, so a test can ask every language for every code.
 */
import type { SubsetWhy } from '../../core/subsets-checker/said';

/** The move refused for being made at the wrong time. */
export type MoveTried = 'draw' | 'steal' | 'new-pile';

/** Why the checker's answer stopped a move: its sentence as data when it has one, else its fault. */
export interface CheckerSaid {
	/** The checker's English, shown where nothing better is known. */
	reason: string;
	said?: SubsetWhy;
	/** A fault's kind (errors.ts), worded by the screens. */
	fault?: string;
}

export type SubsetsRefusal =
	| { code: 'subsets/not-now-setup'; tried: MoveTried }
	| { code: 'subsets/not-now-error' }
	| { code: 'subsets/not-now-draw'; name: string }
	| { code: 'subsets/not-now-move'; name: string }
	| { code: 'subsets/not-now-flip'; name: string }
	| { code: 'subsets/not-now-over' }
	| { code: 'subsets/wrong-player'; name: string; named: string | null }
	| { code: 'subsets/no-such-pile' }
	| { code: 'subsets/face-down-safe' }
	| { code: 'subsets/pile-not-there' }
	| { code: 'subsets/not-a-subset'; top: string; card: string; witness: string }
	| { code: 'subsets/not-a-subset-because'; top: string; card: string; why: CheckerSaid }
	| { code: 'subsets/ask-table'; top: string; card: string }
	| { code: 'subsets/compulsory'; top: string; card: string }
	| { code: 'subsets/no-flip-needed' }
	| { code: 'subsets/choose-largest' }
	| { code: 'subsets/type-card-first' }
	| { code: 'subsets/table-must-say'; why: CheckerSaid }
	| { code: 'subsets/referee-found-error'; why: CheckerSaid }
	| { code: 'subsets/not-an-error' }
	| { code: 'subsets/all-dealt' }
	| { code: 'subsets/deal-order'; name: string }
	| { code: 'subsets/already-over' }
	| { code: 'subsets/deck-between-turns' }
	| { code: 'subsets/caller-not-seated' }
	| { code: 'subsets/own-card' }
	| { code: 'subsets/nothing-to-call' }
	| { code: 'subsets/player-count'; min: number; max: number }
	| { code: 'subsets/same-id' };

export type SubsetsSaid = SubsetsRefusal;

const CODES: Record<SubsetsSaid['code'], true> = {
	'subsets/not-now-setup': true,
	'subsets/not-now-error': true,
	'subsets/not-now-draw': true,
	'subsets/not-now-move': true,
	'subsets/not-now-flip': true,
	'subsets/not-now-over': true,
	'subsets/wrong-player': true,
	'subsets/no-such-pile': true,
	'subsets/face-down-safe': true,
	'subsets/pile-not-there': true,
	'subsets/not-a-subset': true,
	'subsets/not-a-subset-because': true,
	'subsets/ask-table': true,
	'subsets/compulsory': true,
	'subsets/no-flip-needed': true,
	'subsets/choose-largest': true,
	'subsets/type-card-first': true,
	'subsets/table-must-say': true,
	'subsets/referee-found-error': true,
	'subsets/not-an-error': true,
	'subsets/all-dealt': true,
	'subsets/deal-order': true,
	'subsets/already-over': true,
	'subsets/deck-between-turns': true,
	'subsets/caller-not-seated': true,
	'subsets/own-card': true,
	'subsets/nothing-to-call': true,
	'subsets/player-count': true,
	'subsets/same-id': true
};

/** Every code the Subsets referee says. */
export const SUBSETS_REFUSALS = Object.keys(CODES) as SubsetsSaid['code'][];

export function isSubsetsSaid(said: { code: string }): said is SubsetsSaid {
	return Object.hasOwn(CODES, said.code);
}

/** The checker's answer as a refusal carries it: its sentence as data, its fault, its English. */
export function checkerSaid(result: {
	reason: string;
	said?: SubsetWhy;
	code?: string;
}): CheckerSaid {
	return {
		reason: result.reason,
		...(result.said ? { said: result.said } : {}),
		...(result.code !== undefined ? { fault: result.code } : {})
	};
}
