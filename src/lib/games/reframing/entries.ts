/**
 * Checking one seat's entries for a round (recoveries, plays, boosts, a guess) and keeping them
 * until the round is closed.
 */
import { type RuleViolation, describeValue, isViolation, refusal } from '../../core/engine';
import { type CardList, type ReframingRefusal } from './said';
import { RULE } from './rules';
import {
	FRAMES,
	HIGHEST_CARD,
	MAX_PLAYS,
	type PlayerInput,
	type ReframingState,
	joinRound
} from './state';

export function seatOf(state: ReframingState, id: string): number {
	return state.players.findIndex((p) => p.id === id);
}

function isCard(value: number): boolean {
	return Number.isInteger(value) && value >= 1 && value <= HIGHEST_CARD;
}

function joinRule(card: number): string {
	const round = joinRound(card);
	return round === 2 ? RULE.round2 : round === 4 ? RULE.round4 : RULE.round5;
}

/** Checks a list of cards: each a card of the deck this round, none twice. */
function checkCardList(
	value: readonly number[],
	list: CardList,
	round: number,
	name: string,
	id: string,
	rule: string
): number[] | RuleViolation {
	const seen: number[] = [];
	for (const card of value) {
		if (!isCard(card)) {
			return refusal(
				{
					code: 'reframing/not-a-card',
					name,
					value: describeValue(card),
					list,
					highest: HIGHEST_CARD
				} satisfies ReframingRefusal,
				RULE.deck,
				id
			);
		}
		if (joinRound(card) > round) {
			return refusal(
				{
					code: 'reframing/card-not-yet',
					name,
					card,
					round,
					joins: joinRound(card)
				} satisfies ReframingRefusal,
				joinRule(card),
				id
			);
		}
		if (seen.includes(card)) {
			return refusal(
				{ code: 'reframing/card-twice', name, card, list } satisfies ReframingRefusal,
				rule,
				id
			);
		}
		seen.push(card);
	}
	return seen;
}

/** Round 6: takes the named cards back into hand, or says why one cannot be taken back. */
function takeBack(
	positions: number[],
	cards: readonly number[],
	round: number,
	name: string,
	id: string
): RuleViolation | null {
	if (round !== 6) {
		return refusal(
			{ code: 'reframing/take-back-wrong-round', name, round } satisfies ReframingRefusal,
			RULE.round6,
			id
		);
	}
	const recover = checkCardList(cards, 'recover', round, name, id, RULE.round6);
	if (isViolation(recover)) return recover;
	for (const card of recover) {
		if (positions[card - 1] === 0) {
			return refusal(
				{ code: 'reframing/take-back-in-hand', name, card } satisfies ReframingRefusal,
				RULE.round6,
				id
			);
		}
		positions[card - 1] = 0;
	}
	return null;
}

/** Round 8: moves each boosted card up one frame, all at once, or says why one cannot move. */
function applyBoosts(
	positions: number[],
	cards: readonly number[],
	plays: readonly number[],
	round: number,
	name: string,
	id: string
): RuleViolation | null {
	if (round !== 8) {
		return refusal(
			{ code: 'reframing/boost-wrong-round', name, round } satisfies ReframingRefusal,
			RULE.round8,
			id
		);
	}
	const boosted = checkCardList(cards, 'boost', round, name, id, RULE.round8);
	if (isViolation(boosted)) return boosted;
	const sources = new Map<number, number>();
	for (const card of boosted) {
		const from = positions[card - 1];
		if (plays.includes(card)) {
			return refusal(
				{ code: 'reframing/boost-played', name, card } satisfies ReframingRefusal,
				RULE.ruling('10c'),
				id
			);
		}
		if (from === 0) {
			return refusal(
				{ code: 'reframing/boost-in-hand', name, card } satisfies ReframingRefusal,
				RULE.round8,
				id
			);
		}
		if (from >= FRAMES) {
			return refusal(
				{ code: 'reframing/boost-top', name, card, frame: FRAMES } satisfies ReframingRefusal,
				RULE.boostTopFrame,
				id
			);
		}
		const earlier = sources.get(from);
		if (earlier !== undefined) {
			return refusal(
				{
					code: 'reframing/boost-two',
					name,
					frame: from,
					first: earlier,
					second: card
				} satisfies ReframingRefusal,
				RULE.boostOnePerFrame,
				id
			);
		}
		sources.set(from, card);
	}
	// All boosts move at once, each from where it lay after the plays.
	for (const [from, card] of sources) positions[card - 1] = from + 1;
	return null;
}

/** Round 3: a guess is a whole number of at least 1, made in round 3 only. */
function checkGuess(
	prediction: number,
	round: number,
	name: string,
	id: string
): RuleViolation | null {
	if (round !== 3) {
		return refusal(
			{ code: 'reframing/guess-wrong-round', name, round } satisfies ReframingRefusal,
			RULE.round3,
			id
		);
	}
	if (!Number.isSafeInteger(prediction) || prediction < 1) {
		const tooLarge = prediction > Number.MAX_SAFE_INTEGER && Number.isFinite(prediction);
		return refusal(
			tooLarge
				? ({ code: 'reframing/guess-too-large', name } satisfies ReframingRefusal)
				: ({
						code: 'reframing/guess-not-whole',
						name,
						value: describeValue(prediction)
					} satisfies ReframingRefusal),
			RULE.round3,
			id
		);
	}
	return null;
}

/**
 * Applies one seat's entries to that seat's card positions: recoveries, then plays, then boosts.
 * Returns the new positions and how many played cards came from frames 1 and 2, or a violation.
 */
export function applyInput(
	state: ReframingState,
	seat: number,
	input: PlayerInput
): { positions: number[]; fromEarlierFrames: number } | RuleViolation {
	const { round } = state;
	const { id, name } = state.players[seat];
	const positions = [...state.positions[seat]];

	if (input.recover !== undefined) {
		const refused = takeBack(positions, input.recover, round, name, id);
		if (refused) return refused;
	}

	const plays = checkCardList(input.plays, 'plays', round, name, id, RULE.plays);
	if (isViolation(plays)) return plays;
	if (plays.length > MAX_PLAYS) {
		return refusal(
			{ code: 'reframing/fourth-card', name, card: plays[MAX_PLAYS] } satisfies ReframingRefusal,
			RULE.plays,
			id
		);
	}
	let fromEarlierFrames = 0;
	for (const card of plays) {
		const from = positions[card - 1];
		if (from === 1 || from === 2) fromEarlierFrames++;
		positions[card - 1] = round;
	}

	if (input.boost !== undefined) {
		const refused = applyBoosts(positions, input.boost, plays, round, name, id);
		if (refused) return refused;
	}

	if (input.prediction !== undefined) {
		const refused = checkGuess(input.prediction, round, name, id);
		if (refused) return refused;
	}

	return { positions, fromEarlierFrames };
}

export function submit(
	state: ReframingState,
	seat: number,
	input: PlayerInput
): ReframingState | RuleViolation {
	const checked = applyInput(state, seat, input);
	if ('kind' in checked) return checked;
	const entry: PlayerInput = { plays: [...input.plays] };
	if (input.prediction !== undefined) entry.prediction = input.prediction;
	if (input.recover !== undefined) entry.recover = [...input.recover];
	if (input.boost !== undefined) entry.boost = [...input.boost];
	const pending = [...state.pending];
	pending[seat] = entry;
	return { ...state, pending };
}
