/**
 * The Permutations referee's refusals (games/permutations/said.ts) and the game's card words in
 * the reader's language. A colour is said four ways, as each language needs it in its sentence:
 * the colour's name ("Rot", "le vert"), a card that is it ("verte"), one card of it ("eine rote
 * Karte") and cards of it ("vertes"); every message that names a colour is given all four.
 */
import { elided } from './elision';
import { type Colour, COLOURS } from '../games/permutations/colours';
import { type PermutationsSaid, type SaidCounts, type SaidPlace } from '../games/permutations/said';
import { listOf } from '../core/words';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { type InLanguage, sayValue } from './values';

const NAMES: Record<Colour, (i: object, o: InLanguage) => string> = {
	red: m.perm_colour_red,
	yellow: m.perm_colour_yellow,
	green: m.perm_colour_green,
	blue: m.perm_colour_blue
};
const IS: Record<Colour, (i: object, o: InLanguage) => string> = {
	red: m.perm_is_red,
	yellow: m.perm_is_yellow,
	green: m.perm_is_green,
	blue: m.perm_is_blue
};
const ONE: Record<Colour, (i: object, o: InLanguage) => string> = {
	red: m.perm_one_red,
	yellow: m.perm_one_yellow,
	green: m.perm_one_green,
	blue: m.perm_one_blue
};
const MANY: Record<Colour, (i: object, o: InLanguage) => string> = {
	red: m.perm_many_red,
	yellow: m.perm_many_yellow,
	green: m.perm_many_green,
	blue: m.perm_many_blue
};

/** A colour's name: "red", "Rot", "rouge", "rojo" (for lists, choices and "starts with"). */
export const colourName = (c: Colour, o: InLanguage = {}): string => NAMES[c]({}, o);

/** A card of that colour, said of it: "Karte 5 ist rot", "la carte 5 est verte". */
export const colourOfCard = (c: Colour, o: InLanguage = {}): string => IS[c]({}, o);

/** The four ways to say colour `c`, named `key`, `keyIs`, `keyOne` and `keyMany`. */
export function colourForms<K extends string>(
	key: K,
	c: Colour,
	o: InLanguage = {}
): Record<K | `${K}Is` | `${K}One` | `${K}Many`, string> {
	return {
		[key]: NAMES[c]({}, o),
		[`${key}Is`]: IS[c]({}, o),
		[`${key}One`]: ONE[c]({}, o),
		[`${key}Many`]: MANY[c]({}, o)
	} as Record<K | `${K}Is` | `${K}One` | `${K}Many`, string>;
}

const locale = (o: InLanguage) => o.locale ?? getLocale();

/** "of Ana" / "von Ana" / "d’Ana" / "de Ana": whose something is, after the thing. */
export function ofName(name: string, o: InLanguage = {}): string {
	const text = m.perm_of({ name }, o);
	return elided(text, locale(o));
}

/** "Ana's" / "von Ana" / "d’Ana" / "de Ana": whose something is, where the language puts it. */
export function whose(name: string, o: InLanguage = {}): string {
	const text = m.perm_whose({ name }, o);
	return elided(text, locale(o));
}

/** A player's name with both ways its messages can use it: `name` and `whose`. */
export const named = (name: string, o: InLanguage = {}) => ({ name, whose: whose(name, o) });

/** Colour counts in words, in colour order: "3 red, 1 blue", "3 rouges, 1 bleue"; `none` if empty. */
export function countsWords(
	counts: SaidCounts | undefined,
	o: InLanguage = {},
	none = m.perm_nothing({}, o)
): string {
	const parts = COLOURS.filter((c) => (counts?.[c] ?? 0) > 0).map((c) =>
		m.perm_counted({ count: counts![c]!, one: ONE[c]({}, o), many: MANY[c]({}, o) }, o)
	);
	return parts.length ? parts.join(', ') : none;
}

function placeWords(where: SaidPlace, o: InLanguage): string {
	switch (where.at) {
		case 'aside':
			return m.perm_place_aside(colourForms('colour', where.colour, o), o);
		case 'pool':
			return m.perm_place_pool({}, o);
		case 'bid':
			return m.perm_place_bid(named(where.name, o), o);
		case 'hand':
			return m.perm_place_hand(named(where.name, o), o);
		case 'drafted':
			return m.perm_place_drafted({ name: where.name }, o);
	}
}

/** A refusal of the Permutations referee, in words. */
export function sayPermutations(said: PermutationsSaid, o: InLanguage = {}): string {
	switch (said.code) {
		case 'permutations/player-count':
			return m.perm_player_count(said, o);
		case 'permutations/same-id':
			return m.perm_same_id({}, o);
		case 'permutations/ties-mode':
			return m.perm_ties_mode({ value: sayValue(said.value, o) }, o);
		case 'permutations/set-aside-colour':
			return m.perm_set_aside_colour({ value: sayValue(said.value, o) }, o);
		case 'permutations/same-start':
			return m.perm_same_start(colourForms('colour', said.colour, o), o);
		case 'permutations/colours-too-late':
			return m.perm_colours_too_late({}, o);
		case 'permutations/no-player':
			return m.perm_no_player({ value: sayValue(said.value, o) }, o);
		case 'permutations/colour-missing':
			return m.perm_colour_missing(said, o);
		case 'permutations/colour-shared':
			return m.perm_colour_shared({ ...said, ...colourForms('colour', said.colour, o) }, o);
		case 'permutations/game-over':
			return m.perm_game_over({}, o);
		case 'permutations/deck-short':
			return m.perm_deck_short({ ...said, ...colourForms('colour', said.colour, o) }, o);
		case 'permutations/deck-missing':
			return m.perm_deck_missing(said, o);
		case 'permutations/deck-conflict':
			return m.perm_deck_conflict(
				{
					card: said.card,
					...colourForms('colour', said.colour, o),
					...colourForms('known', said.known, o)
				},
				o
			);
		case 'permutations/deck-not-a-card':
			return m.perm_deck_not_a_card(said, o);
		case 'permutations/deck-colour-count':
			return m.perm_deck_colour_count({ ...said, ...colourForms('colour', said.colour, o) }, o);
		case 'permutations/deck-list-unreadable':
			return m.perm_deck_list_unreadable(colourForms('colour', said.colour, o), o);
		case 'permutations/deck-list-number':
			return m.perm_deck_list_number(said, o);
		case 'permutations/deck-list-twice':
			return m.perm_deck_list_twice(
				{
					card: said.card,
					...colourForms('first', said.first, o),
					...colourForms('second', said.second, o)
				},
				o
			);
		case 'permutations/colour-is':
			return m.perm_colour_is(
				{
					card: said.card,
					...colourForms('known', said.known, o),
					...colourForms('given', said.given, o)
				},
				o
			);
		case 'permutations/colour-unseen':
			return m.perm_colour_unseen(said, o);
		case 'permutations/colour-full':
			return m.perm_colour_full({ ...said, ...colourForms('colour', said.colour, o) }, o);
		case 'permutations/pool-on-table':
			return m.perm_pool_on_table({}, o);
		case 'permutations/pool-size':
			return m.perm_pool_size(said, o);
		case 'permutations/pool-card-number':
			return m.perm_pool_card_number(said, o);
		case 'permutations/pool-twice':
			return m.perm_pool_twice(said, o);
		case 'permutations/pool-placed':
			return m.perm_pool_placed({ card: said.card, where: placeWords(said.where, o) }, o);
		case 'permutations/pool-aside':
			return m.perm_pool_aside({ ...said, ...colourForms('colour', said.colour, o) }, o);
		case 'permutations/pool-opening-extra':
			return m.perm_pool_opening_extra(
				{
					card: said.card,
					...colourForms('colour', said.colour, o),
					inPlay: listOf(
						said.inPlay.map((c) => colourName(c, o)),
						locale(o)
					)
				},
				o
			);
		case 'permutations/pool-last-bids-extra':
			return m.perm_pool_last_bids_extra(
				{
					card: said.card,
					...colourForms('colour', said.colour, o),
					left: countsWords(said.left, o)
				},
				o
			);
		default:
			return sayPlay(said, o);
	}
}

/** The refusals of bids, takes and rounds: the second half of `sayPermutations`. */
function sayPlay(said: PermutationsSaid, o: InLanguage): string {
	switch (said.code) {
		case 'permutations/bid-before-pool':
			return m.perm_bid_before_pool(said, o);
		case 'permutations/bid-again':
			return m.perm_bid_again(said, o);
		case 'permutations/bid-number':
			return m.perm_bid_number(named(said.name, o), o);
		case 'permutations/bid-placed':
			return m.perm_bid_placed({ ...said, where: placeWords(said.where, o) }, o);
		case 'permutations/bid-aside':
			return m.perm_bid_aside({ ...said, ...colourForms('colour', said.colour, o) }, o);
		case 'permutations/bid-no-colour':
			return m.perm_bid_no_colour({ ...said, ...colourForms('colour', said.colour, o) }, o);
		case 'permutations/bid-missing':
			return m.perm_bid_missing(named(said.name, o), o);
		case 'permutations/no-take':
			return m.perm_no_take(said, o);
		case 'permutations/take-waiting':
			return m.perm_take_waiting(
				{ name: said.name, ofWaiting: ofName(listOf(said.waiting, locale(o)), o) },
				o
			);
		case 'permutations/take-again':
			return m.perm_take_again(said, o);
		case 'permutations/take-turn':
			return m.perm_take_turn(said, o);
		case 'permutations/take-not-in-pool':
			return m.perm_take_not_in_pool({ name: said.name, value: sayValue(said.value, o) }, o);
		case 'permutations/take-taken':
			return m.perm_take_taken(said, o);
		case 'permutations/counts-missing':
			return m.perm_counts_missing(named(said.name, o), o);
		case 'permutations/count-not-whole':
			return m.perm_count_not_whole(
				{ ...named(said.name, o), ...colourForms('colour', said.colour, o) },
				o
			);
		case 'permutations/count-aside':
			return m.perm_count_aside({ name: said.name, ...colourForms('colour', said.colour, o) }, o);
		case 'permutations/counts-total':
			return m.perm_counts_total({ ...named(said.name, o), total: said.total }, o);
		case 'permutations/colour-over':
			return m.perm_colour_over({ count: said.count, ...colourForms('colour', said.colour, o) }, o);
		case 'permutations/last-bids':
			return m.perm_last_bids(
				{
					left: countsWords(said.left, o),
					held: said.held
						.map((h) => m.perm_held({ name: h.name, counts: countsWords(h.counts, o) }, o))
						.join(m.perm_held_separator({}, o))
				},
				o
			);
		case 'permutations/round-by-auctions':
			return m.perm_round_by_auctions({}, o);
		default:
			return said.code;
	}
}
