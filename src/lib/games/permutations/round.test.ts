import { describe, expect, it } from 'vitest';
import { isViolation, type RuleViolation } from '../../core/engine';
import { refusalText } from '../../i18n/said';
import { applyRound, canGiveOneEach } from './round';
import { RULE } from './rules';
import { setup } from './setup';
import type { ColourCounts, PermutationsState } from './state';

const counts = (red: number, yellow: number, green: number): ColourCounts => ({
	red,
	yellow,
	green,
	blue: 0
});

/** A refusal with the words the English screen shows for it (the engine says it as data). */
const english = (v: unknown) =>
	isViolation(v as never)
		? { ...(v as RuleViolation), reason: refusalText(v as RuleViolation, { locale: 'en' }) }
		: v;

function fresh(): PermutationsState {
	const state = setup([
		{ id: 'a', name: 'Ann' },
		{ id: 'b', name: 'Bob' },
		{ id: 'c', name: 'Cat' }
	]);
	if (isViolation(state)) throw new Error(state.reason);
	return state;
}

describe('a notepad round', () => {
	it('knows whether each hand can give one card to make the next pool', () => {
		expect(canGiveOneEach([counts(1, 0, 0), counts(0, 2, 0)], counts(1, 1, 0))).toBe(true);
		expect(canGiveOneEach([counts(1, 0, 0), counts(0, 2, 0)], counts(2, 0, 0))).toBe(false);
		expect(canGiveOneEach([], counts(0, 0, 0))).toBe(true);
	});

	it('scores counts that add up to 11 each and leaves the rest for the pool', () => {
		const s = fresh();
		const next = applyRound(s, { a: counts(7, 2, 2), b: counts(2, 7, 2), c: counts(2, 2, 7) });
		if (isViolation(next)) throw new Error(next.reason);
		expect(next.rounds[0].score).toEqual({ a: 28, b: 28, c: 28 });
		expect(next.pool.hidden).toEqual(counts(1, 1, 1));
	});

	it('refuses counts that do not add up to 11, naming the player', () => {
		const refusal = applyRound(fresh(), {
			a: counts(7, 2, 1),
			b: counts(2, 7, 2),
			c: counts(2, 2, 7)
		});
		expect(english(refusal)).toMatchObject({
			reason: "Ann's counts add up to 10, but every player drafts exactly 11 cards a round.",
			rule: RULE.rulingCounts,
			player: 'a'
		});
	});

	it('refuses a colour drafted by more than its 12 cards', () => {
		const refusal = applyRound(fresh(), {
			a: counts(7, 2, 2),
			b: counts(6, 3, 2),
			c: counts(2, 2, 7)
		});
		expect(english(refusal)).toMatchObject({
			reason: '15 red cards were drafted in all, but there are only 12 red cards.',
			player: 'a'
		});
	});
});
