import { describe, expect, it } from 'vitest';
import {
	IMPORT_SPACE_MARGIN,
	importFailureMessage,
	importSpaceNeeded,
	spaceRefusal
} from './import-space';

const MB = 1024 * 1024;

describe('the space an import needs', () => {
	it('refuses a file that does not fit in what the browser says is left, margin included', () => {
		const needed = importSpaceNeeded(5 * MB);
		expect(needed).toBeGreaterThan(5 * MB + IMPORT_SPACE_MARGIN);
		expect(spaceRefusal(5 * MB, { usage: 100 * MB, quota: 100 * MB + needed })).toBeNull();
		expect(spaceRefusal(5 * MB, { usage: 100 * MB, quota: 100 * MB + needed - 1 })).toMatch(
			/^This file needs about \d+ MB of free storage to import safely, and the browser has only \d+ MB left for Tablemate\. Nothing was imported\./
		);
		// A file that fits alone but leaves no margin is refused too.
		expect(spaceRefusal(5 * MB, { usage: 0, quota: 6 * MB })).not.toBeNull();
		// A browser that does not say leaves the decision to the write itself.
		expect(spaceRefusal(5 * MB, undefined)).toBeNull();
		expect(spaceRefusal(5 * MB, { usage: 3 * MB })).toBeNull();
	});
});

describe('a failed import', () => {
	const internal = Object.assign(new Error('Transaction aborted'), {
		name: 'AbortError',
		inner: new DOMException('Internal error.', 'UnknownError')
	});

	it('says nothing was imported only when storage, read again, holds what it held', async () => {
		const same = await importFailureMessage(internal, { sessions: 2, events: 9 }, async () => ({
			sessions: 2,
			events: 9
		}));
		expect(same).toMatch(/it said: "Internal error"/);
		expect(same).toMatch(/Nothing was imported/);

		const unread = await importFailureMessage(internal, { sessions: 2, events: 9 }, () =>
			Promise.reject(new DOMException('Internal error opening backing store', 'UnknownError'))
		);
		expect(unread).toMatch(/cannot tell whether this was saved/);
		expect(unread).not.toMatch(/Nothing was/);

		const stored = await importFailureMessage(internal, { sessions: 2, events: 9 }, async () => ({
			sessions: 5,
			events: 30
		}));
		expect(stored).toMatch(/yet the file's games were stored: this device now holds 5 games/);
		expect(stored).not.toMatch(/Nothing was/);
	});
});
