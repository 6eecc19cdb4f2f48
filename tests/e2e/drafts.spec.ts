import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Opens the new-game form on Transform and seats Ada and Bea. */
async function seatAdaAndBea(page: Page) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /^Transform\b/ }).check();
	const name = page.getByLabel("New player's name");
	for (const player of ['Ada', 'Bea']) {
		await name.fill(player);
		await name.press('Enter');
	}
}

test('the new-game form keeps what was typed across a look at the rules and a reload', async ({
	page
}) => {
	await seatAdaAndBea(page);
	await page.getByLabel("New player's name").fill('Cy');
	await page.getByLabel('Name this game (optional)').fill('Friday');

	await page.getByRole('link', { name: 'Rules' }).click();
	await expect(page.getByRole('heading', { name: 'Rules', level: 1 })).toBeVisible();
	await page.goBack();
	await expect(page.getByRole('radio', { name: /^Transform\b/ })).toBeChecked();
	// Seated still (the first-player choice lists their names too).
	await expect(page.getByRole('button', { name: 'Remove Ada' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Remove Bea' })).toBeVisible();
	await expect(page.getByLabel("New player's name")).toHaveValue('Cy');
	await expect(page.getByLabel('Name this game (optional)')).toHaveValue('Friday');

	await page.reload();
	await expect(page.getByRole('radio', { name: /^Transform\b/ })).toBeChecked();
	await expect(page.getByRole('button', { name: 'Remove Bea' })).toBeVisible();
	await expect(page.getByLabel('Name this game (optional)')).toHaveValue('Friday');

	// Once the game starts, the form is empty again for the next one.
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/session\?id=/);
	// The game's title, its game and its players, each said once.
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Friday');
	await expect(page.getByText('Transform · Ada, Bea', { exact: true })).toBeVisible();
	await page.goto('/new');
	await expect(page.getByText('No one seated yet.')).toBeVisible();
	await expect(page.getByLabel('Name this game (optional)')).toHaveValue('');
});

test('a game with no title of its own is named once, with its players under the name', async ({
	page
}) => {
	await seatAdaAndBea(page);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transform');
	await expect(page.getByText('Ada, Bea', { exact: true })).toBeVisible();
	await expect(page.getByText(/Transform · /)).toHaveCount(0);
});
