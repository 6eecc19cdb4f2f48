import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { version } from '$app/environment';
import { SUMMARY_FORMAT } from '$lib/db/summary-format';
import { playsCsv } from '$lib/core/csv';
import { playedTime } from '$lib/core/life';
import type { NotepadState } from '$lib/games/notepad/engine';
import { db, DB_NAME } from '$lib/db';
import { STORES_V5, TablemateDB } from '$lib/db/schema';
import { loadGame } from '$lib/games/registry';
import { loadPlays } from './plays';
import { SessionStore } from './session.svelte';

// A database as the previous version (schema 6) left it, holding a game played before entries
// were marked: Ada reached 100 after 20 minutes, a correction took the game back 280 minutes
// later, and she reached 100 again 10 minutes after that. 30 minutes of play, but no entry says
// when the game stood over, and its summary (of an older build) counts all 310.
const minute = 60_000;
const players = [
	{ id: 'a', name: 'Ada' },
	{ id: 'b', name: 'Bob' }
];
const session = {
	id: 'late',
	game: 'notepad',
	title: 'Late night',
	players,
	houseRules: { gameName: 'Hearts', winBy: 'highest', target: 100, rounds: null },
	status: 'finished',
	createdAt: Date.UTC(2026, 10, 20, 20),
	updatedAt: Date.UTC(2026, 10, 20, 20) + 310 * minute,
	eventCount: 4
};
const log = [
	{ after: 10, event: { type: 'round', scores: { a: 60, b: 0 } } },
	{ after: 20, event: { type: 'round', scores: { a: 45, b: 0 } } },
	{ after: 300, event: { type: 'correct', round: 1, player: 'a', value: 50 } },
	{ after: 310, event: { type: 'round', scores: { a: 10, b: 0 } } }
];

async function previousVersion(name: string): Promise<void> {
	const old = new Dexie(name);
	old.version(6).stores(STORES_V5);
	await old.table('sessions').add(session);
	await old.table('events').bulkAdd(
		log.map(({ after, event }, i) => ({
			sessionId: session.id,
			seq: i + 1,
			at: session.createdAt + after * minute,
			event
		}))
	);
	await old.table('summaries').add({
		sessionId: session.id,
		build: `before-${version}`,
		play: null,
		duration: 310 * minute,
		eventCount: 4
	});
	old.close();
}

/** What a game's stored log and row say of its marks now. */
async function marksOf(database: TablemateDB) {
	const events = await database.events.where('sessionId').equals(session.id).sortBy('seq');
	return {
		marks: events.map((e) => e.over ?? false),
		flag: (await database.sessions.get(session.id))?.overMarked ?? false
	};
}

describe('a game stored before entries were marked over', () => {
	it('shows 30 minutes played when opened, and stores its marks and play once for Stats', async () => {
		// The app's own database, before anything of this file opened it.
		await previousVersion(DB_NAME);
		const store = new SessionStore<NotepadState>(session.id, loadGame);
		await store.open();
		expect(store.error).toBeNull();
		expect(playedTime(store.life!, store.overByRules, Date.now())).toBe(30 * minute);
		store.destroy();
		expect(await marksOf(db)).toEqual({ marks: [false, true, false, true], flag: true });
		// Stats reads the play the game screen stored, in this build's summary format.
		expect((await db.summaries.get(session.id))?.build).toBe(SUMMARY_FORMAT);
		const { plays } = await loadPlays(db, loadGame);
		expect(plays.map((p) => p.duration)).toEqual([30 * minute]);
	});

	it('counts 30 minutes in Stats and the CSV when never opened, and stores its marks', async () => {
		const name = `marks-${Date.now()}`;
		await previousVersion(name);
		const database = new TablemateDB(name);
		const { plays } = await loadPlays(database, loadGame);
		expect(plays.map((p) => p.duration)).toEqual([30 * minute]);
		const csv = playsCsv(plays).trim().split('\r\n');
		const column = csv[0].split(',').findIndex((h) => /minutes/i.test(h));
		expect(column).toBeGreaterThanOrEqual(0);
		expect(csv.slice(1).map((line) => line.split(',')[column])).toEqual(['30', '30']);
		expect(await marksOf(database)).toEqual({ marks: [false, true, false, true], flag: true });
		database.close();
	});
});
