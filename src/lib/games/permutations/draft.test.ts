import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import { missingBids } from './bids';
import { draftOrder, nextToDraft } from './draft';
import { setup } from './setup';

describe('the draft order', () => {
	it('drafts from the highest bid down', () => {
		expect(draftOrder({ a: 5, b: 30, c: 12 })).toEqual(['b', 'c', 'a']);
	});

	it('names nobody while a bid is missing, then the highest bidder still to take', () => {
		const s = setup([
			{ id: 'a', name: 'Ann' },
			{ id: 'b', name: 'Bob' },
			{ id: 'c', name: 'Cat' }
		]);
		if (isViolation(s)) throw new Error(s.reason);
		s.bids = { a: 5, c: 12 };
		expect(missingBids(s)).toEqual(['b']);
		expect(nextToDraft(s)).toBeNull();
		s.bids.b = 30;
		expect(nextToDraft(s)).toBe('b');
		s.takes.b = 1;
		expect(nextToDraft(s)).toBe('c');
	});
});
