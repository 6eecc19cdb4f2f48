import { describe, expect, it } from 'vitest';
import { mapInSlices } from './slices';

describe('mapInSlices', () => {
	it('gives what map gives, in order, each item taken once', async () => {
		const seen: number[] = [];
		const out = await mapInSlices([3, 1, 2], (n) => (seen.push(n), n * 10), 0);
		expect(out).toEqual([30, 10, 20]);
		expect(seen).toEqual([3, 1, 2]);
	});

	it('lets work that was waiting run between two slices, not only at the end', async () => {
		let waitingRan = false;
		const channel = new MessageChannel();
		channel.port1.onmessage = () => {
			waitingRan = true;
			channel.port1.close();
		};
		channel.port2.postMessage(null);
		// A budget of 0 ms ends a slice after every item.
		const ranBefore = await mapInSlices([1, 2, 3, 4], () => waitingRan, 0);
		expect(ranBefore[0]).toBe(false);
		expect(ranBefore.at(-1)).toBe(true);
	});

	it('gives an empty list for no items', async () => {
		expect(await mapInSlices([], () => 1)).toEqual([]);
	});
});
