import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { storageErrorMessage } from '../i18n/storage';
import { m } from '../paraglide/messages';
import { loadPlays } from '../state/plays';
import { errorFrom } from './backup.replies';
import { writePlaySummaries } from './play-summaries';
import {
	answerPlays,
	isPlaysRequest,
	type PlaysReply,
	type PlaysRequest,
	type PlaysWork
} from './plays-import.protocol';
import type { PersonChoice } from './plays-import-write';
import { answeredWithCancel } from '../workers/cancel';
import { SUMMARIES_TOKEN_KEY, TablemateDB } from './schema';
import { withSummariesRefused } from './testing/full-disk';

const bgStats = readFileSync(
	new URL('../core/plays-import/fixtures/BGStatsExport.json', import.meta.url),
	'utf8'
);
let counter = 0;
const freshDb = () => new TablemateDB(`plays-protocol-${Date.now()}-${counter++}`);
const fileOf = (text: string) => new Blob([text], { type: 'application/json' });

/** Asks the worker's code as the page does, and gathers its replies. */
async function ask(
	request: Parameters<typeof answerPlays>[0],
	work: PlaysWork
): Promise<PlaysReply[]> {
	const replies: PlaysReply[] = [];
	await answerPlays(request, work, (r) => replies.push(r));
	return beforeFinished(replies);
}

/**
 * `replies` without the worker's last word: once its games are said stored (`imported`), and only
 * then, it says `finished` after everything else, when their summaries are stored too.
 */
function beforeFinished(replies: PlaysReply[]): PlaysReply[] {
	const imported = replies.some((r) => r.op === 'imported');
	expect(replies.filter((r) => r.op === 'finished')).toHaveLength(imported ? 1 : 0);
	if (imported) expect(replies.at(-1)).toEqual({ op: 'finished' });
	return replies.filter((r) => r.op !== 'finished');
}
const last = (replies: PlaysReply[]) => replies[replies.length - 1];

/** Plans `text` and answers with every person as matched, the screen's first choices. */
async function planned(text: string, work: PlaysWork): Promise<PersonChoice[]> {
	const reply = last(await ask({ op: 'plan', file: fileOf(text) }, work));
	if (reply.op !== 'planned') throw new Error(`not planned: ${JSON.stringify(reply)}`);
	return reply.plan.matches.map((m) => ({
		key: m.person.key,
		rosterId: m.rosterId,
		name: m.person.name,
		...(m.person.username ? { username: m.person.username } : {})
	}));
}

/** What the device holds: games, log entries, summaries (not the token) and players. */
async function stored(database: TablemateDB) {
	const summaries = await database.summaries.toArray();
	return {
		sessions: await database.sessions.count(),
		entries:
			(await database.events.count()) +
			(await database.logChunks.toArray()).reduce((n, c) => n + c.entries.length, 0),
		summaries: summaries.filter((s) => s.sessionId !== SUMMARIES_TOKEN_KEY).length,
		players: await database.players.count()
	};
}

describe('the plays import worker', () => {
	it('understands only its three requests', () => {
		expect(isPlaysRequest({ op: 'plan', file: fileOf('{}') })).toBe(true);
		expect(isPlaysRequest({ op: 'import', choices: [] })).toBe(true);
		expect(isPlaysRequest({ op: 'cancel' })).toBe(true);
		expect(isPlaysRequest({ op: 'stop' })).toBe(false);
		expect(isPlaysRequest({ op: 'plan', file: '{}' })).toBe(false);
		expect(isPlaysRequest({ op: 'import', choices: [{ key: 1 }] })).toBe(false);
		expect(isPlaysRequest({ op: 'import', choices: [{ key: 'a', name: 'A', rosterId: 3 }] })).toBe(
			false
		);
		expect(isPlaysRequest(null)).toBe(false);
	});

	it('plans a file and sends the page what it shows, not the plays themselves', async () => {
		const work: PlaysWork = { database: freshDb(), held: { plan: null } };
		const reply = last(await ask({ op: 'plan', file: fileOf(bgStats) }, work));
		if (reply.op !== 'planned') throw new Error(reply.op);
		expect(reply.plan.file.source).toBe('bgstats');
		expect(reply.plan.file.plays.length).toBe(work.held.plan!.file.plays.length);
		expect(reply.plan.newPlays).toBe(work.held.plan!.plays.length);
		expect(reply.plan.newPlays).toBeGreaterThan(0);
		expect(reply.plan).not.toHaveProperty('plays');
		expect(JSON.stringify(reply.plan)).not.toContain('"seats"');
	});

	it('refuses a broken file as data the screen words, and keeps no plan', async () => {
		const work: PlaysWork = { database: freshDb(), held: { plan: null } };
		await planned(bgStats, work);
		const replies = await ask({ op: 'plan', file: fileOf('{"plays": [') }, work);
		expect(last(replies)).toMatchObject({ op: 'refused', refusal: { source: 'bgstats' } });
		expect(work.held.plan).toBeNull();
	});

	it('writes the games in chunks, telling how far it is, with the summaries Stats would build', async () => {
		const database = freshDb();
		const work: PlaysWork = { database, held: { plan: null }, chunk: 3 };
		const choices = await planned(bgStats, work);
		const total = work.held.plan!.plays.length;
		// The person is told once the games are stored, before their summaries are.
		let summariesWhenTold = -1;
		const replies: PlaysReply[] = [];
		await answerPlays({ op: 'import', choices }, work, (r) => {
			replies.push(r);
			if (r.op === 'imported') void stored(database).then((s) => (summariesWhenTold = s.summaries));
		});
		expect(summariesWhenTold).toBe(0);
		const told = replies.flatMap((r) => (r.op === 'progress' ? [[r.stage, r.done, r.total]] : []));
		const chunks = Array.from({ length: Math.ceil(total / 3) }, (_, i) =>
			Math.min(total, 3 * (i + 1))
		);
		expect(told).toEqual([0, ...chunks].map((done) => ['writing', done, total]));
		expect(last(beforeFinished(replies))).toMatchObject({
			op: 'imported',
			report: { added: total }
		});
		expect(work.held.plan).toBeNull();
		// Said finished once they are stored.
		const after = await stored(database);
		expect(after).toMatchObject({ sessions: total, summaries: total });
		// The summaries written with the games are those folded again from the stored logs.
		const written = await database.summaries.toArray();
		await database.summaries.clear();
		const rebuilt = await writePlaySummaries(database);
		const byId = (rows: { sessionId: string }[]) =>
			[...rows].sort((a, b) => a.sessionId.localeCompare(b.sessionId));
		expect(byId(written.filter((s) => s.sessionId !== SUMMARIES_TOKEN_KEY))).toEqual(byId(rebuilt));
	});

	it('adds nothing when the same file comes twice', async () => {
		const database = freshDb();
		const work: PlaysWork = { database, held: { plan: null } };
		await ask({ op: 'import', choices: await planned(bgStats, work) }, work);
		const before = await stored(database);
		const reply = last(await ask({ op: 'plan', file: fileOf(bgStats) }, work));
		if (reply.op !== 'planned') throw new Error(reply.op);
		expect([reply.plan.newPlays, reply.plan.alreadyHere]).toEqual([0, before.sessions]);
		const again = last(await ask({ op: 'import', choices: [] }, work));
		expect(again).toMatchObject({ op: 'imported', report: { added: 0 } });
		expect(await stored(database)).toEqual(before);
	});

	it('writes nothing at all when a later chunk fails (a full disk), and says why', async () => {
		const database = freshDb();
		const work: PlaysWork = { database, held: { plan: null }, chunk: 2 };
		const choices = await planned(bgStats, work);
		const total = work.held.plan!.plays.length;
		const before = await stored(database);
		// The disk fills up at the fifth log stored: in the third chunk of two games.
		const add = IDBObjectStore.prototype.add;
		let logs = 0;
		const full = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (
			this: IDBObjectStore,
			...args: Parameters<IDBObjectStore['add']>
		) {
			if (this.name === 'logChunks' && ++logs === 5)
				throw new DOMException('The disk is full', 'QuotaExceededError');
			return add.apply(this, args);
		});
		const replies = await ask({ op: 'import', choices }, work);
		full.mockRestore();
		expect(logs).toBeGreaterThanOrEqual(5);
		const reply = last(replies);
		if (reply.op !== 'failed') throw new Error(reply.op);
		// The screen says so plainly: the device is full, and nothing was written.
		expect(storageErrorMessage(errorFrom(reply.error))).toBe(m.fm_store_full());
		expect(await stored(database)).toEqual(before);
		// The plan is kept: once there is room, the same choices write it all.
		const retried = last(await ask({ op: 'import', choices }, work));
		expect(retried).toMatchObject({ op: 'imported', report: { added: total } });
		expect((await stored(database)).sessions).toBe(total);
	});

	it('writes nothing at all when the database refuses a row of a later chunk', async () => {
		const database = freshDb();
		const work: PlaysWork = { database, held: { plan: null }, chunk: 2 };
		const choices = await planned(bgStats, work);
		const fifth = `bgstats-${work.held.plan!.plays[4].sourceId}`;
		// A stray log row under the fifth game's key: storing its log fails, as the request answers.
		await database.logChunks.add({ sessionId: fifth, first: 1, last: 1, entries: [] });
		const before = await stored(database);
		const reply = last(await ask({ op: 'import', choices }, work));
		expect(reply.op).toBe('failed');
		expect(await stored(database)).toEqual(before);
	});

	it('keeps the games when their summaries cannot be stored, and Stats counts them all', async () => {
		const database = freshDb();
		const work: PlaysWork = { database, held: { plan: null } };
		const choices = await planned(bgStats, work);
		const total = work.held.plan!.plays.length;
		// The disk fills up as the summaries are written, after the games.
		const { answer: replies, refused } = await withSummariesRefused(() =>
			ask({ op: 'import', choices }, work)
		);
		expect(refused).toBeGreaterThan(0);
		expect(last(replies)).toMatchObject({ op: 'imported', report: { added: total } });
		expect(await stored(database)).toMatchObject({ sessions: total, summaries: 0 });
		// Stats builds the missing summaries from the stored logs: every imported play counts.
		expect((await loadPlays(database)).plays).toHaveLength(total);
		expect((await stored(database)).summaries).toBe(total);
	});

	it('says there is no plan to write when the worker was started afresh', async () => {
		const work: PlaysWork = { database: freshDb(), held: { plan: null } };
		expect(last(await ask({ op: 'import', choices: [] }, work))).toMatchObject({
			op: 'failed',
			planned: false
		});
	});
	describe('Cancel', () => {
		/**
		 * The worker's own dispatch (answeredWithCancel): `send` posts a request as the page does,
		 * `heard` hears each reply and may send more; `ended` settles with the replies once one ends
		 * the request.
		 */
		function worker(work: PlaysWork, heard: (reply: PlaysReply) => void = () => {}) {
			const replies: PlaysReply[] = [];
			let end: (replies: PlaysReply[]) => void = () => {};
			const send = answeredWithCancel<PlaysRequest>((request, signal) =>
				answerPlays(request, { ...work, signal }, (reply) => {
					replies.push(reply);
					heard(reply);
					if (reply.op !== 'progress') end([...replies]);
				})
			);
			return {
				send,
				ended: () => new Promise<PlaysReply[]>((resolve) => (end = resolve)),
				replies
			};
		}

		it('while the file is planned drops the plan, even one made before', async () => {
			const database = freshDb();
			const work: PlaysWork = { database, held: { plan: null } };
			await planned(bgStats, work);
			const w = worker(work);
			const ended = w.ended();
			w.send({ op: 'plan', file: fileOf(bgStats) });
			w.send({ op: 'cancel' });
			expect(last(await ended)).toEqual({ op: 'cancelled' });
			expect(work.held.plan).toBeNull();
			// There is nothing left to write.
			expect(last(await ask({ op: 'import', choices: [] }, work))).toMatchObject({
				op: 'failed',
				planned: false
			});
			expect(await database.sessions.count()).toBe(0);
		});

		it('between two chunks of the write aborts it: nothing of the file is stored', async () => {
			const database = freshDb();
			const work: PlaysWork = { database, held: { plan: null }, chunk: 2 };
			const choices = await planned(bgStats, work);
			const total = work.held.plan!.plays.length;
			expect(total).toBeGreaterThan(4);
			const before = await stored(database);
			// Cancel as the first chunk of two games is told written, the second being written.
			const w = worker(work, (r) => {
				if (r.op === 'progress' && r.done === 2) w.send({ op: 'cancel' });
			});
			const ended = w.ended();
			w.send({ op: 'import', choices });
			const replies = await ended;
			expect(last(replies)).toEqual({ op: 'cancelled' });
			expect(replies.some((r) => r.op === 'progress' && r.done === 2)).toBe(true);
			expect(replies.some((r) => r.op === 'imported')).toBe(false);
			expect(await stored(database)).toEqual(before);
			expect(work.held.plan).toBeNull();
			// A new plan of the same file finds every play new, and writes them all.
			const again = await planned(bgStats, work);
			expect(work.held.plan!.plays.length).toBe(total);
			expect(last(await ask({ op: 'import', choices: again }, work))).toMatchObject({
				op: 'imported',
				report: { added: total }
			});
			expect((await stored(database)).sessions).toBe(total);
		});

		it('after the games are stored changes nothing: the import is done and its report stands', async () => {
			const database = freshDb();
			const work: PlaysWork = { database, held: { plan: null }, chunk: 2 };
			const choices = await planned(bgStats, work);
			const total = work.held.plan!.plays.length;
			const w = worker(work, (r) => {
				if (r.op === 'imported') w.send({ op: 'cancel' });
			});
			const ended = w.ended();
			w.send({ op: 'import', choices });
			expect(last(await ended)).toMatchObject({ op: 'imported', report: { added: total } });
			// The summaries follow in their own transaction, which Cancel does not touch.
			await vi.waitFor(async () => expect((await stored(database)).summaries).toBe(total));
			await vi.waitFor(() => expect(w.replies.at(-1)).toEqual({ op: 'finished' }));
			expect(beforeFinished(w.replies).filter((r) => r.op !== 'progress')).toHaveLength(1);
			expect((await stored(database)).sessions).toBe(total);
		});
	});
});
