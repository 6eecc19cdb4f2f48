import { describe, expect, it } from 'vitest';
import { LOADED_AND_IDLE_MARK, afterLoadAndIdle, firstScreenNeeds } from './pwa';

/** A window whose load event and idle callbacks the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
	const loadListeners: (() => void)[] = [];
	const idle: (() => void)[] = [];
	const timers: (() => void)[] = [];
	const marks: string[] = [];
	const win = {
		document: { readyState },
		addEventListener: (type: string, listener: () => void) => {
			if (type === 'load') loadListeners.push(listener);
		},
		requestIdleCallback: withIdle ? (callback: () => void) => idle.push(callback) : undefined,
		setTimeout: (callback: () => void) => timers.push(callback),
		performance: { mark: (name: string) => marks.push(name) }
	};
	return {
		win: win as unknown as Window,
		load: () => loadListeners.splice(0).forEach((l) => l()),
		idle: () => idle.splice(0).forEach((c) => c()),
		timers: () => timers.splice(0).forEach((c) => c()),
		marks
	};
}

const settled = async (promise: Promise<void>) => {
	let done = false;
	void promise.then(() => (done = true));
	for (let i = 0; i < 5; i++) await Promise.resolve();
	return done;
};

describe('afterLoadAndIdle', () => {
	it('waits for the load event, then for an idle moment', async () => {
		const fake = fakeWindow('interactive');
		const waiting = afterLoadAndIdle(fake.win);
		fake.idle();
		expect(await settled(waiting)).toBe(false);
		fake.load();
		expect(await settled(waiting)).toBe(false);
		expect(fake.marks).toEqual([]);
		fake.idle();
		expect(await settled(waiting)).toBe(true);
		// The moment is marked in the page's timeline, where the web bench splits a first visit.
		expect(fake.marks).toEqual([LOADED_AND_IDLE_MARK]);
	});

	it('on a page already loaded, waits for idle only', async () => {
		const fake = fakeWindow('complete');
		const waiting = afterLoadAndIdle(fake.win);
		await Promise.resolve();
		expect(await settled(waiting)).toBe(false);
		fake.idle();
		expect(await settled(waiting)).toBe(true);
	});

	it('without requestIdleCallback (Safari), waits a short timeout after the load', async () => {
		const fake = fakeWindow('loading', false);
		const waiting = afterLoadAndIdle(fake.win);
		fake.load();
		expect(await settled(waiting)).toBe(false);
		fake.timers();
		expect(await settled(waiting)).toBe(true);
	});

	it('waits for what the screen still loads for itself, then for an idle moment', async () => {
		const fake = fakeWindow('complete');
		let loaded!: () => void;
		const gameCode = firstScreenNeeds(new Promise<void>((resolve) => (loaded = resolve)));
		const waiting = afterLoadAndIdle(fake.win);
		fake.idle();
		expect(await settled(waiting)).toBe(false);
		// Another piece asked for while the first still loads is waited for too.
		let alsoLoaded!: () => void;
		void firstScreenNeeds(new Promise<void>((resolve) => (alsoLoaded = resolve)));
		loaded();
		await gameCode;
		fake.idle();
		expect(await settled(waiting)).toBe(false);
		alsoLoaded();
		expect(await settled(waiting)).toBe(false);
		fake.idle();
		expect(await settled(waiting)).toBe(true);
	});

	it('waits no longer than its longest wait for a screen whose code never comes', async () => {
		const fake = fakeWindow('complete');
		void firstScreenNeeds(new Promise<void>(() => {}));
		const waiting = afterLoadAndIdle(fake.win);
		expect(await settled(waiting)).toBe(false);
		fake.timers();
		await settled(waiting);
		fake.idle();
		expect(await settled(waiting)).toBe(true);
	});
});
