/**
 * App settings as runes. They are stored in Dexie (so backups carry them); the theme is mirrored
 * in localStorage so every page can apply it before the first paint without loading Dexie.
 */
import { resolve } from '$app/paths';
import * as publicEnv from '$env/static/public';
import type { GameId } from '$lib/core/engine';
import {
	DEFAULT_REMINDER_DAYS,
	isReminderDays,
	mirrorReminderDays,
	reminderDays
} from '$lib/db/backup-date';
import { CheckedFailure, type StoredAfterFailure } from '$lib/db/errors';
import { storageErrorMessage } from '$lib/i18n/storage';
import { peekSettings } from '$lib/db/peek';
import { storageCode, warmStorageCode } from './storage-code';
import type { Theme } from '$lib/db/schema';

/**
 * The relay of shared tables this build was made for (PUBLIC_TABLE_RELAY at build time), or ''.
 * It is also the only relay elsewhere than the page's own address that the page's content
 * security policy lets it reach.
 */
export const BUILT_RELAY = (
	(publicEnv as Record<string, string | undefined>).PUBLIC_TABLE_RELAY ?? ''
).trim();

/**
 * The relay of a copy whose build names none: the one at the address the page came from, under
 * the path the app is served at (BASE_PATH), where `npm run serve` (server/serve.mjs) puts it;
 * the client adds `/table`.
 * @param appRoot the app's root path on its host ('/' or '/tablemate/')
 */
export function defaultRelay(appRoot: string = resolve('/')): string {
	if (typeof location === 'undefined') return '';
	const path = appRoot.replace(/\/+$/, '');
	return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

const THEME_KEY = 'tablemate.theme';
/** The header's background in each theme (app.css --header), for the browser's own bars. */
const HEADER_LIGHT = '#1f4e5f';
const HEADER_DARK = '#10262e';

function cachedTheme(): Theme {
	try {
		const value = localStorage.getItem(THEME_KEY);
		return value === 'light' || value === 'dark' ? value : 'system';
	} catch {
		return 'system';
	}
}

class Settings {
	theme = $state<Theme>('system');
	keepAwake = $state(true);
	defaultHouseRules = $state<Partial<Record<GameId, Record<string, unknown>>>>({});
	/** The relay address chosen on this phone ('' for the one the build names). */
	relay = $state('');
	/** Days of play in no backup before the home screen says so. */
	backupReminderDays = $state(reminderDays());
	loaded = $state(false);
	#loading: Promise<void> | null = null;
	/** The settings chosen on screen since the last read of the stored ones began. */
	#chosenWhileReading = new Set<
		'theme' | 'keepAwake' | 'defaultHouseRules' | 'relay' | 'backupReminderDays'
	>();
	#houseRulesChoice = 0;

	/** Applies the theme last chosen on this device; cheap, for every page. */
	start(): void {
		this.theme = cachedTheme();
		this.applyTheme();
	}

	/** Reads every stored setting (once); screens that use more than the theme call it. */
	load(): Promise<void> {
		this.#loading ??= this.#read();
		return this.#loading;
	}

	/** Reads every stored setting again (a backup brought new ones). */
	reload(): Promise<void> {
		this.#loading = this.#read();
		return this.#loading;
	}

	async #read(): Promise<void> {
		// A choice made while the stored settings are read (a tap on a slow phone, before they
		// arrive) is newer than what the read returns: it is kept, not overwritten.
		this.#chosenWhileReading.clear();
		try {
			const stored = await storedSettings();
			const setting = <T>(key: string, fallback: T): T =>
				key in stored ? (stored[key] as T) : fallback;
			// The database's theme wins over this device's copy, so the two end up agreeing.
			const theme = setting<Theme>('theme', 'system');
			const keepAwake = setting('keepAwake', true);
			const defaults = setting<Settings['defaultHouseRules']>('defaultHouseRules', {});
			const relay = setting('tableRelay', '');
			const reminder = setting<unknown>('backupReminderDays', DEFAULT_REMINDER_DAYS);
			if (!this.#chosenWhileReading.has('backupReminderDays') && isReminderDays(reminder)) {
				this.backupReminderDays = reminder;
				mirrorReminderDays(reminder);
			}
			if (!this.#chosenWhileReading.has('relay')) this.relay = relay;
			if (!this.#chosenWhileReading.has('keepAwake')) this.keepAwake = keepAwake;
			if (!this.#chosenWhileReading.has('defaultHouseRules')) this.defaultHouseRules = defaults;
			if (!this.#chosenWhileReading.has('theme') && theme !== this.theme) {
				this.theme = theme;
				this.#cacheTheme(theme);
				this.applyTheme();
			}
		} catch {
			// Without storage the defaults still make a usable app.
		}
		this.loaded = true;
	}

	/** Puts the theme on <html> so the CSS can follow it. */
	applyTheme(): void {
		const root = document.documentElement;
		if (this.theme === 'system') delete root.dataset.theme;
		else root.dataset.theme = this.theme;
		// Mobile browsers colour their own bars from these (app.html has one per device theme): a
		// theme chosen in the app wins over the device's.
		for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
			const forDark = meta.getAttribute('media')?.includes('dark') ?? false;
			const dark = this.theme === 'system' ? forDark : this.theme === 'dark';
			meta.setAttribute('content', dark ? HEADER_DARK : HEADER_LIGHT);
		}
	}

	#cacheTheme(theme: Theme): void {
		try {
			localStorage.setItem(THEME_KEY, theme);
		} catch {
			// A blocked localStorage only costs the instant theme on the next visit.
		}
	}

	/**
	 * Shows the theme at once, and takes it back if it cannot be saved: the screen always ends up
	 * showing what is stored (the caller says why). This device remembers it for the next first
	 * paint at once too, so a reload while the save is still on its way (the storage code may
	 * still be loading) shows the theme chosen; a failed save takes that back with the screen.
	 */
	async setTheme(theme: Theme): Promise<void> {
		this.#chosenWhileReading.add('theme');
		const before = this.theme;
		this.theme = theme;
		this.applyTheme();
		this.#cacheTheme(theme);
		await saveOrTakeBack(
			'theme',
			theme,
			() => this.theme === theme,
			() => {
				this.theme = before;
				this.applyTheme();
				this.#cacheTheme(before);
			}
		);
	}

	/** Turns keeping the screen on on or off; taken back if it cannot be saved. */
	async setKeepAwake(on: boolean): Promise<void> {
		this.#chosenWhileReading.add('keepAwake');
		const before = this.keepAwake;
		this.keepAwake = on;
		await saveOrTakeBack(
			'keepAwake',
			on,
			() => this.keepAwake === on,
			() => (this.keepAwake = before)
		);
	}

	/**
	 * The relay a shared table uses: the one chosen here, else the build's, else the one at the
	 * page's own address (`npm run serve` serves app and relay on one origin).
	 */
	get tableRelay(): string {
		return this.relay || BUILT_RELAY || defaultRelay();
	}

	/** Chooses the relay of shared tables ('' for the build's); taken back if it cannot be saved. */
	async setRelay(address: string): Promise<void> {
		this.#chosenWhileReading.add('relay');
		const before = this.relay;
		this.relay = address;
		await saveOrTakeBack(
			'tableRelay',
			address,
			() => this.relay === address,
			() => (this.relay = before)
		);
	}

	/** Chooses after how many days of play in no backup Home says so; taken back if not saved. */
	async setBackupReminderDays(days: number): Promise<void> {
		this.#chosenWhileReading.add('backupReminderDays');
		const before = this.backupReminderDays;
		this.backupReminderDays = days;
		await saveOrTakeBack(
			'backupReminderDays',
			days,
			() => this.backupReminderDays === days,
			() => (this.backupReminderDays = before)
		);
		mirrorReminderDays(days);
	}

	/** Saves a game's default house rules; taken back if they cannot be saved. */
	async setDefaultHouseRules(game: GameId, rules: Record<string, unknown>): Promise<void> {
		this.#chosenWhileReading.add('defaultHouseRules');
		const before = this.defaultHouseRules;
		this.defaultHouseRules = { ...before, [game]: rules };
		// A later save of any game's defaults replaces this one's, so only the latest takes back.
		const choice = ++this.#houseRulesChoice;
		await saveOrTakeBack(
			'defaultHouseRules',
			$state.snapshot(this.defaultHouseRules),
			() => this.#houseRulesChoice === choice,
			() => (this.defaultHouseRules = before)
		);
	}
}

/** The keys of every setting `Settings` reads. */
const SETTING_KEYS = [
	'theme',
	'keepAwake',
	'defaultHouseRules',
	'tableRelay',
	'backupReminderDays'
];

/**
 * The stored settings by key: read straight from IndexedDB, so a screen that shows settings
 * (the new-game screen's house rules) does not load Dexie for it, or through Dexie where that
 * read fails.
 */
async function storedSettings(): Promise<Record<string, unknown>> {
	const peeked = await peekSettings(SETTING_KEYS);
	warmStorageCode();
	if (peeked) return peeked;
	const { getSetting } = await storageCode();
	const missing = Symbol('missing');
	const values = await Promise.all(SETTING_KEYS.map((key) => getSetting<unknown>(key, missing)));
	return Object.fromEntries(
		SETTING_KEYS.map((key, i) => [key, values[i]]).filter(([, value]) => value !== missing)
	);
}

/**
 * Writes one setting. When that fails, what was shown before comes back (unless another choice
 * was made meanwhile: `stillShown` says) and the error goes on to the caller, who says it was not
 * saved.
 */
async function saveOrTakeBack(
	key: string,
	value: unknown,
	stillShown: () => boolean,
	takeBack: () => void
): Promise<void> {
	const db = await storageCode();
	try {
		await db.reopenIfFailed();
		await db.setSetting(key, value);
	} catch (err) {
		// What is stored decides: the browser may have kept the value although it said it failed.
		const stored = await storedAfterFailure(db, err, key, value);
		if (stored === 'saved') return;
		if (stillShown()) takeBack();
		throw new CheckedFailure(storageErrorMessage(err, stored));
	}
}

/** Reads a setting again after its write failed: saved after all, not saved, or unknown. */
async function storedAfterFailure(
	db: typeof import('$lib/db'),
	err: unknown,
	key: string,
	value: unknown
): Promise<'saved' | StoredAfterFailure> {
	return db.afterFailedWrite(err, async () => {
		const row = await db.db.settings.get(key);
		return row !== undefined && JSON.stringify(row.value) === JSON.stringify(value)
			? 'saved'
			: 'nothing';
	});
}

export const settings = new Settings();
