import { describe, expect, it } from 'vitest';
import type { Play } from '../core/plays';
import { loadPlays } from '../state/plays';
import { gameCatalogue } from '../games/registry';
import { ImportCancelledError } from './backup-messages';
import { readBackup } from './backup-read';
import { BACKUP_FORMAT, ROSTER_MAX_PLAYERS } from './backup-schema';
import { importBackup } from './backup-write';
import {
	answerImport,
	errorFrom,
	isImportRequest,
	plainError,
	type ImportReply
} from './backup.protocol';
import { storageErrorMessage } from '../i18n/storage';
import { SUMMARIES_TOKEN_KEY, TablemateDB } from './schema';
import { withSummariesRefused } from './testing/full-disk';

/** Every move stored, of every log: one a row or many a chunk (log-store.ts). */
async function storedMoves(database: TablemateDB): Promise<number> {
	const chunks = await database.logChunks.toArray();
	return (await database.events.count()) + chunks.reduce((n, c) => n + c.entries.length, 0);
}

let counter = 0;
const freshDb = () => new TablemateDB(`protocol-${Date.now()}-${counter++}`);
const day = Date.UTC(2026, 10, 20);

/** A notepad game of `rounds` rounds between Ada and Bo, as a backup file holds it. */
function notepadGame(id: string, rounds: number) {
	return {
		session: {
			id,
			game: 'notepad',
			title: `Hearts ${id}`,
			players: [
				{ id: 'a', name: 'Ada' },
				{ id: 'b', name: 'Bo' }
			],
			houseRules: { gameName: 'Hearts', winBy: 'highest', target: null, rounds: null },
			status: 'active',
			createdAt: day,
			updatedAt: day + rounds
		},
		events: Array.from({ length: rounds }, (_, i) => ({
			seq: i + 1,
			at: day + i + 1,
			event: { type: 'round', scores: { a: i + 1, b: 2 } }
		}))
	};
}

function backupBlob(sessions: unknown[], extra: Record<string, unknown> = {}): Blob {
	const text = JSON.stringify({
		format: BACKUP_FORMAT,
		version: 1,
		exportedAt: day,
		sessions,
		...extra
	});
	return new Blob([text], { type: 'application/json' });
}

/** Runs one import as the worker does; `onReply` may act on each reply (press Cancel). */
/**
 * `replies` without the worker's last word: once its games are said stored (`imported`), and only
 * then, it says `finished` after everything else, when their summaries are stored too.
 */
function beforeFinished(replies: ImportReply[]): ImportReply[] {
	const imported = replies.some((r) => r.op === 'imported');
	expect(replies.filter((r) => r.op === 'finished')).toHaveLength(imported ? 1 : 0);
	if (imported) expect(replies.at(-1)).toEqual({ op: 'finished' });
	return replies.filter((r) => r.op !== 'finished');
}

async function run(
	file: Blob,
	database: TablemateDB,
	onReply: (reply: ImportReply, cancel: () => void) => void = () => {}
): Promise<ImportReply[]> {
	const replies: ImportReply[] = [];
	const cancel = new AbortController();
	await answerImport(
		file,
		{ catalogue: gameCatalogue, database, signal: cancel.signal },
		(reply) => {
			replies.push(reply);
			onReply(reply, () => cancel.abort());
		}
	);
	return beforeFinished(replies);
}

/** The sessions whose summaries are stored (not the token). */
async function summaryIds(database: TablemateDB): Promise<string[]> {
	const ids = (await database.summaries.toCollection().primaryKeys()) as string[];
	return ids.filter((id) => id !== SUMMARIES_TOKEN_KEY).sort();
}

/** Each play's scores by its session, as Stats reads them. */
const scoresOf = (plays: readonly Play[]) =>
	Object.fromEntries(plays.map((p) => [p.sessionId, p.players.map((x) => x.score)]));

/** Runs an import with every summary refused (a full disk after the games); its replies. */
async function withSummariesFull(work: () => Promise<ImportReply[]>): Promise<ImportReply[]> {
	const { answer, refused } = await withSummariesRefused(work);
	expect(refused).toBeGreaterThan(0);
	return answer;
}

const stages = (replies: ImportReply[]) => [
	...new Set(replies.flatMap((r) => (r.op === 'progress' ? [r.stage] : [r.op])))
];

describe('the import worker', () => {
	it('reads, checks, replays and saves a file, telling each stage, then what it did', async () => {
		const database = freshDb();
		const replies = await run(backupBlob([notepadGame('g1', 3), notepadGame('g2', 2)]), database);
		expect(stages(replies)).toEqual(['loading', 'reading', 'checking', 'saving', 'imported']);
		expect(replies.at(-1)).toMatchObject({ op: 'imported', report: { added: 2 } });
		expect(await database.sessions.count()).toBe(2);
		expect(await storedMoves(database)).toBe(5);
	});

	it('stores the summaries of the games it imported, as Stats reads them', async () => {
		const database = freshDb();
		// The person is told once the games are stored, before their summaries are.
		let summariesWhenTold: Promise<string[]> | null = null;
		const replies = await run(
			backupBlob([notepadGame('g1', 3), notepadGame('g2', 2)]),
			database,
			(reply) => {
				if (reply.op === 'imported') summariesWhenTold = summaryIds(database);
			}
		);
		expect(await summariesWhenTold).toEqual([]);
		expect(replies.at(-1)).toMatchObject({ op: 'imported', report: { added: 2 } });
		expect(await summaryIds(database)).toEqual(['g1', 'g2']);
		expect(scoresOf((await loadPlays(database)).plays)).toEqual({ g1: [6, 6], g2: [3, 4] });
	});

	it('keeps the games when their summaries cannot be stored, and Stats counts them', async () => {
		const database = freshDb();
		const replies = await withSummariesFull(() =>
			run(backupBlob([notepadGame('g1', 3)]), database)
		);
		expect(replies.at(-1)).toMatchObject({ op: 'imported', report: { added: 1 } });
		expect(await summaryIds(database)).toEqual([]);
		expect(scoresOf((await loadPlays(database)).plays)).toEqual({ g1: [6, 6] });
	});

	it('never leaves the old summary of a game it extends, even when the new one is not stored', async () => {
		const database = freshDb();
		await run(backupBlob([notepadGame('g1', 2)]), database);
		expect(scoresOf((await loadPlays(database)).plays)).toEqual({ g1: [3, 4] });
		// The same game two rounds further, the disk full by the time its summary is stored.
		const replies = await withSummariesFull(() =>
			run(backupBlob([notepadGame('g1', 4)]), database)
		);
		expect(replies.at(-1)).toMatchObject({ op: 'imported', report: { extended: 1 } });
		expect(scoresOf((await loadPlays(database)).plays)).toEqual({ g1: [10, 8] });
	});

	it('refuses a roster over the limit before reading its games, and writes nothing', async () => {
		const database = freshDb();
		const players = Array.from({ length: ROSTER_MAX_PLAYERS + 1 }, (_, i) => ({
			id: `p${i}`,
			name: `P${i}`
		}));
		const replies = await run(backupBlob([notepadGame('g1', 3)], { players }), database);
		expect(stages(replies)).toEqual(['loading', 'refused']);
		expect(replies.at(-1)).toEqual({
			op: 'refused',
			place: expect.any(Object),
			reason: `This backup is damaged: it lists ${(ROSTER_MAX_PLAYERS + 1).toLocaleString('en')} players; Tablemate keeps at most ${ROSTER_MAX_PLAYERS.toLocaleString('en')} players on a device.`
		});
		expect(await database.sessions.count()).toBe(0);
	});

	for (const stage of ['reading', 'checking', 'saving'] as const) {
		it(`stops at a Cancel heard while ${stage}, and nothing is written`, async () => {
			const database = freshDb();
			await database.sessions.put({
				...notepadGame('here', 0).session,
				game: 'notepad',
				status: 'active',
				eventCount: 0
			});
			const replies = await run(
				backupBlob([notepadGame('g1', 3), notepadGame('g2', 2)]),
				database,
				(reply, cancel) => {
					if (reply.op === 'progress' && reply.stage === stage) cancel();
				}
			);
			expect(replies.at(-1)).toEqual({ op: 'cancelled' });
			expect((await database.sessions.toArray()).map((s) => s.id)).toEqual(['here']);
			expect(await storedMoves(database)).toBe(0);
		});
	}

	it('aborts the write when Cancel comes while the moves are being written', async () => {
		const database = freshDb();
		const read = await readBackup(
			JSON.stringify({
				format: BACKUP_FORMAT,
				version: 1,
				exportedAt: day,
				sessions: [notepadGame('g1', 3), notepadGame('g2', 2)]
			}),
			gameCatalogue
		);
		if (!read.ok) throw new Error(read.reason);
		const cancel = new AbortController();
		// Cancel is pressed as the first moves reach the database, inside the import's transaction.
		database.logChunks.hook('creating', () => cancel.abort());
		await expect(importBackup(read.checked, database, { signal: cancel.signal })).rejects.toThrow(
			ImportCancelledError
		);
		expect(await database.sessions.count()).toBe(0);
		expect(await storedMoves(database)).toBe(0);
		expect(await database.summaries.count()).toBe(0);
	});

	it('passes a failed write on with its name, so the page words it as it would its own', async () => {
		const database = freshDb();
		database.close({ disableAutoOpen: true });
		const replies = await run(backupBlob([notepadGame('g1', 1)]), database);
		const last = replies.at(-1)!;
		if (last.op !== 'failed') throw new Error(`not a failure: ${JSON.stringify(last)}`);
		// The same words the page would give for the closed database's own error.
		const onPage = await database.sessions.count().catch((err: unknown) => err);
		expect(onPage).toBeInstanceOf(Error);
		expect(storageErrorMessage(errorFrom(last.error))).toBe(storageErrorMessage(onPage));
		expect(storageErrorMessage(onPage)).toMatch(/^The browser closed the storage for this page/);
	});

	it('keeps the name of an error wrapped inside another (a full disk inside an abort)', () => {
		const full = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
		const outer = Object.assign(new Error('aborted'), { name: 'AbortError', inner: full });
		const crossed = errorFrom(structuredClone(plainError(outer)));
		expect(storageErrorMessage(crossed)).toBe(storageErrorMessage(outer));
	});

	it('understands only its two requests', () => {
		expect(isImportRequest({ op: 'import', file: new Blob(['{}']) })).toBe(true);
		expect(isImportRequest({ op: 'cancel' })).toBe(true);
		expect(isImportRequest({ op: 'import', file: '{}' })).toBe(false);
		expect(isImportRequest(null)).toBe(false);
	});
});
