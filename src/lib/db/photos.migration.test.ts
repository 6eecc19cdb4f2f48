import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { jpegBytes } from '../core/testing/photo-bytes';
import { loadEvents } from './index';
import { addPhoto, photosOf } from './photos';
import { peekPhotoUse } from './peek';
import { STORES_V7, TablemateDB, type SessionRow } from './schema';

// A database as the previous version (schema 7) left it: two games with their logs and a
// player. Opened by this version (schema 8, which adds the photos), every game and entry is as
// before, no game has a photo, and a photo can be added to an old game.
const name = `photos-migration-${Date.now()}`;
const row = (id: string, createdAt: number): SessionRow => ({
	id,
	game: 'notepad',
	title: `Game ${id}`,
	players: [{ id: 'a', name: 'Ada' }],
	houseRules: { gameName: 'Rummy', winBy: 'highest', target: null, rounds: null },
	status: 'active',
	createdAt,
	updatedAt: createdAt + 60_000,
	eventCount: 1,
	overMarked: true
});

describe('upgrading a database of schema version 7 (no photos)', () => {
	it('keeps every game and entry, and its games take photos', async () => {
		const old = new Dexie(name);
		old.version(7).stores(STORES_V7);
		await old.table('sessions').bulkAdd([row('g1', 1000), row('g2', 2000)]);
		await old.table('events').bulkAdd([
			{ sessionId: 'g1', seq: 1, at: 61_000, event: { type: 'round', scores: { a: 3 } } },
			{ sessionId: 'g2', seq: 1, at: 62_000, event: { type: 'round', scores: { a: 5 } } }
		]);
		await old.table('players').add({ id: 'a', name: 'Ada', createdAt: 1, lastUsedAt: 1 });
		old.close();

		const current = new TablemateDB(name);
		expect(current.verno).toBe(8);
		expect((await current.sessions.toArray()).map((s) => s.id)).toEqual(['g1', 'g2']);
		expect((await loadEvents('g2', 0, current)).map((e) => e.event)).toEqual([
			{ type: 'round', scores: { a: 5 } }
		]);
		expect(await current.players.count()).toBe(1);
		expect(await peekPhotoUse(current.name)).toEqual({ count: 0, bytes: 0 });

		await addPhoto(
			'g1',
			{ type: 'image/jpeg', bytes: jpegBytes(300), width: 4, height: 3 },
			current
		);
		expect((await photosOf('g1', current)).map((p) => p.size)).toEqual([300]);
		current.close();
	});
});
