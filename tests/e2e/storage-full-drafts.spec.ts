import { expect, failWrites as fillTheDisk, startGame, test } from './fixtures';

test('a full disk while typing a round: the form says a reload would lose it', async ({ page }) => {
	await startGame(page, { game: 'Other game', players: ['Ada', 'Bea'] });
	const screen = page.locator('[data-game-screen]');
	const ada = screen.getByRole('textbox', { name: 'Ada', exact: true });
	await expect(ada).toBeVisible();

	await page.evaluate(fillTheDisk);
	await ada.fill('11');
	const warning = screen.getByRole('status').filter({ hasText: 'could not be kept' });
	await expect(warning).toContainText(
		'What you typed could not be kept on this device, because it is out of storage space'
	);
	await expect(warning).toContainText('reloading or closing the page will lose it');
	await expect(ada).toHaveValue('11');

	// As it said: after a reload (space freed) the round typed is gone.
	await page.reload();
	await expect(ada).toHaveValue('');
	await expect(warning).toHaveCount(0);
});
