import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, getSetting, resumeStorage } from '$lib/db';
import { BUILT_RELAY, defaultRelay, settings } from './settings.svelte';

/** The page as the theme sees it: <html>'s data-theme, and this device's copy of the choice. */
const root = { dataset: {} as Record<string, string> };
const kept = new Map<string, string>();

const full = () =>
	Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' })) as never;

describe('settings', () => {
	beforeEach(() => {
		vi.stubGlobal('document', { documentElement: root, querySelectorAll: () => [] });
		vi.stubGlobal('localStorage', {
			getItem: (k: string) => kept.get(k) ?? null,
			setItem: (k: string, v: string) => void kept.set(k, v)
		});
	});
	afterEach(() => vi.unstubAllGlobals());

	it('a theme that cannot be saved is taken back: the screen shows what is stored', async () => {
		await settings.setTheme('light');
		expect(root.dataset.theme).toBe('light');
		const put = db.settings.put;
		db.settings.put = full;
		try {
			await expect(settings.setTheme('dark')).rejects.toThrow(/out of storage space/);
		} finally {
			db.settings.put = put;
		}
		expect(settings.theme).toBe('light');
		expect(root.dataset.theme).toBe('light');
		expect(kept.get('tablemate.theme')).toBe('light');
		expect(await getSetting('theme', 'system')).toBe('light');
		// Saved, it is shown and remembered.
		await settings.setTheme('dark');
		expect(root.dataset.theme).toBe('dark');
		expect(kept.get('tablemate.theme')).toBe('dark');
	});

	it("a theme chosen is the next first paint's at once, before its save is done", async () => {
		await settings.setTheme('light');
		const put = db.settings.put.bind(db.settings);
		let release = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		db.settings.put = (async (...args: Parameters<typeof put>) => {
			await held;
			return put(...args);
		}) as never;
		try {
			const saving = settings.setTheme('dark');
			// A reload now (the save still waiting) paints the theme chosen, not the one before.
			expect(kept.get('tablemate.theme')).toBe('dark');
			release();
			await saving;
		} finally {
			db.settings.put = put as never;
		}
		expect(await getSetting('theme', 'system')).toBe('dark');
	});

	it('keeping the screen on and default house rules are taken back too when not saved', async () => {
		await settings.setKeepAwake(true);
		await settings.setDefaultHouseRules('transform', { rounds: 5 });
		const put = db.settings.put;
		db.settings.put = full;
		try {
			await expect(settings.setKeepAwake(false)).rejects.toThrow(/out of storage space/);
			await expect(settings.setDefaultHouseRules('transform', { rounds: 9 })).rejects.toThrow(
				/out of storage space/
			);
		} finally {
			db.settings.put = put;
		}
		expect(settings.keepAwake).toBe(true);
		expect(settings.defaultHouseRules).toEqual({ transform: { rounds: 5 } });
	});
	it('what is stored decides after a failed write: kept when stored, taken back when not', async () => {
		await settings.setBackupReminderDays(14);
		const put = db.settings.put.bind(db.settings);
		const internal = Object.assign(new Error('Internal error.'), { name: 'UnknownError' });
		// Chromium on a full disk: the value is stored, then the browser reports a failure.
		db.settings.put = (async (row: { key: string; value: unknown }) => {
			await put(row);
			throw internal;
		}) as never;
		try {
			await settings.setBackupReminderDays(30);
		} finally {
			db.settings.put = put;
		}
		expect(settings.backupReminderDays).toBe(30);
		expect(kept.get('tablemate.backupReminderDays')).toBe('30');
		// Not stored: taken back, and the reason says so in the browser's own words.
		// (A put that fails does so on an open database.)
		db.settings.put = (async () => {
			await db.settings.count();
			throw internal;
		}) as never;
		try {
			await expect(settings.setBackupReminderDays(7)).rejects.toThrow(
				/it said: "Internal error".*This was not saved\./
			);
		} finally {
			db.settings.put = put;
			// The failing storage was closed (halted); with room again, it opens.
			await resumeStorage(db);
		}
		expect(settings.backupReminderDays).toBe(30);
		expect(await getSetting('backupReminderDays', 0)).toBe(30);
	});

	it('a choice made while the stored settings are still being read is kept, not overwritten', async () => {
		await settings.setTheme('light');
		// A slow phone: the stored settings arrive only after the player has already chosen Dark.
		const get = db.settings.get.bind(db.settings);
		let release = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		db.settings.get = (async (key: string) => {
			const row = await get(key);
			await held;
			return row;
		}) as never;
		try {
			const reading = settings.reload();
			await settings.setTheme('dark');
			release();
			await reading;
		} finally {
			db.settings.get = get as never;
		}
		expect(settings.theme).toBe('dark');
		expect(root.dataset.theme).toBe('dark');
		expect(kept.get('tablemate.theme')).toBe('dark');
		expect(await getSetting('theme', 'system')).toBe('dark');
	});
});

describe('the relay of a shared table', () => {
	afterEach(() => vi.unstubAllGlobals());

	it('is, when the build names none, the one at the address the page came from', () => {
		vi.stubGlobal('location', { protocol: 'https:', host: 'games.example.org' });
		expect(defaultRelay()).toBe('wss://games.example.org');
		vi.stubGlobal('location', { protocol: 'http:', host: '192.168.1.5:8080' });
		expect(defaultRelay()).toBe('ws://192.168.1.5:8080');
		// A copy built for a sub-path reaches the relay under it (npm run serve puts it there).
		expect(defaultRelay('/tablemate/')).toBe('ws://192.168.1.5:8080/tablemate');
		// The one chosen on this phone wins, then the build's, then the page's own.
		expect(settings.tableRelay).toBe(BUILT_RELAY || 'ws://192.168.1.5:8080');
		settings.relay = 'ws://192.168.1.9:4177';
		expect(settings.tableRelay).toBe('ws://192.168.1.9:4177');
		settings.relay = '';
	});
});
