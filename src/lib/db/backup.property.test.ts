/**
 * The promise that whatever files a device accepted, its own "Export
 * everything" imports cleanly into a fresh profile and shows the same games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportBackup } from './backup-export';
import { ImportRefusedError } from './backup-messages';
import { readBackup } from './backup-read';
import { BACKUP_FORMAT } from './backup-schema';
import { importBackup } from './backup-write';
import { loadEvents } from './index';
import { TablemateDB } from './schema';
import { gameCatalogue } from '../games/registry';

let counter = 0;
const freshDb = () => new TablemateDB(`property-${Date.now()}-${counter++}`);
const day = Date.UTC(2026, 10, 20);

/** A notepad game of the file: a few ids shared between files, so games meet again. */
const game = fc.record({
	id: fc.constantFrom('g1', 'g2'),
	title: fc.oneof(fc.constantFrom('', 'Hearts'), fc.string({ minLength: 55, maxLength: 60 })),
	rounds: fc.constantFrom(null, 3),
	target: fc.constantFrom(null, 5),
	second: fc.constantFrom('Bo', 'Eve'),
	endedByTable: fc.boolean(),
	// Logs of one id mostly share their start, so files extend, repeat and contradict each other.
	length: fc.nat({ max: 5 }),
	divergeAt: fc.option(fc.nat({ max: 4 }), { freq: 3 }),
	// The game's life too: the table pauses, finishes, abandons or reopens it.
	tail: fc.constantFrom(
		[],
		[],
		['undo'],
		['undo', 'redo'],
		['redo'],
		['pause'],
		['pause', 'resume'],
		['abandon'],
		['finish', 'reopen'],
		['abandon', 'undo']
	)
});

type GameSpec = typeof game extends fc.Arbitrary<infer T> ? T : never;

/** The log of a game of the file: the rounds every file shares, then its own ending. */
function entries(g: GameSpec) {
	const rounds = Array.from({ length: g.length }, (_, i) => ({
		type: 'round',
		scores: { a: i === g.divergeAt ? 9 : i + 1, b: 1 }
	}));
	return [...rounds, ...g.tail.map((type) => ({ type }))];
}

const backupFile = fc.record({
	games: fc.array(game, { maxLength: 3 }),
	roster: fc.array(
		fc.record({ id: fc.constantFrom('a', 'b', 'c'), name: fc.constantFrom('Ada', 'Bo', 'Cy') }),
		{ maxLength: 3 }
	),
	ties: fc.constantFrom('share', 'extra-round', 42)
});

type FileSpec = typeof backupFile extends fc.Arbitrary<infer T> ? T : never;

function fileText(spec: FileSpec): string {
	return JSON.stringify({
		format: BACKUP_FORMAT,
		version: 1,
		exportedAt: day,
		sessions: spec.games.map((g) => ({
			session: {
				id: g.id,
				game: 'notepad',
				title: g.title,
				players: [
					{ id: 'a', name: 'Ada' },
					{ id: 'b', name: g.second }
				],
				houseRules: { gameName: 'Hearts', winBy: 'highest', target: g.target, rounds: g.rounds },
				status: 'active',
				...(g.endedByTable ? { endedByTable: true } : {}),
				createdAt: day,
				updatedAt: day + g.length
			},
			events: entries(g).map((event, i) => ({ seq: i + 1, at: day + i + 1, event }))
		})),
		players: spec.roster,
		settings: [{ key: 'defaultHouseRules', value: { permutations: { ties: spec.ties } } }]
	});
}

/** Every game of a device as a person sees it: its row (but when it was opened) and its log. */
async function games(database: TablemateDB) {
	const sessions = await database.sessions.orderBy('id').toArray();
	return Promise.all(
		sessions.map(async (s) => ({
			// A copy gets a fresh random id; what matters is that it is there with the same content.
			id: s.title.endsWith('(imported copy)') ? 'copy' : s.id,
			game: s.game,
			title: s.title,
			players: s.players,
			houseRules: s.houseRules,
			status: s.status,
			endedByTable: !!s.endedByTable,
			createdAt: s.createdAt,
			updatedAt: s.updatedAt,
			eventCount: s.eventCount,
			events: (await loadEvents(s.id, 0, database)).map(({ seq, at, event }) => ({
				seq,
				at,
				event
			}))
		}))
	);
}

const byContent = (list: { id: string }[]) =>
	list.map((g) => JSON.stringify(g)).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));

const plain = {
	title: 'Hearts',
	rounds: null,
	target: null,
	second: 'Bo',
	endedByTable: false,
	divergeAt: null,
	tail: []
} as const;
const noRoster: Pick<FileSpec, 'roster' | 'ties'> = { roster: [], ties: 'share' };

/** Sequences that once broke a device's own backup: kept so every run tries them. */
const examples: [FileSpec[]][] = [
	// A finished game of three fixed rounds, then the same game "without" fixed rounds.
	[
		[
			{ games: [{ ...plain, id: 'g1', rounds: 3, length: 3 }], ...noRoster },
			{ games: [{ ...plain, id: 'g1', length: 4 }], ...noRoster }
		]
	],
	[
		[
			{ games: [{ ...plain, id: 'g2', title: '', target: 5, length: 0 }], ...noRoster },
			{ games: [{ ...plain, id: 'g2', title: ' '.repeat(55), length: 3 }], ...noRoster }
		]
	]
];

describe('a device that accepted any files', () => {
	it('restores from its own backup in a fresh profile, with the same games', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(backupFile, { minLength: 1, maxLength: 4 }), async (files) => {
				const device = freshDb();
				for (const spec of files) {
					const read = await readBackup(fileText(spec), gameCatalogue);
					if (!read.ok) continue;
					try {
						await importBackup(read.checked, device);
					} catch (err) {
						if (!(err instanceof ImportRefusedError)) throw err;
					}
				}
				const own = await readBackup(
					JSON.stringify(await exportBackup(undefined, device)),
					gameCatalogue
				);
				if (!own.ok) throw new Error(own.reason);
				const fresh = freshDb();
				await importBackup(own.checked, fresh);
				expect(byContent(await games(fresh))).toEqual(byContent(await games(device)));
				expect(await fresh.players.count()).toBe(await device.players.count());
				await Promise.all([device.delete(), fresh.delete()]);
			}),
			{ numRuns: 30, examples }
		);
	});
});
