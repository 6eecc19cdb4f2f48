import { describe, expect, it } from 'vitest';
import { loadGame } from '../games/registry';
import { writePlaySummaries } from './play-summaries';
import { storeSampleSessions } from './sample-sessions';
import { SUMMARIES_TOKEN_KEY, TablemateDB, type SummaryRow } from './schema';
import {
	answerSummaries,
	isSummariesRequest,
	type SummariesReply,
	type SummariesRequest
} from './summaries.protocol';
import { SUMMARY_FORMAT } from './summary-format';

/** A device holding one game of each kind, whole, cut short and ended by the table's flag. */
async function device(label: string) {
	const database = new TablemateDB(`summaries-worker-${label}-${Date.now()}`);
	const ids = await storeSampleSessions(database);
	return { database, ids };
}

/** The summaries a device stores, its token row aside. */
async function storedSummaries(database: TablemateDB) {
	const rows = await database.summaries.toArray();
	return rows.filter((row) => row.sessionId !== SUMMARIES_TOKEN_KEY);
}

describe('the summaries worker', () => {
	it("stores the same summaries as the page's fold, for every kind of game", async () => {
		const page = await device('page');
		await writePlaySummaries(page.database, page.ids, loadGame);
		const worker = await device('worker');
		const replies: SummariesReply[] = [];
		const request: SummariesRequest = { op: 'build', ids: worker.ids, format: SUMMARY_FORMAT };
		await answerSummaries(request, worker.database, loadGame, (reply) => replies.push(reply));

		const expected = await storedSummaries(page.database);
		expect(expected.map((row) => row.sessionId).sort()).toEqual([...page.ids].sort());
		expect(await storedSummaries(worker.database)).toEqual(expected);
		// It sent every summary it built, told how far it got, and that it was done.
		const bySession = (a: SummaryRow, b: SummaryRow) => a.sessionId.localeCompare(b.sessionId);
		const sent = replies.flatMap((reply) => (reply.type === 'rows' ? reply.rows : []));
		expect(sent.sort(bySession)).toEqual([...expected].sort(bySession));
		expect(replies.at(-2)).toEqual({ type: 'progress', done: 15, total: 15 });
		expect(replies.at(-1)).toEqual({ type: 'built', total: 15 });
		page.database.close();
		worker.database.close();
	});

	it('says it failed when the storage fails, and stores nothing then', async () => {
		const { database, ids } = await device('closed');
		database.close();
		const replies: SummariesReply[] = [];
		await answerSummaries({ op: 'build', ids, format: SUMMARY_FORMAT }, database, loadGame, (r) =>
			replies.push(r)
		);
		expect(replies.at(-1)?.type).toBe('failed');
	});

	it('takes only a well-formed request', () => {
		expect(isSummariesRequest({ op: 'build', ids: ['a'], format: 'plays-1' })).toBe(true);
		expect(isSummariesRequest({ op: 'build', ids: [1], format: 'plays-1' })).toBe(false);
		expect(isSummariesRequest({ op: 'build', ids: ['a'] })).toBe(false);
		expect(isSummariesRequest({ op: 'delete', ids: ['a'], format: 'plays-1' })).toBe(false);
		expect(isSummariesRequest(null)).toBe(false);
	});
});
