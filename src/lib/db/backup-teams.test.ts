/** A team game and a co-op game through a backup into a fresh profile: teams and result kept. */
import { describe, expect, it } from 'vitest';
import { exportBackup } from './backup-export';
import { readBackup } from './backup-read';
import { importBackup } from './backup-write';
import { appendEvent, createSession } from './index';
import { TablemateDB } from './schema';
import { loadPlays } from '../state/plays';
import { gameCatalogue } from '../games/registry';

let counter = 0;
const freshDb = () => new TablemateDB(`backup-teams-${Date.now()}-${counter++}`);
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' },
	{ id: 'c', name: 'Cy' },
	{ id: 'd', name: 'Di' }
];

describe('a backup of team and co-op games', () => {
	it('restores into a fresh profile with the same teams, winners and table result', async () => {
		const database = freshDb();
		const rules = { gameName: 'Spades', winBy: 'highest', target: null, rounds: 1 };
		const team = await createSession(
			{
				game: 'notepad',
				title: '',
				players,
				houseRules: {
					...rules,
					teams: [{ players: ['a', 'c'], name: 'Red' }, { players: ['b', 'd'] }]
				}
			},
			database
		);
		await appendEvent(
			team.id,
			1,
			{ type: 'round', scores: { a: 20, b: 30, c: 20, d: 5 } },
			{ database }
		);
		const coop = await createSession(
			{
				game: 'notepad',
				title: '',
				players,
				houseRules: { ...rules, gameName: 'Pandemic', rounds: null, coop: true }
			},
			database
		);
		await appendEvent(coop.id, 1, { type: 'outcome', won: false, score: 3 }, { database });
		const read = await readBackup(
			JSON.stringify(await exportBackup(undefined, database)),
			gameCatalogue
		);
		if (!read.ok) throw new Error(read.reason);
		const fresh = freshDb();
		expect((await importBackup(read.checked, fresh)).added).toBe(2);
		const before = (await loadPlays(database)).plays;
		const after = (await loadPlays(fresh)).plays;
		const bySession = (plays: typeof before, id: string) => plays.find((p) => p.sessionId === id)!;
		expect(bySession(after, team.id)).toMatchObject({
			status: 'finished',
			teams: [{ score: 40, name: 'Red' }, { score: 35 }]
		});
		expect(bySession(after, team.id).players.map((p) => p.winner)).toEqual([
			true,
			false,
			true,
			false
		]);
		expect(bySession(after, coop.id)).toMatchObject({
			status: 'finished',
			coop: { won: false, score: 3 }
		});
		expect(after.map((p) => [p.teams, p.coop, p.players])).toEqual(
			after.map((p) => bySession(before, p.sessionId)).map((p) => [p.teams, p.coop, p.players])
		);
	});
});
