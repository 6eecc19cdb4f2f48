import { describe, expect, it } from 'vitest';
import type { ImportedPlay } from './model';
import { gameOf, sessionIdOf, storedIdsOf } from './to-games';

const date = new Date(2024, 2, 21, 20, 15).getTime();
const play: ImportedPlay = {
	source: 'bgstats',
	sourceId: 'abc-1',
	gameName: 'Catan',
	bggId: 13,
	lowestWins: false,
	date,
	minutes: 90,
	location: 'Home',
	incomplete: false,
	seats: [
		{ person: 'p1', score: 5, winner: true },
		{ person: 'p2', score: 9.5, winner: false },
		{ person: 'p3', score: null, winner: false }
	]
};
const who = new Map([
	['p1', { id: 'ada', name: 'Ada' }],
	['p2', { id: 'bo', name: 'Bo' }],
	['p3', { id: 'ada', name: 'Ada' }]
]);

describe('gameOf', () => {
	it('makes a finished notepad game of one round, ending as long after its start as the play lasted', () => {
		let n = 0;
		const { session, events } = gameOf(play, who, () => `new-${n++}`);
		expect(session).toMatchObject({
			id: 'bgstats-abc-1',
			game: 'notepad',
			status: 'finished',
			createdAt: date,
			updatedAt: date + 90 * 60_000,
			location: 'Home',
			bggId: 13,
			houseRules: { gameName: 'Catan', winBy: 'highest', target: null, rounds: null, decimals: 1 },
			origin: { source: 'bgstats', id: 'abc-1', winners: ['ada'], scored: true }
		});
		// Two seats of one player here: the second gets a seat and a name of its own.
		expect(session.players).toEqual([
			{ id: 'ada', name: 'Ada' },
			{ id: 'bo', name: 'Bo' },
			{ id: 'new-0', name: 'Ada (2)' }
		]);
		expect(events.map((e) => [e.seq, e.at, e.event])).toEqual([
			[1, date, { type: 'round', scores: { ada: 5, bo: 9.5, 'new-0': 0 } }],
			[2, date + 90 * 60_000, { type: 'finish' }]
		]);
	});

	it('abandons an incomplete play, keeps the lowest-wins rule and says when no score was given', () => {
		const unscored: ImportedPlay = {
			...play,
			incomplete: true,
			lowestWins: true,
			minutes: undefined,
			seats: play.seats.map((s) => ({ ...s, score: null }))
		};
		const { session, events } = gameOf(unscored, who, () => 'x');
		expect(session.status).toBe('abandoned');
		expect(session.houseRules.winBy).toBe('lowest');
		expect(session.houseRules.decimals).toBeUndefined();
		expect(session.origin.scored).toBe(false);
		expect(events[1]).toMatchObject({ at: date, event: { type: 'abandon' } });
	});

	it('names a play by its source and id, and finds it under its own id too', () => {
		expect(sessionIdOf({ source: 'bgg', sourceId: '42' })).toBe('bgg-42');
		expect(storedIdsOf({ source: 'bgg', sourceId: '42' })).toEqual(['bgg-42', '42']);
	});
});
