/**
 * Issue 37: when the stored summaries are gone (dropped, or of a format this build does not
 * count in), Stats builds them again from the games' logs in a Web Worker, and shows the very
 * figures it showed before.
 */
import type { Page } from '@playwright/test';
import { backupOf, transformGame } from '../fixtures/stats-seed';
import { expect, test } from './fixtures';
import { importBackupText, playerFacts } from './stats-helpers';

const DAY = 86_400_000;
const GAMES = 120;

/** `GAMES` finished games of Ada, Bea and Cy with scores that vary from game to game. */
function games(now: number) {
	return Array.from({ length: GAMES }, (_, i) =>
		transformGame(
			i + 1,
			[
				['Ada', (i % 3) as 0 | 1 | 2],
				['Bea', ((i * 7 + 1) % 3) as 0 | 1 | 2],
				['Cy', ((i * 5 + 2) % 3) as 0 | 1 | 2]
			],
			now - i * DAY
		)
	);
}

/** Deletes every stored summary, as a build of another summary format finds them (unusable). */
function dropSummaries(page: Page): Promise<void> {
	return page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('tablemate');
				open.onerror = () => reject(new Error('the database did not open'));
				open.onsuccess = () => {
					const database = open.result;
					const tx = database.transaction('summaries', 'readwrite');
					tx.objectStore('summaries').clear();
					tx.oncomplete = () => {
						database.close();
						resolve();
					};
				};
			})
	);
}

/** Opens Stats afresh and reads what it says: the count and each player's card. */
async function statsShown(page: Page) {
	await page.goto('/stats');
	const status = page.locator('.counted[aria-busy="false"] [role="status"]');
	await expect(status).toContainText(`${GAMES} finished games counted`, { timeout: 60_000 });
	return {
		status: await status.textContent(),
		players: await Promise.all(['Ada', 'Bea', 'Cy'].map((name) => playerFacts(page, name)))
	};
}

test('after the summaries are dropped, a worker builds them again and Stats shows the same figures', async ({
	page
}) => {
	test.setTimeout(180_000);
	const now = Date.now();
	await importBackupText(page, backupOf(games(now), now), GAMES);
	const before = await statsShown(page);

	await dropSummaries(page);
	const workers: string[] = [];
	page.on('worker', (worker) => workers.push(worker.url()));
	const after = await statsShown(page);
	expect(after).toEqual(before);
	expect(workers.some((url) => url.includes('summaries.worker'))).toBe(true);
});
