/** Setting up an "Other game" on the new-game screen, the way a person does on a phone. */
import type { Page } from '@playwright/test';

/** Chooses "Other game", seats `players` by name and names the game; the caller starts it. */
export async function seatNotepad(page: Page, name: string, players: readonly string[]) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Other game\b/ }).check();
	const player = page.getByLabel("New player's name");
	for (const p of players) {
		await player.fill(p);
		await player.press('Enter');
	}
	await page.getByLabel('Name of the game you play').fill(name);
}
