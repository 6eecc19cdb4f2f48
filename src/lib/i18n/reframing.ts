/**
 * The Reframing referee's refusals and reasons (games/reframing/said.ts) in words. The counts in
 * them are the game's own ("there are four 3s"): each language says a count of cards its own way
 * (`reframing_there_are`), lists go through Intl.ListFormat (core/words.ts).
 */
import { listOf } from '../core/words';
import { ROUND_NAMES } from '../games/reframing/game';
import { type CardList, type ReframingSaid, type ReframingWhy } from '../games/reframing/said';
import { m } from '../paraglide/messages';
import { getLocale } from '../paraglide/runtime';
import { elided } from './elision';
import { type InLanguage, sayValue } from './values';

function listName(list: CardList, o: InLanguage): string {
	if (list === 'plays') return m.reframing_list_plays({}, o);
	if (list === 'recover') return m.reframing_list_recover({}, o);
	return m.reframing_list_boost({}, o);
}

const amount = (n: number, o: InLanguage) => m.reframing_amount({ n }, o);
const thereAre = (count: number, card: number, o: InLanguage) =>
	m.reframing_there_are({ count, card, amount: amount(count, o) }, o);
const copiesOf = (count: number, card: number, o: InLanguage) =>
	m.reframing_copies({ count, card, amount: amount(count, o) }, o);
const onFrame = (frame: number, o: InLanguage) => m.reframing_on_frame({ frame }, o);

/** A refusal or a card's reason, in words. */
export function sayReframing(said: ReframingSaid, o: InLanguage = {}): string {
	switch (said.code) {
		case 'reframing/no-player':
			return m.reframing_no_player({ value: sayValue(said.value, o) }, o);
		case 'reframing/bad-seed':
			return m.reframing_bad_seed({}, o);
		case 'reframing/player-count':
			return m.reframing_player_count(said, o);
		case 'reframing/same-id':
			return m.reframing_same_id({}, o);
		case 'reframing/threshold-mode':
			return m.reframing_threshold_mode({ value: sayValue(said.value, o) }, o);
		case 'reframing/match-over':
			return m.reframing_match_over({}, o);
		case 'reframing/no-guess-yet':
			return m.reframing_no_guess_yet(said, o);
		case 'reframing/names-not-yet':
			return m.reframing_names_not_yet({}, o);
		case 'reframing/names-frame-key':
			return m.reframing_names_frame_key(said, o);
		case 'reframing/names-frame-missing':
			return m.reframing_names_frame_missing(said, o);
		case 'reframing/names-unknown-receiver':
			return m.reframing_names_unknown_receiver(said, o);
		case 'reframing/names-unknown-named':
			return m.reframing_names_unknown_named({ ...said, value: sayValue(said.value, o) }, o);
		case 'reframing/names-own':
			return m.reframing_names_own(said, o);
		case 'reframing/names-twice':
			return m.reframing_names_twice(said, o);
		case 'reframing/names-none':
			return m.reframing_names_none(said, o);
		case 'reframing/names-repeat':
			return m.reframing_names_repeat(said, o);
		case 'reframing/names-wrong-round':
			return m.reframing_names_wrong_round(said, o);
		case 'reframing/names-done':
			return m.reframing_names_done({}, o);
		case 'reframing/not-a-card':
			return m.reframing_not_a_card(
				{ ...said, value: sayValue(said.value, o), list: listName(said.list, o) },
				o
			);
		case 'reframing/card-not-yet':
			return m.reframing_card_not_yet(said, o);
		case 'reframing/card-twice':
			return m.reframing_card_twice({ ...said, list: listName(said.list, o) }, o);
		case 'reframing/take-back-wrong-round':
			return m.reframing_take_back_wrong_round(said, o);
		case 'reframing/take-back-in-hand':
			return m.reframing_take_back_in_hand(said, o);
		case 'reframing/boost-wrong-round':
			return m.reframing_boost_wrong_round(said, o);
		case 'reframing/boost-played':
			return m.reframing_boost_played(said, o);
		case 'reframing/boost-in-hand':
			return m.reframing_boost_in_hand(said, o);
		case 'reframing/boost-top':
			return m.reframing_boost_top(said, o);
		case 'reframing/boost-two':
			return m.reframing_boost_two(said, o);
		case 'reframing/guess-wrong-round':
			return m.reframing_guess_wrong_round(said, o);
		case 'reframing/guess-too-large':
			return m.reframing_guess_too_large(said, o);
		case 'reframing/guess-not-whole':
			return m.reframing_guess_not_whole({ ...said, value: sayValue(said.value, o) }, o);
		case 'reframing/fourth-card':
			return m.reframing_fourth_card(said, o);
		default:
			return sayWhy(said, o);
	}
}

/** Why a card passes or fails on its frame: what follows "3 on frame 2 fails: ". */
export function sayWhy(why: ReframingWhy, o: InLanguage = {}): string {
	switch (why.code) {
		case 'reframing/why-itself':
			return m.reframing_why_itself(why, o);
		case 'reframing/why-copies':
			return m.reframing_why_there(
				{ there: thereAre(why.count, why.card, o), where: onFrame(why.frame, o) },
				o
			);
		case 'reframing/why-copies-under':
			return m.reframing_why_under(
				{
					there: thereAre(why.count, why.card, o),
					where: onFrame(why.frame, o),
					least: amount(why.least, o)
				},
				o
			);
		case 'reframing/why-size':
		case 'reframing/why-different': {
			const args = {
				count: why.count,
				amount: amount(why.count, o)
			};
			const there =
				why.code === 'reframing/why-size'
					? m.reframing_there_are_cards(args, o)
					: m.reframing_there_are_different(args, o);
			const parts = { there, where: onFrame(why.frame, o), threshold: why.threshold };
			return why.pass
				? m.reframing_why_at_least(parts, o)
				: m.reframing_why_under({ there, where: parts.where, least: why.threshold }, o);
		}
		case 'reframing/why-odd-even':
			return m.reframing_why_odd_even(
				{
					frame: why.frame,
					odd: amount(why.odd, o),
					even: why.even,
					evenAmount: amount(why.even, o)
				},
				o
			);
		case 'reframing/why-all-numbers':
			return m.reframing_why_all_numbers(why, o);
		case 'reframing/why-missing-numbers':
			return m.reframing_why_missing_numbers(
				{ frame: why.frame, missing: listOf(why.missing, o.locale ?? getLocale()) },
				o
			);
		case 'reframing/why-eights': {
			const parts = {
				there: thereAre(why.count, 8, o),
				where:
					why.from === why.to
						? onFrame(why.from, o)
						: m.reframing_on_frames({ from: why.from, to: why.to }, o),
				threshold: amount(why.most, o)
			};
			return why.pass ? m.reframing_why_at_most(parts, o) : m.reframing_why_more_than(parts, o);
		}
		case 'reframing/why-none-frequent':
			return m.reframing_why_none_frequent({ ...why, copies: amount(why.copies, o) }, o);
		case 'reframing/why-owner-has-all':
			return m.reframing_why_owner_has_all({ ...why, copies: amount(why.copies, o) }, o);
		case 'reframing/why-owner-lacks':
			return m.reframing_why_owner_lacks(
				{
					there: thereAre(why.count, why.card, o),
					where: onFrame(why.frame, o),
					owner: why.owner,
					card: why.card
				},
				o
			);
		case 'reframing/why-biggest':
			return why.next === 0
				? m.reframing_why_biggest_alone(
						{ frame: why.frame, size: why.size, sizeAmount: amount(why.size, o) },
						o
					)
				: m.reframing_why_biggest(
						{
							frame: why.frame,
							size: why.size,
							sizeAmount: amount(why.size, o),
							nextAmount: amount(why.next, o)
						},
						o
					);
		case 'reframing/why-not-biggest':
			return m.reframing_why_not_biggest(
				{
					frame: why.frame,
					size: why.size,
					sizeAmount: amount(why.size, o),
					other: why.other,
					otherAmount: amount(why.otherSize, o)
				},
				o
			);
		case 'reframing/why-twelves':
			return m.reframing_why_twelves(
				{
					frame: why.frame,
					twelves: copiesOf(why.twelves, 12, o),
					ones: copiesOf(why.ones, 1, o),
					twos: copiesOf(why.twos, 2, o)
				},
				o
			);
		case 'reframing/why-four-fails':
			return m.reframing_why_four_fails(why, o);
		case 'reframing/why-four-passes':
			return why.others === 0
				? m.reframing_why_four_passes(why, o)
				: m.reframing_why_four_passes_more({ ...why, othersAmount: amount(why.others, o) }, o);
	}
}

/** One card's verdict on its frame: "3 on frame 2 fails: there are four 3s on frame 2". */
export function sayCardResult(
	result: { card: number; pass: boolean; why: ReframingWhy },
	frame: number,
	o: InLanguage = {}
): string {
	const parts = { card: result.card, frame, why: sayWhy(result.why, o) };
	const said = result.pass ? m.reframing_card_passes(parts, o) : m.reframing_card_fails(parts, o);
	return elided(said, o.locale);
}

const ROUND_HELP = [
	m.reframing_round_help_1,
	m.reframing_round_help_2,
	m.reframing_round_help_3,
	m.reframing_round_help_4,
	m.reframing_round_help_5,
	m.reframing_round_help_6,
	m.reframing_round_help_7,
	m.reframing_round_help_8
];

/** "Round 3: Power of Prediction": the round's printed name is the game's own, in every language. */
export function roundTitle(round: number, o: InLanguage = {}): string {
	return m.reframing_round_title({ round, name: ROUND_NAMES[round - 1] ?? '' }, o);
}

/** What is special about a round, in one sentence. */
export function roundHelp(round: number, o: InLanguage = {}): string {
	return ROUND_HELP[round - 1]?.({}, o) ?? '';
}
