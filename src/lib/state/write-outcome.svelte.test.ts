import { describe, expect, it } from 'vitest';
import { violation } from '$lib/core/engine';
import { WriteOutcome } from './write-outcome.svelte';

describe('WriteOutcome', () => {
	it('keeps a refusal with its rule, and says the entry was not saved', () => {
		const outcome = new WriteOutcome();
		const refused = violation('Bids must differ.', 'permutations-3');
		expect(outcome.take({ status: 'refused', violation: refused })).toBe(false);
		expect(outcome.refusal).toEqual(refused);
		expect(outcome.failed).toBeNull();
	});

	it('replaces a refusal by the reason a later save failed, then forgets both once saved', () => {
		const outcome = new WriteOutcome();
		outcome.take({ status: 'refused', violation: violation('No.') });
		expect(outcome.take({ status: 'failed', reason: 'The device is full.' })).toBe(false);
		expect(outcome.refusal).toBeNull();
		expect(outcome.failed).toBe('The device is full.');
		expect(outcome.take({ status: 'saved', entry: null })).toBe(true);
		expect(outcome.failed).toBeNull();
	});
});
