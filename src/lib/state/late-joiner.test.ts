import { describe, expect, it } from 'vitest';
import { playsCsv } from '$lib/core/csv';
import { computeStats } from '$lib/core/stats';
import { appendEvent, createSession, db, listPlayers } from '$lib/db';
import { loadGame } from '$lib/games/registry';
import { loadPlays } from './plays';

// Gus is on no roster: he joins two Hearts games late, and the first one renames him "Gustav"
// for that game only. Like a seated player renamed for one game, he is one player in Stats and
// the plays CSV, under the name he sat down with.
const seated = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bob' }
];
const houseRules = { gameName: 'Hearts', winBy: 'highest', target: null, rounds: 2 };

async function game(gus: string, events: Record<string, unknown>[]) {
	const row = await createSession({ game: 'notepad', title: '', players: seated, houseRules });
	const log = [
		{ type: 'round', scores: { a: 5, b: 3 } },
		{ type: 'join', player: gus, name: 'Gus', start: 10 },
		...events
	];
	for (const [i, event] of log.entries())
		await appendEvent(row.id, i + 1, event as { type: string });
	return row.id;
}

describe('a late joiner renamed for one game', () => {
	it('counts in Stats and the plays CSV under the name he joined with, once', async () => {
		await game('g1', [
			{ type: 'rename', player: 'g1', name: 'Gustav' },
			{ type: 'round', scores: { a: 1, b: 2, g1: 4 } }
		]);
		await game('g2', [{ type: 'round', scores: { a: 1, b: 2, g2: 9 } }]);
		const { plays } = await loadPlays(db, loadGame);
		// The game itself still calls him Gustav.
		expect(plays.flatMap((p) => p.players.map((s) => s.name))).toContain('Gustav');
		const roster = new Map((await listPlayers()).map((p) => [p.id, p.name]));
		expect(roster.has('g1') || roster.has('g2')).toBe(false);
		const stats = computeStats(plays, {
			range: 'all',
			now: Date.now(),
			unfinishedScores: false,
			roster
		});
		expect(stats.players.map((p) => [p.name, p.played, p.wins])).toEqual([
			['Gus', 2, 2],
			['Ada', 2, 0],
			['Bob', 2, 0]
		]);
		// The plays file: who played (Gus both times), and the name each game gave him.
		const rows = playsCsv(plays, roster)
			.trim()
			.split('\r\n')
			.slice(1)
			.map((line) => line.split(',').slice(4, 6))
			.filter(([, name]) => /Gus/.test(name));
		expect(rows).toEqual([
			['"Gus"', '"Gustav"'],
			['"Gus"', '"Gus"']
		]);
	});
});
