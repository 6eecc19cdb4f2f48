import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Play } from '../core/plays';
import { computeStats } from '../core/stats';
import { viewOfStats } from '../core/stats-view';
import { loadGame } from '../games/registry';
import { writePlaySummaries } from './play-summaries';
import { SAMPLE_START, storeSampleSessions } from './sample-sessions';
import { TablemateDB } from './schema';
import { STATS_VIEW_FORMAT, SUMMARY_FORMAT } from './summary-format';

/**
 * The fingerprint of the sample sessions' plays in each summary format. Stored summaries outlive
 * app updates while their format is the same, so a change that counts a play differently must
 * come with a new format (and its fingerprint here); else phones would keep showing plays counted
 * the old way.
 */
const RECORDED: Record<string, string> = {
	'view-1': '0c190632846339bcdc0efdff855040195003bf17a8e9c0f6d209cd2355dbcff3',
	'plays-1': '41ad2ec7e1d894111e6a374a0d9381f3dd8e81673aa6d2c03b784a54206df488',
	// A notepad game's win rule stored as data, not an English sentence.
	'view-2': '5d27e19052080ddbadd43cdc43c8d8d8be7ebf853cc69476b784eebe6891fb5c',
	'plays-2': 'cc9cde9811ea206c7808c82f2837707bd5133b259f23f733ead70155af18cb0e'
};

const fingerprintOf = (value: unknown) =>
	createHash('sha256')
		.update(JSON.stringify(value, (_, v: unknown) => (v instanceof Map ? [...v] : v)))
		.digest('hex');

/** The summary rows of the sample sessions, as the page's fold builds them. */
async function sampleSummaries() {
	const database = new TablemateDB(`summary-format-${Date.now()}`);
	const ids = await storeSampleSessions(database);
	const rows = await writePlaySummaries(database, ids, loadGame);
	database.close();
	// Every kind of game is there, and each opened: a fingerprint of nulls would guard nothing.
	expect(rows.map((r) => [r.sessionId, r.play !== null])).toEqual(ids.map((id) => [id, true]));
	return rows;
}

describe('the summary format', () => {
	it('changes whenever the plays of stored games would be counted differently', async () => {
		const rows = await sampleSummaries();
		const fingerprint = fingerprintOf(rows.map((r) => ({ play: r.play, duration: r.duration })));
		expect(
			RECORDED[SUMMARY_FORMAT],
			`The plays of the sample games are not what summary format "${SUMMARY_FORMAT}" recorded. ` +
				`If this change counts plays differently, change SUMMARY_FORMAT (db/summary-format.ts) ` +
				`so phones build their stored summaries again, and record the new fingerprint here.`
		).toBe(fingerprint);
	});

	it('of the Stats first view changes whenever the figures would be counted differently', async () => {
		const plays = (await sampleSummaries()).map((r) => r.play as Play);
		const roster = new Map([['ada', 'Ada']]);
		const now = SAMPLE_START + 30 * 24 * 3_600_000;
		const views = [false, true].map((unfinishedScores) =>
			viewOfStats(computeStats(plays, { range: 'all', now, unfinishedScores, roster }))
		);
		expect(views[0].counted).toBeGreaterThan(0);
		expect(
			RECORDED[STATS_VIEW_FORMAT],
			`The Stats figures of the sample games are not what format "${STATS_VIEW_FORMAT}" recorded. ` +
				`If this change counts them differently, change STATS_VIEW_FORMAT (db/summary-format.ts) ` +
				`so phones do not show a first view stored by the build before, and record it here.`
		).toBe(fingerprintOf(views));
	});
});
