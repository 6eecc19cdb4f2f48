/**
 * Issue 37: a first visit to Stats shows the view stored with the plays (db/summaries.ts) at once,
 * and never a view of plays that have changed since: every status the screen shows is recorded
 * from before the tap, so a stale figure shown even for one frame fails the test.
 */
import type { Page } from '@playwright/test';
import { backupOf, transformGame } from '../fixtures/stats-seed';
import { expect, test } from './fixtures';
import { importBackupText } from './stats-helpers';

const DAY = 86_400_000;
/** What the screen says of `n` games the table ended (as the seeded ones are), all counted. */
const counted = (n: number) =>
	`${n} finished games counted (${n} stopped early). Scores come from 0 games played to the end.`;

/** `count` finished games of Ada and Bea, numbered from `from`. */
function games(from: number, count: number, now: number) {
	return Array.from({ length: count }, (_, i) =>
		transformGame(
			from + i,
			[
				['Ada', (i % 3) as 0 | 1 | 2],
				['Bea', ((i + 1) % 3) as 0 | 1 | 2]
			],
			now - (from + i) * DAY
		)
	);
}

/**
 * What the summaries' table holds: how many games have a summary (the token row, keyed '', is not
 * one), and whether the token row holds a stored view of the Stats screen.
 */
function summariesHeld(page: Page): Promise<{ games: number; view: boolean }> {
	return page.evaluate(
		() =>
			new Promise<{ games: number; view: boolean }>((resolve, reject) => {
				const open = indexedDB.open('tablemate');
				open.onerror = () => reject(new Error('the database did not open'));
				open.onsuccess = () => {
					const database = open.result;
					const store = database.transaction('summaries').objectStore('summaries');
					const keys = store.getAllKeys();
					const token = store.get('');
					token.onsuccess = () => {
						database.close();
						resolve({
							games: keys.result.filter((key) => key !== '').length,
							view: !!(token.result as { statsView?: unknown } | undefined)?.statsView
						});
					};
				};
			})
	);
}

const viewStored = async (page: Page) => (await summariesHeld(page)).view;
const summariesStored = async (page: Page) => (await summariesHeld(page)).games;

/**
 * Holds back the storage code (Dexie's chunk) until `release` is called; `asked` says whether the
 * page asked for it meanwhile.
 */
async function holdBackDexie(page: Page) {
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	const state = { asked: false, release: () => release() };
	await page.route('**/_app/immutable/chunks/*.js', async (route) => {
		const response = await route.fetch();
		const body = await response.text();
		if (/dexie/i.test(body)) {
			state.asked = true;
			await held;
		}
		await route.fulfill({ response, body });
	});
	return state;
}

/** Opens Stats from a freshly loaded Home, recording every status the Stats screen shows. */
async function firstVisit(page: Page): Promise<string[]> {
	await page.goto('/');
	await page.evaluate(() => {
		const seen: string[] = [];
		(window as unknown as { seen: string[] }).seen = seen;
		new MutationObserver(() => {
			for (const el of document.querySelectorAll('.counted [role="status"]')) {
				const text = el.textContent?.trim() ?? '';
				if (text && seen.at(-1) !== text) seen.push(text);
			}
		}).observe(document.body, { childList: true, subtree: true, characterData: true });
	});
	await page.getByRole('link', { name: 'Stats: wins, streaks and head to head' }).click();
	await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
	await expect(page.locator('.counted[aria-busy="false"] [role="status"]')).toBeVisible();
	return page.evaluate(() => (window as unknown as { seen: string[] }).seen);
}

test('a first visit shows the stored view of the plays, and never one of plays since changed', async ({
	page
}) => {
	test.setTimeout(120_000);
	const now = Date.now();
	await importBackupText(page, backupOf(games(1, 4, now), now), 4);
	// The first visit counts the plays and stores its view.
	expect(await firstVisit(page)).toEqual([counted(4)]);
	await expect.poll(() => viewStored(page), { timeout: 20_000 }).toBe(true);
	// The next first visit (a fresh page) shows the same figures, from the stored view.
	expect(await firstVisit(page)).toEqual([counted(4)]);
	const ada = page.getByRole('list', { name: 'Results per player, most wins first' });
	await expect(ada.getByRole('listitem')).toHaveCount(2);

	// Two more games: the stored view is no longer theirs and is never shown.
	await importBackupText(page, backupOf(games(5, 2, now), now), 2);
	expect(await viewStored(page)).toBe(false);
	expect(await firstVisit(page)).toEqual([counted(6)]);
});

test('a backup restored and left at once still has its summaries stored, for Stats to show at once', async ({
	page
}) => {
	test.setTimeout(120_000);
	const now = Date.now();
	// Enough games that their summaries are still being stored when the person is told.
	await importBackupText(page, backupOf(games(1, 400, now), now), 400);
	// Straight on to another screen: the Backup screen closes, but its worker finishes first.
	await page.getByRole('link', { name: 'Games', exact: true }).click();
	await expect(page.getByRole('heading', { level: 1, name: 'Your games' })).toBeVisible();
	await expect.poll(() => summariesStored(page), { timeout: 60_000 }).toBe(400);
	expect(await firstVisit(page)).toEqual([counted(400)]);
});

test('the stored view shows at once, marked busy until the plays are read again', async ({
	page
}) => {
	test.setTimeout(120_000);
	const now = Date.now();
	await importBackupText(page, backupOf(games(1, 3, now), now), 3);
	expect(await firstVisit(page)).toEqual([counted(3)]);
	await expect.poll(() => viewStored(page), { timeout: 20_000 }).toBe(true);
	// The storage code (Dexie), which reads the plays, is held back: the stored view shows, busy.
	const dexie = await holdBackDexie(page);
	await page.goto('/stats');
	const figures = page.locator('.counted');
	await expect(figures.getByRole('status')).toHaveText(counted(3));
	await expect(figures).toHaveAttribute('aria-busy', 'true');
	dexie.release();
	await expect(figures).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
	await expect(figures.getByRole('status')).toHaveText(counted(3));
	await page.unrouteAll({ behavior: 'wait' });
});

test('a device with no game shows Stats at once, without waiting for the storage code', async ({
	page
}) => {
	test.setTimeout(120_000);
	// Dexie's code is held back: a first visit with nothing stored must not need it to say so
	// (issue 37: the first screen's download). The service worker, were it to fetch the same
	// code, is not running yet on a first visit.
	const dexie = await holdBackDexie(page);
	await page.goto('/stats');
	await expect(page.getByText('No finished games in this period yet.')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Export all plays (CSV)' })).toBeDisabled();
	dexie.release();
	// Once idle the code loads, reads the (empty) storage and the screen stays as it was.
	await expect.poll(() => dexie.asked, { timeout: 30_000 }).toBe(true);
	await expect(page.getByText('No finished games in this period yet.')).toBeVisible();
	await page.unrouteAll({ behavior: 'wait' });
});
