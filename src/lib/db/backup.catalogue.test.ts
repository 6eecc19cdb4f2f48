/**
 * A backup reaches the games only through the catalogue it is given: these tests give it one of
 * their own (one made-up game under the notepad's id), so what the file may hold, how its games
 * are replayed and what their summaries say all come from that catalogue.
 */
import { describe, expect, it } from 'vitest';
import { violation, type GameEngine, type GameEvent, type GameId } from '../core/engine';
import type { GameModule } from '../games/registry';
import { importSummary } from './backup-messages';
import { readBackup } from './backup-read';
import { BACKUP_FORMAT, type BackupCatalogue } from './backup-schema';
import { importBackup } from './backup-write';
import { loadEvents } from './index';
import { TablemateDB } from './schema';

let counter = 0;
const freshDb = () => new TablemateDB(`catalogue-${Date.now()}-${counter++}`);
const day = Date.UTC(2026, 10, 20);

// A tally: each move adds points to one seat; nothing ends it.
type State = { points: number[] };
const engine: GameEngine<State, GameEvent> = {
	id: 'notepad',
	defaultHouseRules: {},
	setup: (players) => ({ points: players.map(() => 0) }),
	apply(state, event) {
		const p = event.p as number;
		if (event.type !== 'add' || !(p in state.points)) return violation('No such seat.');
		const points = [...state.points];
		points[p] += event.n as number;
		return { points };
	},
	scoreboard: (s) => ({
		players: s.points.map((_, i) => `Seat ${i + 1}`),
		rounds: [],
		totals: s.points,
		finished: false,
		leaders: []
	}),
	isFinished: () => false
};

/** The catalogue of one game, "Tally", and the games whose code it was asked for. */
function tallyCatalogue() {
	const loaded: GameId[] = [];
	const catalogue: BackupCatalogue = {
		games: [{ id: 'notepad', name: 'Tally', maxPlayers: 3 }],
		load(id) {
			loaded.push(id);
			const module: GameModule = {
				engine: engine as GameModule['engine'],
				houseRuleFields: [
					{ key: 'target', label: 'Target', kind: 'number', min: 1, max: 100, default: 50 }
				]
			};
			return Promise.resolve(module);
		},
		nameOf: (game) => (game === 'notepad' ? 'Tally' : game),
		winRuleOf: () => 'most points when the table stops',
		endsByItsRules: () => false
	};
	return { catalogue, loaded };
}

const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bo' }
];

/** A game of `game` with moves adding `adds` ([seat, points]) in turn. */
function tallyGame(id: string, adds: [number, number][], game = 'notepad', seats = players) {
	return {
		session: {
			id,
			game,
			title: `Tally ${id}`,
			players: seats,
			houseRules: {},
			status: 'active',
			createdAt: day,
			updatedAt: day + adds.length
		},
		events: adds.map(([p, n], i) => ({ seq: i + 1, at: day + i, event: { type: 'add', p, n } }))
	};
}

function file(sessions: unknown[], settings: unknown[] = []): string {
	return JSON.stringify({
		format: BACKUP_FORMAT,
		version: 1,
		exportedAt: day,
		sessions,
		players: [],
		settings
	});
}

describe('a backup read and imported with the catalogue it is given', () => {
	it("replays and imports the catalogue's games, loading each game's code once for both", async () => {
		const { catalogue, loaded } = tallyCatalogue();
		const text = file([
			tallyGame('t1', [
				[0, 3],
				[1, 4]
			]),
			tallyGame('t2', [[1, 2]]),
			tallyGame('t3', [])
		]);
		const read = await readBackup(text, catalogue);
		if (!read.ok) throw new Error(read.reason);
		const device = freshDb();
		const report = await importBackup(read.checked, device);
		expect(importSummary(report)).toBe('Imported: 3 new games.');
		expect(loaded).toEqual(['notepad']);
		expect((await loadEvents('t1', 0, device)).map((e) => e.event)).toEqual([
			{ type: 'add', p: 0, n: 3 },
			{ type: 'add', p: 1, n: 4 }
		]);
		// The summary for the stats comes from the catalogue: its engine's scoreboard names seats,
		// and the game's name and how it is won are the catalogue's words, not the app's.
		const summary = await device.summaries.get('t1');
		expect(summary?.play?.players.map((p) => [p.name, p.score])).toEqual([
			['Seat 1', 3],
			['Seat 2', 4]
		]);
		expect([summary?.play?.gameName, summary?.play?.winRule]).toEqual([
			'Tally',
			'most points when the table stops'
		]);
	});

	it("refuses a move the catalogue's game refuses, naming the game and the move", async () => {
		const { catalogue } = tallyCatalogue();
		const read = await readBackup(file([tallyGame('t1', [[5, 1]])]), catalogue);
		expect(read).toEqual({
			ok: false,
			reason:
				'Game 1 in the file ("Tally t1") cannot be replayed: move 1 is refused by the rules (No such seat).'
		});
	});

	it('refuses a game the catalogue does not hold, and more players than its games seat', async () => {
		const { catalogue, loaded } = tallyCatalogue();
		const transform = await readBackup(file([tallyGame('t1', [], 'transform')]), catalogue);
		expect(transform).toEqual({
			ok: false,
			place: expect.any(Object),
			reason:
				'This backup is damaged: the game type of game 1 in the file ("Tally t1") holds something Tablemate cannot read.'
		});
		const seats = [...players, { id: 'c', name: 'Cy' }, { id: 'd', name: 'Dee' }];
		const crowded = await readBackup(file([tallyGame('t1', [], 'notepad', seats)]), catalogue);
		expect(crowded).toEqual({
			ok: false,
			place: expect.any(Object),
			reason:
				'This backup is damaged: the list of players of game 1 in the file ("Tally t1") has 4 entries; Tablemate takes at most 3.'
		});
		expect(loaded).toEqual([]);
	});

	it("checks default house rules against the catalogue's fields", async () => {
		const { catalogue } = tallyCatalogue();
		const settings = [{ key: 'defaultHouseRules', value: { notepad: { target: 500 } } }];
		const read = await readBackup(file([], settings), catalogue);
		if (!read.ok) throw new Error(read.reason);
		expect(read.checked.houseRulesLeftOut).toEqual(['Tally']);
		const fine = await readBackup(
			file([], [{ key: 'defaultHouseRules', value: { notepad: { target: 60 } } }]),
			catalogue
		);
		if (!fine.ok) throw new Error(fine.reason);
		expect(fine.checked.settings).toEqual([
			{ key: 'defaultHouseRules', value: { notepad: { target: 60 } } }
		]);
	});
});
