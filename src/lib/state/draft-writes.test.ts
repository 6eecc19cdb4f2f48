import { describe, expect, it } from 'vitest';
import { draftWritesMade, trackDraftWrites } from './draft-writes';

describe('draft writes under way', () => {
	it('a read waits for the last write of its own draft, and for no other', async () => {
		let finish!: () => void;
		const writing = new Promise<void>((resolve) => (finish = resolve));
		trackDraftWrites('game-1:counts', writing);
		const order: string[] = [];
		const read = draftWritesMade('game-1:counts').then(() => order.push('read'));
		const other = draftWritesMade('game-2:counts').then(() => order.push('other draft'));
		await other;
		expect(order).toEqual(['other draft']);
		order.push('written');
		finish();
		await read;
		expect(order).toEqual(['other draft', 'written', 'read']);
	});

	it('forgets a write once it is made, and a later write replaces an earlier one', async () => {
		let first!: () => void;
		let second!: () => void;
		trackDraftWrites('k', new Promise<void>((resolve) => (first = resolve)));
		const later = new Promise<void>((resolve) => (second = resolve));
		trackDraftWrites('k', later);
		first();
		let read = false;
		const waiting = draftWritesMade('k').then(() => (read = true));
		await Promise.resolve();
		expect(read).toBe(false);
		second();
		await waiting;
		expect(read).toBe(true);
	});
});
