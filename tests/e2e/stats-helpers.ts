/** What the Stats specs do on the way: bring games in through Backup, read a player's card. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The Backup screen's words the import looks for, in the phone's language. */
export interface BackupWords {
	fileLabel: string;
	/** The summary's count of new games, as a pattern for `games`. */
	newGames: (games: number) => RegExp;
}

export const ENGLISH_BACKUP: BackupWords = {
	fileLabel: 'Backup file to import',
	newGames: (games) => new RegExp(`${games} new games?`)
};

export const GERMAN_BACKUP: BackupWords = {
	fileLabel: 'Zu importierende Sicherungsdatei',
	newGames: (games) => new RegExp(`${games} neue Partien?`)
};

/** Imports a backup's text on the Backup screen and waits for its count of new games. */
export async function importBackupText(
	page: Page,
	text: string,
	games: number,
	words: BackupWords = ENGLISH_BACKUP
): Promise<void> {
	await page.goto('/backup');
	await page.getByLabel(words.fileLabel).setInputFiles({
		name: 'games.json',
		mimeType: 'application/json',
		buffer: Buffer.from(text)
	});
	await expect(page.getByRole('status').filter({ hasText: words.newGames(games) })).toBeVisible();
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

/** One fact on a player's card on the Stats screen (its value, `dd`), to wait on with `expect`. */
export function playerFact(page: Page, name: string, term: string) {
	return page
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name, exact: true }) })
		.locator('div')
		.filter({ has: page.getByText(term, { exact: true }) })
		.locator('dd');
}
