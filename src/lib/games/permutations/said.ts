/**
 * Every refusal of the Permutations referee, as data: a code and the values its sentence needs
 * (players' names, card numbers, colours, counts), never the sentence. The screen says it in the
 * reader's language (src/lib/i18n/permutations.ts), so a shared table shows each phone the same
 * refusal in its own words, and the referee CLI says it in English. The codes are listed once in
 * `PERMUTATIONS_CODES`, so a test can ask every language for every code.
 */
import { type ShownValue } from '../../core/engine';
import { type Colour } from './colours';

/** Colour counts as data, e.g. 3 red and 1 blue; a colour left out counts 0. */
export type SaidCounts = Partial<Record<Colour, number>>;

/** Where a card already is, as the refusal says it: "it is in Ana's hand". */
export type SaidPlace =
	| { at: 'aside'; colour: Colour }
	| { at: 'pool' }
	| { at: 'bid'; name: string }
	| { at: 'hand'; name: string }
	| { at: 'drafted'; name: string };

/** Why a Permutations entry is refused. */
export type PermutationsSaid =
	| { code: 'permutations/player-count'; count: number }
	| { code: 'permutations/same-id' }
	| { code: 'permutations/ties-mode'; value: ShownValue }
	| { code: 'permutations/set-aside-colour'; value: ShownValue }
	| { code: 'permutations/same-start'; colour: Colour }
	| { code: 'permutations/colours-too-late' }
	| { code: 'permutations/no-player'; value: ShownValue }
	| { code: 'permutations/colour-missing'; name: string }
	| { code: 'permutations/colour-shared'; name: string; other: string; colour: Colour }
	| { code: 'permutations/game-over' }
	| { code: 'permutations/deck-short'; card: number; listed: number; colour: Colour }
	| { code: 'permutations/deck-missing'; card: number }
	| { code: 'permutations/deck-conflict'; card: number; colour: Colour; known: Colour }
	| { code: 'permutations/deck-not-a-card'; key: string }
	| { code: 'permutations/deck-colour-count'; count: number; colour: Colour }
	| { code: 'permutations/deck-list-unreadable'; colour: Colour }
	| { code: 'permutations/deck-list-number'; card: number }
	| { code: 'permutations/deck-list-twice'; card: number; first: Colour; second: Colour }
	| { code: 'permutations/colour-is'; card: number; known: Colour; given: Colour }
	| { code: 'permutations/colour-unseen'; card: number }
	| { code: 'permutations/colour-full'; card: number; colour: Colour }
	| { code: 'permutations/pool-on-table' }
	| { code: 'permutations/pool-size'; count: number }
	| { code: 'permutations/pool-card-number'; place: number }
	| { code: 'permutations/pool-twice'; card: number }
	| { code: 'permutations/pool-placed'; card: number; where: SaidPlace }
	| { code: 'permutations/pool-aside'; card: number; colour: Colour }
	| { code: 'permutations/pool-opening-extra'; card: number; colour: Colour; inPlay: Colour[] }
	| { code: 'permutations/pool-last-bids-extra'; card: number; colour: Colour; left: SaidCounts }
	| { code: 'permutations/bid-before-pool'; name: string }
	| { code: 'permutations/bid-again'; name: string }
	| { code: 'permutations/bid-number'; name: string }
	| { code: 'permutations/bid-placed'; name: string; card: number; where: SaidPlace }
	| { code: 'permutations/bid-aside'; name: string; card: number; colour: Colour }
	| { code: 'permutations/bid-no-colour'; name: string; card: number; colour: Colour }
	| { code: 'permutations/bid-missing'; name: string }
	| { code: 'permutations/no-take'; name: string }
	| { code: 'permutations/take-waiting'; name: string; waiting: string[] }
	| { code: 'permutations/take-again'; name: string }
	| { code: 'permutations/take-turn'; name: string; next: string }
	| { code: 'permutations/take-not-in-pool'; name: string; value: ShownValue }
	| { code: 'permutations/take-taken'; name: string; card: number; by: string }
	| { code: 'permutations/counts-missing'; name: string }
	| { code: 'permutations/count-not-whole'; name: string; colour: Colour }
	| { code: 'permutations/count-aside'; name: string; colour: Colour }
	| { code: 'permutations/counts-total'; name: string; total: number }
	| { code: 'permutations/colour-over'; count: number; colour: Colour }
	| {
			code: 'permutations/last-bids';
			left: SaidCounts;
			held: { name: string; counts: SaidCounts }[];
	  }
	| { code: 'permutations/round-by-auctions' };

/** Every code the Permutations referee can say, once each (the compiler keeps it whole). */
const CODES: Record<PermutationsSaid['code'], true> = {
	'permutations/player-count': true,
	'permutations/same-id': true,
	'permutations/ties-mode': true,
	'permutations/set-aside-colour': true,
	'permutations/same-start': true,
	'permutations/colours-too-late': true,
	'permutations/no-player': true,
	'permutations/colour-missing': true,
	'permutations/colour-shared': true,
	'permutations/game-over': true,
	'permutations/deck-short': true,
	'permutations/deck-missing': true,
	'permutations/deck-conflict': true,
	'permutations/deck-not-a-card': true,
	'permutations/deck-colour-count': true,
	'permutations/deck-list-unreadable': true,
	'permutations/deck-list-number': true,
	'permutations/deck-list-twice': true,
	'permutations/colour-is': true,
	'permutations/colour-unseen': true,
	'permutations/colour-full': true,
	'permutations/pool-on-table': true,
	'permutations/pool-size': true,
	'permutations/pool-card-number': true,
	'permutations/pool-twice': true,
	'permutations/pool-placed': true,
	'permutations/pool-aside': true,
	'permutations/pool-opening-extra': true,
	'permutations/pool-last-bids-extra': true,
	'permutations/bid-before-pool': true,
	'permutations/bid-again': true,
	'permutations/bid-number': true,
	'permutations/bid-placed': true,
	'permutations/bid-aside': true,
	'permutations/bid-no-colour': true,
	'permutations/bid-missing': true,
	'permutations/no-take': true,
	'permutations/take-waiting': true,
	'permutations/take-again': true,
	'permutations/take-turn': true,
	'permutations/take-not-in-pool': true,
	'permutations/take-taken': true,
	'permutations/counts-missing': true,
	'permutations/count-not-whole': true,
	'permutations/count-aside': true,
	'permutations/counts-total': true,
	'permutations/colour-over': true,
	'permutations/last-bids': true,
	'permutations/round-by-auctions': true
};
export const PERMUTATIONS_CODES = Object.keys(CODES) as PermutationsSaid['code'][];

/** True when `said` is something the Permutations referee says. */
export function isPermutationsSaid(said: { code: string }): said is PermutationsSaid {
	return Object.hasOwn(CODES, said.code);
}
