import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { docOf, hostOf, partsOf, sessionOf, watchDeletedEntries } from './document';

const game = {
	id: 'g1',
	game: 'notepad',
	title: 'Tuesday',
	players: [
		{ id: 'a', name: 'Ada' },
		{ id: 'b', name: 'Bob' }
	],
	houseRules: {}
};

/** Two documents that exchange every update, as two phones through the relay. */
function pair(): [Y.Doc, Y.Doc] {
	const one = new Y.Doc();
	const two = new Y.Doc();
	one.on('update', (u: Uint8Array, origin: unknown) => {
		if (origin !== 'remote') Y.applyUpdate(two, u, 'remote');
	});
	two.on('update', (u: Uint8Array, origin: unknown) => {
		if (origin !== 'remote') Y.applyUpdate(one, u, 'remote');
	});
	return [one, two];
}

describe('the shared document, read as untrusted input', () => {
	it('reads the game a document holds, and none from an empty one', () => {
		const doc = new Y.Doc();
		expect(sessionOf(doc)).toBeNull();
		doc.getMap('meta').set('session', game);
		expect(sessionOf(doc)).toEqual(game);
	});

	it('calls a game of an unknown kind, or with damaged players, unreadable', () => {
		const unknownGame = new Y.Doc();
		unknownGame.getMap('meta').set('session', { ...game, game: 'poker' });
		expect(sessionOf(unknownGame)).toBe('unreadable');
		const damaged = new Y.Doc();
		damaged.getMap('meta').set('session', { ...game, players: 'Ada and Bob' });
		expect(sessionOf(damaged)).toBe('unreadable');
	});

	it('reads a host only when one is named as text', () => {
		const doc = new Y.Doc();
		expect(hostOf(doc)).toBeNull();
		doc.getMap('meta').set('host', 42);
		expect(hostOf(doc)).toBeNull();
		doc.getMap('meta').set('host', 'f'.repeat(32));
		expect(hostOf(doc)).toBe('f'.repeat(32));
	});

	it('opens a stored row again with everything it held', () => {
		const doc = new Y.Doc();
		doc.getMap('meta').set('session', game);
		partsOf(doc).entries.push([{ id: 'e1' } as never]);
		const again = docOf({ doc: Y.encodeStateAsUpdate(doc) });
		expect(sessionOf(again)).toEqual(game);
		expect(
			partsOf(again)
				.entries.toArray()
				.map((e) => e.id)
		).toEqual(['e1']);
		expect(partsOf(docOf({ doc: new Uint8Array() })).entries.length).toBe(0);
	});

	it("tells which entries another phone deleted, and never this phone's own deletions", () => {
		const [mine, theirs] = pair();
		partsOf(mine).entries.push([{ id: 'e1' }, { id: 'e2' }, { id: 'e3' }] as never[]);
		const seen: string[] = [];
		const stop = watchDeletedEntries(mine, (ids) => seen.push(...ids));
		partsOf(theirs).entries.delete(1, 1);
		expect(seen).toEqual(['e2']);
		partsOf(mine).entries.delete(0, 1);
		expect(seen).toEqual(['e2']);
		stop();
		partsOf(theirs).entries.delete(0, 1);
		expect(seen).toEqual(['e2']);
		expect(partsOf(mine).entries.length).toBe(0);
	});
});
