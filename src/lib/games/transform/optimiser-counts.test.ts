import { describe, expect, it } from 'vitest';
import { criteria } from './clists';
import {
	TABLE_BOUND,
	bigIntTest,
	leastCounting,
	numberTest,
	type TestWork
} from './optimiser-counts';

describe('whether a value counts, as the searches ask it', () => {
	it('gives the same answer from the table of small values as from the memo of large ones', () => {
		for (const criterion of criteria) {
			if (criterion === 'coprime-previous') continue;
			const small = numberTest(criterion, 5000);
			const large = numberTest(criterion, TABLE_BOUND * 2);
			const exact = bigIntTest(criterion);
			const wrong: number[] = [];
			for (let c = -300; c <= 5000; c++) {
				const counts = exact(BigInt(c));
				if (small(c) !== counts || large(c) !== counts) wrong.push(c);
			}
			expect([criterion, wrong]).toEqual([criterion, []]);
		}
	});

	it('counts a real test only where a glance could not settle the value', () => {
		const work: TestWork = { lookups: 0, full: 0 };
		const prime = numberTest('prime', TABLE_BOUND * 4, work);
		expect([prime(-7), prime(10), prime(2)]).toEqual([false, false, true]);
		expect(work).toEqual({ lookups: 0, full: 0 });
		expect(prime(1_000_003)).toBe(true);
		expect(work.lookups).toBe(1);
	});

	it('knows the least value that counts, where there is one', () => {
		expect(leastCounting('prime')).toBe(2);
		expect(leastCounting('square')).toBe(0);
		expect(leastCounting('prime-abs')).toBeNull();
	});
});
