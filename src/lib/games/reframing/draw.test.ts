import { describe, expect, it } from 'vitest';
import { drawAssignments, isSeed } from './draw';
import { NAMED_FRAMES } from './state';

describe('the round 7 draw', () => {
	it('draws the same names from the same seed on every phone', () => {
		expect(drawAssignments(7, 1234)).toEqual(drawAssignments(7, 1234));
	});

	it('names on each frame someone else for every seat, each seat once', () => {
		for (const count of [2, 3, 6, 9]) {
			const rows = drawAssignments(count, 99);
			expect(rows).toHaveLength(NAMED_FRAMES);
			for (const row of rows) {
				expect([...row].sort((a, b) => a - b)).toEqual([...Array(count).keys()]);
				row.forEach((named, seat) => expect(named).not.toBe(seat));
			}
		}
	});

	it('gives each seat five different names from six players on', () => {
		const rows = drawAssignments(6, 7);
		for (let seat = 0; seat < 6; seat++) {
			expect(new Set(rows.map((row) => row[seat])).size).toBe(NAMED_FRAMES);
		}
	});

	it('takes only whole 32-bit numbers as seeds', () => {
		expect([0, 2 ** 32 - 1].map(isSeed)).toEqual([true, true]);
		expect([-1, 2 ** 32, 1.5].map(isSeed)).toEqual([false, false, false]);
	});
});
