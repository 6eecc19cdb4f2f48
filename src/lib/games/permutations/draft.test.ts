import { describe, expect, it } from 'vitest';
import { isViolation } from '../../core/engine';
import { refusalText } from '../../i18n/said';
import { missingBids } from './bids';
import { applyTake, draftOrder, nextToDraft } from './draft';
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

	it('names every player whose bid is missing, as a list', () => {
		const s = setup([
			{ id: 'a', name: 'Ann' },
			{ id: 'b', name: 'Bob' },
			{ id: 'c', name: 'Cat' },
			{ id: 'd', name: 'Dan' }
		]);
		if (isViolation(s)) throw new Error(s.reason);
		s.bids = { a: 5 };
		const early = applyTake(s, 'a', 1);
		expect(isViolation(early) && refusalText(early, { locale: 'en' })).toBe(
			'Ann cannot draft yet: still waiting for the bid of Bob, Cat and Dan.'
		);
		s.bids = { a: 5, b: 7 };
		const later = applyTake(s, 'a', 1);
		expect(isViolation(later) && refusalText(later, { locale: 'en' })).toBe(
			'Ann cannot draft yet: still waiting for the bid of Cat and Dan.'
		);
	});
});
