import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MS, notices } from './notices.svelte';

const texts = () => notices.items.map((n) => n.text);

describe('notices', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => {
		for (const n of [...notices.items]) notices.dismiss(n.id);
		vi.useRealTimers();
	});

	it('a plain notice goes after its time; a sticky one stays until dismissed', () => {
		notices.show('Ready to work offline.');
		const update = notices.show('A new version is ready.', { sticky: true });
		vi.advanceTimersByTime(NOTICE_MS.info);
		expect(texts()).toEqual(['A new version is ready.']);
		notices.dismiss(update);
		expect(texts()).toEqual([]);
	});

	it('stays while someone is on it, then gets its full time again', () => {
		const id = notices.show('Ready to work offline.');
		vi.advanceTimersByTime(NOTICE_MS.info - 100);
		notices.hold(id);
		vi.advanceTimersByTime(NOTICE_MS.info * 3);
		expect(texts()).toEqual(['Ready to work offline.']);
		notices.release(id);
		vi.advanceTimersByTime(NOTICE_MS.info - 100);
		expect(texts()).toEqual(['Ready to work offline.']);
		vi.advanceTimersByTime(100);
		expect(texts()).toEqual([]);
	});

	it('releasing a sticky or a dismissed notice does not bring a timer or the notice back', () => {
		const sticky = notices.show('A new version is ready.', { sticky: true });
		notices.hold(sticky);
		notices.release(sticky);
		vi.advanceTimersByTime(NOTICE_MS.error * 2);
		expect(texts()).toEqual(['A new version is ready.']);
		const gone = notices.show('Saved.');
		notices.dismiss(gone);
		notices.release(gone);
		expect(texts()).toEqual(['A new version is ready.']);
	});
});
