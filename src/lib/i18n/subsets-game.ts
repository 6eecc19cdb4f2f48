/**
 * The Subsets table in words: the referee's refusals (games/subsets/said.ts), what the table must
 * do now, each pile's verdict against the drawn card, flips, wrong calls and the result. The
 * checker's own sentences come from ./subsets.ts; a checker answer without one (kept from an
 * older version) falls back to its English.
 */
import { listOf } from '../core/words';
import { isSubsetWhy, type SubsetWhy } from '../core/subsets-checker/said';
import type { CheckerSaid, SubsetsSaid } from '../games/subsets/said';
import {
	pileNumberInEvent,
	pilesOf,
	type StealOption,
	type SubsetsState
} from '../games/subsets/state';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { faultText, saySubsetWhy } from './subsets';
import { type InLanguage } from './values';

/** The checker's reason carried by a refusal or a pile: its sentence (a fault's too), its fault's kind, or its English. */
export function checkerWords(why: CheckerSaid, o: InLanguage = {}): string {
	if (isSubsetWhy(why.said)) return saySubsetWhy(why.said, o);
	// A fault's own English says more than its kind; other languages get the kind in their words.
	if ((o.locale ?? getLocale()) === 'en' || why.fault === undefined) return why.reason;
	return faultText(why.fault, o) ?? why.reason;
}

/** A refusal of the Subsets referee in words. */
export function saySubsetsGame(said: SubsetsSaid, o: InLanguage = {}): string {
	switch (said.code) {
		case 'subsets/not-now-setup':
			return said.tried === 'draw'
				? m.sub_refuse_not_now_setup_draw({}, o)
				: said.tried === 'steal'
					? m.sub_refuse_not_now_setup_steal({}, o)
					: m.sub_refuse_not_now_setup_new_pile({}, o);
		case 'subsets/not-now-error':
			return m.sub_refuse_not_now_error({}, o);
		case 'subsets/not-now-draw':
			return m.sub_refuse_not_now_draw(said, o);
		case 'subsets/not-now-move':
			return m.sub_refuse_not_now_move(said, o);
		case 'subsets/not-now-flip':
			return m.sub_refuse_not_now_flip(said, o);
		case 'subsets/not-now-over':
			return m.sub_refuse_not_now_over({}, o);
		case 'subsets/wrong-player':
			return said.named === null
				? m.sub_refuse_wrong_player_unknown({ name: said.name }, o)
				: m.sub_refuse_wrong_player({ name: said.name, named: said.named }, o);
		case 'subsets/no-such-pile':
			return m.sub_refuse_no_such_pile({}, o);
		case 'subsets/face-down-safe':
			return m.sub_refuse_face_down_safe({}, o);
		case 'subsets/pile-not-there':
			return m.sub_refuse_pile_not_there({}, o);
		case 'subsets/not-a-subset':
			return m.sub_refuse_not_a_subset(
				{ top: said.top, card: said.card, because: m.sub_refuse_witness(said, o) },
				o
			);
		case 'subsets/not-a-subset-because':
			return m.sub_refuse_not_a_subset(
				{ top: said.top, card: said.card, because: checkerWords(said.why, o) },
				o
			);
		case 'subsets/ask-table':
			return m.sub_refuse_ask_table(said, o);
		case 'subsets/compulsory':
			return m.sub_refuse_compulsory(said, o);
		case 'subsets/no-flip-needed':
			return m.sub_refuse_no_flip_needed({}, o);
		case 'subsets/choose-largest':
			return m.sub_refuse_choose_largest({}, o);
		case 'subsets/type-card-first':
			return m.sub_refuse_type_card_first({}, o);
		case 'subsets/table-must-say':
			return m.sub_refuse_table_must_say({ why: checkerWords(said.why, o) }, o);
		case 'subsets/referee-found-error':
			return m.sub_refuse_referee_found_error({ why: checkerWords(said.why, o) }, o);
		case 'subsets/not-an-error':
			return m.sub_refuse_not_an_error({}, o);
		case 'subsets/all-dealt':
			return m.sub_refuse_all_dealt({}, o);
		case 'subsets/deal-order':
			return m.sub_refuse_deal_order(said, o);
		case 'subsets/already-over':
			return m.sub_refuse_already_over({}, o);
		case 'subsets/deck-between-turns':
			return m.sub_refuse_deck_between_turns({}, o);
		case 'subsets/caller-not-seated':
			return m.sub_refuse_caller_not_seated({}, o);
		case 'subsets/own-card':
			return m.sub_refuse_own_card({}, o);
		case 'subsets/nothing-to-call':
			return m.sub_refuse_nothing_to_call({}, o);
		case 'subsets/player-count':
			return m.sub_refuse_player_count(said, o);
		case 'subsets/same-id':
			return m.sub_refuse_same_id({}, o);
	}
}

/** What the table must do next, as a sentence. */
export function promptWords(state: SubsetsState, o: InLanguage = {}): string {
	const phase = state.phase;
	const name = (seat: number) => state.players[seat].name;
	switch (phase.kind) {
		case 'setup':
			return m.sub_game_prompt_setup({ name: name(phase.seat) }, o);
		case 'error':
			return m.subsets_game_who_called_first({}, o);
		case 'draw':
			return m.sub_game_prompt_draw({ name: name(state.turn) }, o);
		case 'move':
			return phase.options.some((x) => x.steal !== 'no')
				? m.sub_game_prompt_move({ name: name(phase.seat) }, o)
				: m.sub_game_prompt_move_none({ name: name(phase.seat) }, o);
		case 'flip':
			return m.sub_game_prompt_flip({ name: name(phase.seat) }, o);
		case 'over':
			return m.sub_game_prompt_over({}, o);
	}
}

/** Why an error card is one: the table's ruling, the checker's fault, its kind, or its English. */
export function errorCardWords(
	phase: { reason: string; fault?: string; said?: SubsetWhy; tableRuled?: true },
	o: InLanguage = {}
): string {
	if (phase.tableRuled) return m.sub_game_table_ruled_error({}, o);
	return checkerWords(phase, o);
}

/** Why a pile can or cannot be stolen, in words. */
export function verdictWords(option: StealOption, drawn: string, o: InLanguage = {}): string {
	if (option.steal === 'no' && option.witness !== undefined)
		return m.sub_game_not_subset(
			{ why: m.sub_refuse_witness({ witness: option.witness, top: option.top, card: drawn }, o) },
			o
		);
	const why = checkerWords(option, o);
	if (option.steal === 'proven') return m.sub_game_can_steal({ why }, o);
	if (option.steal === 'no') return m.sub_game_not_subset({ why }, o);
	return m.sub_game_cannot_decide({ why }, o);
}

/** The short tag on a pile: can be stolen, ask the table, not a subset. */
export function tagWords(option: StealOption, o: InLanguage = {}): string {
	if (option.steal === 'proven') return m.sub_game_tag_proven({}, o);
	if (option.steal === 'ask-table') return m.sub_game_tag_ask({}, o);
	return m.sub_game_tag_no({}, o);
}

const cards = (count: number, o: InLanguage) => m.sub_game_cards({ count }, o);

/** A pile's label: whose it is, its number and its size. */
export function pileLabelWords(state: SubsetsState, pileId: string, o: InLanguage = {}): string {
	const pile = state.piles.find((p) => p.id === pileId);
	if (!pile) return m.sub_game_pile({ number: pileNumberInEvent(pileId) }, o);
	return m.sub_game_pile_label(
		{
			name: state.players[pile.owner].name,
			number: pile.number,
			cards: cards(pile.cards.length, o)
		},
		o
	);
}

/** When the last settled draw turned a pile face down by itself, says so; otherwise null. */
export function flipWords(state: SubsetsState, o: InLanguage = {}): string | null {
	const last = state.drawn[state.drawn.length - 1];
	if (!last?.flipped || !last.counts) return null;
	const name = state.players[last.seat].name;
	const pile = state.piles.find((p) => p.id === last.flipped!.pile);
	const size = pile ? ` (${cards(pile.cards.length, o)})` : '';
	// A face-down pile can be emptied later (a wrong-call penalty): its number is then the event's.
	const number = pile ? pile.number : pileNumberInEvent(last.flipped.pile);
	return (last.flipped.chosen ? m.sub_game_flipped_chosen : m.sub_game_flipped_largest)(
		{ name, number, size },
		o
	);
}

/** How many face-up and face-down piles a player has, and the cards apart from piles. */
export function pileSummaryWords(state: SubsetsState, seat: number, o: InLanguage = {}): string {
	const piles = pilesOf(state, seat);
	const up = piles.filter((p) => p.faceUp).length;
	const down = piles.length - up;
	const player = state.players[seat];
	const parts = [m.sub_game_face_up_piles({ count: up }, o)];
	if (down) parts.push(m.sub_game_face_down_piles({ count: down }, o));
	const loose: string[] = [];
	if (player.captured.length) loose.push(m.sub_game_captured({ count: player.captured.length }, o));
	if (player.received.length) loose.push(m.sub_game_received({ count: player.received.length }, o));
	return parts.join(', ') + (loose.length ? `; ${loose.join(', ')}` : '');
}

/** One sentence for each wrong "Error!" call on the card in play, saying what it cost. */
export function wrongCallWords(state: SubsetsState, o: InLanguage = {}): string[] {
	if (state.phase.kind !== 'move') return [];
	const drawer = state.players[state.phase.seat].name;
	const calls = state.drawn[state.drawn.length - 1]?.wrongCalls ?? [];
	return calls.map(({ caller, gave }) => {
		const name = state.players[caller].name;
		const wrong = m.sub_game_wrong_call({ name }, o);
		if (gave !== null) return `${wrong} ${m.sub_game_wrong_call_gave({ name, drawer }, o)}`;
		return state.houseRules.wrongCallPenalty
			? `${wrong} ${m.sub_game_wrong_call_none_to_give({ name }, o)}`
			: `${wrong} ${m.sub_game_wrong_call_free({}, o)}`;
	});
}

/** "Ana wins with 9 cards." or "Ana and Bo share the win with 7 cards." */
export function winnersWords(names: string[], count: number, o: InLanguage = {}): string {
	return m.sub_game_winners(
		{
			names: listOf(names, o.locale ?? getLocale()),
			count: names.length,
			cards: cards(count, o)
		},
		o
	);
}
