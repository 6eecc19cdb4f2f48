import { refusalText } from '../../i18n/said';
import { describe, expect, it } from 'vitest';
import { isViolation, type RuleViolation } from '../../core/engine';
import { applyInput, submit } from './entries';
import { RULE } from './rules';
import { setup } from './setup';
import type { ReframingState } from './state';

function inRound(round: number, positions?: number[]): ReframingState {
	const state = setup([
		{ id: 'a', name: 'Ann' },
		{ id: 'b', name: 'Bob' }
	]);
	if (isViolation(state)) throw new Error(state.reason);
	const seat0 = positions ?? state.positions[0];
	return { ...state, round, positions: [seat0, state.positions[1]] };
}

function refused(result: object): RuleViolation {
	if (!isViolation(result as RuleViolation)) throw new Error('expected a refusal');
	// Its reason in the words the English screen shows: the engine gives it as data.
	const refusal = result as RuleViolation;
	return { ...refusal, reason: refusalText(refusal, { locale: 'en' }) };
}

// Ann's 13 cards by number: 1 to 3 on frames 1 to 3, the rest in hand.
const spread = [1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

describe("one seat's entries", () => {
	it('plays cards onto the frame of the round and counts those taken from frames 1 and 2', () => {
		const state = inRound(6, spread);
		const applied = applyInput(state, 0, { plays: [2, 4], recover: [1, 2] });
		if (isViolation(applied)) throw new Error(applied.reason);
		expect(applied.positions.slice(0, 4)).toEqual([0, 6, 3, 6]);
		expect(applied.fromEarlierFrames).toBe(0);
		expect(state.positions[0]).toEqual(spread);
	});

	it('refuses to take back a card in hand', () => {
		expect(refused(applyInput(inRound(6, spread), 0, { plays: [], recover: [4] }))).toMatchObject({
			reason: 'Ann’s 4 is in hand, not on a frame, so it cannot be taken back.',
			rule: RULE.round6,
			player: 'a'
		});
	});

	it('moves boosted cards up one frame at once, and refuses two from one frame', () => {
		const state = inRound(8, [1, 2, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
		const applied = applyInput(state, 0, { plays: [], boost: [1, 2, 3] });
		if (isViolation(applied)) throw new Error(applied.reason);
		expect(applied.positions.slice(0, 4)).toEqual([2, 3, 4, 3]);
		expect(refused(applyInput(state, 0, { plays: [], boost: [3, 4] }))).toMatchObject({
			reason:
				'Ann boosted two cards from frame 3, the 3 and the 4: only one card per frame may be boosted.',
			rule: RULE.boostOnePerFrame
		});
	});

	it('refuses a boost of a card played this round', () => {
		expect(refused(applyInput(inRound(8, spread), 0, { plays: [5], boost: [5] }))).toMatchObject({
			reason: 'Ann played the 5 this round, so it cannot also be boosted.'
		});
	});

	it('takes a guess only in round 3, as a whole number of at least 1', () => {
		expect(refused(applyInput(inRound(2), 0, { plays: [], prediction: 4 }))).toMatchObject({
			reason: 'Ann made a guess in round 2: guesses are made only in round 3.'
		});
		expect(refused(applyInput(inRound(3), 0, { plays: [], prediction: 0 }))).toMatchObject({
			reason: 'Ann’s guess, 0, is not a whole number of at least 1.'
		});
		const kept = submit(inRound(3), 0, { plays: [1], prediction: 4 });
		if (isViolation(kept)) throw new Error(kept.reason);
		expect(kept.pending[0]).toEqual({ plays: [1], prediction: 4 });
	});

	it('refuses a fourth card played', () => {
		expect(refused(applyInput(inRound(1), 0, { plays: [1, 2, 3, 4] }))).toMatchObject({
			reason: 'Ann played a fourth card, the 4: a player plays at most three cards a round.',
			rule: RULE.plays
		});
	});
});
