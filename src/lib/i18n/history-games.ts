/**
 * History lines of Permutations, Transform and Subsets in the reader's language, worded from the
 * entry's data. In English each reads exactly as its game's own `describeEvent` (the referee CLI
 * and the tests read that one). Bids and b-lists stay secret here too.
 */
import type { GameEvent, SessionPlayer } from '../core/engine';
import { isColour } from '../games/permutations/state';
import { criterionName } from './transform';
import { colourName, countsWords } from './permutations';
import { pileNumberInEvent, shortCard } from '../games/subsets/state';
import { isCriterion } from '../games/transform/clists';
import { m } from '../paraglide/messages';
import { type InLanguage } from './values';

type Named = (id: unknown) => string;

/** A card as entered: its number, then its colour's name where the entry gives one. */
function cardWords(card: { n?: unknown; colour?: unknown }, o: InLanguage): string {
	return isColour(card.colour) ? `${String(card.n)} ${colourName(card.colour, o)}` : String(card.n);
}

/** "Ana red, Bo 13 blue": one value per player, in seat order, for those the entry names. */
function perPlayer(
	players: readonly SessionPlayer[],
	byId: Record<string, unknown>,
	word: (value: unknown, name: string) => string,
	separator = ', '
): string {
	return players
		.filter((p) => byId[p.id] !== undefined)
		.map((p) => word(byId[p.id], p.name))
		.join(separator);
}

const byKey = (value: unknown): Record<string, unknown> =>
	typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Permutations' line, or undefined for an entry it has no words for. */
export function permutationsLine(
	e: GameEvent,
	players: readonly SessionPlayer[],
	name: Named,
	o: InLanguage
): string | undefined {
	switch (e.type) {
		case 'colours': {
			const colours = byKey(e.colours);
			// Every seat, as the game's own line shows it (a seat without a colour is left as it is).
			const list = players
				.map((p) => {
					const c = colours[p.id];
					return `${p.name} ${isColour(c) ? colourName(c, o) : String(c)}`;
				})
				.join(', ');
			return m.hi_perm_colours({ list }, o);
		}
		case 'deck':
			return m.hi_perm_deck({}, o);
		case 'pool': {
			const cards = Array.isArray(e.cards) ? e.cards : [];
			return m.hi_perm_pool({ cards: cards.map((c) => cardWords(c, o)).join(', ') }, o);
		}
		case 'bid':
			return m.hi_perm_bid({ name: name(e.player) }, o);
		case 'bids': {
			const list = perPlayer(players, byKey(e.bids), (bid, who) =>
				typeof bid === 'number' ? `${who} ${bid}` : `${who} ${cardWords(byKey(bid), o)}`
			);
			return m.hi_perm_bids({ list }, o);
		}
		case 'take':
			return m.hi_perm_took({ name: name(e.player), n: String(e.n) }, o);
		case 'auction': {
			const takes = byKey(e.takes);
			const list = players
				.map((p) => m.hi_perm_took({ name: p.name, n: String(takes[p.id]) }, o))
				.join(', ');
			return m.hi_perm_auction({ list }, o);
		}
		case 'round': {
			const counts = byKey(e.counts);
			const list = players
				.map((p) => `${p.name} ${countsWords(byKey(counts[p.id]), o)}`)
				.join('; ');
			return m.hi_perm_round({ list }, o);
		}
	}
	return undefined;
}

/** Transform's line, or undefined for an entry it has no words for. */
export function transformLine(
	e: GameEvent,
	players: readonly SessionPlayer[],
	o: InLanguage
): string | undefined {
	const who = players.find((p) => p.id === e.player)?.name ?? m.hi_someone({}, o);
	switch (e.type) {
		case 'criterion':
			return m.hi_tr_criterion(
				{ test: isCriterion(e.criterion) ? criterionName(e.criterion, o) : String(e.criterion) },
				o
			);
		case 'term':
			// The term as the player typed it: digits are digits in every language.
			return m.hi_tr_term({ name: who, value: String(e.value) }, o);
		case 'b-list':
			return m.hi_tr_blist({ name: who }, o);
		case 'order':
			return m.hi_tr_order({ name: who }, o);
		case 'next-round':
			return m.hi_tr_next({}, o);
	}
	return undefined;
}

/** Subsets' line, or undefined for an entry it has no words for. The card is shown as typed. */
export function subsetsLine(
	e: GameEvent,
	players: readonly SessionPlayer[],
	o: InLanguage
): string | undefined {
	const name = (id: unknown) => players.find((p) => p.id === id)?.name ?? m.hi_someone({}, o);
	const card = typeof e.card === 'string' ? shortCard(e.card) : '';
	const table =
		e.tableSays === 'valid'
			? m.hi_sub_table_valid({}, o)
			: e.tableSays === 'error'
				? m.hi_sub_table_error({}, o)
				: '';
	const withTable = (line: string) => (table ? `${line} ${table}` : line);
	switch (e.type) {
		case 'starting-card':
			return withTable(m.hi_sub_dealt({ name: name(e.player), card }, o));
		case 'draw':
			return withTable(
				e.player
					? m.hi_sub_drew({ name: name(e.player), card }, o)
					: m.hi_sub_drew_someone({ card }, o)
			);
		case 'error-call':
			return m.hi_sub_error_call({ name: name(e.caller) }, o);
		case 'steal': {
			const line = m.hi_sub_stole({ pile: pileNumberInEvent(e.pile) }, o);
			return e.tableAgreed ? `${line} ${m.hi_sub_table_agreed({}, o)}` : line;
		}
		case 'new-pile':
			return m.hi_sub_new_pile({}, o);
		case 'flip':
			return m.hi_sub_flip({ pile: pileNumberInEvent(e.pile) }, o);
		case 'deck-exhausted':
			return m.hi_sub_deck_out({}, o);
	}
	return undefined;
}
