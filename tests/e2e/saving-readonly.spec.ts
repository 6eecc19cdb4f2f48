import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// At a shared table a save can wait on the sync for a moment. A form clears itself once its entry
// is saved, so what a player typed in that moment would vanish with it: the field takes no
// typing until the save is over. A long transaction on the log holds the save here.

/** Holds every write to the game log until `releaseLog` is called. */
async function holdLog(page: Page) {
	await page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('tablemate');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const store = open.result.transaction('events', 'readwrite').objectStore('events');
					const flags = window as unknown as { logReleased?: boolean };
					flags.logReleased = false;
					// A transaction with a request pending stays open; it ends once released.
					const keepOpen = () => {
						if (flags.logReleased) return open.result.close();
						store.count().onsuccess = keepOpen;
					};
					keepOpen();
					resolve();
				};
			})
	);
}

async function releaseLog(page: Page) {
	await page.evaluate(() => {
		(window as unknown as { logReleased?: boolean }).logReleased = true;
	});
}

test('a card being saved takes no typing, and the next card starts empty', async ({ page }) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Subsets Game/ }).check();
	for (const name of ['Ana', 'Bo']) {
		await page.getByLabel("New player's name").fill(name);
		await page.getByLabel("New player's name").press('Enter');
	}
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/session\?id=/);

	const field = page.locator('#subsets-card');
	await expect(page.getByLabel('Starting card for Ana')).toBeVisible();
	await field.fill('{1}');
	await expect(page.locator('.verdict')).toContainText('Correct set');
	await holdLog(page);
	await page.getByRole('button', { name: 'Deal this card' }).click();

	// While the card is saved, the field is read-only: a key pressed in it changes nothing.
	await expect(field).not.toBeEditable();
	await field.press('End');
	await page.keyboard.type('{2}');
	await expect(field).toHaveValue('{1}');

	await releaseLog(page);
	await expect(page.getByLabel('Starting card for Bo')).toBeVisible();
	await expect(field).toHaveValue('');
	await expect(field).toBeEditable();
	await field.fill('{2}');
	await expect(field).toHaveValue('{2}');
});
