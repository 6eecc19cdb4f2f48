/** What the Stats specs do on the way: bring games in through Backup, read a player's card. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Imports a backup's text on the Backup screen and waits for its count of new games. */
export async function importBackupText(page: Page, text: string, games: number): Promise<void> {
	await page.goto('/backup');
	await page.getByLabel('Backup file to import').setInputFiles({
		name: 'games.json',
		mimeType: 'application/json',
		buffer: Buffer.from(text)
	});
	await expect(
		page.getByRole('status').filter({ hasText: new RegExp(`${games} new games?`) })
	).toBeVisible();
}

/** What a player's card on the Stats screen says: each fact's name and value, in order. */
export async function playerFacts(page: Page, name: string): Promise<Record<string, string>> {
	const card = page
		.getByRole('list', { name: 'Results per player, most wins first' })
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name, exact: true }) });
	await expect(card).toHaveCount(1);
	const terms = await card.locator('dt').allTextContents();
	const values = await card.locator('dd').allTextContents();
	return Object.fromEntries(terms.map((t, i) => [t.trim(), values[i].trim()]));
}
