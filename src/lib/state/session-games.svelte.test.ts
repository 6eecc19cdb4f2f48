/**
 * The session status of every real game, across its last entry: the entry that ends a game
 * finishes the session, undoing it makes the game active again, and redoing it finishes it again.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameId } from '$lib/core/engine';
import { createSession, db } from '$lib/db';
import { SessionStore } from './session.svelte';

const trio = [
	{ id: 'a', name: 'Ana' },
	{ id: 'b', name: 'Bo' },
	{ id: 'c', name: 'Cy' }
];

const hoard = { type: 'round', counts: { a: { red: 11 }, b: { yellow: 11 }, c: { green: 11 } } };

function transformRound(permutator: string, choosers: [string, string]): GameEvent[] {
	return [
		...[0, 1, 2, 3].map((t) => ({ type: 'term', player: choosers[t % 2], value: String(t) })),
		...trio.map((p) => ({ type: 'b-list', player: p.id, list: ['0', '1', '2', '3'] })),
		{ type: 'order', player: permutator, a: ['0', '1', '2', '3'] }
	];
}

/** For each game: its house rules and a whole game, the last event being the one that ends it. */
const games: { game: GameId; houseRules: Record<string, unknown>; events: GameEvent[] }[] = [
	{ game: 'permutations', houseRules: {}, events: [hoard, hoard] },
	{
		game: 'subsets',
		houseRules: {},
		events: [
			...trio.map((p, i) => ({ type: 'starting-card', player: p.id, card: `{${i + 1}}` })),
			{ type: 'deck-exhausted' }
		]
	},
	{
		game: 'reframing',
		houseRules: { thresholds: 'printed' },
		events: [1, 2, 3, 4, 5, 6, 7, 8].map((round) =>
			round === 3
				? { type: 'round', predictions: { a: 1, b: 1, c: 1 } }
				: round === 7
					? { type: 'round', seed: 5 }
					: { type: 'round' }
		)
	},
	{
		game: 'transform',
		houseRules: { n: 4, roundsPerPlayer: 1 },
		events: [
			{ type: 'criterion', criterion: 'square' },
			...transformRound('a', ['b', 'c']),
			{ type: 'next-round' },
			{ type: 'criterion', criterion: 'square' },
			...transformRound('b', ['c', 'a']),
			{ type: 'next-round' },
			{ type: 'criterion', criterion: 'square' },
			...transformRound('c', ['a', 'b'])
		]
	}
];

describe('the session status of each game across its end', () => {
	for (const { game, houseRules, events } of games) {
		it(`${game}: finished by its last entry, active after undo, finished after redo`, async () => {
			const row = await createSession({ game, title: game, players: trio, houseRules });
			const store = new SessionStore(row.id);
			await store.open();
			const stored = async () => (await db.sessions.get(row.id))?.status;
			for (const [i, event] of events.entries()) {
				const result = await store.dispatch(event);
				expect(result.status, `${game} event ${i}: ${JSON.stringify(result)}`).toBe('saved');
				// Only the last entry ends the game.
				if (i < events.length - 1) expect(await stored()).toBe('active');
			}
			expect(await stored()).toBe('finished');
			expect(store.session?.status).toBe('finished');
			await store.undo();
			expect(await stored()).toBe('active');
			expect(store.session?.status).toBe('active');
			await store.redo();
			expect(await stored()).toBe('finished');
			// A reopened session reads the same status from its log.
			const again = new SessionStore(row.id);
			await again.open();
			expect(again.session?.status).toBe('finished');
			store.destroy();
			again.destroy();
		});
	}
});
